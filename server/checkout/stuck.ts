import { ErrorCode } from '../../src/domain/errors.ts';
import { ownBasket } from '../baskets/own-basket.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentJobContext } from '../payments/background.ts';
import {
  PROVIDER_AWAY_MESSAGE,
  type WaitEnd,
  waitEndFailure,
  waitedTooLong,
} from '../payments/outcomes.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import {
  type CheckoutProgressResponse,
  findJob,
  jobStatus,
  markFailed,
  progressOf,
} from './jobs.ts';
import { basketPaymentIntentRow } from './payment-intent.ts';
import { runCheckoutJob } from './runner.ts';

/*
 * A checkout waiting for the customer's bank (3-D Secure) is ended, without a charge, when it
 * has waited 30 minutes (the stuck-payments job, or the progress call that finds it so) or
 * when the customer abandons it from any device. Its intent is cancelled at the provider
 * first: from then on nothing can be charged on it. The provider decides a race with the
 * customer's own answer: if the bank's yes came first the payment is taken and the order is
 * made as the attempt's own run makes it; otherwise the intent is cancelled, the attempt
 * fails and the basket is free again. The basket's next attempt pays with a new intent at the
 * price of the day (server/checkout/payment-intent.ts), never this one.
 */

/** Whether the attempt is waiting for the bank's check and has done so for 30 minutes. */
export function checkoutWaitedTooLong(
  job: { status: string; updatedAt: Date },
  now: Date,
): boolean {
  return jobStatus(job) === 'requires_action' && waitedTooLong(job.updatedAt, now);
}

/**
 * Ends the basket's attempt that waits for the bank's check (see above). True when it was
 * cancelled; false when it was not waiting, or the bank's answer came first.
 */
export async function endWaitingCheckout(
  context: PaymentJobContext,
  basketId: number,
  reason: WaitEnd,
): Promise<boolean> {
  const { db, provider, now } = context;
  const job = await findJob(db, basketId);
  if (!job || jobStatus(job) !== 'requires_action') return false;
  const row = await basketPaymentIntentRow(db, basketId);
  if (row && row.provider === provider.name) {
    try {
      await provider.cancelPaymentIntent(row.paymentIntentId);
    } catch (error) {
      // Refused: the payment was taken (or cancelled) first. Reading it again says which.
      if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
    }
    const intent = await provider.retrievePaymentIntent(row.paymentIntentId);
    if (intent.status !== 'canceled') {
      // The bank's answer came first: the attempt's own run settles it (the order, or a
      // failure that names the bank's refusal).
      await runCheckoutJob(context, basketId);
      return false;
    }
  }
  await markFailed(db, basketId, waitEndFailure(reason), now());
  return true;
}

/**
 * `POST basket/{id}/checkout/abandon`: the customer gives up the payment that waits for their
 * bank's check; answers the attempt as it then stands (failed, or succeeded when the bank's
 * yes came first). Another customer's basket is 404; an attempt still charging is 197.
 */
export async function abandonCheckout(
  context: PaymentJobContext,
  customerId: number,
  basketId: number,
): Promise<CheckoutProgressResponse> {
  const { db } = context;
  await ownBasket(db, basketId, customerId);
  const job = await findJob(db, basketId);
  if (!job) throw new HttpError(404, ErrorCode.NotFound, 'Checkout has not been started');
  if (jobStatus(job) === 'processing') throw new HttpError(409, ErrorCode.CheckoutInProgress);
  if (jobStatus(job) === 'requires_action') {
    try {
      await endWaitingCheckout(context, basketId, 'abandoned');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The provider could not be asked: the payment still waits; the customer may try again.
      throw new HttpError(409, ErrorCode.CheckoutInProgress, PROVIDER_AWAY_MESSAGE);
    }
  }
  return progressOf((await findJob(db, basketId)) ?? job);
}

/**
 * For the progress call: an attempt found waiting 30 minutes or more is ended now rather than
 * at the job's next round. A provider that cannot be reached leaves it to that round.
 */
export async function endIfWaitedTooLong(
  context: PaymentJobContext,
  basketId: number,
): Promise<void> {
  const job = await findJob(context.db, basketId);
  if (!job || !checkoutWaitedTooLong(job, context.now())) return;
  try {
    await endWaitingCheckout(context, basketId, 'expired');
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.warn(`Checkout of basket ${basketId} waits too long; ending it later:`, error.message);
  }
}
