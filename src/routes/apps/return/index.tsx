import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/apps/return/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/return/address', replace: true });
  },
});
