import { driveUpOf } from '../../src/domain/baskets.ts';
import { shipmentLeaves } from '../../src/domain/shipping.ts';
import type { Db } from '../db/database.ts';
import { orderTypeOf } from './parts.ts';
import { movingOut, type PricedBasket } from './pricing.ts';
import type { BasketRecord } from './repository.ts';

/** What the booked day is read from: a basket as stored (or priced), with its id and type. */
export type DatedBasket = Pick<BasketRecord, 'basketId' | 'basketType'> & PricedBasket;

/** A storage basket driven to a unit rather than collected at the door. */
export function isDriveUp(basket: Pick<PricedBasket, 'storageBasket'>): boolean {
  return basket.storageBasket ? driveUpOf(basket.storageBasket).dropOffType === 'driveUp' : false;
}

/**
 * The booked day ('yyyy-MM-dd'), which becomes the order's service date: a unit's drop-off or
 * move-out, a shipment's dispatch or collection, else the courier timeslot held for the basket,
 * else the one in the basket; null while none is chosen. A storage order's monthly bills are
 * counted from it (the quote's `monthlyPayments` and the agreement the order opens).
 */
export async function basketServiceDate(db: Db, basket: DatedBasket): Promise<string | null> {
  if (basket.storageBasket && isDriveUp(basket)) return driveUpOf(basket.storageBasket).dropOffDate;
  const moveOut = movingOut(basket);
  if (moveOut) return moveOut.moveOutDate;
  if (basket.shippingBasket) return shipmentLeaves(basket.shippingBasket);
  const orderType = orderTypeOf(basket.basketType);
  if (orderType === null) return null;
  const booking = await db
    .selectFrom('timeslotBookings')
    .select('serviceDate')
    .where('basketId', '=', basket.basketId)
    .where('orderType', '=', orderType)
    .executeTakeFirst();
  if (booking) return booking.serviceDate;
  const slot =
    basket.storageBasket?.collection.timeslot ??
    basket.collectionBasket?.timeslot ??
    basket.returnBasket?.timeslot ??
    basket.packingBasket?.timeslot;
  return slot?.doorstepDate ?? null;
}
