import { createFileRoute, redirect } from '@tanstack/react-router';
import { boxIdsFrom, COLLECTION_FUNNEL } from '../../domain/funnels';
import { handOverChosenBoxes, projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { funnelBoxesSearch } from './-components/funnelSearch';
import { useCollectionFunnel } from './collect/-components/useCollectionActors';

export const Route = createFileRoute('/apps/collect')({
  validateSearch: funnelBoxesSearch,
  beforeLoad: async ({ context, location, search, preload }) => {
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.collection();
    handOverChosenBoxes(COLLECTION_FUNNEL, actors.collectionFunnel, {
      boxIds: boxIdsFrom(search.boxes),
      preload,
    });
    projectFunnel(COLLECTION_FUNNEL, actors.collectionFunnel, { location, preload });
    return actors;
  },
  component: CollectionFunnel,
});

function CollectionFunnel() {
  const funnel = useCollectionFunnel();

  return <FunnelFrame funnel={COLLECTION_FUNNEL} actor={funnel} />;
}
