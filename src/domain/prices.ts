import { z } from 'zod';
import { idSchema, moneySchema } from './primitives';

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

/** The entry of a tiered table whose key is the largest one not above `count`. */
function tierValue<T>(table: Record<string, T> | undefined, count: number): T | undefined {
  if (!table) return undefined;
  let best: number | undefined;
  for (const key of Object.keys(table)) {
    const bound = Number(key);
    if (bound <= count && (best === undefined || bound > best)) best = bound;
  }
  return best === undefined ? undefined : table[String(best)];
}

/**
 * The monthly price per box for `numBoxes` boxes of a type on a `months` term, or undefined
 * when the plan has no price for it.
 */
export function unitPriceFor(
  prices: Pick<StoragePrices, 'pricesByMonthsByNumBoxesByBoxType'>,
  boxTypeId: number,
  numBoxes: number,
  months: number,
): number | undefined {
  if (!Number.isFinite(numBoxes) || !Number.isFinite(months) || numBoxes < 1 || months < 1) {
    return undefined;
  }
  const byNumBoxes = prices.pricesByMonthsByNumBoxesByBoxType[String(boxTypeId)];
  return tierValue(tierValue(byNumBoxes, numBoxes), months);
}

/** The line item's unit price at the chosen term and at one month. */
export function lineItemPrice(
  prices: Pick<StoragePrices, 'pricesByMonthsByNumBoxesByBoxType'>,
  boxTypeId: number,
  numBoxes: number,
  months: number,
): LineItemPrice | undefined {
  const unitPrice = unitPriceFor(prices, boxTypeId, numBoxes, months);
  const oneMonthPrice = unitPriceFor(prices, boxTypeId, numBoxes, 1);
  if (unitPrice === undefined || oneMonthPrice === undefined) return undefined;
  return { unitPrice, oneMonthPrice };
}

/**
 * Monthly prices for months 1..maxMonths of one line item: element i is the price per box of
 * month i + 1 on a term that long. Feeds `groupFurtherMonths`.
 */
export function monthlyPriceList(
  prices: Pick<StoragePrices, 'pricesByMonthsByNumBoxesByBoxType'>,
  boxTypeId: number,
  numBoxes: number,
  maxMonths: number,
): number[] {
  const list: number[] = [];
  for (let month = 1; month <= maxMonths; month += 1) {
    const price = unitPriceFor(prices, boxTypeId, numBoxes, month);
    if (price === undefined) break;
    list.push(price);
  }
  return list;
}

/** What a box type costs at its cheapest, and for one box on a one-month term. */
export interface FromPrice {
  boxTypeId: number;
  /** The lowest monthly price per box in the plan: the 'from £X a month'. */
  from: number;
  oneBoxOneMonth: number | undefined;
}

/** 'From £X a month' for a box type: the lowest price anywhere in its table, or undefined. */
export function fromPrice(
  prices: Pick<StoragePrices, 'pricesByMonthsByNumBoxesByBoxType'>,
  boxTypeId: number,
): FromPrice | undefined {
  const byNumBoxes = prices.pricesByMonthsByNumBoxesByBoxType[String(boxTypeId)];
  const all = Object.values(byNumBoxes ?? {}).flatMap((byMonths) => Object.values(byMonths));
  if (all.length === 0) return undefined;
  return {
    boxTypeId,
    from: Math.min(...all),
    oneBoxOneMonth: unitPriceFor(prices, boxTypeId, 1, 1),
  };
}
