import { createFileRoute, redirect } from '@tanstack/react-router';
import { DRIVE_UP_FUNNEL, funnelStepPath } from '../../../domain/funnels';

/** `/apps/drive-up` resumes where the customer was. */
export const Route = createFileRoute('/apps/drive-up/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { driveUpLandingStep } = await import('../../../machines/driveUpFunnel.machine');
    const step = driveUpLandingStep(context.driveUpFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(DRIVE_UP_FUNNEL, step), replace: true });
  },
});
