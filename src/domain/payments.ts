import { monthlyBillSchema } from './agreements';
import { chargedCardSchema } from './cards';
import { ERROR_MESSAGES, ErrorCode } from './errors';
import { idSchema, isoDateTimeSchema, moneySchema } from './primitives';
import { z } from './zod';

/**
 * Statuses of the checkout, clear-balance and setup-intent progress polls. The spec does not
 * show the end states; these follow the payment provider's own intent statuses.
 */
export const PROGRESS_STATUSES = ['processing', 'requires_action', 'succeeded', 'failed'] as const;
export const progressStatusSchema = z.enum(PROGRESS_STATUSES);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

/** Polling stops at these; `requires_action` hands over to the card's 3-D Secure step. */
export function isFinalProgressStatus(status: ProgressStatus): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'requires_action';
}

/** Progress is polled every second, and given up as failed after two minutes. */
export const PROGRESS_POLL_INTERVAL_MS = 1000;
export const PROGRESS_POLL_TIMEOUT_MS = 120_000;

/** `GET basket/{id}/checkout/progress` (and the start call's answer). */
export const checkoutProgressSchema = z.object({
  status: progressStatusSchema,
  /** Set when the customer must authenticate the payment (status requires_action). */
  clientSecret: z.string().nullable().default(null),
  /** Set once the order exists (status succeeded). */
  orderId: idSchema.nullable().default(null),
  /** Why it failed, as the server words it. */
  message: z.string().nullable().default(null),
  /** The code of a failure (34 declined, 29 credit limit), for the SPA's own wording. */
  errorCode: z.int().nullable().default(null),
  /** What the running attempt charges, fixed when it started; null once it has ended. */
  amount: moneySchema.nullable().default(null),
});
export type CheckoutProgress = z.infer<typeof checkoutProgressSchema>;

/** `POST payments/{customerId}/clearBalance/start`. */
export const clearBalanceStartRequestSchema = z.object({ cardId: idSchema });
export const clearBalanceStartSchema = z.object({ paymentId: idSchema });

/** `GET payments/{customerId}/clearBalance/payment/{paymentId}/progress`. */
export const clearBalanceProgressSchema = z.object({
  status: progressStatusSchema,
  clientSecret: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
  errorCode: z.int().nullable().default(null),
});
export type ClearBalanceProgress = z.infer<typeof clearBalanceProgressSchema>;

/** `POST basket/{id}/paymentIntent/create`. */
export const paymentIntentSchema = z.object({
  paymentIntentId: z.string().min(1),
  clientSecret: z.string().min(1),
  amount: moneySchema,
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  paymentId: idSchema,
  orderId: idSchema.nullable(),
  description: z.string(),
  amount: moneySchema,
  status: paymentStatusSchema,
  /** When the payment was or will be taken; shown as a pretty day. */
  paymentDate: isoDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET payments/{customerId}/withPendingPayments`: the payments list and what is owed. */
export const paymentsWithPendingSchema = z.object({
  payments: z.array(paymentSchema),
  /** Sum of failed and pending payments the customer can clear now. */
  outstandingBalance: moneySchema,
});
export type PaymentsWithPending = z.infer<typeof paymentsWithPendingSchema>;

/**
 * A refund's progress: `pending` while the provider has not answered (it is asked again),
 * `failed` when it refused, so the team pays it back by hand.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** `GET payments/{customerId}/statement` entries: money taken (`charge`) or paid back (`refund`). */
export const statementEntrySchema = z.object({
  kind: z.enum(['charge', 'refund']),
  /** When the money moved; for a refund not yet made, when it was asked for. */
  date: isoDateTimeSchema,
  description: z.string(),
  /** Always positive; the kind says which way it went. */
  amount: moneySchema,
  /** Null when the card is not known (payments taken before cards were recorded). */
  card: chargedCardSchema.nullable(),
  orderId: idSchema.nullable(),
  /** Charges have succeeded; a refund may still be on its way or need the team. */
  status: refundStatusSchema,
  /** A charge that has since been paid back in full (its refund has its own line). */
  refunded: z.boolean().default(false),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/**
 * What the statement adds up to, worked out in pence on the server: every charge listed less
 * every refund listed is the money received; monthly bills still owed are not received and are
 * counted apart.
 */
export const statementTotalsSchema = z.object({
  charged: moneySchema,
  refunded: moneySchema,
  received: moneySchema,
  owed: moneySchema,
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/**
 * `GET payments/{customerId}/statement`: every charge and refund, newest first; every monthly
 * bill with where it stands, newest first; and what they add up to.
 */
export const statementSchema = z.object({
  entries: z.array(statementEntrySchema),
  monthlyBills: z.array(monthlyBillSchema).default([]),
  totals: statementTotalsSchema.default({ charged: 0, refunded: 0, received: 0, owed: 0 }),
});
export type Statement = z.infer<typeof statementSchema>;

/** The wait before progress call `attempt` (from 0): 1 s, 2 s, 4 s, then 5 s each time. */
export function pollDelayMs(attempt: number): number {
  const doubled = PROGRESS_POLL_INTERVAL_MS * 2 ** Math.max(0, Math.floor(attempt));
  return Math.min(doubled, PROGRESS_POLL_MAX_DELAY_MS);
}

export const PROGRESS_POLL_MAX_DELAY_MS = 5000;

export const PAYMENT_DECLINED_MESSAGE =
  ERROR_MESSAGES[ErrorCode.PaymentNotTaken] ?? 'Payment not taken, please check your card details';

/** Polling gave up; the server is idempotent, so trying again never charges twice. */
export const PAYMENT_TIMED_OUT_MESSAGE =
  'We could not confirm your payment in time. Please try again: you will not be charged twice.';

export const AUTHENTICATION_DECLINED_MESSAGE =
  'Your bank did not confirm the payment, so it was not taken. Please try again or use another card.';

/** What to do after a card is refused, said after why. */
export const PAYMENT_RETRY_ADVICE = 'Nothing has been taken: try again, or use another card.';

/** The same, after words that already say the payment was not taken (code 34, say). */
export const PAYMENT_RETRY_ONLY_ADVICE = 'Try again, or use another card.';

/** Why the payment failed, then what to do about it, without saying anything twice. */
function withAdvice(message: string): string {
  const why = message.trim();
  if (why.includes(PAYMENT_RETRY_ADVICE) || why.includes(PAYMENT_RETRY_ONLY_ADVICE)) return why;
  const advice = /not taken/i.test(why) ? PAYMENT_RETRY_ONLY_ADVICE : PAYMENT_RETRY_ADVICE;
  return `${/[.!?]$/.test(why) ? why : `${why}.`} ${advice}`;
}

export function failureMessage(progress: CheckoutProgress | undefined): string {
  return withAdvice(progress?.message ?? PAYMENT_DECLINED_MESSAGE);
}

/** The code table's wording when the code is known (34, 29), else the server's own words. */
export function balanceFailureMessage(progress: ClearBalanceProgress | undefined): string {
  const known = progress?.errorCode != null ? ERROR_MESSAGES[progress.errorCode] : undefined;
  return withAdvice(known ?? progress?.message ?? PAYMENT_DECLINED_MESSAGE);
}
