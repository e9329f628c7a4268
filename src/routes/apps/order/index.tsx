import { createFileRoute, redirect } from '@tanstack/react-router';
import { stepForPath, stepPath } from '../../../machines/orderFunnel.machine';

/** `/apps/order` resumes where the customer was, or starts with pricing. */
export const Route = createFileRoute('/apps/order/')({
  beforeLoad: ({ context }) => {
    const lastPage = context.orderFunnel.getSnapshot().context.client.lastPage;
    const step = lastPage ? stepForPath(lastPage) : null;
    throw redirect({ href: stepPath(step ?? 'pricing'), replace: true });
  },
});
