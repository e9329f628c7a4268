import type { Stripe } from '@stripe/stripe-js';
import { fromPromise } from 'xstate';
import { getAgreements } from '../api/agreements';
import { deleteCard, listCards, setDefaultCard } from '../api/cards';
import { readConfig } from '../api/config';
import { createAddCardSetupIntent, getSetupIntentProgress } from '../api/payments';
import {
  authenticateSandboxPayment,
  confirmSandboxSetupIntent,
  createSandboxPaymentMethod,
} from '../api/sandbox';
import { STRIPE_API_VERSION } from '../domain/constants';
import { type CardsOverview, cardsMachine } from '../machines/cards.machine';
import { pollingWith } from '../machines/paymentPolling.machine';
import { CARD_NOT_SAVED_MESSAGE, setupIntentMachine } from '../machines/setupIntent.machine';
import { unwrapResult } from './callResult';
import { notifications } from './notifications';

const stripes = new Map<string, Promise<Stripe>>();

/** Stripe.js, loaded on first use and only when the server has Stripe keys. */
export function stripeFor(publishableKey: string): Promise<Stripe> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { apiVersion: STRIPE_API_VERSION }))
      .then((loaded) => {
        if (!loaded) throw new Error('The card payment service could not be loaded');
        return loaded;
      });
    stripe.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * The bank's check (3-D Secure) for a payment or setup intent: in Stripe's own window when
 * Stripe is configured, otherwise the customer's answer in our dialog goes to the sandbox.
 */
export async function authenticateIntent(clientSecret: string, approved: boolean): Promise<void> {
  if (!clientSecret) throw new Error('There is nothing waiting for your bank to confirm');
  const { stripePublishableKey } = readConfig();
  if (stripePublishableKey) {
    const stripe = await stripeFor(stripePublishableKey);
    const result = await stripe.handleNextAction({ clientSecret });
    if (result.error) throw new Error(result.error.message ?? 'Your bank did not confirm');
    return;
  }
  unwrapResult(await authenticateSandboxPayment(clientSecret, approved));
}

/** Whether the provider runs the bank's check itself (Stripe), so our dialog is not shown. */
export function providerAuthenticates(): boolean {
  return readConfig().stripePublishableKey !== null;
}

/** Adding a card, on the sandbox provider or with Stripe Elements. */
export const appSetupIntentMachine = setupIntentMachine.provide({
  actors: {
    createSetupIntent: fromPromise(async ({ input }) =>
      unwrapResult(await createAddCardSetupIntent(input.customerId)),
    ),
    confirmSetup: fromPromise(async ({ input }) => {
      const { card } = input;
      if (card.kind === 'paymentMethod') {
        const { stripePublishableKey } = readConfig();
        if (!stripePublishableKey) throw new Error('The card payment service is not available');
        const stripe = await stripeFor(stripePublishableKey);
        // The bank's check, if any, is run after polling finds it, as on the sandbox.
        const result = await stripe.confirmCardSetup(
          input.clientSecret,
          { payment_method: card.paymentMethodId },
          { handleActions: false },
        );
        if (result.error) throw new Error(result.error.message ?? CARD_NOT_SAVED_MESSAGE);
        return;
      }
      const { paymentMethodId } = unwrapResult(await createSandboxPaymentMethod(card.card));
      unwrapResult(await confirmSandboxSetupIntent(input.setupIntentId, paymentMethodId));
    }),
    paymentPolling: pollingWith(
      fromPromise(async ({ input }: { input: { setupIntentId: string } }) =>
        unwrapResult(await getSetupIntentProgress(input.setupIntentId)),
      ),
    ),
    authenticateSetup: fromPromise(async ({ input }) =>
      authenticateIntent(input.clientSecret, input.approved),
    ),
  },
  guards: { providerAuthenticates },
});

/** The saved cards and the monthly bills they pay. */
async function cardsOverview(customerId: number): Promise<CardsOverview> {
  const [cards, agreements] = await Promise.all([listCards(customerId), getAgreements(customerId)]);
  return { cards: unwrapResult(cards), agreements: unwrapResult(agreements) };
}

/** The saved cards page with its calls from src/api; confirmations become toasts. */
export const appCardsMachine = cardsMachine.provide({
  actors: {
    loadCards: fromPromise(async ({ input }) => cardsOverview(input.customerId)),
    makeDefault: fromPromise(async ({ input }) => {
      unwrapResult(await setDefaultCard(input.cardId));
      return cardsOverview(input.customerId);
    }),
    deleteCard: fromPromise(async ({ input }) => {
      unwrapResult(await deleteCard(input.cardId));
      return cardsOverview(input.customerId);
    }),
    setupIntent: appSetupIntentMachine,
  },
  actions: {
    announce: (_, { message }) => notifications.post({ title: message, type: 'success' }),
  },
});
