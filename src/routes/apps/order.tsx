import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { FunnelLayout } from '../../ui/layouts/FunnelLayout';
import { ORDER_STEPS } from '../-lib/funnelSteps';

export const Route = createFileRoute('/apps/order')({
  component: OrderFunnel,
});

function OrderFunnel() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = ORDER_STEPS.findIndex((step) => pathname.endsWith(`/order/${step.path}`));
  return (
    <FunnelLayout
      title="Order storage"
      steps={ORDER_STEPS.map((step) => step.label)}
      currentStep={current}
    >
      <Outlet />
    </FunnelLayout>
  );
}
