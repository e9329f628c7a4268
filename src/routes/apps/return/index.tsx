import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, RETURN_FUNNEL } from '../../../domain/funnels';
import { returnLandingStep } from '../../../machines/returnFunnel.machine';

/** `/apps/return` resumes where the customer was (boxes from My stuff are taken above). */
export const Route = createFileRoute('/apps/return/')({
  beforeLoad: ({ context }) => {
    const step = returnLandingStep(context.returnFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(RETURN_FUNNEL, step), replace: true });
  },
});
