import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, MOVE_OUT_FUNNEL } from '../../domain/funnels';
import { currentFunnelStep, projectFunnel } from '../-lib/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { funnelUnitSearch } from './-components/funnelSearch';
import { useMoveOutFunnel } from './move-out/-components/useMoveOutActors';

export const Route = createFileRoute('/apps/move-out')({
  validateSearch: funnelUnitSearch,
  beforeLoad: async ({ context, location, search, preload }) => {
    // A move-out is of the customer's own unit: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.moveOut();
    // The unit chosen in My stuff (`?unit=12`) is the funnel's from now on: the URL drops it.
    if (search.unit !== undefined && !preload) {
      actors.moveOutFunnel.send({ type: 'funnel.unitChosen', lettingId: search.unit });
      const step = currentFunnelStep(MOVE_OUT_FUNNEL, actors.moveOutFunnel.getSnapshot()) ?? 'day';
      throw redirect({ href: funnelStepPath(MOVE_OUT_FUNNEL, step), replace: true });
    }
    projectFunnel(MOVE_OUT_FUNNEL, actors.moveOutFunnel, { location, preload });
    return actors;
  },
  component: MoveOutFunnel,
});

function MoveOutFunnel() {
  return <FunnelFrame funnel={MOVE_OUT_FUNNEL} actor={useMoveOutFunnel()} />;
}
