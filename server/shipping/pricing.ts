import type { QuoteLine } from '../../src/domain/quote.ts';
import {
  type ShippingBasket,
  type ShippingZone,
  shippingCountry,
  TRANSIT_DAYS,
} from '../../src/domain/shipping.ts';
import type { Db } from '../db/database.ts';
import { poundsFromPence } from '../repositories/money.ts';

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
  return bulky ? Math.round(base * 1.5) : base;
}

/**
 * The quote's lines for a shipment: each box to the destination, with the transit time;
 * none until a country we ship to is chosen.
 */
export async function shippingLines(
  db: Db,
  customerId: number,
  shipping: ShippingBasket | null | undefined,
): Promise<QuoteLine[]> {
  const country = shipping?.destination ? shippingCountry(shipping.destination.countryCode) : null;
  if (!shipping || !country || shipping.shipItems.length === 0) return [];
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
  const transit = TRANSIT_DAYS[country.zone];
  return boxes.map((box) => {
    const pence = boxShippingPence(country.zone, box.other);
    return {
      kind: 'shipping',
      itemId: box.boxId,
      description: `Box ${box.boxId} (${box.name}) to ${country.name}, ${transit.min}–${transit.max} working days`,
      quantity: 1,
      unitPrice: poundsFromPence(pence),
      months: null,
      amount: poundsFromPence(pence),
    };
  });
}
