import { penceFromPounds } from './money';
import { idSchema, isoDateSchema, moneySchema, quantitySchema } from './primitives';
import { z } from './zod';

/*
 * The quote: what a basket costs, worked out by the server and shown as it is. The SPA never
 * adds prices up itself; checkout charges exactly `total`, and refuses (PriceChanged) when the
 * total the customer last saw is no longer the price.
 */

/** How long a quote is good for before it is asked for again. */
export const QUOTE_LIFETIME_MINUTES = 30;

export const QUOTE_CURRENCY = 'GBP';

/**
 * A storage box, a packing material, a drive-up storage unit, the last rent of a unit being
 * moved out of, the packing service (the packers' hours, and their materials), or a box
 * shipped abroad.
 */
export const quoteLineKindSchema = z.enum([
  'storage',
  'material',
  'unit',
  'rent',
  'packing',
  'shipping',
]);

/** One line: '3 × Small storage box' for 6 months at £4.50 a month each. */
export const quoteLineSchema = z.object({
  kind: quoteLineKindSchema,
  /** The box type, material or unit size. */
  itemId: idSchema,
  description: z.string(),
  quantity: quantitySchema,
  /** Per item; per month for storage. */
  unitPrice: moneySchema,
  /** The months charged for (storage), or null for a one-off item. */
  months: z.int().positive().nullable(),
  /** quantity × unitPrice × months, to the penny. */
  amount: moneySchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteInsuranceSchema = z.object({
  coverageLimit: moneySchema,
  monthlyPrice: moneySchema,
  months: z.int().positive(),
  amount: moneySchema,
});
export type QuoteInsurance = z.infer<typeof quoteInsuranceSchema>;

export const quotePromotionSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** What the promotion takes off, as a positive amount. */
  amount: moneySchema,
});
export type QuotePromotion = z.infer<typeof quotePromotionSchema>;

/** The packing materials the server suggests for the boxes, and what they would add. */
export const materialSuggestionQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  total: moneySchema,
});
export type MaterialSuggestionQuote = z.infer<typeof materialSuggestionQuoteSchema>;

/**
 * The monthly payments that paying for the basket agrees to: the card it is paid with is kept
 * for them (the sentence beside Pay). `amount` is the price the agreement is opened at, and
 * `firstPaymentDate` ('yyyy-MM-dd') the day of the first of them: the storage's start (the
 * collection or drop-off day) plus the months paid now.
 */
export const monthlyPaymentsSchema = z.object({
  amount: moneySchema,
  firstPaymentDate: isoDateSchema,
});
export type MonthlyPayments = z.infer<typeof monthlyPaymentsSchema>;

export const quoteSchema = z.object({
  lineItems: z.array(quoteLineSchema),
  /** The storage term paid for now; null when nothing is stored (a return, materials). */
  months: z.int().positive().nullable(),
  /** Storage and cover a month during the term. */
  monthlyTotal: moneySchema,
  /** Saving of the term against paying the one-month price every month, in percent. */
  discountPercent: z.int().min(0).max(100),
  insurance: quoteInsuranceSchema.nullable(),
  /** A return's charge for carrying items into a room; null when not asked for. */
  roomReturn: moneySchema.nullable(),
  /** A return's surcharge for delivery far from the depot; null when none applies. */
  longDistanceSurcharge: moneySchema.nullable(),
  subtotal: moneySchema,
  promotion: quotePromotionSchema.nullable(),
  /** What is charged at checkout. */
  total: moneySchema,
  currency: z.literal(QUOTE_CURRENCY),
  /** What each month costs once the paid term is over; null when nothing stays in storage. */
  nextMonthlyBill: moneySchema.nullable(),
  /** What a checkout of this basket agrees to be billed monthly; null when nothing is. */
  monthlyPayments: monthlyPaymentsSchema.nullable(),
  /** Box types on no price plan: the basket cannot be paid for until they are removed. */
  unpricedBoxTypeIds: z.array(idSchema),
  suggestedMaterials: materialSuggestionQuoteSchema.nullable(),
  /**
   * The day packing materials ordered with boxes (or a collection) are delivered if the basket
   * is paid for today ('yyyy-MM-dd'): the first delivery day; the collection is at least a
   * working day later. Null without such materials.
   */
  materialsDeliveryDate: isoDateSchema.nullable().default(null),
  validUntil: z.iso.datetime({ offset: true }),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `POST /quote/storage`: a price for boxes not yet in a basket (the pricing step). */
export const storageQuoteRequestSchema = z.object({
  lineItems: z.array(z.object({ boxTypeId: idSchema, quantity: z.int().min(0).max(99) })).max(20),
  numberOfMonths: z.int().min(1).max(60),
});
export type StorageQuoteRequest = z.infer<typeof storageQuoteRequestSchema>;

/** `POST basket/{id}/checkout/start`: the total the customer saw when they chose to pay. */
export const checkoutStartRequestSchema = z.object({ quotedTotal: moneySchema.optional() });
export type CheckoutStartRequest = z.infer<typeof checkoutStartRequestSchema>;

/** Totals compare to the penny: two quotes agree when they charge the same pence. */
export function sameAmount(a: number, b: number): boolean {
  return penceFromPounds(a) === penceFromPounds(b);
}
