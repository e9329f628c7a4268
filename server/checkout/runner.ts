import { ErrorCode } from '../../src/domain/errors.ts';
import { priceBasket } from '../baskets/pricing.ts';
import { getBasket } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import type { CheckoutJobRow } from '../db/tables.ts';
import type { OrderLineInput } from '../orders/lines.ts';
import { type PaymentJobContext, retryLater, runOnce } from '../payments/background.ts';
import { processingBalancePaymentIds, runBalancePayment } from '../payments/balance.ts';
import { defaultCard, paymentMethodCard } from '../payments/cards.ts';
import { failure, NO_CARD_MESSAGE, paymentFailure } from '../payments/outcomes.ts';
import {
  type PaymentIntentView,
  type PaymentProvider,
  PaymentProviderError,
} from '../payments/provider.ts';
import { pendingRefundIds, runRefund } from '../payments/refunds.ts';
import { fulfilOrder } from './fulfil.ts';
import {
  findJob,
  isActive,
  jobStatus,
  markFailed,
  markRequiresAction,
  processingJobIds,
} from './jobs.ts';
import { orderLinesFor, totalPenceOf } from './order-lines.ts';
import { basketPaymentIntentRow, ensureBasketPaymentIntent } from './payment-intent.ts';

/*
 * Runs a checkout job one step further each pass: price the basket, make sure its payment
 * intent exists, charge the card with this attempt's idempotency key, and act on the answer
 * (order, 3-D Secure, or failure). Every step can be repeated after a crash: the intent is
 * found again, a repeated charge replays the first answer, and the order is created under
 * the job's row lock only while the job is still running.
 */

/** A new failure on the intent that no attempt has reported yet. */
function unreportedError(intent: PaymentIntentView, job: CheckoutJobRow) {
  const error = intent.lastError;
  return error && error.ref !== job.reportedErrorRef ? error : null;
}

function needsConfirming(intent: PaymentIntentView, job: CheckoutJobRow): boolean {
  if (intent.status === 'requires_confirmation') return true;
  return intent.status === 'requires_payment_method' && !unreportedError(intent, job);
}

async function settle(
  context: PaymentJobContext,
  job: CheckoutJobRow,
  intent: PaymentIntentView,
  lines: readonly OrderLineInput[],
): Promise<void> {
  const { db, now } = context;
  const { basketId } = job;
  switch (intent.status) {
    case 'succeeded': {
      // The card is kept with the payment, so the statement names it after it is deleted (and
      // in Cards when the order is billed monthly).
      const card = await paymentMethodCard(context.provider, intent.paymentMethod);
      await fulfilOrder(db, basketId, { intent, card }, lines, now());
      return;
    }
    case 'requires_action':
      await markRequiresAction(db, basketId, intent.clientSecret, now());
      return;
    case 'processing':
      // The bank has not answered yet: ask again shortly.
      retryLater(() => runCheckoutJob(context, basketId));
      return;
    case 'canceled':
      await markFailed(db, basketId, failure(ErrorCode.PaymentNotTaken), now());
      return;
    case 'requires_payment_method':
    case 'requires_confirmation': {
      const error = unreportedError(intent, job);
      await markFailed(db, basketId, paymentFailure(error), now(), error?.ref);
    }
  }
}

async function advance(context: PaymentJobContext, basketId: number): Promise<void> {
  const { db, provider, now } = context;
  const job = await findJob(db, basketId);
  if (!job || !isActive(job)) return;

  const basket = await getBasket(db, basketId);
  if (!basket) return;
  // The price agreed at start; an attempt from before prices were kept is priced now.
  const breakdown = job.breakdown ?? (await priceBasket(db, basket, now()));
  const lines = await orderLinesFor(db, basket, breakdown);

  if (jobStatus(job) === 'requires_action') {
    // Waiting for the customer's bank: see whether they have answered.
    const row = await basketPaymentIntentRow(db, basketId);
    if (!row) return markFailed(db, basketId, failure(ErrorCode.PaymentNotTaken), now());
    const intent = await provider.retrievePaymentIntent(row.paymentIntentId);
    await settle(context, job, intent, lines);
    return;
  }

  const amountPence = job.amountPence ?? totalPenceOf(breakdown);
  if (amountPence === 0) {
    await fulfilOrder(db, basketId, null, lines, now());
    return;
  }

  let intent = await ensureBasketPaymentIntent(db, provider, basket, amountPence, now());
  if (needsConfirming(intent, job)) {
    let paymentMethod: string | undefined;
    if (intent.status === 'requires_payment_method') {
      // Nothing chosen for this basket: the customer's default card pays.
      const card = await defaultCard(db, provider.name, basket.customerId);
      if (!card) {
        await markFailed(db, basketId, failure(ErrorCode.PaymentNotTaken, NO_CARD_MESSAGE), now());
        return;
      }
      paymentMethod = card.providerRef;
      await db
        .updateTable('checkoutJobs')
        .set({ cardId: card.cardId })
        .where('basketId', '=', basketId)
        .execute();
    }
    intent = await provider.confirmPaymentIntent(intent.id, { paymentMethod }, job.idempotencyKey);
  }
  await settle(context, job, intent, lines);
}

async function checkoutPass(context: PaymentJobContext, basketId: number): Promise<void> {
  try {
    await advance(context, basketId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) {
      console.warn(`Checkout of basket ${basketId} waits for the payment provider:`, error.message);
      retryLater(() => runCheckoutJob(context, basketId));
      return;
    }
    // The provider refused the request itself (say, a card that is not this customer's).
    console.error(`Checkout of basket ${basketId} refused by the payment provider:`, error);
    await markFailed(context.db, basketId, failure(ErrorCode.PaymentNotTaken), context.now());
  }
}

/** Takes the basket's checkout job one pass further, unless this process is running it. */
export function runCheckoutJob(context: PaymentJobContext, basketId: number): Promise<void> {
  return runOnce(context.db, `checkout:${basketId}`, () => checkoutPass(context, basketId));
}

/**
 * Picks up, after a restart, every checkout, balance payment and refund that was being
 * processed. Resolves when each has been taken one pass further.
 */
export async function resumeCheckoutJobs(
  db: Db,
  provider: PaymentProvider,
  now: () => Date = () => new Date(),
): Promise<{ checkouts: number; balancePayments: number; refunds: number }> {
  const context = { db, provider, now };
  const [basketIds, balancePaymentIds, refundIds] = await Promise.all([
    processingJobIds(db),
    processingBalancePaymentIds(db),
    pendingRefundIds(db),
  ]);
  await Promise.all([
    ...basketIds.map((basketId) => runCheckoutJob(context, basketId)),
    ...balancePaymentIds.map((id) => runBalancePayment(context, id)),
    ...refundIds.map((id) => runRefund(context, id)),
  ]);
  return {
    checkouts: basketIds.length,
    balancePayments: balancePaymentIds.length,
    refunds: refundIds.length,
  };
}
