import { createFileRoute, redirect } from '@tanstack/react-router';
import { COLLECTION_FUNNEL, funnelStepPath } from '../../../domain/funnels';

/** `/apps/collect` resumes where the customer was (boxes from My stuff are taken above). */
export const Route = createFileRoute('/apps/collect/')({
  beforeLoad: async ({ context }) => {
    // The machine's module came with the funnel's actors (above): no second download.
    const { collectionLandingStep } = await import('../../../machines/collectionFunnel.machine');
    const step = collectionLandingStep(context.collectionFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(COLLECTION_FUNNEL, step), replace: true });
  },
});
