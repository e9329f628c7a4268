import { formatWholePounds } from '../../src/domain/format.ts';
import { penceFromPounds } from '../../src/domain/money.ts';
import type { BasketBreakdown, StorageLineTotal } from '../../src/domain/pricing.ts';
import { shippedItemCount, shippingCountry } from '../../src/domain/shipping.ts';
import type { BasketRecord } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import type { OrderLineInput } from '../orders/lines.ts';

function monthsText(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** A breakdown an attempt stored before prices were kept in pence: its figures are pounds. */
type PoundsBreakdown = Pick<BasketBreakdown, 'months'> & {
  total: number;
  lines: { boxTypeId: number; quantity: number; unitPrice: number; termTotal: number }[];
} & Partial<
    Record<
      | 'insuranceMonthly'
      | 'insuranceTotal'
      | 'unitMonthly'
      | 'shipping'
      | 'packing'
      | 'finalRent'
      | 'roomReturn'
      | 'longDistanceSurcharge',
      number
    >
  >;

/**
 * The breakdown in pence, also from a checkout attempt stored in pounds before an upgrade
 * (its figures are whole pence in pounds, so the conversion is exact).
 */
/** What an attempt charges, from its stored breakdown (in pence, or in pounds from before). */
export function totalPenceOf(stored: BasketBreakdown | PoundsBreakdown): number {
  return 'totalPence' in stored && typeof stored.totalPence === 'number'
    ? stored.totalPence
    : penceFromPounds((stored as PoundsBreakdown).total);
}

export function breakdownInPence(
  stored: BasketBreakdown | PoundsBreakdown,
): Pick<
  BasketBreakdown,
  | 'months'
  | 'lines'
  | 'insuranceMonthlyPence'
  | 'insuranceTotalPence'
  | 'unitMonthlyPence'
  | 'shippingPence'
  | 'packingPence'
  | 'finalRentPence'
  | 'roomReturnPence'
  | 'longDistanceSurchargePence'
> {
  if ('totalPence' in stored && typeof stored.totalPence === 'number') return stored;
  const old = stored as PoundsBreakdown;
  const pence = (pounds: number | undefined) => penceFromPounds(pounds ?? 0);
  return {
    months: old.months,
    lines: old.lines.map(
      (line): StorageLineTotal => ({
        boxTypeId: line.boxTypeId,
        quantity: line.quantity,
        unitPricePence: pence(line.unitPrice),
        oneMonthPricePence: 0,
        monthlyTotalPence: pence(line.unitPrice) * line.quantity,
        termTotalPence: pence(line.termTotal),
      }),
    ),
    insuranceMonthlyPence: pence(old.insuranceMonthly),
    insuranceTotalPence: pence(old.insuranceTotal),
    unitMonthlyPence: pence(old.unitMonthly),
    shippingPence: pence(old.shipping),
    packingPence: pence(old.packing),
    finalRentPence: pence(old.finalRent),
    roomReturnPence: pence(old.roomReturn),
    longDistanceSurchargePence: pence(old.longDistanceSurcharge),
  };
}

/**
 * The invoice lines of a basket as priced at checkout: each box type for the whole term,
 * each material, the insurance cover, a storage unit's rent (its first month, or the last
 * rent of a move-out), and a return's room return and long-distance surcharge. They add up to the subtotal; a promotion shows on
 * the invoice as the difference between that and the amount charged.
 */
export async function orderLinesFor(
  db: Db,
  basket: Pick<
    BasketRecord,
    'materialBasket' | 'storageBasket' | 'collectionBasket' | 'shippingBasket'
  >,
  stored: BasketBreakdown,
): Promise<OrderLineInput[]> {
  const breakdown = breakdownInPence(stored);
  const [boxTypes, materials] = await Promise.all([
    db.selectFrom('boxTypes').select(['boxTypeId', 'name']).execute(),
    db.selectFrom('materials').select(['materialId', 'name', 'unitPricePence']).execute(),
  ]);
  const boxName = new Map(boxTypes.map((type) => [type.boxTypeId, type.name]));
  const material = new Map(materials.map((row) => [row.materialId, row]));
  const term = monthsText(breakdown.months);

  const lines: OrderLineInput[] = breakdown.lines.map((line) => ({
    description: `${boxName.get(line.boxTypeId) ?? 'Box'}, ${term} of storage`,
    quantity: line.quantity,
    unitPricePence: line.unitPricePence * breakdown.months,
    lineTotalPence: line.termTotalPence,
  }));
  for (const item of basket.materialBasket?.items ?? []) {
    const row = material.get(item.materialId);
    if (!row || item.quantity <= 0) continue;
    lines.push({
      description: row.name,
      quantity: item.quantity,
      unitPricePence: row.unitPricePence,
    });
  }
  if (breakdown.insuranceTotalPence > 0) {
    const cover =
      basket.storageBasket?.storageInsurance?.coverageLimit ??
      basket.collectionBasket?.storageInsurance?.coverageLimit;
    lines.push({
      description: `Insurance${cover ? ` for ${formatWholePounds(cover)} of cover` : ''}, ${term}`,
      quantity: breakdown.months,
      unitPricePence: breakdown.insuranceMonthlyPence,
      lineTotalPence: breakdown.insuranceTotalPence,
    });
  }
  if (breakdown.unitMonthlyPence > 0) {
    lines.push({
      description: `Storage unit, ${term} of rent`,
      quantity: 1,
      unitPricePence: breakdown.unitMonthlyPence * breakdown.months,
    });
  }
  if (breakdown.shippingPence > 0) {
    const items = basket.shippingBasket ? shippedItemCount(basket.shippingBasket) : 0;
    const country = shippingCountry(basket.shippingBasket?.destination?.countryCode ?? '');
    lines.push({
      description: `Shipping abroad: ${items === 1 ? 'one item' : `${items} items`}${country ? ` to ${country.name}` : ''}`,
      quantity: 1,
      unitPricePence: breakdown.shippingPence,
    });
  }
  if (breakdown.packingPence > 0) {
    lines.push({
      description: 'Packing service',
      quantity: 1,
      unitPricePence: breakdown.packingPence,
    });
  }
  if (breakdown.finalRentPence > 0) {
    lines.push({
      description: 'Last rent for your storage unit, to the move-out day',
      quantity: 1,
      unitPricePence: breakdown.finalRentPence,
    });
  }
  if (breakdown.roomReturnPence > 0) {
    lines.push({
      description: 'Room return',
      quantity: 1,
      unitPricePence: breakdown.roomReturnPence,
    });
  }
  if (breakdown.longDistanceSurchargePence > 0) {
    lines.push({
      description: 'Long-distance delivery surcharge',
      quantity: 1,
      unitPricePence: breakdown.longDistanceSurchargePence,
    });
  }
  return lines;
}
