import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, MOVE_OUT_FUNNEL } from '../../../domain/funnels';

/** `/apps/move-out` resumes where the customer was. */
export const Route = createFileRoute('/apps/move-out/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { moveOutLandingStep } = await import('../../../machines/moveOutFunnel.machine');
    const step = moveOutLandingStep(context.moveOutFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(MOVE_OUT_FUNNEL, step), replace: true });
  },
});
