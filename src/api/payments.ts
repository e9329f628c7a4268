import {
  type SetupIntent,
  type SetupIntentResult,
  setupIntentResultSchema,
  setupIntentSchema,
} from '../domain/cards';
import {
  type CheckoutProgress,
  type ClearBalanceProgress,
  checkoutProgressSchema,
  clearBalanceProgressSchema,
  clearBalanceStartSchema,
  type PaymentIntent,
  type PaymentsWithPending,
  paymentIntentSchema,
  paymentsWithPendingSchema,
  type Statement,
  statementSchema,
} from '../domain/payments';
import { apiClient, type Result, urlPath } from './client';

/** `POST setupIntent/addCard/{customerId}`: what the card form needs to collect a new card. */
export function createAddCardSetupIntent(customerId: number): Promise<Result<SetupIntent>> {
  return apiClient().json(
    { service: 'api', path: urlPath`setupIntent/addCard/${customerId}`, method: 'POST' },
    setupIntentSchema,
  );
}

/** `POST setupIntent/{id}`: where the card set-up stands; polled until a final status. */
export function getSetupIntentProgress(setupIntentId: string): Promise<Result<SetupIntentResult>> {
  return apiClient().json(
    { service: 'api', path: urlPath`setupIntent/${setupIntentId}`, method: 'POST' },
    setupIntentResultSchema,
  );
}

/**
 * `POST basket/{id}/checkout/start`: places the order and takes payment of the total the
 * customer was shown; a different price now is refused with PriceChanged (199).
 */
export function startCheckout(
  basketId: number,
  quotedTotal: number,
): Promise<Result<CheckoutProgress>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`basket/${basketId}/checkout/start`,
      method: 'POST',
      json: { quotedTotal },
    },
    checkoutProgressSchema,
  );
}

/** `GET basket/{id}/checkout/progress`: polled after the start until a final status. */
export function getCheckoutProgress(basketId: number): Promise<Result<CheckoutProgress>> {
  return apiClient().json(
    { service: 'api', path: urlPath`basket/${basketId}/checkout/progress` },
    checkoutProgressSchema,
  );
}

/** `POST payments/{customerId}/clearBalance/start`: pays what is owed with a saved card. */
export function startClearBalance(
  customerId: number,
  cardId: number,
): Promise<Result<{ paymentId: number }>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`payments/${customerId}/clearBalance/start`,
      method: 'POST',
      json: { cardId },
    },
    clearBalanceStartSchema,
  );
}

/** `GET payments/{customerId}/clearBalance/payment/{paymentId}/progress`. */
export function getClearBalanceProgress(
  customerId: number,
  paymentId: number,
): Promise<Result<ClearBalanceProgress>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`payments/${customerId}/clearBalance/payment/${paymentId}/progress`,
    },
    clearBalanceProgressSchema,
  );
}

/** The card a payment is taken from: a saved card, or a payment method the card form made. */
export type PaymentCard = { cardId: number } | { paymentMethodId: string };

/**
 * `POST basket/{id}/paymentIntent/create`: the basket's one payment intent, with the card to
 * charge attached when given (otherwise the default saved card is charged).
 */
export function createPaymentIntent(
  basketId: number,
  card?: PaymentCard,
): Promise<Result<PaymentIntent>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`basket/${basketId}/paymentIntent/create`,
      method: 'POST',
      ...(card ? { json: card } : {}),
    },
    paymentIntentSchema,
  );
}

/** `GET payments/{customerId}/withPendingPayments`: the payments list and what is owed. */
/** `GET payments/{customerId}/statement`: every charge and refund, newest first. */
export function getStatement(customerId: number): Promise<Result<Statement>> {
  return apiClient().json(
    { service: 'api', path: urlPath`payments/${customerId}/statement` },
    statementSchema,
  );
}

export function getPaymentsWithPending(customerId: number): Promise<Result<PaymentsWithPending>> {
  return apiClient().json(
    { service: 'api', path: urlPath`payments/${customerId}/withPendingPayments` },
    paymentsWithPendingSchema,
  );
}
