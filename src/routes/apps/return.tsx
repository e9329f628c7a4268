import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { funnelStepPath, RETURN_FUNNEL } from '../../domain/funnels';
import { boxIdsFrom } from '../../domain/returns';
import { Alert } from '../../ui/Alert/Alert';
import { currentFunnelStep, projectFunnel } from '../-lib/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import * as styles from './-components/funnel.css';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useReturnFunnel } from './return/-components/useReturnActors';

export const Route = createFileRoute('/apps/return')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: ({ context, location, search, preload }) => {
    // Returns are of the customer's own boxes: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    // Boxes chosen in My stuff (`?boxes=1,2`) come first: a new choice starts again at the
    // address step. The funnel holds them from then on, so the URL drops them.
    const boxIds = boxIdsFrom(search.boxes);
    if (boxIds.length > 0 && !preload) {
      context.returnFunnel.send({ type: 'funnel.boxesChosen', boxIds });
      const step =
        currentFunnelStep(RETURN_FUNNEL, context.returnFunnel.getSnapshot()) ?? 'address';
      throw redirect({ href: funnelStepPath(RETURN_FUNNEL, step), replace: true });
    }
    projectFunnel(RETURN_FUNNEL, context.returnFunnel, { location, preload });
  },
  component: ReturnFunnel,
});

function ReturnFunnel() {
  const funnel = useReturnFunnel();
  const notice = useSelector(funnel, (state) => state.context.notice);

  return (
    <FunnelFrame funnel={RETURN_FUNNEL} actor={funnel}>
      {notice && (
        <Alert type="info" className={styles.alerts}>
          {notice}
        </Alert>
      )}
    </FunnelFrame>
  );
}
