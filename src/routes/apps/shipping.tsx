import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { boxIdsFrom, SHIPPING_FUNNEL, SHIPPING_FUNNELS } from '../../domain/funnels';
import { handOverChoice, handOverChosenBoxes, projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useShippingFunnel } from './shipping/-components/useShippingActors';

/** `?boxes=1,2`: stored boxes chosen in My stuff; `?from=home`: items sent from home. */
function shippingSearch(search: Record<string, unknown>): {
  boxes?: string | number;
  from?: 'home';
} {
  return { ...funnelBoxesSearch(search), ...(search.from === 'home' ? { from: 'home' } : {}) };
}

export const Route = createFileRoute('/apps/shipping')({
  validateSearch: shippingSearch,
  beforeLoad: async ({ context, location, search, preload }) => {
    // Shipments are the customer's own: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.shipping();
    handOverChosenBoxes(SHIPPING_FUNNEL, actors.shippingFunnel, {
      boxIds: boxIdsFrom(search.boxes),
      preload,
    });
    handOverChoice(SHIPPING_FUNNEL, actors.shippingFunnel, {
      event: search.from === 'home' ? { type: 'funnel.homeChosen' } : null,
      preload,
    });
    projectFunnel(SHIPPING_FUNNEL, actors.shippingFunnel, { location, preload });
    return actors;
  },
  component: ShippingFunnel,
});

/** The progress bar shows the steps of this shipment: from our store, or from home. */
function ShippingFunnel() {
  const actor = useShippingFunnel();
  const source = useSelector(actor, (state) => state.context.source);
  return <FunnelFrame funnel={SHIPPING_FUNNELS[source]} actor={actor} />;
}
