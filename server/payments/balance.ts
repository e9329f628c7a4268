import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import {
  type ClearBalanceProgress,
  clearBalanceProgressSchema,
  type PaymentsWithPending,
  paymentStatusSchema,
  paymentsWithPendingSchema,
  progressStatusSchema,
} from '../../src/domain/payments.ts';
import { billsPaidByBalance } from '../billing/run.ts';
import type { Db } from '../db/database.ts';
import type { BalancePaymentRow } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import { type PaymentJobContext, retryLater, runOnce } from './background.ts';
import { lockCustomer, ownCard, providerCustomer } from './cards.ts';
import {
  type Failure,
  failure,
  PROVIDER_AWAY_MESSAGE,
  paymentFailure,
  type WaitEnd,
  waitEndFailure,
  waitedTooLong,
} from './outcomes.ts';
import { type PaymentIntentView, PaymentProviderError } from './provider.ts';

/*
 * The payments list and the outstanding balance: payments pending or failed are what the
 * customer owes, and "clear balance" pays all of them with one card payment (a balance
 * payment, whose id is the `paymentId` of the clearBalance calls). The payments it clears are
 * marked as its own while it runs, and become succeeded, dated that day, when it succeeds.
 *
 * Every account has a credit limit. A balance above it is beyond what may be settled online:
 * clearing it fails with 29 and the card is not charged, so the customer talks to customer
 * services instead. A card declined for insufficient funds also answers 29.
 */
export const CREDIT_LIMIT_PENCE = 100_000;

const OWED_STATUSES = ['pending', 'failed'];

/** The clearBalance progress answer: the SPA's schema plus the error code of a failure. */
export const clearBalanceProgressResponseSchema = clearBalanceProgressSchema.extend({
  errorCode: z.int().nullable(),
  /** What the balance payment charges. */
  amount: z.number(),
});
export type ClearBalanceProgressResponse = ClearBalanceProgress & {
  errorCode: number | null;
  amount: number;
};

export async function paymentsWithPending(
  db: Db,
  customerId: number,
): Promise<PaymentsWithPending> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('paymentDate', 'desc')
    .orderBy('paymentId', 'desc')
    .execute();
  const owed = rows
    .filter((row) => OWED_STATUSES.includes(row.status))
    .reduce((sum, row) => sum + row.amountPence, 0);
  return paymentsWithPendingSchema.parse({
    payments: rows.map((row) => ({
      paymentId: row.paymentId,
      orderId: row.orderId,
      description: row.description,
      amount: poundsFromPence(row.amountPence),
      status: paymentStatusSchema.catch('pending').parse(row.status),
      paymentDate: row.paymentDate.toISOString(),
    })),
    outstandingBalance: poundsFromPence(owed),
  });
}

function isRunning(row: Pick<BalancePaymentRow, 'status'>): boolean {
  return row.status === 'processing' || row.status === 'requires_action';
}

export function balanceProgressOf(row: BalancePaymentRow): ClearBalanceProgressResponse {
  const status = progressStatusSchema.catch('processing').parse(row.status);
  return {
    status,
    clientSecret: status === 'requires_action' ? row.clientSecret : null,
    message: status === 'failed' ? row.message : null,
    errorCode: status === 'failed' ? row.errorCode : null,
    amount: poundsFromPence(row.amountPence),
  };
}

/**
 * `POST payments/{customerId}/clearBalance/start`: one balance payment for everything owed,
 * charged to the chosen card. While one is running for the customer, starting again answers
 * with that one, so a double click never pays twice.
 */
export async function startClearBalance(
  context: PaymentJobContext,
  customerId: number,
  cardId: number,
): Promise<{ paymentId: number }> {
  const { db, provider, now } = context;
  await ownCard(db, provider.name, customerId, cardId);
  const row = await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const running = await trx
      .selectFrom('balancePayments')
      .selectAll()
      .where('customerId', '=', customerId)
      .where('status', 'in', ['processing', 'requires_action'])
      .executeTakeFirst();
    if (running) return running;

    const owed = await trx
      .selectFrom('payments')
      .select(['paymentId', 'amountPence'])
      .where('customerId', '=', customerId)
      .where('status', 'in', OWED_STATUSES)
      .forUpdate()
      .execute();
    const amountPence = owed.reduce((sum, payment) => sum + payment.amountPence, 0);
    if (amountPence === 0) {
      throw new HttpError(
        400,
        ErrorCode.ValidationFailed,
        'There is no outstanding balance to pay',
      );
    }
    const overLimit = amountPence > CREDIT_LIMIT_PENCE;
    const created = await trx
      .insertInto('balancePayments')
      .values({
        customerId,
        cardId,
        provider: provider.name,
        amountPence,
        status: overLimit ? 'failed' : 'processing',
        idempotencyKey: `boxroom-balance-${randomUUID()}`,
        paymentIntentId: null,
        clientSecret: null,
        errorCode: overLimit ? ErrorCode.CreditLimitExceeded : null,
        message: overLimit ? (ERROR_MESSAGES[ErrorCode.CreditLimitExceeded] ?? null) : null,
        createdAt: now(),
        updatedAt: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!overLimit) {
      await trx
        .updateTable('payments')
        .set({ balancePaymentId: created.balancePaymentId })
        .where(
          'paymentId',
          'in',
          owed.map((payment) => payment.paymentId),
        )
        .execute();
    }
    return created;
  });
  if (isRunning(row)) void runBalancePayment(context, row.balancePaymentId);
  return { paymentId: row.balancePaymentId };
}

async function findBalancePayment(db: Db, id: number) {
  return db
    .selectFrom('balancePayments')
    .selectAll()
    .where('balancePaymentId', '=', id)
    .executeTakeFirst();
}

async function markBalanceFailed(db: Db, id: number, outcome: Failure, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('balancePayments')
      .set({
        status: 'failed',
        errorCode: outcome.errorCode,
        message: outcome.message,
        clientSecret: null,
        updatedAt: now,
      })
      .where('balancePaymentId', '=', id)
      .where('status', 'in', ['processing', 'requires_action'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    // Still owed: free for the next attempt.
    await trx
      .updateTable('payments')
      .set({ balancePaymentId: null })
      .where('balancePaymentId', '=', id)
      .where('status', 'in', OWED_STATUSES)
      .execute();
  });
}

async function markBalancePaid(db: Db, id: number, intentId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('balancePayments')
      .set({ status: 'succeeded', paymentIntentId: intentId, clientSecret: null, updatedAt: now })
      .where('balancePaymentId', '=', id)
      .where('status', 'in', ['processing', 'requires_action'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    const card = await trx
      .selectFrom('balancePayments')
      .innerJoin('cards', 'cards.cardId', 'balancePayments.cardId')
      .select(['cards.brand', 'cards.last4'])
      .where('balancePayments.balancePaymentId', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('payments')
      .set({
        status: 'succeeded',
        paymentDate: now,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      })
      .where('balancePaymentId', '=', id)
      .where('status', 'in', OWED_STATUSES)
      .execute();
    // Monthly bills among them are paid, and the debt they raised is cleared.
    await billsPaidByBalance(trx, id, now);
  });
}

async function settle(
  context: PaymentJobContext,
  id: number,
  intent: PaymentIntentView,
): Promise<void> {
  const { db, now } = context;
  switch (intent.status) {
    case 'succeeded':
      await markBalancePaid(db, id, intent.id, now());
      return;
    case 'requires_action':
      // `updatedAt` is when the wait for the bank began: the 30-minute limit counts from it.
      await db
        .updateTable('balancePayments')
        .set({ status: 'requires_action', clientSecret: intent.clientSecret, updatedAt: now() })
        .where('balancePaymentId', '=', id)
        .where('status', '=', 'processing')
        .execute();
      return;
    case 'processing':
      retryLater(() => runBalancePayment(context, id));
      return;
    default:
      await markBalanceFailed(db, id, paymentFailure(intent.lastError), now());
  }
}

async function advance(context: PaymentJobContext, id: number): Promise<void> {
  const { db, provider, now } = context;
  const payment = await findBalancePayment(db, id);
  if (!payment || !isRunning(payment)) return;
  if (payment.paymentIntentId) {
    await settle(context, id, await provider.retrievePaymentIntent(payment.paymentIntentId));
    return;
  }
  const card = payment.cardId
    ? await db
        .selectFrom('cards')
        .selectAll()
        .where('cardId', '=', payment.cardId)
        .executeTakeFirst()
    : undefined;
  if (!card || card.provider !== provider.name) {
    await markBalanceFailed(db, id, failure(ErrorCode.PaymentNotTaken), now());
    return;
  }
  const customer = await providerCustomer(db, provider, payment.customerId, now());
  // Created and confirmed in one request: a repeat after a crash replays it, never a new charge.
  const intent = await provider.createPaymentIntent(
    {
      amountPence: payment.amountPence,
      currency: 'gbp',
      customer,
      paymentMethod: card.providerRef,
      confirm: true,
      description: 'Boxroom outstanding balance',
      metadata: { balancePaymentId: String(id), customerId: String(payment.customerId) },
    },
    payment.idempotencyKey,
  );
  await db
    .updateTable('balancePayments')
    .set({ paymentIntentId: intent.id, updatedAt: now() })
    .where('balancePaymentId', '=', id)
    .execute();
  await settle(context, id, intent);
}

async function balancePass(context: PaymentJobContext, id: number): Promise<void> {
  try {
    await advance(context, id);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) {
      retryLater(() => runBalancePayment(context, id));
      return;
    }
    console.error(`Balance payment ${id} refused by the payment provider:`, error);
    await markBalanceFailed(context.db, id, failure(ErrorCode.PaymentNotTaken), context.now());
  }
}

export function runBalancePayment(context: PaymentJobContext, id: number): Promise<void> {
  return runOnce(context.db, `balance:${id}`, () => balancePass(context, id));
}

/**
 * `GET payments/{customerId}/clearBalance/payment/{paymentId}/progress`. A payment waiting
 * for the bank's 3-D Secure answer is checked with the provider on each call.
 */
export async function clearBalanceProgress(
  context: PaymentJobContext,
  customerId: number,
  id: number,
): Promise<ClearBalanceProgressResponse> {
  const found = await findBalancePayment(context.db, id);
  if (!found || found.customerId !== customerId || found.provider !== context.provider.name) {
    throw new HttpError(404, ErrorCode.NotFound);
  }
  if (found.status === 'requires_action' && waitedTooLong(found.updatedAt, context.now())) {
    // Waited 30 minutes for the bank: ended now unless the bank has answered meanwhile.
    try {
      await endWaitingBalancePayment(context, id, 'expired');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.warn(`Balance payment ${id} waits too long; ending it later:`, error.message);
    }
  }
  const latest = (await findBalancePayment(context.db, id)) ?? found;
  if (latest.status === 'requires_action') await runBalancePayment(context, id);
  else if (latest.status === 'processing') void runBalancePayment(context, id);
  const current = await findBalancePayment(context.db, id);
  return balanceProgressOf(current ?? found);
}

/**
 * Ends a balance payment that waits for the bank's check (30 minutes waited, or abandoned):
 * its intent is cancelled at the provider, so nothing can be charged on it, and what it was
 * paying is owed again. If the bank's yes came first, the payment is settled as paid instead.
 * True when it was cancelled.
 */
export async function endWaitingBalancePayment(
  context: PaymentJobContext,
  id: number,
  reason: WaitEnd,
): Promise<boolean> {
  const { db, provider, now } = context;
  const payment = await findBalancePayment(db, id);
  if (payment?.status !== 'requires_action') return false;
  if (payment.paymentIntentId && payment.provider === provider.name) {
    try {
      await provider.cancelPaymentIntent(payment.paymentIntentId);
    } catch (error) {
      // Refused: taken (or cancelled) first. Reading it again says which.
      if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
    }
    const intent = await provider.retrievePaymentIntent(payment.paymentIntentId);
    if (intent.status !== 'canceled') {
      await runBalancePayment(context, id);
      return false;
    }
  }
  await markBalanceFailed(db, id, waitEndFailure(reason), now());
  return true;
}

/**
 * `POST payments/{customerId}/clearBalance/payment/{paymentId}/abandon`: the customer gives up
 * the balance payment that waits for their bank's check; answers it as it then stands.
 */
export async function abandonBalancePayment(
  context: PaymentJobContext,
  customerId: number,
  id: number,
): Promise<ClearBalanceProgressResponse> {
  const found = await findBalancePayment(context.db, id);
  if (!found || found.customerId !== customerId || found.provider !== context.provider.name) {
    throw new HttpError(404, ErrorCode.NotFound);
  }
  if (found.status === 'processing') throw new HttpError(409, ErrorCode.CheckoutInProgress);
  if (found.status === 'requires_action') {
    try {
      await endWaitingBalancePayment(context, id, 'abandoned');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new HttpError(409, ErrorCode.CheckoutInProgress, PROVIDER_AWAY_MESSAGE);
    }
  }
  return balanceProgressOf((await findBalancePayment(context.db, id)) ?? found);
}

/** Balance payments that have waited for the bank's check since before `before`. */
export async function waitingBalancePaymentIds(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('balancePayments')
    .select('balancePaymentId')
    .where('status', '=', 'requires_action')
    .where('updatedAt', '<=', before)
    .orderBy('updatedAt')
    .execute();
  return rows.map((row) => row.balancePaymentId);
}

export async function processingBalancePaymentIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('balancePayments')
    .select('balancePaymentId')
    .where('status', '=', 'processing')
    .orderBy('updatedAt')
    .execute();
  return rows.map((row) => row.balancePaymentId);
}
