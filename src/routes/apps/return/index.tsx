import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, RETURN_FUNNEL } from '../../../domain/funnels';

/** `/apps/return` resumes where the customer was (boxes from My stuff are taken above). */
export const Route = createFileRoute('/apps/return/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { returnLandingStep } = await import('../../../machines/returnFunnel.machine');
    const step = returnLandingStep(context.returnFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(RETURN_FUNNEL, step), replace: true });
  },
});
