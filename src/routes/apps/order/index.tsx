import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/apps/order/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/order/pricing', replace: true });
  },
});
