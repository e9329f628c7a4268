import { assign, setup } from 'xstate';
import type { Card } from '../domain/cards';
import type { InsurancePrice, StoragePrices } from '../domain/prices';
import { appCall, errorActions } from './funnelKit';

/**
 * The checkout step's load, the same in every funnel (part of the funnel kit): what checkout
 * shows is loaded behind a spinner; a failed load says so and offers Try again. The funnel
 * invokes it as `checkoutStep` on entering its checkout step and takes what it ends with into
 * its own context (the cards to pay with, and where the funnel shows them, the cover levels and
 * the customer's price plan). What the customer then changes on checkout (a cover level, the
 * months, a promotion) stays with the funnel, whose basket it is; so do Back and step requests.
 */
export interface CheckoutStepInput {
  customerId: number;
  basketId: number;
}

/** What checkout shows, as the funnel's app loads it; each field named as the funnel's. */
export interface CheckoutShown {
  /** The saved cards to pay with. */
  cards: Card[];
  /** The cover levels, where checkout offers cover. */
  insurancePrices?: InsurancePrice[];
  /** The customer's own price plan, where checkout prices the storage. */
  prices?: StoragePrices;
}

export interface CheckoutStepContext extends CheckoutStepInput {
  shown: CheckoutShown | null;
  error: string | null;
}

export type CheckoutStepEvent = { type: 'funnel.retry' };

export const checkoutStepMachine = setup({
  types: {
    context: {} as CheckoutStepContext,
    events: {} as CheckoutStepEvent,
    input: {} as CheckoutStepInput,
    output: {} as CheckoutShown,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** What this funnel's checkout shows. */
    loadCheckout: appCall<CheckoutShown, CheckoutStepInput>('checkout step', 'loadCheckout'),
  },
  actions: {
    ...errorActions<CheckoutStepContext, CheckoutStepEvent>(),
  },
}).createMachine({
  id: 'checkoutStep',
  context: ({ input }) => ({ ...input, shown: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ customerId: context.customerId, basketId: context.basketId }),
        onDone: { target: 'loaded', actions: assign({ shown: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: 'error',
      on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: { type: 'final' },
  },
  output: ({ context }) => context.shown as CheckoutShown,
});
