import { penceFromPounds } from './money';
import type { LineItemPrice, StoragePrices } from './prices';

/* Reading the price plan's tables (tiers by number of boxes and months), without the schema library. */

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

/**
 * A plan's monthly prices per box in whole pence, keyed like the API's table: box type, then
 * number of boxes, then months.
 */
export type PriceTablePence = Record<string, Record<string, Record<string, number>>>;

/** The API's price table (pounds) in pence, for pricing a basket. */
export function priceTablePence(
  prices: Pick<StoragePrices, 'pricesByMonthsByNumBoxesByBoxType'>,
): PriceTablePence {
  const table: PriceTablePence = {};
  for (const [boxTypeId, byNumBoxes] of Object.entries(prices.pricesByMonthsByNumBoxesByBoxType)) {
    const pence: Record<string, Record<string, number>> = {};
    for (const [numBoxes, byMonths] of Object.entries(byNumBoxes)) {
      pence[numBoxes] = Object.fromEntries(
        Object.entries(byMonths).map(([months, pounds]) => [months, penceFromPounds(pounds)]),
      );
    }
    table[boxTypeId] = pence;
  }
  return table;
}

/** The line item's unit price in pence at the chosen term and at one month. */
export function lineItemPricePence(
  pricesPence: PriceTablePence,
  boxTypeId: number,
  numBoxes: number,
  months: number,
): { unitPricePence: number; oneMonthPricePence: number } | undefined {
  const table = { pricesByMonthsByNumBoxesByBoxType: pricesPence };
  const unitPricePence = unitPriceFor(table, boxTypeId, numBoxes, months);
  const oneMonthPricePence = unitPriceFor(table, boxTypeId, numBoxes, 1);
  if (unitPricePence === undefined || oneMonthPricePence === undefined) return undefined;
  return { unitPricePence, oneMonthPricePence };
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
