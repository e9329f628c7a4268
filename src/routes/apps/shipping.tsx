import { createFileRoute, redirect } from '@tanstack/react-router';
import { boxIdsFrom, SHIPPING_FUNNEL } from '../../domain/funnels';
import { handOverChosenBoxes, projectFunnel } from '../-lib/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useShippingFunnel } from './shipping/-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: async ({ context, location, search, preload }) => {
    // Shipments are of the customer's own stored boxes: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.shipping();
    handOverChosenBoxes(SHIPPING_FUNNEL, actors.shippingFunnel, {
      boxIds: boxIdsFrom(search.boxes),
      preload,
    });
    projectFunnel(SHIPPING_FUNNEL, actors.shippingFunnel, { location, preload });
    return actors;
  },
  component: ShippingFunnel,
});

function ShippingFunnel() {
  return <FunnelFrame funnel={SHIPPING_FUNNEL} actor={useShippingFunnel()} />;
}
