import { createFileRoute, redirect } from '@tanstack/react-router';
import { boxIdsFrom } from '../../../domain/returns';
import {
  collectionLandingStep,
  collectionStepPath,
} from '../../../machines/collectionFunnel.machine';

/** `/apps/collect?boxes=1,2` opens the address step with those boxes; else it resumes. */
export const Route = createFileRoute('/apps/collect/')({
  beforeLoad: ({ context, search, location }) => {
    if (boxIdsFrom(search.boxes).length > 0) {
      throw redirect({
        href: `${collectionStepPath('address')}${location.searchStr}`,
        replace: true,
      });
    }
    const step = collectionLandingStep(context.collectionFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: collectionStepPath(step), replace: true });
  },
});
