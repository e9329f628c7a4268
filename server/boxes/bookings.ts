import { type OpenBooking, openBookingText } from '../../src/domain/boxes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { OrderType } from '../../src/domain/orders.ts';
import { shipmentLeaves } from '../../src/domain/shipping.ts';
import type { BasketParts } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { OrderStatus } from '../orders/status.ts';

/*
 * The one rule for booking a stored box: a box is in one open job at a time, whatever the
 * job. It is booked while an order of any type that holds it is neither cancelled nor
 * completed, and while the checkout of a basket any of whose parts names it is under way
 * (the order does not exist yet, but the card is being charged for it). Every basket part
 * that takes existing boxes says which below; the checkout holds the boxes' rows while it
 * asks, so of N checkouts naming one box exactly one goes on (see lockBoxes).
 */

/** What each type of open order does with its boxes, as the customer is told. */
const KIND_OF_ORDER_TYPE: Record<OrderType, OpenBooking['kind']> = {
  BTB: 'collection',
  COLLECTION: 'collection',
  BTB_RETURN: 'return',
  SHIPPING: 'shipping',
  BTB_MATERIALS: 'delivery',
  MATERIALS: 'delivery',
  PACKING: 'packing',
  VSU: 'drop-off',
  VSU_RETURN: 'move-out',
};

/** A basket part that takes boxes the customer already has: which, for what, on which day. */
interface BoxBookingPart<P extends keyof BasketParts> {
  part: P;
  kind: OpenBooking['kind'];
  boxIds(part: BasketParts[P]): number[];
  day(part: BasketParts[P]): string | null;
}

const part = <P extends keyof BasketParts>(booking: BoxBookingPart<P>) => booking;

/** Every part that books existing boxes. A new one that does is added here, and only here. */
const BOX_BOOKING_PARTS = [
  part({
    part: 'collectionBasket',
    kind: 'collection',
    boxIds: (collection) => collection.collectionItems.map((item) => item.boxId),
    day: (collection) => collection.timeslot?.doorstepDate ?? null,
  }),
  part({
    part: 'returnBasket',
    kind: 'return',
    boxIds: (returns) => returns.returnItems.map((item) => item.boxId),
    day: (returns) => returns.timeslot?.doorstepDate ?? null,
  }),
  part({
    part: 'shippingBasket',
    kind: 'shipping',
    boxIds: (shipping) => shipping.shipItems.map((item) => item.boxId),
    day: (shipping) => shipmentLeaves(shipping),
  }),
];

type BookingParts = { [P in keyof BasketParts]?: BasketParts[P] | null };

/** Each existing box a basket books, with what for and when, in the order its parts list them. */
export function basketBookings(basket: BookingParts): { boxId: number; booking: OpenBooking }[] {
  return BOX_BOOKING_PARTS.flatMap((booking) => {
    const value = basket[booking.part] as never;
    if (!value) return [];
    const serviceDate = booking.day(value);
    return booking
      .boxIds(value)
      .map((boxId) => ({ boxId, booking: { kind: booking.kind, serviceDate } }));
  });
}

/** The existing boxes a basket books, each once. */
export function bookedBoxIds(basket: BookingParts): number[] {
  return [...new Set(basketBookings(basket).map(({ boxId }) => boxId))];
}

/** Checkout statuses during which a basket's boxes are spoken for (see checkout/jobs.ts). */
const CHECKOUT_UNDER_WAY = ['processing', 'requires_action'];

/** The open orders of the customer holding boxes: each box with the order's type and day. */
export function openOrderBoxes(db: Db, customerId: number) {
  return db
    .selectFrom('orderBoxes')
    .innerJoin('orders', 'orders.orderId', 'orderBoxes.orderId')
    .select(['orderBoxes.boxId', 'orders.orderType', 'orders.serviceDate'])
    .where('orders.customerId', '=', customerId)
    .where('orders.isOrderCancelled', '=', false)
    .where('orders.status', 'not in', [OrderStatus.Completed, OrderStatus.Cancelled]);
}

/** The parts of the customer's baskets whose checkout is under way. */
export function checkoutsUnderWay(db: Db, customerId: number) {
  return db
    .selectFrom('checkoutJobs')
    .innerJoin('baskets', 'baskets.basketId', 'checkoutJobs.basketId')
    .select(['baskets.collectionBasket', 'baskets.returnBasket', 'baskets.shippingBasket'])
    .where('checkoutJobs.customerId', '=', customerId)
    .where('checkoutJobs.status', 'in', CHECKOUT_UNDER_WAY);
}

/** A box an open order holds, as `openOrderBoxes` reads it. */
export interface OrderedBox {
  boxId: number;
  orderType: string;
  serviceDate: string | null;
}

/** What the open order holding a box does with it, as the customer is told. */
export function orderBooking(row: Omit<OrderedBox, 'boxId'>): OpenBooking {
  // An order of a type this table does not know yet books its boxes all the same.
  const kind = KIND_OF_ORDER_TYPE[row.orderType as OrderType] ?? 'delivery';
  return { kind, serviceDate: row.serviceDate };
}

/**
 * The bookings, by box id, of boxes held by open orders and by checkouts under way (an
 * order's booking first); only of `wanted` boxes when given.
 */
export function bookingsByBox(
  ordered: readonly OrderedBox[],
  underWay: readonly BookingParts[],
  wanted?: ReadonlySet<number>,
): Map<number, OpenBooking> {
  const bookings = new Map<number, OpenBooking>();
  for (const row of ordered) bookings.set(row.boxId, orderBooking(row));
  for (const basket of underWay) {
    for (const { boxId, booking } of basketBookings(basket)) {
      if (wanted && !wanted.has(boxId)) continue;
      if (!bookings.has(boxId)) bookings.set(boxId, booking);
    }
  }
  return bookings;
}

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
  if (boxIds?.length === 0) return new Map();

  let inOrders = openOrderBoxes(db, customerId);
  if (boxIds) inOrders = inOrders.where('orderBoxes.boxId', 'in', [...boxIds]);
  let checkouts = checkoutsUnderWay(db, customerId);
  if (exceptBasketId !== undefined) {
    checkouts = checkouts.where('baskets.basketId', '!=', exceptBasketId);
  }
  // Independent reads, asked for together (within a transaction they simply queue).
  const [ordered, underWay] = await Promise.all([inOrders.execute(), checkouts.execute()]);
  return bookingsByBox(ordered, underWay, boxIds ? new Set(boxIds) : undefined);
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

/**
 * Holds the boxes' rows for the rest of the transaction, so that of two checkouts naming the
 * same box, the second waits for the first to commit and then sees its booking (on
 * PostgreSQL each statement of a read-committed transaction reads what was committed before
 * it began, so the booking query after the lock sees the winner's checkout).
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

/**
 * In the checkout's transaction: holds the basket's boxes and refuses (187) one another open
 * order or checkout has booked. The caller has locked the basket row first.
 */
export async function bookBasketBoxes(
  trx: Db,
  customerId: number,
  basketId: number,
  basket: BookingParts,
): Promise<void> {
  const boxIds = bookedBoxIds(basket);
  await lockBoxes(trx, boxIds);
  await refuseBooked(trx, customerId, boxIds, basketId);
}
