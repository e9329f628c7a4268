import { formatPrice } from './format';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneySchema } from './primitives';
import { z } from './zod';

/*
 * What the customer is told while a monthly bill is unpaid (docs/decisions.md, "Dunning"),
 * and a payment that waits for their bank's check. The account banner and the mails use the
 * same words, from here.
 */

/** What an agreement bills for: a box order's storage, or a drive-up unit's rent. */
export const billedThingSchema = z.object({
  kind: z.enum(['boxes', 'unit']),
  orderId: idSchema,
  /** The unit's number at its site, for a unit. */
  unitNumber: z.string().nullable(),
});
export type BilledThing = z.infer<typeof billedThingSchema>;

/** `GET payments/{customerId}/alerts`: what the account banner shows, if anything. */
export const paymentAlertsSchema = z.object({
  /** The monthly bills that did not go through and are still unpaid; null when none. */
  owedBills: z
    .object({
      /** Their sum: what paying them takes. */
      amount: moneySchema,
      things: z.array(billedThingSchema).min(1),
      /** The last retry failed too: returns are paused until they are paid. */
      arrears: z.boolean(),
      /** The next time the card is tried, when a retry is still to come. */
      nextAttemptOn: isoDateSchema.nullable(),
    })
    .nullable(),
  /** A checkout or balance payment waiting for the bank's 3-D Secure check; null when none. */
  waitingPayment: z
    .object({
      kind: z.enum(['checkout', 'balance']),
      /** The basket's id for a checkout, the balance payment's for a balance payment. */
      id: idSchema,
      amount: moneySchema,
      clientSecret: z.string().min(1),
      /** When the wait began: it is cancelled 30 minutes later. */
      since: isoDateTimeSchema,
    })
    .nullable(),
});
export type PaymentAlerts = z.infer<typeof paymentAlertsSchema>;
export type OwedBills = NonNullable<PaymentAlerts['owedBills']>;
export type WaitingPayment = NonNullable<PaymentAlerts['waitingPayment']>;

/** 'box storage (order 1040)', 'storage unit B-112 (order 1045)'. */
export function billedThingLabel(thing: BilledThing): string {
  if (thing.kind === 'unit') {
    return thing.unitNumber
      ? `storage unit ${thing.unitNumber} (order ${thing.orderId})`
      : `your storage unit (order ${thing.orderId})`;
  }
  return `box storage (order ${thing.orderId})`;
}

/** The things, listed: 'box storage (order 1040) and storage unit B-112 (order 1045)'. */
export function billedThingsLabel(things: readonly BilledThing[]): string {
  const labels = things.map(billedThingLabel);
  if (labels.length <= 1) return labels[0] ?? 'your storage';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The banner's first sentence: "Your monthly payment of £27.00 for box storage (order 1040) didn't go through." */
export function owedBillsHeadline(owed: Pick<OwedBills, 'amount' | 'things'>): string {
  const payments = owed.things.length > 1 ? 'monthly payments' : 'monthly payment';
  return `Your ${payments} of ${formatPrice(owed.amount)} for ${billedThingsLabel(owed.things)} didn't go through.`;
}

/** What follows while in arrears. */
export const ARREARS_NOTE = 'New returns of your things are paused until it is paid.';

/** The waiting payment's sentence: "A payment of £64.00 is waiting for your bank's check." */
export function waitingPaymentHeadline(waiting: Pick<WaitingPayment, 'amount'>): string {
  return `A payment of ${formatPrice(waiting.amount)} is waiting for your bank's check.`;
}
