import { createFileRoute, redirect } from '@tanstack/react-router';
import { COLLECTION_FUNNEL, funnelStepPath } from '../../domain/funnels';
import { boxIdsFrom } from '../../domain/returns';
import { currentFunnelStep, projectFunnel } from '../-lib/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useCollectionFunnel } from './collect/-components/useCollectionActors';

export const Route = createFileRoute('/apps/collect')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: ({ context, location, search, preload }) => {
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    // Boxes chosen in My stuff (`?boxes=1,2`) come first: a new choice starts again at the
    // address step. The funnel holds them from then on, so the URL drops them.
    const boxIds = boxIdsFrom(search.boxes);
    if (boxIds.length > 0 && !preload) {
      context.collectionFunnel.send({ type: 'funnel.boxesChosen', boxIds });
      const step =
        currentFunnelStep(COLLECTION_FUNNEL, context.collectionFunnel.getSnapshot()) ?? 'address';
      throw redirect({ href: funnelStepPath(COLLECTION_FUNNEL, step), replace: true });
    }
    projectFunnel(COLLECTION_FUNNEL, context.collectionFunnel, { location, preload });
  },
  component: CollectionFunnel,
});

function CollectionFunnel() {
  const funnel = useCollectionFunnel();

  return <FunnelFrame funnel={COLLECTION_FUNNEL} actor={funnel} />;
}
