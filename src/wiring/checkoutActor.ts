import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { readConfig } from '../api/config';
import { abandonCheckout, getPaymentAlerts } from '../api/dunning';
import {
  createPaymentIntent,
  getCheckoutProgress,
  type PaymentCard,
  startCheckout,
} from '../api/payments';
import { authenticateSandboxPayment, createSandboxPaymentMethod } from '../api/sandbox';
import { checkoutMachine, type PaymentMethod } from '../machines/checkout.machine';
import { pollingWith } from '../machines/paymentPolling.machine';
import { inAppSystem } from './appRoot';
import type { BasketActor } from './basketActor';
import { unwrapResult } from './callResult';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** The basket whose checkout is running, so a reload goes on polling it. */
export const CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}checkout`;

async function paymentMethodBody(
  method: Exclude<PaymentMethod, { kind: 'free' }>,
): Promise<PaymentCard> {
  switch (method.kind) {
    case 'savedCard':
      return { cardId: method.cardId };
    case 'newCard':
      return { paymentMethodId: method.paymentMethodId };
    case 'cardDetails': {
      const { paymentMethodId } = unwrapResult(await createSandboxPaymentMethod(method.card));
      return { paymentMethodId };
    }
  }
}

/** With Stripe keys, 3-D Secure runs in Stripe's own frame; stripe-js loads only then. */
async function stripeNextAction(publishableKey: string, clientSecret: string): Promise<void> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('The card payment service could not be loaded');
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error)
    throw new Error(result.error.message ?? 'Your bank did not confirm the payment');
}

export interface CheckoutDependencies {
  basket: BasketActor;
  navigate: (href: string) => void;
  /** The order exists: the app forgets the funnel for the next order. */
  onOrderPlaced: (orderId: number) => void;
  storage?: Storage;
  /** Where the running checkout is kept: each funnel with its own basket has its own key. */
  storageKey?: string;
  /** Its name in the app's actor system. */
  id?: string;
}

export function createCheckout({
  basket,
  navigate,
  onOrderPlaced,
  storage = localStorage,
  storageKey = CHECKOUT_STORAGE_KEY,
  id = 'orderCheckout',
}: CheckoutDependencies): CheckoutActor {
  const machine = checkoutMachine.provide({
    actors: {
      validateBasket: fromPromise(async () => {
        if (basket.getSnapshot().context.basketId === null) {
          throw new Error('Your basket could not be found, please start your order again');
        }
        if (!basket.getSnapshot().can({ type: 'basket.validate' })) {
          await waitFor(basket, (state) => state.can({ type: 'basket.validate' }));
        }
        basket.send({ type: 'basket.validate' });
        const settled = await waitFor(basket, (state) => !state.hasTag('busy'));
        const { validation, error } = settled.context;
        if (!validation) throw new Error(error ?? 'The basket could not be checked');
        return validation;
      }),
      preparePayment: fromPromise(async ({ input }) => {
        // A free order has no payment to ready: checkout places it straight away.
        if (input.method.kind === 'free') return;
        unwrapResult(
          await createPaymentIntent(input.basketId, await paymentMethodBody(input.method)),
        );
      }),
      startCheckout: fromPromise(async ({ input }) =>
        unwrapResult(await startCheckout(input.basketId, input.quotedTotal)),
      ),
      paymentPolling: pollingWith(
        fromPromise(async ({ input }: { input: { basketId: number } }) =>
          unwrapResult(await getCheckoutProgress(input.basketId)),
        ),
      ),
      inspectCheckout: fromPromise(async ({ input }) => {
        // The account's alerts name a checkout waiting for the bank: asked first, so a basket
        // never paid for is not asked about (its progress is a 404).
        const loaded = await waitFor(basket, (state) => !state.hasTag('busy'));
        const customerId = loaded.context.basket?.customerId;
        if (customerId === undefined) return null;
        const { waitingPayment } = unwrapResult(await getPaymentAlerts(customerId));
        if (waitingPayment?.kind !== 'checkout' || waitingPayment.id !== input.basketId) {
          return null;
        }
        return unwrapResult(await getCheckoutProgress(input.basketId));
      }),
      abandonCheckout: fromPromise(async ({ input }) =>
        unwrapResult(await abandonCheckout(input.basketId)),
      ),
      authenticatePayment: fromPromise(async ({ input }) => {
        if (!input.clientSecret) throw new Error('There is no payment waiting to be confirmed');
        const { stripePublishableKey } = readConfig();
        if (stripePublishableKey) {
          await stripeNextAction(stripePublishableKey, input.clientSecret);
          return;
        }
        unwrapResult(await authenticateSandboxPayment(input.clientSecret, input.approved));
      }),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
      checkoutStarted: () => basket.send({ type: 'basket.checkoutStarted' }),
      orderPlaced: (_, { orderId }) => {
        basket.send({ type: 'basket.orderPlaced' });
        basket.send({ type: 'basket.clear' });
        onOrderPlaced(orderId);
      },
      reloadBasket: () => basket.send({ type: 'basket.reload' }),
      persistPending: (_, { basketId }) => {
        if (basketId === null) storage.removeItem(storageKey);
        else storage.setItem(storageKey, String(basketId));
      },
    },
  });
  const pending = Number(storage.getItem(storageKey));
  return createActor(machine, {
    input: { pendingBasketId: Number.isInteger(pending) && pending > 0 ? pending : null },
    ...inAppSystem(id),
  });
}
