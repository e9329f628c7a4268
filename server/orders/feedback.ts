import { ErrorCode } from '../../src/domain/errors.ts';
import { type Feedback, feedbackSchema } from '../../src/domain/feedback.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';
import { ownOrder } from './service.ts';
import { OrderStatus } from './status.ts';

/** The customer's feedback on their order, with null fields until it is given. */
export async function getFeedback(db: Db, orderId: number, customerId: number): Promise<Feedback> {
  await ownOrder(db, orderId, customerId);
  const row = await db
    .selectFrom('serviceFeedback')
    .selectAll()
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return feedbackSchema.parse({
    orderId,
    rating: row?.rating ?? null,
    comment: row?.comment ?? null,
    submittedAt: row?.submittedAt.toISOString() ?? null,
  });
}

/**
 * Records the customer's rating of a completed order, once. Feedback already given is 211;
 * one given by a simultaneous request that won the race is 214 (the same message); an order
 * not completed yet, or cancelled, is 189.
 */
export async function submitFeedback(
  db: Db,
  orderId: number,
  customerId: number,
  feedback: { rating: number; comment: string },
  now: Date,
): Promise<Feedback> {
  const order = await ownOrder(db, orderId, customerId);
  const existing = await db
    .selectFrom('serviceFeedback')
    .select('orderId')
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (existing) throw new HttpError(409, ErrorCode.FeedbackAlreadySubmitted);
  if (order.status !== OrderStatus.Completed || order.isOrderCancelled) {
    throw new HttpError(409, ErrorCode.FeedbackNotOpen);
  }
  try {
    await db
      .insertInto('serviceFeedback')
      .values({
        orderId,
        customerId,
        rating: feedback.rating,
        comment: feedback.comment,
        submittedAt: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, ErrorCode.FeedbackAlreadySubmittedForOrder);
    throw error;
  }
  return getFeedback(db, orderId, customerId);
}
