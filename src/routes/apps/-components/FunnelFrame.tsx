import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { type Funnel, funnelStepIndex } from '../../../domain/funnels';
import { FunnelLayout } from '../../../ui/layouts/FunnelLayout';
import { currentFunnelStep } from '../../../wiring/funnelRoute';
import { FunnelAlerts } from './FunnelAlerts';

/** Every funnel's page: its title, the progress bar at the machine's step, alerts, the step. */
export function FunnelFrame<Step extends string>({
  funnel,
  actor,
  children,
}: {
  funnel: Funnel<Step>;
  actor: AnyActorRef;
  /** Shown above the step, below the alerts. */
  children?: ReactNode;
}) {
  const current = useSelector(actor, (state) =>
    funnelStepIndex(funnel, currentFunnelStep(funnel, state)),
  );
  return (
    <FunnelLayout
      title={funnel.title}
      steps={funnel.steps.map((step) => step.label)}
      currentStep={current}
    >
      <FunnelAlerts />
      {children}
      <Outlet />
    </FunnelLayout>
  );
}
