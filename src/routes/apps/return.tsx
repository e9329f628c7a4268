import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { boxIdsFrom, RETURN_FUNNEL } from '../../domain/funnels';
import { Alert } from '../../ui/Alert/Alert';
import { handOverChosenBoxes, projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import * as styles from './-components/funnel.css';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useReturnFunnel } from './return/-components/useReturnActors';

export const Route = createFileRoute('/apps/return')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: async ({ context, location, search, preload }) => {
    // Returns are of the customer's own boxes: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.returns();
    handOverChosenBoxes(RETURN_FUNNEL, actors.returnFunnel, {
      boxIds: boxIdsFrom(search.boxes),
      preload,
    });
    projectFunnel(RETURN_FUNNEL, actors.returnFunnel, { location, preload });
    return actors;
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
