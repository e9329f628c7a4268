import type { CheckoutStepInput } from '../../src/machines/checkoutStep.machine';

export const inputs: CheckoutStepInput[] = [{ customerId: 7, basketId: 41 }];

export const events = [
  { type: 'funnel.retry' },
  { type: 'xstate.done.actor.loadCheckout', output: { cards: [] } },
  { type: 'xstate.error.actor.loadCheckout', error: new Error('Something went wrong') },
];
