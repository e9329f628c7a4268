import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { boxIdsFrom } from '../../domain/returns';
import {
  COLLECTION_FUNNEL_STEPS,
  collectionLandingStep,
  collectionStepForPath,
  collectionStepPath,
} from '../../machines/collectionFunnel.machine';
import { FunnelLayout } from '../../ui/layouts/FunnelLayout';
import { COLLECTION_STEPS } from '../-lib/funnelSteps';
import { FunnelAlerts } from './-components/FunnelAlerts';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useCollectionFunnel } from './collect/-components/useCollectionActors';

export const Route = createFileRoute('/apps/collect')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: ({ context, location }) => {
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const requested = collectionStepForPath(location.pathname);
    if (!requested) return;
    const landing = collectionLandingStep(
      context.collectionFunnel.getSnapshot().context,
      requested,
    );
    if (landing !== requested) {
      throw redirect({
        href: `${collectionStepPath(landing)}${location.searchStr}`,
        replace: true,
      });
    }
  },
  component: CollectionFunnel,
});

/** The machine is on the step the URL names; the URL follows the machine when it moves on. */
function CollectionFunnel() {
  const funnel = useCollectionFunnel();
  const { boxes } = Route.useSearch();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const step = collectionStepForPath(pathname);
  // Reopened after a sign-out; a placed order leaves for its success page instead.
  const unopened = useSelector(funnel, (state) => state.matches('unopened'));
  const current = useSelector(funnel, (state) =>
    COLLECTION_FUNNEL_STEPS.findIndex((candidate) => state.matches(candidate.id)),
  );
  const chosen = boxIdsFrom(boxes).join(',');

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
      title="Collect your boxes"
      steps={COLLECTION_STEPS.map((entry) => entry.label)}
      currentStep={current}
    >
      <FunnelAlerts />
      <Outlet />
    </FunnelLayout>
  );
}
