import type { PackingBasket } from '../../src/domain/baskets.ts';
import { countText, formatPence } from '../../src/domain/format.ts';
import { PACKERS_PER_TEAM, packingEstimate } from '../../src/domain/packing.ts';
import type { QuoteLinePence } from '../../src/domain/pricing.ts';
import type { Db } from '../db/database.ts';
import {
  PACKING_MATERIALS_PER_BOX_PRICE_KEY,
  PACKING_TEAM_HOUR_PRICE_KEY,
} from '../db/seeds/prices.ts';

/** The packing service's prices in pence: the team's hour, and materials for one box. */
export async function packingPricesPence(
  db: Db,
): Promise<{ teamHourPence: number; perBoxPence: number }> {
  const rows = await db
    .selectFrom('priceSettings')
    .select(['key', 'pricePence'])
    .where('key', 'in', [PACKING_TEAM_HOUR_PRICE_KEY, PACKING_MATERIALS_PER_BOX_PRICE_KEY])
    .execute();
  const price = (key: string) => rows.find((row) => row.key === key)?.pricePence ?? 0;
  return {
    teamHourPence: price(PACKING_TEAM_HOUR_PRICE_KEY),
    perBoxPence: price(PACKING_MATERIALS_PER_BOX_PRICE_KEY),
  };
}

/**
 * The quote's lines for a packing visit, in pence: the team for the hours estimated from the rooms or
 * boxes, and, when included, materials for the boxes; none until a size is given.
 */
export async function packingLinesPence(
  db: Db,
  packing: PackingBasket | null | undefined,
): Promise<QuoteLinePence[]> {
  const estimate = packing ? packingEstimate(packing) : null;
  if (!packing || !estimate) return [];
  const { teamHourPence, perBoxPence } = await packingPricesPence(db);
  const lines: QuoteLinePence[] = [
    {
      kind: 'packing',
      itemId: 1,
      description: `Packing service: ${PACKERS_PER_TEAM} packers for about ${countText(estimate.hours, 'hour', 'hours')} at ${formatPence(teamHourPence)} an hour`,
      quantity: estimate.hours,
      unitPricePence: teamHourPence,
      months: null,
      amountPence: teamHourPence * estimate.hours,
    },
  ];
  if (packing.materialsIncluded) {
    lines.push({
      kind: 'packing',
      itemId: 2,
      description: `Packing materials for about ${countText(estimate.boxes, 'box', 'boxes')} at ${formatPence(perBoxPence)} a box`,
      quantity: estimate.boxes,
      unitPricePence: perBoxPence,
      months: null,
      amountPence: perBoxPence * estimate.boxes,
    });
  }
  return lines;
}
