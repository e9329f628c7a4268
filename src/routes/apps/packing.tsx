import { createFileRoute, redirect } from '@tanstack/react-router';
import { PACKING_FUNNEL } from '../../domain/funnels';
import { projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { usePackingFunnel } from './packing/-components/usePackingActors';

export const Route = createFileRoute('/apps/packing')({
  beforeLoad: async ({ context, location, preload }) => {
    // The packers come to an account's address: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.packing();
    projectFunnel(PACKING_FUNNEL, actors.packingFunnel, { location, preload });
    return actors;
  },
  component: PackingFunnel,
});

function PackingFunnel() {
  return <FunnelFrame funnel={PACKING_FUNNEL} actor={usePackingFunnel()} />;
}
