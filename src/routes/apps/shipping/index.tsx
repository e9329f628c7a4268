import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, SHIPPING_FUNNEL } from '../../../domain/funnels';

/** `/apps/shipping` resumes where the customer was. */
export const Route = createFileRoute('/apps/shipping/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { shippingLandingStep } = await import('../../../machines/shippingFunnel.machine');
    const step = shippingLandingStep(context.shippingFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(SHIPPING_FUNNEL, step), replace: true });
  },
});
