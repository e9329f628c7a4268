import { type ActorRefFrom, fromPromise } from 'xstate';
import { listCards } from '../api/cards';
import type { Card } from '../domain/cards';
import {
  type CheckoutShown,
  type CheckoutStepInput,
  checkoutStepMachine,
} from '../machines/checkoutStep.machine';

/** The kit's checkout step as a funnel runs it: `load` is what this funnel's checkout shows. */
export function checkoutStepFor(load: (input: CheckoutStepInput) => Promise<CheckoutShown>) {
  return checkoutStepMachine.provide({
    actors: { loadCheckout: fromPromise(({ input }) => load(input)) },
  });
}

/**
 * The saved cards to pay with. They are a convenience, so a failure to list them leaves the
 * card form to enter one.
 */
export async function savedCards(customerId: number): Promise<Card[]> {
  const cards = await listCards(customerId);
  return cards.ok ? cards.data : [];
}

/** The checkout step of a funnel with no cover to offer: the saved cards. */
export const savedCardsCheckoutStep = checkoutStepFor(async ({ customerId }) => ({
  cards: await savedCards(customerId),
}));

export type CheckoutStepActor = ActorRefFrom<typeof checkoutStepMachine>;
