import { cardBrandSchema, maskedCardLabel } from './cards';
import { prettyDay } from './dates';
import { formatPrice } from './format';
import { idSchema, isoDateSchema, moneySchema } from './primitives';
import { z } from './zod';

/*
 * The monthly bill as the customer sees it (docs/decisions.md, "The monthly bill: what the
 * customer sees"): each agreement that is still billed, what it pays for, the next payment and
 * the card it is taken from; and each monthly bill with where it stands.
 */

export const AGREEMENT_KINDS = ['boxes', 'cover', 'unit'] as const;
export const agreementKindSchema = z.enum(AGREEMENT_KINDS);
export type AgreementKind = z.infer<typeof agreementKindSchema>;

/** One kind of box an agreement stores: 'Medium box' × 2. */
export const storedBoxesSchema = z.object({ description: z.string(), count: z.int().positive() });
export type StoredBoxes = z.infer<typeof storedBoxesSchema>;

/** What an agreement pays for: boxes by kind and count, or a drive-up unit. */
export const agreementCoversSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('boxes'),
    /** The boxes stored on the next payment's day (today's when there is none). */
    boxCount: z.int().min(0),
    boxes: z.array(storedBoxesSchema),
  }),
  z.object({
    kind: z.literal('unit'),
    unitNumber: z.string().nullable(),
    sqFt: z.int().positive().nullable(),
    siteName: z.string().nullable(),
  }),
]);
export type AgreementCovers = z.infer<typeof agreementCoversSchema>;

/** The card an agreement is charged to; `cardId` when it is one of the saved cards. */
export const agreementCardSchema = z.object({
  brand: cardBrandSchema,
  last4: z.string(),
  cardId: idSchema.nullable(),
});
export type AgreementCard = z.infer<typeof agreementCardSchema>;

export const AGREEMENT_STATUSES = ['open', 'ending'] as const;

/** `GET agreements/{customerId}` items: every agreement not yet ended. */
export const agreementSchema = z.object({
  agreementId: idSchema,
  /** The order that started it. */
  orderId: idSchema,
  kind: agreementKindSchema,
  covers: agreementCoversSchema,
  /** The price each month, as it will be on the next payment's day. */
  monthlyAmount: moneySchema,
  /** The next period's first day; null when the agreement ends before it. */
  nextPaymentDate: isoDateSchema.nullable(),
  card: agreementCardSchema.nullable(),
  /** Months whose charge failed and are still unpaid (Payments' balance pays them). */
  owed: moneySchema.default(0),
  /** 'ending' once a return of every box or a move-out has set its last day. */
  status: z.enum(AGREEMENT_STATUSES),
  endDate: isoDateSchema.nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementsSchema = z.object({ agreements: z.array(agreementSchema) });
export type Agreements = z.infer<typeof agreementsSchema>;

/**
 * A monthly bill's state: `paid`; `owed` after a failed charge, retried on days 3, 5 and 7;
 * `failed` once the last retry failed (arrears); `charging` while a charge is on its way.
 */
export const MONTHLY_BILL_STATUSES = ['paid', 'owed', 'failed', 'charging'] as const;
export const monthlyBillStatusSchema = z.enum(MONTHLY_BILL_STATUSES);
export type MonthlyBillStatus = z.infer<typeof monthlyBillStatusSchema>;

/** One month of an agreement, as the statement lists it. */
export const monthlyBillSchema = z.object({
  billId: idSchema,
  agreementId: idSchema,
  orderId: idSchema,
  periodStart: isoDateSchema,
  /** The next period's first day. */
  periodEnd: isoDateSchema,
  /** 'Storage unit 12' or '3 boxes'. */
  covers: z.string(),
  amount: moneySchema,
  status: monthlyBillStatusSchema,
  card: z.object({ brand: cardBrandSchema, last4: z.string() }).nullable(),
});
export type MonthlyBill = z.infer<typeof monthlyBillSchema>;

/** '3 boxes', '1 box'. */
export function boxCountText(count: number): string {
  return count === 1 ? '1 box' : `${count} boxes`;
}

/** What the agreement pays for, in a few words: '2 Medium boxes, 1 Suitcase' or 'Unit A12, 25 sq ft'. */
export function agreementCoversText(covers: AgreementCovers): string {
  if (covers.kind === 'unit') {
    const unit = covers.unitNumber ? `Unit ${covers.unitNumber}` : 'Your storage unit';
    return covers.sqFt ? `${unit}, ${covers.sqFt} sq ft` : unit;
  }
  if (covers.boxes.length === 0) return boxCountText(covers.boxCount);
  return covers.boxes.map((boxes) => `${boxes.count} × ${boxes.description}`).join(', ');
}

/** The agreement's title: 'Monthly storage for order #123'. */
export function agreementTitle(agreement: Pick<Agreement, 'orderId' | 'kind'>): string {
  return agreement.kind === 'unit'
    ? `Monthly rent for order #${agreement.orderId}`
    : `Monthly storage for order #${agreement.orderId}`;
}

/**
 * '£27.00 on Monday 4th January from Visa •••• 4242', or when the agreement ends before
 * another payment is due, 'None: it ends on …'.
 */
export function nextPaymentDetail(agreement: Agreement): string {
  if (agreement.nextPaymentDate === null) {
    return agreement.endDate ? `None: it ends on ${prettyDay(agreement.endDate)}` : 'None due';
  }
  const from = agreement.card ? ` from ${maskedCardLabel(agreement.card)}` : '';
  return `${formatPrice(agreement.monthlyAmount)} on ${prettyDay(agreement.nextPaymentDate)}${from}`;
}

/** 'Next payment £27.00 on Monday 4th January from Visa •••• 4242' (or 'No more payments: …'). */
export function nextPaymentText(agreement: Agreement): string {
  if (agreement.nextPaymentDate === null) {
    return agreement.endDate
      ? `No more payments: it ends on ${prettyDay(agreement.endDate)}`
      : 'No payment due';
  }
  return `Next payment ${nextPaymentDetail(agreement)}`;
}

/** The agreement a unit's letting pays, by the order that rented it. */
export function agreementForOrder(
  agreements: readonly Agreement[],
  orderId: number | null,
): Agreement | undefined {
  return orderId === null ? undefined : agreements.find((a) => a.orderId === orderId);
}

/** Agreements for boxes (and their cover), shown above the boxes in My stuff. */
export function boxAgreements(agreements: readonly Agreement[]): Agreement[] {
  return agreements.filter((agreement) => agreement.kind !== 'unit');
}

/** 'Ends on Friday 11th December' for an agreement a return or move-out ends; else null. */
export function agreementEndingText(agreement: Agreement): string | null {
  return agreement.status === 'ending' && agreement.endDate
    ? `Ends on ${prettyDay(agreement.endDate)}`
    : null;
}

/** 'Pays your monthly storage for order #123: £27.00 a month'. */
export function paysForText(agreement: Agreement): string {
  const what = agreement.kind === 'unit' ? 'monthly rent' : 'monthly storage';
  return `Pays your ${what} for order #${agreement.orderId}: ${formatPrice(agreement.monthlyAmount)} a month`;
}

/** The agreements a saved card pays. */
export function agreementsPaidBy(agreements: readonly Agreement[], cardId: number): Agreement[] {
  return agreements.filter((agreement) => agreement.card?.cardId === cardId);
}

/** Agreements on a card that is not among the saved cards (used at checkout, not kept). */
export function agreementsOnUnsavedCards(agreements: readonly Agreement[]): Agreement[] {
  return agreements.filter(
    (agreement) => agreement.card === null || agreement.card.cardId === null,
  );
}
