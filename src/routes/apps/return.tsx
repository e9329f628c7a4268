import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { FunnelLayout } from '../../ui/layouts/FunnelLayout';
import { RETURN_STEPS } from '../-lib/funnelSteps';

export const Route = createFileRoute('/apps/return')({
  component: ReturnFunnel,
});

function ReturnFunnel() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = RETURN_STEPS.findIndex((step) => pathname.endsWith(`/return/${step.path}`));
  return (
    <FunnelLayout
      title="Return your items"
      steps={RETURN_STEPS.map((step) => step.label)}
      currentStep={current}
    >
      <Outlet />
    </FunnelLayout>
  );
}
