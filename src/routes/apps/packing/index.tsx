import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, PACKING_FUNNEL } from '../../../domain/funnels';

/** `/apps/packing` resumes where the customer was. */
export const Route = createFileRoute('/apps/packing/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { packingLandingStep } = await import('../../../machines/packingFunnel.machine');
    const step = packingLandingStep(context.packingFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(PACKING_FUNNEL, step), replace: true });
  },
});
