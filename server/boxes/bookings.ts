import { type OpenBooking, openBookingText } from '../../src/domain/boxes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { OrderStatus } from '../orders/status.ts';

/*
 * A box may be in one open job at a time. It is booked while an order that holds it is
 * neither cancelled nor completed, and while a checkout of a basket that names it is under
 * way (the order does not exist yet, but the card is being charged for it).
 */

const KIND_OF_ORDER_TYPE: Record<string, OpenBooking['kind']> = {
  BTB: 'collection',
  COLLECTION: 'collection',
  BTB_RETURN: 'return',
};

/** Checkout statuses during which a basket's boxes are spoken for (see checkout/jobs.ts). */
const CHECKOUT_UNDER_WAY = ['processing', 'requires_action'];

/**
 * The open bookings of the customer's boxes, by box id: all of them, or only `boxIds`. The
 * checkout of `exceptBasketId` (the basket asking) does not count against its own boxes.
 */
export async function openBookings(
  db: Db,
  customerId: number,
  options: { boxIds?: readonly number[]; exceptBasketId?: number } = {},
): Promise<Map<number, OpenBooking>> {
  const { boxIds, exceptBasketId } = options;
  const bookings = new Map<number, OpenBooking>();
  if (boxIds?.length === 0) return bookings;

  let inOrders = db
    .selectFrom('orderBoxes')
    .innerJoin('orders', 'orders.orderId', 'orderBoxes.orderId')
    .select(['orderBoxes.boxId', 'orders.orderType', 'orders.serviceDate'])
    .where('orders.customerId', '=', customerId)
    .where('orders.isOrderCancelled', '=', false)
    .where('orders.status', '!=', OrderStatus.Completed);
  if (boxIds) inOrders = inOrders.where('orderBoxes.boxId', 'in', [...boxIds]);

  let checkouts = db
    .selectFrom('checkoutJobs')
    .innerJoin('baskets', 'baskets.basketId', 'checkoutJobs.basketId')
    .select(['baskets.basketId', 'baskets.collectionBasket', 'baskets.returnBasket'])
    .where('checkoutJobs.customerId', '=', customerId)
    .where('checkoutJobs.status', 'in', CHECKOUT_UNDER_WAY);
  if (exceptBasketId !== undefined) {
    checkouts = checkouts.where('baskets.basketId', '!=', exceptBasketId);
  }
  // Independent reads, asked for together (within a transaction they simply queue).
  const [ordered, underWay] = await Promise.all([inOrders.execute(), checkouts.execute()]);
  for (const row of ordered) {
    const kind = KIND_OF_ORDER_TYPE[row.orderType];
    if (kind) bookings.set(row.boxId, { kind, serviceDate: row.serviceDate });
  }
  for (const basket of underWay) {
    const jobs = [
      {
        kind: 'collection' as const,
        part: basket.collectionBasket,
        items: basket.collectionBasket?.collectionItems,
      },
      {
        kind: 'return' as const,
        part: basket.returnBasket,
        items: basket.returnBasket?.returnItems,
      },
    ];
    for (const { kind, part, items } of jobs) {
      for (const { boxId } of items ?? []) {
        if (boxIds && !boxIds.includes(boxId)) continue;
        if (!bookings.has(boxId)) {
          bookings.set(boxId, { kind, serviceDate: part?.timeslot?.doorstepDate ?? null });
        }
      }
    }
  }
  return bookings;
}

/**
 * Holds the boxes' rows for the rest of the transaction, so that of two checkouts naming the
 * same box, the second waits for the first and then sees its booking.
 */
export async function lockBoxes(trx: Db, boxIds: readonly number[]): Promise<void> {
  if (boxIds.length === 0) return;
  await trx
    .selectFrom('boxes')
    .select('boxId')
    .where('boxId', 'in', [...boxIds])
    .orderBy('boxId')
    .forUpdate()
    .execute();
}

/** 187 for the first of the boxes that is already booked elsewhere, naming what for and when. */
export async function refuseBooked(
  db: Db,
  customerId: number,
  boxIds: readonly number[],
  basketId: number,
): Promise<void> {
  const booked = await openBookings(db, customerId, { boxIds, exceptBasketId: basketId });
  for (const boxId of boxIds) {
    const booking = booked.get(boxId);
    if (booking) {
      throw new HttpError(
        409,
        ErrorCode.BoxAlreadyBooked,
        `Box ${boxId} is already ${openBookingText(booking).replace(/^Booked/, 'booked')}`,
      );
    }
  }
}
