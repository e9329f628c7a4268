import { divideRoundingPence } from '../../src/domain/money.ts';
import type { QuoteLinePence } from '../../src/domain/pricing.ts';
import {
  type ShippingBasket,
  type ShippingZone,
  shippedItemCount,
  shippingCountry,
  TRANSIT_DAYS,
} from '../../src/domain/shipping.ts';
import type { Db } from '../db/database.ts';

/**
 * What sending one box abroad costs, in pence, by zone: a standard box, and an item that is
 * not one (a suitcase), which is bulkier, at half as much again.
 */
export const BOX_SHIPPING_PENCE: Record<ShippingZone, number> = {
  EU: 4500,
  EUROPE: 5500,
  NORTH_AMERICA: 8900,
  OCEANIA: 11900,
  WORLD: 9900,
};

export function boxShippingPence(zone: ShippingZone, bulky: boolean): number {
  const base = BOX_SHIPPING_PENCE[zone];
  return bulky ? divideRoundingPence(base * 3, 2) : base;
}

/**
 * The quote's lines for a shipment, in pence: each box to the destination, with the transit time;
 * none until a country we ship to is chosen. Items from home cost the same as boxes from our
 * store: the collection is part of the price.
 */
export async function shippingLinesPence(
  db: Db,
  customerId: number,
  shipping: ShippingBasket | null | undefined,
): Promise<QuoteLinePence[]> {
  const code = shipping?.destination?.countryCode ?? shipping?.destinationCountry ?? null;
  const country = code ? shippingCountry(code) : null;
  if (!shipping || !country || shippedItemCount(shipping) === 0) return [];
  const transit = `${TRANSIT_DAYS[country.zone].min}–${TRANSIT_DAYS[country.zone].max} working days`;
  const line = (itemId: number, description: string, bulky: boolean): QuoteLinePence => {
    const pence = boxShippingPence(country.zone, bulky);
    return {
      kind: 'shipping',
      itemId,
      description,
      quantity: 1,
      unitPricePence: pence,
      months: null,
      amountPence: pence,
    };
  };
  if (shipping.source === 'home') {
    const types = await db
      .selectFrom('boxTypes')
      .select(['boxTypeId', 'name', 'other'])
      .where(
        'boxTypeId',
        'in',
        shipping.homeItems.map((item) => item.boxTypeId),
      )
      .execute();
    return shipping.homeItems.map((item, index) => {
      const type = types.find((candidate) => candidate.boxTypeId === item.boxTypeId);
      return line(
        index + 1,
        `Item ${index + 1} (${type?.name ?? 'Box'}) from your home to ${country.name}, ${transit}`,
        type?.other ?? false,
      );
    });
  }
  const boxes = await db
    .selectFrom('boxes')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
    .select(['boxes.boxId', 'boxTypes.name', 'boxTypes.other'])
    .where('boxes.customerId', '=', customerId)
    .where(
      'boxes.boxId',
      'in',
      shipping.shipItems.map((item) => item.boxId),
    )
    .orderBy('boxes.boxId')
    .execute();
  return boxes.map((box) =>
    line(box.boxId, `Box ${box.boxId} (${box.name}) to ${country.name}, ${transit}`, box.other),
  );
}
