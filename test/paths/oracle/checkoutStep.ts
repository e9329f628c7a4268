import type { AnyEventObject } from 'xstate';
import { isDone, isError, type Oracle } from './kit';
import { seenAs } from './payment';

/*
 * The checkout step's load, the same in every funnel (docs/decisions.md, "The checkout step as
 * the kit's child"): what checkout shows is loaded behind a spinner; a failed load says so and
 * offers Try again, which loads it again; once it is there, the step is done and the funnel
 * takes what it shows. Nothing the customer does before that changes anything.
 */

export type CheckoutStepModel = 'loading' | 'failed' | 'loaded';

export const checkoutStep: Oracle<CheckoutStepModel> = {
  id: 'checkoutStep',
  start: () => 'loading',
  next: (model, event: AnyEventObject) => {
    if (model === 'loading' && isDone(event, 'loadCheckout')) return 'loaded';
    if (model === 'loading' && isError(event, 'loadCheckout')) return 'failed';
    if (model === 'failed' && event.type === 'funnel.retry') return 'loading';
    return model;
  },
  seen: (model) => {
    switch (model) {
      case 'loading':
        return seenAs('loading', { busy: true, calls: ['loadCheckout'] });
      case 'failed':
        return seenAs('failed', { error: true });
      case 'loaded':
        return seenAs('loaded', {});
    }
  },
};
