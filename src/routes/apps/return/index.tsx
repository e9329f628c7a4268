import { createFileRoute, redirect } from '@tanstack/react-router';
import { boxIdsFrom } from '../../../domain/returns';
import { returnLandingStep, returnStepPath } from '../../../machines/returnFunnel.machine';

/**
 * `/apps/return?boxes=1,2` (from My stuff) opens the address step with those boxes; without
 * boxes it resumes where the customer was.
 */
export const Route = createFileRoute('/apps/return/')({
  beforeLoad: ({ context, search, location }) => {
    if (boxIdsFrom(search.boxes).length > 0) {
      throw redirect({ href: `${returnStepPath('address')}${location.searchStr}`, replace: true });
    }
    const step = returnLandingStep(context.returnFunnel.getSnapshot().context, 'checkout');
    throw redirect({ href: returnStepPath(step), replace: true });
  },
});
