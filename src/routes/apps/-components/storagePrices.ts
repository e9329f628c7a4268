import type { LineItem } from '../../../domain/baskets';
import { poundsFromPence } from '../../../domain/money';
import type { StoragePrices } from '../../../domain/prices';
import { priceTablePence, unitPriceFor } from '../../../domain/priceTables';
import { basketTotalsPence } from '../../../domain/pricing';
import type { MonthsOptionPrice } from '../../../ui/commerce/MonthsChooser/MonthsChooser';
import { DEFAULT_MONTH_OPTIONS } from '../../../ui/commerce/MonthsChooser/MonthsChooser';

/** Each box type's monthly price per box at the chosen term, for the quantity chosen (or 1). */
export function pricesByBoxType(
  prices: StoragePrices | null,
  boxTypeIds: readonly number[],
  lineItems: readonly LineItem[],
  months: number,
): Partial<Record<number, number>> {
  const result: Partial<Record<number, number>> = {};
  if (!prices) return result;
  for (const boxTypeId of boxTypeIds) {
    const quantity = lineItems.find((item) => item.boxTypeId === boxTypeId)?.quantity ?? 0;
    const price = unitPriceFor(prices, boxTypeId, Math.max(1, quantity), months);
    if (price !== undefined) result[boxTypeId] = price;
  }
  return result;
}

/** The basket's monthly storage price on each term on offer, for the months chooser. */
export function monthOptionPrices(
  prices: StoragePrices | null,
  lineItems: readonly LineItem[],
): Partial<Record<number, MonthsOptionPrice>> {
  const result: Partial<Record<number, MonthsOptionPrice>> = {};
  if (!prices || lineItems.length === 0) return result;
  const pricesPence = priceTablePence(prices);
  for (const months of DEFAULT_MONTH_OPTIONS) {
    const totals = basketTotalsPence({ lineItems, pricesPence, months });
    result[months] = {
      monthly: poundsFromPence(totals.storageMonthlyPence),
      oneMonthMonthly: poundsFromPence(totals.oneMonthStorageTotalPence) / months,
    };
  }
  return result;
}
