import { MIN_MONTHS } from './constants';
import type { MaterialItem } from './materials';
import { divideRoundingPence, penceFromPounds, poundsFromPence, sumPence } from './money';
import type { Promotion } from './prices';
import { lineItemPricePence, type PriceTablePence } from './priceTables';
import type { QuoteLine } from './quote';

/*
 * A basket's price, in integer pence throughout: every amount below is a whole number of
 * pence, so sums are exact and the total is the sum of its parts. Pounds are for the API's
 * JSON and for display only (money.ts, format.ts).
 */

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
    if (last && last.to === month - 1 && penceFromPounds(last.price) === penceFromPounds(price)) {
      last.to = month;
    } else {
      runs.push({ from: month, to: month, price });
    }
  }
  return runs;
}

/** The monthly price in pence of the insurance level with this coverage limit, 0 when none matches. */
export function insuranceMonthlyPence(
  insurancePrices: readonly { coverageLimit: number; monthlyPricePence: number }[],
  coverageLimit: number | null | undefined,
): number {
  if (coverageLimit === null || coverageLimit === undefined) return 0;
  return (
    insurancePrices.find((level) => level.coverageLimit === coverageLimit)?.monthlyPricePence ?? 0
  );
}

/**
 * The boxes' monthly storage price in pence on terms of 1 to `maxMonths` months (element i is
 * a term of i + 1 months): each line's unit price for that term × its quantity, summed. The
 * list stops at the first term some line has no price for.
 */
export function storageMonthlyPenceByTerm(
  pricesPence: PriceTablePence,
  lineItems: readonly { boxTypeId: number; quantity: number }[],
  maxMonths: number,
): number[] {
  const items = lineItems.filter((item) => positiveCount(item.quantity) > 0);
  const monthly: number[] = [];
  if (items.length === 0) return monthly;
  for (let months = 1; months <= maxMonths; months += 1) {
    let sum = 0;
    for (const item of items) {
      const quantity = positiveCount(item.quantity);
      const price = lineItemPricePence(pricesPence, item.boxTypeId, quantity, months);
      if (!price) return monthly;
      sum += nonNegativePence(price.unitPricePence) * quantity;
    }
    monthly.push(sum);
  }
  return monthly;
}

/**
 * A promotion's terms in integers: a whole or decimal percent off, or an amount off in pence.
 * An invalid code (or one of no known kind) takes nothing off.
 */
export type PromotionTerms =
  | { valid: boolean; discountType: 'percentage'; percent: number }
  | { valid: boolean; discountType: 'fixed'; amountPence: number }
  | { valid: false; discountType: null };

/** A promotion as the API speaks it (a fixed amount in pounds), as terms in pence. */
export function promotionTerms(
  promotion: Pick<Promotion, 'valid' | 'discountType' | 'amount'>,
): PromotionTerms {
  if (promotion.discountType === 'percentage') {
    return { valid: promotion.valid, discountType: 'percentage', percent: promotion.amount };
  }
  if (promotion.discountType === 'fixed') {
    return {
      valid: promotion.valid,
      discountType: 'fixed',
      amountPence: penceFromPounds(promotion.amount),
    };
  }
  return { valid: false, discountType: null };
}

/** A quote line priced in pence, as the sums are made; `quoteLineInPounds` is its API form. */
export type QuoteLinePence = Omit<QuoteLine, 'unitPrice' | 'amount'> & {
  unitPricePence: number;
  amountPence: number;
};

/** A quote line as the API speaks it, in pounds. */
export function quoteLineInPounds({
  unitPricePence,
  amountPence,
  ...line
}: QuoteLinePence): QuoteLine {
  return {
    ...line,
    unitPrice: poundsFromPence(unitPricePence),
    amount: poundsFromPence(amountPence),
  };
}

export type BasketTotalsInput = {
  lineItems: readonly { boxTypeId: number; quantity: number }[];
  /** The plan's monthly price per box, in pence (`priceTablePence` of the API's table). */
  pricesPence: PriceTablePence;
  months: number;
  materials?: readonly MaterialItem[];
  materialCatalogue?: readonly { materialId: number; unitPricePence: number }[];
  /** Monthly price of the chosen insurance level (see `insuranceMonthlyPence`). */
  insuranceMonthlyPence?: number;
  promotion?: PromotionTerms | null;
  /** A return's charge for carrying the items into a room (0 when not asked for). */
  roomReturnPence?: number;
  /** A return's surcharge for delivering far from the London depot. */
  longDistanceSurchargePence?: number;
  /** A drive-up unit's monthly rent on its contract (0 for none), charged each month. */
  unitMonthlyPence?: number;
  /** The last rent of a unit being moved out of (0 for none), charged once. */
  finalRentPence?: number;
  /** The packing service (0 for none), charged once. */
  packingPence?: number;
  /** Boxes shipped abroad (0 for none), charged once. */
  shippingPence?: number;
};

export type StorageLineTotal = {
  boxTypeId: number;
  quantity: number;
  unitPricePence: number;
  oneMonthPricePence: number;
  /** unitPricePence × quantity. */
  monthlyTotalPence: number;
  /** monthlyTotalPence × months. */
  termTotalPence: number;
};

/** Every amount is whole pence. */
export type BasketBreakdown = {
  months: number;
  lines: StorageLineTotal[];
  /** Box types in the basket with no price on the plan; they count as 0 and block checkout. */
  unpricedBoxTypeIds: number[];
  storageMonthlyPence: number;
  storageTotalPence: number;
  /** A drive-up unit's monthly rent (in `storageMonthlyPence`), 0 without one. */
  unitMonthlyPence: number;
  /** A move-out's last rent, once (in the subtotal), 0 without one. */
  finalRentPence: number;
  /** The packing service, once (in the subtotal), 0 without it. */
  packingPence: number;
  /** Shipping abroad, once (in the subtotal), 0 without it. */
  shippingPence: number;
  /** What the same storage would cost at the one-month price every month. */
  oneMonthStorageTotalPence: number;
  discountPercent: number;
  materialsTotalPence: number;
  insuranceMonthlyPence: number;
  insuranceTotalPence: number;
  /** A return's one-off charges, each counted once. */
  roomReturnPence: number;
  longDistanceSurchargePence: number;
  subtotalPence: number;
  promotionDiscountPence: number;
  totalPence: number;
};

function positiveCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** An amount in pence as a whole, non-negative number of pence (a fraction is rounded). */
function nonNegativePence(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/**
 * The price breakdown of a basket over its whole term, in pence: each storage line item at its
 * unit price for the chosen months × quantity × months, materials once at their unit price,
 * insurance monthly × months, a return's room-return charge and long-distance surcharge once,
 * then a valid promotion off the subtotal (a percentage of it rounded to the penny, or a
 * fixed amount never more than it). Months below the minimum count as the minimum.
 */
export function basketTotalsPence(input: BasketTotalsInput): BasketBreakdown {
  const months = Math.max(MIN_MONTHS, positiveCount(input.months));
  const lines: StorageLineTotal[] = [];
  const unpricedBoxTypeIds: number[] = [];
  for (const item of input.lineItems) {
    const quantity = positiveCount(item.quantity);
    if (quantity === 0) continue;
    const price = lineItemPricePence(input.pricesPence, item.boxTypeId, quantity, months);
    if (!price) {
      unpricedBoxTypeIds.push(item.boxTypeId);
      continue;
    }
    const unitPricePence = nonNegativePence(price.unitPricePence);
    const monthlyTotalPence = unitPricePence * quantity;
    lines.push({
      boxTypeId: item.boxTypeId,
      quantity,
      unitPricePence,
      oneMonthPricePence: nonNegativePence(price.oneMonthPricePence),
      monthlyTotalPence,
      termTotalPence: monthlyTotalPence * months,
    });
  }

  const unitMonthlyPence = nonNegativePence(input.unitMonthlyPence);
  const boxesMonthlyPence = sumPence(lines.map((line) => line.monthlyTotalPence));
  const boxesTotalPence = sumPence(lines.map((line) => line.termTotalPence));
  const storageMonthlyPence = boxesMonthlyPence + unitMonthlyPence;
  const storageTotalPence = boxesTotalPence + unitMonthlyPence * months;
  const oneMonthStorageTotalPence = sumPence(
    lines.map((line) => line.oneMonthPricePence * line.quantity * months),
  );

  const catalogue = new Map(
    (input.materialCatalogue ?? []).map((m) => [m.materialId, m.unitPricePence]),
  );
  const materialsTotalPence = sumPence(
    (input.materials ?? []).map(
      (item) => nonNegativePence(catalogue.get(item.materialId)) * positiveCount(item.quantity),
    ),
  );

  const insuranceMonthlyPence = nonNegativePence(input.insuranceMonthlyPence);
  const insuranceTotalPence = insuranceMonthlyPence * months;
  const roomReturnPence = nonNegativePence(input.roomReturnPence);
  const longDistanceSurchargePence = nonNegativePence(input.longDistanceSurchargePence);
  const finalRentPence = nonNegativePence(input.finalRentPence);
  const packingPence = nonNegativePence(input.packingPence);
  const shippingPence = nonNegativePence(input.shippingPence);
  const subtotalPence = sumPence([
    storageTotalPence,
    materialsTotalPence,
    insuranceTotalPence,
    roomReturnPence,
    longDistanceSurchargePence,
    finalRentPence,
    packingPence,
    shippingPence,
  ]);

  const promotionDiscountPence = promotionDiscountPenceFor(input.promotion, subtotalPence);
  const totalPence = subtotalPence - promotionDiscountPence;
  return {
    months,
    lines,
    unpricedBoxTypeIds,
    storageMonthlyPence,
    storageTotalPence,
    unitMonthlyPence,
    finalRentPence,
    packingPence,
    shippingPence,
    oneMonthStorageTotalPence,
    // The boxes' term discount; a unit's contract discount is in its monthly rent.
    discountPercent: discountPercent(oneMonthStorageTotalPence, boxesTotalPence),
    materialsTotalPence,
    insuranceMonthlyPence,
    insuranceTotalPence,
    roomReturnPence,
    longDistanceSurchargePence,
    subtotalPence,
    promotionDiscountPence,
    totalPence,
  };
}

/**
 * The pence a promotion takes off a subtotal in pence: a percentage of it rounded to the
 * penny (a half penny up), or a fixed amount; never negative, never more than the subtotal.
 */
export function promotionDiscountPenceFor(
  promotion: PromotionTerms | null | undefined,
  subtotalPence: number,
): number {
  if (!promotion?.valid || !Number.isFinite(subtotalPence) || subtotalPence <= 0) return 0;
  if (promotion.discountType === 'percentage') {
    const percent = Number.isFinite(promotion.percent) ? promotion.percent : 0;
    const clamped = Math.min(Math.max(percent, 0), 100);
    return Math.min(divideRoundingPence(subtotalPence * clamped, 100), subtotalPence);
  }
  if (promotion.discountType === 'fixed') {
    return Math.min(nonNegativePence(promotion.amountPence), subtotalPence);
  }
  return 0;
}

/**
 * The VAT inside a VAT-inclusive amount in pence, split to the penny: VAT = gross × rate ÷
 * (1 + rate) rounded to the penny (a half penny away from zero), net = gross − VAT, so
 * net + VAT is the gross exactly. A negative gross (a discount) splits as the mirror of the
 * positive one.
 */
export function vatSplitPence(
  grossPence: number,
  vatRatePercent: number,
): { netPence: number; vatPence: number } {
  const vat = divideRoundingPence(Math.abs(grossPence) * vatRatePercent, 100 + vatRatePercent);
  const vatPence = grossPence < 0 && vat > 0 ? -vat : vat;
  // `|| 0`: an amount of -0 (a zero discount) splits into plain zeros.
  return { netPence: grossPence - vatPence || 0, vatPence: vatPence || 0 };
}
