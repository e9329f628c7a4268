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
