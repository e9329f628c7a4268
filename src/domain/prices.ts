import { idSchema, moneySchema } from './primitives';
import { z } from './zod';

/** Digit-string keys, since JSON object keys are strings. */
const countKey = z.string().regex(/^\d+$/);

/**
 * `GET /storage/prices/user/{customerId}`: a monthly price per box, looked up by box type,
 * then by number of boxes of that type, then by number of months. Keys are the lower bound
 * of a tier ("5" = 5 or more boxes, "12" = a term of 12 months or more).
 */
export const storagePricesSchema = z.object({
  storagePricePlanId: idSchema,
  pricesByMonthsByNumBoxesByBoxType: z.record(
    countKey,
    z.record(countKey, z.record(countKey, moneySchema)),
  ),
});
export type StoragePrices = z.infer<typeof storagePricesSchema>;

/** A line item's monthly price per box: at the chosen term, and on a one-month term. */
export const lineItemPriceSchema = z.object({
  unitPrice: moneySchema,
  oneMonthPrice: moneySchema,
});
export type LineItemPrice = z.infer<typeof lineItemPriceSchema>;

/** `GET /return/prices/roomReturn`: the extra for carrying items to a room. */
export const roomReturnPriceSchema = z.object({ roomReturnPrice: moneySchema });
export type RoomReturnPrice = z.infer<typeof roomReturnPriceSchema>;

/** `GET /return/prices/longDistanceSurchargeForBasket/{basketId}/{addressId}`. */
export const longDistanceSurchargeSchema = z.object({ longDistanceSurcharge: moneySchema });
export type LongDistanceSurcharge = z.infer<typeof longDistanceSurchargeSchema>;

/** One insurance (coverage) level: how much is covered, at what monthly price. */
export const insurancePriceSchema = z.object({
  coverageLimit: moneySchema,
  monthlyPrice: moneySchema,
});
export type InsurancePrice = z.infer<typeof insurancePriceSchema>;

/** `GET /insurance/prices/{basketId}`: the levels on offer, lowest cover first. */
export const insurancePricesSchema = z.object({ insurancePrices: z.array(insurancePriceSchema) });
export type InsurancePrices = z.infer<typeof insurancePricesSchema>;

/** `GET /promotion/{basketId}/{promoCode}`: a percentage off, or a fixed amount off. */
export const promotionSchema = z.object({
  valid: z.boolean(),
  promoCode: z.string(),
  discountType: z.enum(['percentage', 'fixed']).nullable(),
  /** Percent (0–100) for a percentage, pounds for a fixed amount; 0 when not valid. */
  amount: z.number().nonnegative(),
  description: z.string().default(''),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A promotion check that failed to run is treated as an invalid code. */
export function invalidPromotion(promoCode: string): Promotion {
  return { valid: false, promoCode, discountType: null, amount: 0, description: '' };
}
