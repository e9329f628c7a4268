import { createFileRoute, redirect } from '@tanstack/react-router';
import { funnelStepAt, funnelStepPath, ORDER_FUNNEL } from '../../../domain/funnels';

/** `/apps/order` resumes where the customer was, or starts with pricing. */
export const Route = createFileRoute('/apps/order/')({
  beforeLoad: ({ context }) => {
    const lastPage = context.orderFunnel.getSnapshot().context.client.lastPage;
    const step = lastPage ? funnelStepAt(ORDER_FUNNEL, lastPage) : null;
    throw redirect({ href: funnelStepPath(ORDER_FUNNEL, step ?? 'pricing'), replace: true });
  },
});
