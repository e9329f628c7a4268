import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  landingStep,
  ORDER_FUNNEL_STEPS,
  stepForPath,
  stepPath,
} from '../../machines/orderFunnel.machine';
import { FunnelLayout } from '../../ui/layouts/FunnelLayout';
import { ORDER_STEPS } from '../-lib/funnelSteps';
import { FunnelAlerts } from './-components/FunnelAlerts';
import { useOrderFunnel } from './order/-components/useOrderActors';

export const Route = createFileRoute('/apps/order')({
  // A direct visit to a later step lands on the first step not yet done (house style 7).
  beforeLoad: ({ context, location }) => {
    const requested = stepForPath(location.pathname);
    if (!requested) return;
    const landing = landingStep(context.orderFunnel.getSnapshot().context, requested);
    if (landing !== requested) throw redirect({ href: stepPath(landing), replace: true });
  },
  component: OrderFunnel,
});

/** The machine is on the step the URL names; the URL follows the machine when it moves on. */
function OrderFunnel() {
  const funnel = useOrderFunnel();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const step = stepForPath(pathname);
  const unopened = useSelector(funnel, (state) => state.matches('unopened'));
  const current = useSelector(funnel, (state) =>
    ORDER_FUNNEL_STEPS.findIndex((candidate) => state.matches(candidate.id)),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a funnel reopened (after sign-out or a placed order) asks the URL where to be again
  useEffect(() => {
    if (step) funnel.send({ type: 'funnel.stepRequested', step });
  }, [funnel, step, unopened]);

  return (
    <FunnelLayout
      title="Order storage"
      steps={ORDER_STEPS.map((entry) => entry.label)}
      currentStep={current}
    >
      <FunnelAlerts />
      <Outlet />
    </FunnelLayout>
  );
}
