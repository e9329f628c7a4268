import { randomBytes } from 'node:crypto';
import { type ChargedCard, cardBrandSchema } from '../../src/domain/cards.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import type { OrderRefund } from '../../src/domain/orders.ts';
import { type RefundStatus, refundStatusSchema } from '../../src/domain/payments.ts';
import type { Db } from '../db/database.ts';
import type { RefundRow } from '../db/tables.ts';
import { type PaymentJobContext, retryLater, runOnce } from './background.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderName,
  type RefundView,
} from './provider.ts';

/*
 * Refunds of cancelled orders. The refund is recorded as `pending` in the transaction that
 * cancels the order (one per order: refunds.order_id is unique), then paid back through the
 * payment provider with the refund's own idempotency key, so neither two cancels nor a retry
 * after a crash can pay back twice. A provider that is unreachable is asked again later, and
 * a refund still pending at the provider is looked at again until it lands; one the provider
 * refuses is marked `failed`, and the customer is told to call us.
 */

/** How long to wait before looking again at a refund the provider has not finished. */
export const REFUND_POLL_DELAY_MS = 60_000;

/** A card as the customer knows it, from a stored brand and last four digits. */
export function storedCard(brand: string | null, last4: string | null): ChargedCard | null {
  if (!brand || !last4) return null;
  return { brand: cardBrandSchema.catch('unknown').parse(brand), last4 };
}

/**
 * The card behind a payment intent, asked of the provider that took it (`paymentMethod` when
 * the intent is at hand already); null if unknown.
 */
export async function cardOfIntent(
  provider: PaymentProvider,
  paymentIntentId: string | null,
  paymentMethod?: string | null,
): Promise<ChargedCard | null> {
  if (!paymentIntentId) return null;
  try {
    const method =
      paymentMethod ?? (await provider.retrievePaymentIntent(paymentIntentId)).paymentMethod;
    if (!method) return null;
    const card = await provider.retrievePaymentMethod(method);
    return { brand: card.brand, last4: card.last4 };
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}

/**
 * Records the refund of what the order was charged; `trx` holds the order's row lock. Returns
 * the refund's id, or null when nothing was charged for the order (or it is refunded already).
 */
export async function recordOrderRefund(
  trx: Db,
  fallbackProvider: ProviderName,
  order: { orderId: number; customerId: number },
  now: Date,
): Promise<number | null> {
  const payment = await trx
    .selectFrom('payments')
    .leftJoin('balancePayments', 'balancePayments.balancePaymentId', 'payments.balancePaymentId')
    .leftJoin(
      'basketPaymentIntents',
      'basketPaymentIntents.paymentIntentId',
      'payments.paymentIntentId',
    )
    .select([
      'payments.paymentId',
      'payments.amountPence',
      'payments.cardBrand',
      'payments.cardLast4',
      'payments.paymentIntentId',
      'balancePayments.paymentIntentId as balanceIntentId',
      'balancePayments.provider as balanceProvider',
      'basketPaymentIntents.provider as basketProvider',
    ])
    .where('payments.orderId', '=', order.orderId)
    .where('payments.customerId', '=', order.customerId)
    .where('payments.status', '=', 'succeeded')
    .where('payments.amountPence', '>', 0)
    .orderBy('payments.paymentId')
    .executeTakeFirst();
  const intentId = payment?.paymentIntentId ?? payment?.balanceIntentId ?? null;
  if (!payment || !intentId) return null;
  const inserted = await trx
    .insertInto('refunds')
    .values({
      customerId: order.customerId,
      orderId: order.orderId,
      paymentId: payment.paymentId,
      provider: payment.basketProvider ?? payment.balanceProvider ?? fallbackProvider,
      paymentIntentId: intentId,
      amountPence: payment.amountPence,
      status: 'pending',
      // Random, so keys stay unique at the provider if this database is ever reset.
      idempotencyKey: `refund-order-${order.orderId}-${randomBytes(8).toString('hex')}`,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('orderId').doNothing())
    .returning('refundId')
    .executeTakeFirst();
  return inserted?.refundId ?? null;
}

async function markRefund(
  db: Db,
  refund: RefundRow,
  changes: {
    status: RefundStatus;
    providerRefundId?: string;
    card?: ChargedCard | null;
    failureMessage?: string;
  },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refunds')
      .set({
        status: changes.status,
        ...(changes.providerRefundId ? { providerRefundId: changes.providerRefundId } : {}),
        ...(changes.card ? { cardBrand: changes.card.brand, cardLast4: changes.card.last4 } : {}),
        ...(changes.failureMessage ? { failureMessage: changes.failureMessage } : {}),
        updatedAt: now,
      })
      .where('refundId', '=', refund.refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0 || changes.status !== 'succeeded') return;
    await trx
      .updateTable('payments')
      .set({ status: 'refunded' })
      .where('paymentId', '=', refund.paymentId)
      .where('status', '=', 'succeeded')
      .execute();
  });
}

async function refundPass(context: PaymentJobContext, refundId: number): Promise<void> {
  const { db, provider, now } = context;
  const refund = await db
    .selectFrom('refunds')
    .selectAll()
    .where('refundId', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!refund) return;
  if (refund.provider !== provider.name) {
    // Taken by a provider this server no longer talks to: the team pays it back by hand.
    await markRefund(
      db,
      refund,
      { status: 'failed', failureMessage: `Taken through ${refund.provider}` },
      now(),
    );
    return;
  }
  try {
    const card =
      storedCard(refund.cardBrand, refund.cardLast4) ??
      (await cardOfIntent(provider, refund.paymentIntentId));
    const answer: RefundView = refund.providerRefundId
      ? await provider.retrieveRefund(refund.providerRefundId)
      : await provider.createRefund(
          {
            paymentIntent: refund.paymentIntentId,
            amountPence: refund.amountPence,
            metadata: { orderId: String(refund.orderId), customerId: String(refund.customerId) },
          },
          refund.idempotencyKey,
        );
    await markRefund(
      db,
      refund,
      { status: answer.status, providerRefundId: answer.id, card },
      now(),
    );
    if (answer.status === 'pending') {
      retryLater(() => runRefund(context, refundId), REFUND_POLL_DELAY_MS);
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) {
      console.warn(`Refund ${refundId} waits for the payment provider:`, error.message);
      retryLater(() => runRefund(context, refundId));
      return;
    }
    console.error(`Refund ${refundId} refused by the payment provider:`, error);
    await markRefund(db, refund, { status: 'failed', failureMessage: error.message }, now());
  }
}

/** Takes the refund one pass further, unless this process is at it already. */
export function runRefund(context: PaymentJobContext, refundId: number): Promise<void> {
  return runOnce(context.db, `refund:${refundId}`, () => refundPass(context, refundId));
}

/** Refunds a stop interrupted, to pick up again. */
export async function pendingRefundIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('refundId')
    .where('status', '=', 'pending')
    .execute();
  return rows.map((row) => row.refundId);
}

/** What an order's refund says on the order. */
export function orderRefund(row: {
  amountPence: number;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
}): OrderRefund {
  return {
    amount: poundsFromPence(row.amountPence),
    status: refundStatusSchema.catch('pending').parse(row.status),
    card: storedCard(row.cardBrand, row.cardLast4),
  };
}
