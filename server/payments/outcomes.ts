import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import type { IntentError } from './provider.ts';

export interface Failure {
  errorCode: number;
  message: string;
}

export function failure(errorCode: number, message?: string): Failure {
  return {
    errorCode,
    message: message ?? ERROR_MESSAGES[errorCode] ?? 'Payment not taken',
  };
}

export const AUTHENTICATION_FAILED_MESSAGE =
  'Your bank did not confirm the payment, so it was not taken. Please try again or use another card.';

export const NO_CARD_MESSAGE = 'Enter your card details or choose a saved card to pay with';

/**
 * Why a card payment failed, in our codes: the bank's "insufficient funds" is the card's
 * credit limit (29); every other decline, and a failed 3-D Secure check, is "payment not
 * taken" (34).
 */
export function paymentFailure(error: IntentError | null): Failure {
  if (error?.declineCode === 'insufficient_funds') return failure(ErrorCode.CreditLimitExceeded);
  if (error?.code.endsWith('_authentication_failure')) {
    return failure(ErrorCode.PaymentNotTaken, AUTHENTICATION_FAILED_MESSAGE);
  }
  return failure(ErrorCode.PaymentNotTaken);
}

/**
 * A payment waiting for the bank's 3-D Secure check longer than this is cancelled at the
 * provider and failed, so its basket or balance is free again (docs/decisions.md, "Stuck
 * payments").
 */
export const WAITING_LIMIT_MS = 30 * 60_000;

/** Why a payment that waited for the bank's check ended without being taken. */
export type WaitEnd = 'expired' | 'abandoned';

const WAIT_END_MESSAGES: Record<WaitEnd, string> = {
  expired:
    "Your bank's check was not finished within 30 minutes, so the payment was cancelled and nothing was taken. You can pay again.",
  abandoned: 'You abandoned the payment, so nothing was taken. You can pay again.',
};

export function waitEndFailure(reason: WaitEnd): Failure {
  return failure(ErrorCode.PaymentNotTaken, WAIT_END_MESSAGES[reason]);
}

/** Whether a payment that went to the bank's check at `since` has waited too long by `now`. */
export function waitedTooLong(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() >= WAITING_LIMIT_MS;
}

/** An abandon the provider could not be asked about: nothing changed. */
export const PROVIDER_AWAY_MESSAGE =
  "We could not reach the card payment service, so the payment still waits for your bank's check. Please try again in a moment.";
