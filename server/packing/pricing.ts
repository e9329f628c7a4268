import type { PackingBasket } from '../../src/domain/baskets.ts';
import { formatPrice } from '../../src/domain/format.ts';
import { PACKERS_PER_TEAM, packingEstimate } from '../../src/domain/packing.ts';
import type { QuoteLine } from '../../src/domain/quote.ts';
import type { Db } from '../db/database.ts';
import {
  PACKING_MATERIALS_PER_BOX_PRICE_KEY,
  PACKING_TEAM_HOUR_PRICE_KEY,
} from '../db/seeds/prices.ts';
import { poundsFromPence } from '../repositories/money.ts';

/** The packing service's prices in pence: the team's hour, and materials for one box. */
export async function packingPrices(db: Db): Promise<{ teamHour: number; perBox: number }> {
  const rows = await db
    .selectFrom('priceSettings')
    .select(['key', 'pricePence'])
    .where('key', 'in', [PACKING_TEAM_HOUR_PRICE_KEY, PACKING_MATERIALS_PER_BOX_PRICE_KEY])
    .execute();
  const price = (key: string) => rows.find((row) => row.key === key)?.pricePence ?? 0;
  return {
    teamHour: price(PACKING_TEAM_HOUR_PRICE_KEY),
    perBox: price(PACKING_MATERIALS_PER_BOX_PRICE_KEY),
  };
}

/**
 * The quote's lines for a packing visit: the team for the hours estimated from the rooms or
 * boxes, and, when included, materials for the boxes; none until a size is given.
 */
export async function packingLines(
  db: Db,
  packing: PackingBasket | null | undefined,
): Promise<QuoteLine[]> {
  const estimate = packing ? packingEstimate(packing) : null;
  if (!packing || !estimate) return [];
  const prices = await packingPrices(db);
  const lines: QuoteLine[] = [
    {
      kind: 'packing',
      itemId: 1,
      description: `Packing service: ${PACKERS_PER_TEAM} packers for about ${estimate.hours} hours at ${formatPrice(poundsFromPence(prices.teamHour))} an hour`,
      quantity: estimate.hours,
      unitPrice: poundsFromPence(prices.teamHour),
      months: null,
      amount: poundsFromPence(prices.teamHour * estimate.hours),
    },
  ];
  if (packing.materialsIncluded) {
    lines.push({
      kind: 'packing',
      itemId: 2,
      description: `Packing materials for about ${estimate.boxes} boxes at ${formatPrice(poundsFromPence(prices.perBox))} a box`,
      quantity: estimate.boxes,
      unitPrice: poundsFromPence(prices.perBox),
      months: null,
      amount: poundsFromPence(prices.perBox * estimate.boxes),
    });
  }
  return lines;
}
