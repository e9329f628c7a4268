import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepPath, MATERIALS_FUNNEL } from '../../../domain/funnels';

/** `/apps/materials` resumes where the customer was. */
export const Route = createFileRoute('/apps/materials/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { materialsLandingStep } = await import('../../../machines/materialsFunnel.machine');
    const step = materialsLandingStep(context.materialsFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(MATERIALS_FUNNEL, step), replace: true });
  },
});
