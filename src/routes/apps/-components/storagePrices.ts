import type { LineItem } from '../../../domain/baskets';
import { findBoxType } from '../../../domain/box-types';
import { formatPence } from '../../../domain/format';
import type { Material, MaterialItem } from '../../../domain/materials';
import { penceFromPounds, poundsFromPence } from '../../../domain/money';
import type { Promotion, StoragePrices } from '../../../domain/prices';
import { priceTablePence, unitPriceFor } from '../../../domain/priceTables';
import {
  type BasketBreakdown,
  basketTotalsPence,
  groupFurtherMonths,
  type MonthRun,
  promotionTerms,
} from '../../../domain/pricing';
import type { MonthsOptionPrice } from '../../../ui/commerce/MonthsChooser/MonthsChooser';
import { DEFAULT_MONTH_OPTIONS } from '../../../ui/commerce/MonthsChooser/MonthsChooser';
import type { PriceLine } from '../../../ui/commerce/PriceSummary/PriceSummary';

/** The longest term the further-months table looks at. */
const FURTHER_MONTHS_HORIZON = 12;

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

/** Monthly storage prices for terms of 2 months on, grouped where they are equal. */
export function furtherMonths(
  prices: StoragePrices | null,
  lineItems: readonly LineItem[],
): MonthRun[] {
  if (!prices || lineItems.length === 0) return [];
  const pricesPence = priceTablePence(prices);
  const monthly = Array.from({ length: FURTHER_MONTHS_HORIZON }, (_, index) =>
    poundsFromPence(
      basketTotalsPence({ lineItems, pricesPence, months: index + 1 }).storageMonthlyPence,
    ),
  );
  return groupFurtherMonths(monthly);
}

export interface OrderPriceInput {
  prices: StoragePrices | null;
  lineItems: readonly LineItem[];
  months: number;
  materials?: readonly MaterialItem[];
  materialCatalogue?: readonly Material[];
  insuranceMonthlyPrice?: number;
  promotion?: Promotion | null;
}

/** The order's price in pence, from the API's figures in pounds. */
export function orderTotals(input: OrderPriceInput): BasketBreakdown {
  return basketTotalsPence({
    lineItems: input.lineItems,
    pricesPence: input.prices ? priceTablePence(input.prices) : {},
    months: input.months,
    materials: input.materials ?? [],
    materialCatalogue: (input.materialCatalogue ?? []).map((material) => ({
      materialId: material.materialId,
      unitPricePence: penceFromPounds(material.unitPrice),
    })),
    insuranceMonthlyPence: penceFromPounds(input.insuranceMonthlyPrice ?? 0),
    promotion: input.promotion ? promotionTerms(input.promotion) : null,
  });
}

/** The summary's lines: storage per month per box type, then materials and cover. */
export function priceLines(
  totals: BasketBreakdown,
  materials: readonly MaterialItem[] = [],
  materialCatalogue: readonly Material[] = [],
): PriceLine[] {
  const lines: PriceLine[] = totals.lines.map((line) => ({
    key: `box-${line.boxTypeId}`,
    label: `${line.quantity} × ${findBoxType(line.boxTypeId)?.name ?? 'Box'}`,
    detail: `${formatPence(line.unitPricePence)} a month each`,
    amount: poundsFromPence(line.monthlyTotalPence),
    perMonth: true,
  }));
  for (const item of materials) {
    const material = materialCatalogue.find((m) => m.materialId === item.materialId);
    if (!material) continue;
    lines.push({
      key: `material-${item.materialId}`,
      label: `${item.quantity} × ${material.name}`,
      amount: poundsFromPence(penceFromPounds(material.unitPrice) * item.quantity),
    });
  }
  if (totals.insuranceMonthlyPence > 0) {
    lines.push({
      key: 'insurance',
      label: 'Insurance cover',
      amount: poundsFromPence(totals.insuranceMonthlyPence),
      perMonth: true,
    });
  }
  return lines;
}
