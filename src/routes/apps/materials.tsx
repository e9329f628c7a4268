import { createFileRoute, redirect } from '@tanstack/react-router';
import { MATERIALS_FUNNEL } from '../../domain/funnels';
import { projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { useMaterialsFunnel } from './materials/-components/useMaterialsActors';

export const Route = createFileRoute('/apps/materials')({
  beforeLoad: async ({ context, location, preload }) => {
    // Materials are delivered to an account's address: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.materials();
    projectFunnel(MATERIALS_FUNNEL, actors.materialsFunnel, { location, preload });
    return actors;
  },
  component: MaterialsFunnel,
});

function MaterialsFunnel() {
  return <FunnelFrame funnel={MATERIALS_FUNNEL} actor={useMaterialsFunnel()} />;
}
