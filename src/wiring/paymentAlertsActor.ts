import { fromPromise } from 'xstate';
import { abandonBalancePayment, abandonCheckout, getPaymentAlerts } from '../api/dunning';
import { getCheckoutProgress, getClearBalanceProgress } from '../api/payments';
import type { WaitingPayment } from '../domain/dunning';
import { orderConfirmationPath } from '../domain/landing';
import { paymentAlertsMachine, type WaitingProgress } from '../machines/paymentAlerts.machine';
import { unwrapResult } from './callResult';
import { authenticateIntent, providerAuthenticates } from './cardsActor';
import { notifications } from './notifications';

/*
 * The account banner's machine with its calls from src/api. Anything that changes what is
 * owed elsewhere in the app (a balance paid on Payments) calls `refreshPaymentAlerts`, and
 * the banner on screen reads the alerts again.
 */

const listeners = new Set<() => void>();

/** The banner on screen (if any) reads the alerts again. */
export function refreshPaymentAlerts(): void {
  for (const listener of listeners) listener();
}

/** Called by the banner while it is on screen; returns the unsubscribe. */
export function onPaymentAlertsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function progressOf(customerId: number, payment: WaitingPayment): Promise<WaitingProgress> {
  if (payment.kind === 'checkout') {
    const { status, orderId, message } = unwrapResult(await getCheckoutProgress(payment.id));
    return { status, orderId, message };
  }
  const { status, message } = unwrapResult(await getClearBalanceProgress(customerId, payment.id));
  return { status, orderId: null, message };
}

async function abandon(customerId: number, payment: WaitingPayment): Promise<WaitingProgress> {
  if (payment.kind === 'checkout') {
    const { status, orderId, message } = unwrapResult(await abandonCheckout(payment.id));
    return { status, orderId, message };
  }
  const { status, message } = unwrapResult(await abandonBalancePayment(customerId, payment.id));
  return { status, orderId: null, message };
}

export function paymentAlertsMachineFor({ navigate }: { navigate: (href: string) => void }) {
  return paymentAlertsMachine.provide({
    actors: {
      loadAlerts: fromPromise(async ({ input }) =>
        unwrapResult(await getPaymentAlerts(input.customerId)),
      ),
      authenticatePayment: fromPromise(async ({ input }) =>
        authenticateIntent(input.clientSecret, input.approved),
      ),
      fetchWaitingProgress: fromPromise(async ({ input }) =>
        progressOf(input.customerId, input.payment),
      ),
      abandonPayment: fromPromise(async ({ input }) => abandon(input.customerId, input.payment)),
    },
    actions: {
      announce: (_, { message }) => notifications.post({ title: message, type: 'success' }),
      orderPlaced: (_, { orderId }) => navigate(orderConfirmationPath(orderId)),
    },
    guards: { providerAuthenticates },
  });
}
