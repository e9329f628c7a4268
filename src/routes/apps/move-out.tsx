import { createFileRoute, redirect } from '@tanstack/react-router';
import { MOVE_OUT_FUNNEL } from '../../domain/funnels';
import { handOverChoice, projectFunnel } from '../../wiring/funnelRoute';
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
    handOverChoice(MOVE_OUT_FUNNEL, actors.moveOutFunnel, {
      event:
        search.unit === undefined ? null : { type: 'funnel.unitChosen', lettingId: search.unit },
      preload,
    });
    projectFunnel(MOVE_OUT_FUNNEL, actors.moveOutFunnel, { location, preload });
    return actors;
  },
  component: MoveOutFunnel,
});

function MoveOutFunnel() {
  return <FunnelFrame funnel={MOVE_OUT_FUNNEL} actor={useMoveOutFunnel()} />;
}
