import type { CardBrand } from '../../src/domain/cards.ts';

/*
 * The payment provider behind an adapter (ARCHITECTURE.md, "Outside services behind
 * adapters"): the sandbox in this database by default, Stripe when STRIPE_SECRET_KEY is set.
 * The shapes follow Stripe's objects, so both adapters mean the same thing by each status.
 *
 * A card decline is not an exception here: it leaves the intent in `requires_payment_method`
 * with `lastError` set, as Stripe's intent objects do. Exceptions are for requests the provider
 * refused or could not answer (PaymentProviderError).
 */

export type ProviderName = 'sandbox' | 'stripe';

export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export interface IntentError {
  /** The provider's error code: card_declined, expired_card, incorrect_cvc, ... */
  code: string;
  /** For card_declined: generic_decline, insufficient_funds, ... */
  declineCode: string | null;
  message: string;
  /** Tells this failure apart from an earlier one on the same intent, so it is reported once. */
  ref: string;
}

export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  amountPence: number;
  currency: string;
  /** The provider's customer id. */
  customer: string | null;
  status: IntentStatus;
  /** The payment method attached now; a failed one is detached, as Stripe does. */
  paymentMethod: string | null;
  lastError: IntentError | null;
}

export interface SetupIntentView {
  id: string;
  clientSecret: string;
  customer: string;
  status: IntentStatus;
  paymentMethod: string | null;
  lastError: IntentError | null;
}

export interface CreatePaymentIntentParams {
  amountPence: number;
  currency: 'gbp';
  /** The provider's customer id. */
  customer: string;
  /** A saved card's token; the intent waits for one when left out. */
  paymentMethod?: string | undefined;
  /** Confirm in the same request (needs `paymentMethod`). */
  confirm?: boolean;
  /**
   * The customer is not there (a monthly bill): a card that asks for 3-D Secure fails with
   * `authentication_required` instead of waiting for the challenge. Needs `confirm`.
   */
  offSession?: boolean;
  /**
   * The card this intent is paid with is kept for payments without the customer (the monthly
   * bill): Stripe's `setup_future_usage: 'off_session'`, which attaches it to the customer and
   * asks the bank for any authentication needed to charge it later.
   */
  setupFutureUsage?: 'off_session';
  description: string;
  metadata: Record<string, string>;
}

export interface CreateRefundParams {
  /** The succeeded payment intent the money goes back from. */
  paymentIntent: string;
  /** Up to what is left of the payment; less refunds part of it. */
  amountPence: number;
  metadata: Record<string, string>;
}

/** As Stripe's refund statuses; `pending` money is on its way back. */
export type RefundOutcome = 'pending' | 'succeeded' | 'failed';

export interface RefundView {
  id: string;
  paymentIntent: string;
  amountPence: number;
  status: RefundOutcome;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Returns the provider's customer id. */
  createCustomer(
    params: { email: string; name: string; customerId: number },
    idempotencyKey: string,
  ): Promise<string>;
  /** A setup intent that saves a card for later payments by this customer. */
  createSetupIntent(params: { customer: string }, idempotencyKey: string): Promise<SetupIntentView>;
  /** Confirms with a payment method the card form has already tokenised. */
  confirmSetupIntent(id: string, paymentMethod: string): Promise<SetupIntentView>;
  retrieveSetupIntent(id: string): Promise<SetupIntentView>;
  retrievePaymentMethod(id: string): Promise<CardDetails>;
  /** The card stops being usable for this customer (the card was deleted). */
  detachPaymentMethod(id: string): Promise<void>;
  createPaymentIntent(
    params: CreatePaymentIntentParams,
    idempotencyKey: string,
  ): Promise<PaymentIntentView>;
  /** Changes the amount or attaches a payment method before the intent is confirmed. */
  updatePaymentIntent(
    id: string,
    changes: { amountPence?: number; paymentMethod?: string },
  ): Promise<PaymentIntentView>;
  /** Charges the attached payment method, or `paymentMethod`; the customer is present. */
  confirmPaymentIntent(
    id: string,
    params: { paymentMethod?: string | undefined },
    idempotencyKey: string,
  ): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Cancels a payment that has not been taken (waiting for 3-D Secure, a card or a confirm):
   * nothing can be charged on it from then on. One already succeeded or cancelled throws
   * `payment_intent_unexpected_state`, as at Stripe; the caller reads it again to see which.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Pays money back to the card a payment intent charged. The idempotency key makes a retry
   * answer with the first refund instead of making a second one.
   */
  createRefund(params: CreateRefundParams, idempotencyKey: string): Promise<RefundView>;
  /** A refund as it stands now: one that was pending may since have reached the card. */
  retrieveRefund(id: string): Promise<RefundView>;
}

/** The provider refused a request or could not be reached. */
export class PaymentProviderError extends Error {
  /** e.g. resource_missing, payment_intent_unexpected_state, idempotency_key_in_use. */
  readonly code: string;
  /** Worth trying again later: the provider was unreachable, busy or failed itself. */
  readonly retryable: boolean;

  constructor(
    code: string,
    message: string,
    options: { retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/** Statuses in which the amount or payment method may still change. */
export function isIntentChangeable(status: IntentStatus): boolean {
  return status === 'requires_payment_method' || status === 'requires_confirmation';
}
