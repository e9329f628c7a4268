import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { boxIdsFrom } from '../../domain/returns';
import {
  RETURN_FUNNEL_STEPS,
  returnLandingStep,
  returnStepForPath,
  returnStepPath,
} from '../../machines/returnFunnel.machine';
import { Alert } from '../../ui/Alert/Alert';
import { FunnelLayout } from '../../ui/layouts/FunnelLayout';
import { RETURN_STEPS } from '../-lib/funnelSteps';
import { FunnelAlerts } from './-components/FunnelAlerts';
import * as styles from './-components/funnel.css';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useReturnFunnel } from './return/-components/useReturnActors';

export const Route = createFileRoute('/apps/return')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: ({ context, location, preload }) => {
    // Returns are of the customer's own boxes: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    // A direct visit to a later step lands on the first step not yet done (house style 7).
    const requested = returnStepForPath(location.pathname);
    if (!requested) return;
    const landing = returnLandingStep(context.returnFunnel.getSnapshot().context, requested);
    if (landing !== requested) {
      // The funnel hears what was asked for, so it can say why it lands somewhere else.
      if (!preload) context.returnFunnel.send({ type: 'funnel.stepRequested', step: requested });
      throw redirect({ href: `${returnStepPath(landing)}${location.searchStr}`, replace: true });
    }
  },
  component: ReturnFunnel,
});

/** The machine is on the step the URL names; the URL follows the machine when it moves on. */
function ReturnFunnel() {
  const funnel = useReturnFunnel();
  const { boxes } = Route.useSearch();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const step = returnStepForPath(pathname);
  // Reopened after a sign-out; a placed order leaves for its success page instead.
  const unopened = useSelector(funnel, (state) => state.matches('unopened'));
  const current = useSelector(funnel, (state) =>
    RETURN_FUNNEL_STEPS.findIndex((candidate) => state.matches(candidate.id)),
  );
  const chosen = boxIdsFrom(boxes).join(',');
  const notice = useSelector(funnel, (state) => state.context.notice);

  // Boxes from My stuff come first: a new choice starts the funnel again at the address.
  useEffect(() => {
    const boxIds = boxIdsFrom(chosen);
    if (boxIds.length > 0) funnel.send({ type: 'funnel.boxesChosen', boxIds });
  }, [funnel, chosen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a funnel reopened after a sign-out asks the URL where to be again
  useEffect(() => {
    if (step) funnel.send({ type: 'funnel.stepRequested', step });
  }, [funnel, step, unopened]);

  return (
    <FunnelLayout
      title="Return your items"
      steps={RETURN_STEPS.map((entry) => entry.label)}
      currentStep={current}
    >
      <FunnelAlerts />
      {notice && (
        <Alert type="info" className={styles.alerts}>
          {notice}
        </Alert>
      )}
      <Outlet />
    </FunnelLayout>
  );
}
