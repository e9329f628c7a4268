import { z } from 'zod';
import { poundsFromPence } from '../../src/domain/money.ts';
import {
  type CheckoutProgress,
  checkoutProgressSchema,
  type ProgressStatus,
  progressStatusSchema,
} from '../../src/domain/payments.ts';
import { releasePromotion } from '../baskets/promotions.ts';
import { lockBasket, setBasketStage } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import type { CheckoutJobRow } from '../db/tables.ts';
import type { Failure } from '../payments/outcomes.ts';

/*
 * A checkout is a job row per basket (checkout_jobs), so it outlives the request that started
 * it and the process that ran it. Each attempt has its own idempotency key at the provider:
 * repeating an attempt (a restart, a second runner) can never charge twice, and a new attempt
 * after a decline is a new charge on purpose.
 */

/** The start and progress answer: the SPA's schema plus the error code of a failure. */
export const checkoutProgressResponseSchema = checkoutProgressSchema.extend({
  errorCode: z.int().nullable(),
});
export type CheckoutProgressResponse = CheckoutProgress & { errorCode: number | null };

export const ACTIVE_STATUSES: readonly ProgressStatus[] = ['processing', 'requires_action'];

export function jobStatus(job: Pick<CheckoutJobRow, 'status'>): ProgressStatus {
  return progressStatusSchema.catch('processing').parse(job.status);
}

export function isActive(job: Pick<CheckoutJobRow, 'status'>): boolean {
  return ACTIVE_STATUSES.includes(jobStatus(job));
}

export function progressOf(job: CheckoutJobRow): CheckoutProgressResponse {
  const status = jobStatus(job);
  return {
    status,
    clientSecret: status === 'requires_action' ? job.clientSecret : null,
    orderId: status === 'succeeded' ? job.orderId : null,
    message: status === 'failed' ? job.message : null,
    errorCode: status === 'failed' ? job.errorCode : null,
    amount:
      ACTIVE_STATUSES.includes(status) && job.amountPence !== null
        ? poundsFromPence(job.amountPence)
        : null,
  };
}

export async function findJob(db: Db, basketId: number): Promise<CheckoutJobRow | undefined> {
  return db
    .selectFrom('checkoutJobs')
    .selectAll()
    .where('basketId', '=', basketId)
    .executeTakeFirst();
}

export function idempotencyKey(basketId: number, attempt: number, jobToken: string): string {
  return `boxroom-checkout-${basketId}-attempt-${attempt}-${jobToken}`;
}

/**
 * Ends an active attempt as failed and hands the basket back to the customer (stage back to
 * not started), so they can pay again with another card. Does nothing if the attempt has
 * already ended.
 */
export async function markFailed(
  db: Db,
  basketId: number,
  failure: Failure,
  now: Date,
  reportedErrorRef?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Basket first, then the job: the order every checkout transaction locks them in.
    await lockBasket(trx, basketId);
    const result = await trx
      .updateTable('checkoutJobs')
      .set({
        status: 'failed',
        errorCode: failure.errorCode,
        message: failure.message,
        clientSecret: null,
        ...(reportedErrorRef ? { reportedErrorRef } : {}),
        updatedAt: now,
      })
      .where('basketId', '=', basketId)
      .where('status', 'in', [...ACTIVE_STATUSES])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) {
      await setBasketStage(trx, basketId, 'notStarted', { from: ['checkoutStarted'], now });
      await releasePromotion(trx, basketId);
    }
  });
}

/**
 * The card needs the customer's bank to confirm it (3-D Secure). `updatedAt` is when the wait
 * began: asking again while it waits leaves it, so the 30-minute limit counts from the start.
 */
export async function markRequiresAction(
  db: Db,
  basketId: number,
  clientSecret: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('checkoutJobs')
    .set({ status: 'requires_action', clientSecret, updatedAt: now })
    .where('basketId', '=', basketId)
    .where('status', '=', 'processing')
    .execute();
  await db
    .updateTable('checkoutJobs')
    .set({ clientSecret })
    .where('basketId', '=', basketId)
    .where('status', '=', 'requires_action')
    .execute();
}

/** The attempts that have waited for the bank's check since before `before`. */
export async function waitingJobIds(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('checkoutJobs')
    .select('basketId')
    .where('status', '=', 'requires_action')
    .where('updatedAt', '<=', before)
    .orderBy('updatedAt')
    .execute();
  return rows.map((row) => row.basketId);
}

/** Jobs a restart must pick up again. */
export async function processingJobIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('checkoutJobs')
    .select('basketId')
    .where('status', '=', 'processing')
    .orderBy('updatedAt')
    .execute();
  return rows.map((row) => row.basketId);
}
