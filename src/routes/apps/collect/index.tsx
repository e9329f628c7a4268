import { createFileRoute, redirect } from '@tanstack/react-router';
import { COLLECTION_FUNNEL, funnelStepPath } from '../../../domain/funnels';
import { collectionLandingStep } from '../../../machines/collectionFunnel.machine';

/** `/apps/collect` resumes where the customer was (boxes from My stuff are taken above). */
export const Route = createFileRoute('/apps/collect/')({
  beforeLoad: ({ context }) => {
    const step = collectionLandingStep(context.collectionFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: funnelStepPath(COLLECTION_FUNNEL, step), replace: true });
  },
});
