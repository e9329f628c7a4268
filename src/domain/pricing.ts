import { MIN_MONTHS } from './constants';
import type { MaterialItem } from './materials';
import type { InsurancePrice, Promotion, StoragePrices } from './prices';
import { lineItemPrice } from './priceTables';

/** Rounds to whole pence, so sums of prices never show float noise like 0.30000000000000004. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * The saving of the chosen term against paying the one-month price every month, as a rounded
 * percentage: (100, 80) → 20. Equal totals, a zero or invalid total, or a chosen total above
 * the one-month total all give 0, never NaN or a negative saving.
 */
export function discountPercent(oneMonthTotal: number, chosenTotal: number): number {
  if (!Number.isFinite(oneMonthTotal) || !Number.isFinite(chosenTotal)) return 0;
  if (oneMonthTotal <= 0 || chosenTotal < 0 || chosenTotal >= oneMonthTotal) return 0;
  return Math.round(((oneMonthTotal - chosenTotal) / oneMonthTotal) * 100);
}

export type MonthRun = { from: number; to: number; price: number };

/**
 * The further-months price table: element i of `monthlyPrices` is the price of month i + 1.
 * Months from 2 on are grouped into runs of equal consecutive price:
 * [10, 8, 8, 8, 6, 6] → [{from: 2, to: 4, price: 8}, {from: 5, to: 6, price: 6}].
 * Prices equal to the penny count as equal; the table stops at the first non-numeric price.
 */
export function groupFurtherMonths(monthlyPrices: readonly number[]): MonthRun[] {
  const runs: MonthRun[] = [];
  for (let index = 1; index < monthlyPrices.length; index += 1) {
    const price = monthlyPrices[index];
    if (price === undefined || !Number.isFinite(price)) break;
    const month = index + 1;
    const last = runs.at(-1);
    if (last && last.to === month - 1 && Math.round(last.price * 100) === Math.round(price * 100)) {
      last.to = month;
    } else {
      runs.push({ from: month, to: month, price });
    }
  }
  return runs;
}

/** The monthly price of the insurance level with this coverage limit, 0 when none matches. */
export function insuranceMonthlyPrice(
  insurancePrices: readonly InsurancePrice[],
  coverageLimit: number | null | undefined,
): number {
  if (coverageLimit === null || coverageLimit === undefined) return 0;
  return insurancePrices.find((level) => level.coverageLimit === coverageLimit)?.monthlyPrice ?? 0;
}

export type BasketTotalsInput = {
  lineItems: readonly { boxTypeId: number; quantity: number }[];
  prices: Pick<StoragePrices, 'pricesByMonthsByNumBoxesByBoxType'>;
  months: number;
  materials?: readonly MaterialItem[];
  materialCatalogue?: readonly { materialId: number; unitPrice: number }[];
  /** Monthly price of the chosen insurance level (see `insuranceMonthlyPrice`). */
  insuranceMonthlyPrice?: number;
  promotion?: Pick<Promotion, 'valid' | 'discountType' | 'amount'> | null;
  /** A return's charge for carrying the items into a room (0 when not asked for). */
  roomReturn?: number;
  /** A return's surcharge for delivering far from the London depot. */
  longDistanceSurcharge?: number;
  /** A drive-up unit's monthly rent on its contract (0 for none), charged each month. */
  unitMonthly?: number;
  /** The last rent of a unit being moved out of (0 for none), charged once. */
  finalRent?: number;
  /** The packing service (0 for none), charged once. */
  packing?: number;
  /** Boxes shipped abroad (0 for none), charged once. */
  shipping?: number;
};

export type StorageLineTotal = {
  boxTypeId: number;
  quantity: number;
  unitPrice: number;
  oneMonthPrice: number;
  /** unitPrice × quantity. */
  monthlyTotal: number;
  /** monthlyTotal × months. */
  termTotal: number;
};

export type BasketBreakdown = {
  months: number;
  lines: StorageLineTotal[];
  /** Box types in the basket with no price on the plan; they count as 0 and block checkout. */
  unpricedBoxTypeIds: number[];
  storageMonthly: number;
  storageTotal: number;
  /** A drive-up unit's monthly rent (in `storageMonthly`), 0 without one. */
  unitMonthly: number;
  /** A move-out's last rent, once (in the subtotal), 0 without one. */
  finalRent: number;
  /** The packing service, once (in the subtotal), 0 without it. */
  packing: number;
  /** Shipping abroad, once (in the subtotal), 0 without it. */
  shipping: number;
  /** What the same storage would cost at the one-month price every month. */
  oneMonthStorageTotal: number;
  discountPercent: number;
  materialsTotal: number;
  insuranceMonthly: number;
  insuranceTotal: number;
  /** A return's one-off charges, each counted once. */
  roomReturn: number;
  longDistanceSurcharge: number;
  subtotal: number;
  promotionDiscount: number;
  total: number;
};

function positiveCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The price breakdown of a basket over its whole term: each storage line item at its unit
 * price for the chosen months × quantity × months, materials once at their unit price,
 * insurance monthly × months, a return's room-return charge and long-distance surcharge once,
 * then a valid promotion off the subtotal (a percentage of it, or a fixed amount never more
 * than it). Months below the minimum count as the minimum.
 */
export function basketTotals(input: BasketTotalsInput): BasketBreakdown {
  const months = Math.max(MIN_MONTHS, positiveCount(input.months));
  const lines: StorageLineTotal[] = [];
  const unpricedBoxTypeIds: number[] = [];
  for (const item of input.lineItems) {
    const quantity = positiveCount(item.quantity);
    if (quantity === 0) continue;
    const price = lineItemPrice(input.prices, item.boxTypeId, quantity, months);
    if (!price) {
      unpricedBoxTypeIds.push(item.boxTypeId);
      continue;
    }
    const monthlyTotal = roundMoney(price.unitPrice * quantity);
    lines.push({
      boxTypeId: item.boxTypeId,
      quantity,
      unitPrice: price.unitPrice,
      oneMonthPrice: price.oneMonthPrice,
      monthlyTotal,
      termTotal: roundMoney(monthlyTotal * months),
    });
  }

  const unitMonthly = roundMoney(nonNegative(input.unitMonthly));
  const boxesMonthly = roundMoney(lines.reduce((sum, line) => sum + line.monthlyTotal, 0));
  const boxesTotal = roundMoney(lines.reduce((sum, line) => sum + line.termTotal, 0));
  const storageMonthly = roundMoney(boxesMonthly + unitMonthly);
  const storageTotal = roundMoney(boxesTotal + unitMonthly * months);
  const oneMonthStorageTotal = roundMoney(
    lines.reduce((sum, line) => sum + line.oneMonthPrice * line.quantity * months, 0),
  );

  const catalogue = new Map(
    (input.materialCatalogue ?? []).map((m) => [m.materialId, m.unitPrice]),
  );
  const materialsTotal = roundMoney(
    (input.materials ?? []).reduce(
      (sum, item) =>
        sum + nonNegative(catalogue.get(item.materialId)) * positiveCount(item.quantity),
      0,
    ),
  );

  const insuranceMonthly = roundMoney(nonNegative(input.insuranceMonthlyPrice));
  const insuranceTotal = roundMoney(insuranceMonthly * months);
  const roomReturn = roundMoney(nonNegative(input.roomReturn));
  const longDistanceSurcharge = roundMoney(nonNegative(input.longDistanceSurcharge));
  const finalRent = roundMoney(nonNegative(input.finalRent));
  const packing = roundMoney(nonNegative(input.packing));
  const shipping = roundMoney(nonNegative(input.shipping));
  const subtotal = roundMoney(
    storageTotal +
      materialsTotal +
      insuranceTotal +
      roomReturn +
      longDistanceSurcharge +
      finalRent +
      packing +
      shipping,
  );

  const promotionDiscount = promotionDiscountFor(input.promotion, subtotal);
  return {
    months,
    lines,
    unpricedBoxTypeIds,
    storageMonthly,
    storageTotal,
    unitMonthly,
    finalRent,
    packing,
    shipping,
    oneMonthStorageTotal,
    // The boxes' term discount; a unit's contract discount is in its monthly rent.
    discountPercent: discountPercent(oneMonthStorageTotal, boxesTotal),
    materialsTotal,
    insuranceMonthly,
    insuranceTotal,
    roomReturn,
    longDistanceSurcharge,
    subtotal,
    promotionDiscount,
    total: roundMoney(subtotal - promotionDiscount),
  };
}

/** The amount a promotion takes off a subtotal: never negative, never more than the subtotal. */
export function promotionDiscountFor(
  promotion: BasketTotalsInput['promotion'],
  subtotal: number,
): number {
  if (!promotion?.valid || !Number.isFinite(subtotal) || subtotal <= 0) return 0;
  const amount = nonNegative(promotion.amount);
  if (promotion.discountType === 'percentage') {
    return roundMoney((subtotal * Math.min(amount, 100)) / 100);
  }
  if (promotion.discountType === 'fixed') return roundMoney(Math.min(amount, subtotal));
  return 0;
}
