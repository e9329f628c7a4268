import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCode } from '../../src/domain/errors.ts';
import { toInternationalPhone } from '../../src/domain/format.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import { type Order, type OrderTimeslotRequest, orderSchema } from '../../src/domain/orders.ts';
import { orderTypeOf } from '../baskets/parts.ts';
import { getBasket } from '../baskets/repository.ts';
import type { OrderingSettings } from '../baskets/settings.ts';
import { agreementsOnCancel } from '../billing/agreements.ts';
import { agreementsOnReschedule } from '../billing/repricing.ts';
import type { ImageStore } from '../boxes/image-store.ts';
import { uploadKeysOfBoxes } from '../boxes/images.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { OrderRow } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import { notifyOrLog } from '../notify/notify.ts';
import type { PaymentJobContext } from '../payments/background.ts';
import { orderRefund, recordOrderRefund, runRefund } from '../payments/refunds.ts';
import { cancelShipment } from '../shipping/shipments.ts';
import { type TimeWindow, WINDOWS } from '../timeslots/rules.ts';
import { holdTimeslot } from '../timeslots/service.ts';
import { OrderStatus } from './status.ts';

/**
 * An order row with the basket it came from, found through its checkout when not stored,
 * and the refund its cancellation made, if any.
 */
export type OrderRecord = OrderRow & {
  linkedBasketId: number | null;
  /** The booked courier window ('am' or 'pm'), from the basket's timeslot booking. */
  bookedWindow: string | null;
  feedbackRating: number | null;
  refundPence: number | null;
  refundStatus: string | null;
  refundCardBrand: string | null;
  refundCardLast4: string | null;
};

/**
 * Orders placed before `orders.basket_id` existed, or by a checkout that does not set it,
 * are linked to their basket through the checkout job that created them.
 */
export function selectOrders(db: Db) {
  const basketOfOrder = sql<
    number | null
  >`coalesce(orders.basket_id, (select checkout_jobs.basket_id from checkout_jobs where checkout_jobs.order_id = orders.order_id limit 1))`;
  return db
    .selectFrom('orders')
    .leftJoin('refunds', 'refunds.orderId', 'orders.orderId')
    .selectAll('orders')
    .select([
      'refunds.amountPence as refundPence',
      'refunds.status as refundStatus',
      'refunds.cardBrand as refundCardBrand',
      'refunds.cardLast4 as refundCardLast4',
    ])
    .select(basketOfOrder.as('linkedBasketId'))
    .select(
      // The job an order's window was booked for: its own type, but materials on their own
      // are a materials delivery, and a shipment from home is a collection.
      sql<
        string | null
      >`(select timeslot_bookings.time_window from timeslot_bookings where timeslot_bookings.basket_id = ${basketOfOrder} and timeslot_bookings.order_type = (case orders.order_type when 'SHIPPING' then 'COLLECTION' when 'MATERIALS' then 'BTB_MATERIALS' else orders.order_type end) limit 1)`.as(
        'bookedWindow',
      ),
    )
    .select(
      sql<
        number | null
      >`(select service_feedback.rating from service_feedback where service_feedback.order_id = orders.order_id)`.as(
        'feedbackRating',
      ),
    );
}

/**
 * Whether the order can still be changed or cancelled: only while it is booked and before
 * its service day. The stored flags say what kind of order allows it at all.
 */
export function openForChanges(order: OrderRow, today: string): boolean {
  return (
    !order.isOrderCancelled &&
    order.status !== OrderStatus.Completed &&
    (order.serviceDate === null || order.serviceDate > today)
  );
}

export function toOrder(order: OrderRecord, today: string): Order {
  const open = openForChanges(order, today);
  return orderSchema.parse({
    orderId: order.orderId,
    orderType: order.orderType,
    orderDate: order.orderDate.toISOString(),
    serviceDate: order.serviceDate,
    numberOfItems: order.numberOfItems,
    total: poundsFromPence(order.totalPence),
    isRemovalsReturn: order.isRemovalsReturn,
    isOrderEditable: open && order.isOrderEditable,
    isOrderCancellable: open && order.isOrderCancellable,
    isOrderCancelled: order.isOrderCancelled,
    basketId: order.linkedBasketId,
    feedbackRating: order.feedbackRating,
    timeWindow: Object.hasOwn(WINDOWS, order.bookedWindow ?? '')
      ? WINDOWS[order.bookedWindow as TimeWindow]
      : null,
    refund:
      order.refundPence === null || order.refundStatus === null
        ? null
        : orderRefund({
            amountPence: order.refundPence,
            status: order.refundStatus,
            cardBrand: order.refundCardBrand,
            cardLast4: order.refundCardLast4,
          }),
  });
}

/** The customer's order; anyone else's, or none, is 404. `lock` holds it to the transaction. */
export async function ownOrder(
  db: Db,
  orderId: number,
  customerId: number,
  { lock = false } = {},
): Promise<OrderRecord> {
  let query = selectOrders(db)
    .where('orders.orderId', '=', orderId)
    .where('orders.customerId', '=', customerId);
  if (lock) query = query.forUpdate('orders');
  const order = await query.executeTakeFirst();
  if (!order) throw new HttpError(404, ErrorCode.NotFound);
  return order;
}

/**
 * Cancels the order: it becomes cancelled, not editable and not cancellable; its courier
 * slot is given up; a storage order's boxes that were never collected are removed from the
 * customer's boxes (with their photos), since nothing will be stored; and what was charged
 * for it is refunded to the card (server/payments/refunds.ts), recorded in the same
 * transaction so the order is refunded exactly once. 193 when the order cannot be cancelled
 * (already cancelled, completed, or on or after its service day).
 */
export async function cancelOrder(
  payments: PaymentJobContext,
  images: ImageStore,
  orderId: number,
  customerId: number,
): Promise<Order> {
  const { db, provider } = payments;
  const now = payments.now();
  const today = londonDate(now);
  const { refundId, uploads } = await db.transaction().execute(async (trx) => {
    const current = await ownOrder(trx, orderId, customerId, { lock: true });
    if (!current.isOrderCancellable || !openForChanges(current, today)) {
      throw new HttpError(409, ErrorCode.OrderNotCancellable);
    }
    await trx
      .updateTable('orders')
      .set({
        status: OrderStatus.Cancelled,
        isOrderCancelled: true,
        isOrderEditable: false,
        isOrderCancellable: false,
      })
      .where('orderId', '=', orderId)
      .execute();
    const refundId = await recordOrderRefund(trx, provider.name, current, now);
    await agreementsOnCancel(trx, orderId, now);
    if (current.linkedBasketId !== null) {
      await trx
        .deleteFrom('timeslotBookings')
        .where('basketId', '=', current.linkedBasketId)
        .execute();
    }
    // A unit not yet dropped off at is free for someone else again; a cancelled move-out
    // leaves the unit rented as before.
    await trx
      .updateTable('vsuLettings')
      .set({ status: 'cancelled' })
      .where('orderId', '=', orderId)
      .where('status', '=', 'booked')
      .execute();
    await trx
      .updateTable('vsuLettings')
      .set({ endDate: null, moveOutOrderId: null, moveOutBasketId: null })
      .where('moveOutOrderId', '=', orderId)
      .execute();
    // A shipment not yet sent is called off: its boxes stay in storage.
    if (current.orderType === 'SHIPPING') await cancelShipment(trx, orderId, customerId);
    let uploads: { customerId: number; storageKey: string }[] = [];
    if (current.orderType === 'BTB') {
      const uncollected = await trx
        .selectFrom('boxes')
        .innerJoin('orderBoxes', 'orderBoxes.boxId', 'boxes.boxId')
        .select('boxes.boxId')
        .where('orderBoxes.orderId', '=', orderId)
        .where('boxes.customerId', '=', customerId)
        .where('boxes.status', '=', 'WithCustomer')
        .execute();
      const boxIds = uncollected.map((box) => box.boxId);
      if (boxIds.length > 0) {
        uploads = await uploadKeysOfBoxes(trx, boxIds);
        await trx.deleteFrom('boxes').where('boxId', 'in', boxIds).execute();
      }
    }
    const undo = STATUS_BEFORE_BOOKING[current.orderType];
    if (undo) {
      // The boxes were booked to move; without the order they stay where they are.
      const booked = trx
        .selectFrom('orderBoxes')
        .select('orderBoxes.boxId')
        .where('orderBoxes.orderId', '=', orderId);
      await trx
        .updateTable('boxes')
        .set({ status: undo.to, statusDate: now })
        .where('boxId', 'in', booked)
        .where('customerId', '=', customerId)
        .where('status', '=', undo.from)
        .execute();
    }
    return { refundId, uploads };
  });
  // Files go once the rows are gone for good; a file left by a crash here is never served.
  for (const upload of uploads) await images.remove(upload.customerId, upload.storageKey);
  // The order is cancelled whatever the provider says; a refund it could not make yet is
  // asked for again in the background, and the order says so meanwhile.
  if (refundId !== null) await runRefund(payments, refundId);
  await notifyOrLog(db, { kind: 'order.cancelled', orderId });
  return toOrder(await ownOrder(db, orderId, customerId), today);
}

/** What a cancelled return or collection gives back to its boxes: the status it took from them. */
const STATUS_BEFORE_BOOKING: Partial<Record<string, { from: string; to: string }>> = {
  BTB_RETURN: { from: 'WithLoveSpaceDueOut', to: 'WithLoveSpace' },
  SHIPPING: { from: 'WithLoveSpaceDueOut', to: 'WithLoveSpace' },
  COLLECTION: { from: 'WithCustomerAwaitingPickup', to: 'WithCustomer' },
};

/** E.164: a plus, a country code and up to 15 digits in all. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

/** The phone in international form (+44 for a leading 0), or 400 when it cannot be one. */
export function internationalPhone(phone: string): string {
  const international = toInternationalPhone(phone);
  if (!INTERNATIONAL_PHONE.test(international)) {
    throw new HttpError(
      400,
      ErrorCode.ValidationFailed,
      'Enter a phone number like 07700 900123 or +44 7700 900123',
    );
  }
  return international;
}

/**
 * Sets the contact phone of every open order of the customer (not cancelled, not completed,
 * service day not passed); returns how many changed and the number as stored.
 */
export async function updateOpenOrdersPhone(
  db: Db,
  customerId: number,
  phone: string,
  now: Date,
): Promise<{ updatedOrders: number; newPhoneNumber: string }> {
  const today = londonDate(now);
  const newPhoneNumber = internationalPhone(phone);
  const result = await db
    .updateTable('orders')
    .set({ notificationPhone: newPhoneNumber })
    .where('customerId', '=', customerId)
    .where('isOrderCancelled', '=', false)
    .where('status', '!=', OrderStatus.Completed)
    .where((eb) => eb.or([eb('serviceDate', 'is', null), eb('serviceDate', '>=', today)]))
    .executeTakeFirst();
  return { updatedOrders: Number(result.numUpdatedRows), newPhoneNumber };
}

/**
 * Moves an editable order to another courier slot: the slot is held for the order's basket
 * by the same rules and capacity as in the order funnel, and becomes the order's service
 * day. 193 when the order cannot be changed; 172, 174 or 191 when the slot cannot be had.
 */
export async function changeOrderTimeslot(
  db: Db,
  settings: OrderingSettings,
  orderId: number,
  customerId: number,
  slot: OrderTimeslotRequest,
): Promise<Order> {
  const today = londonDate(settings.now());
  await db.transaction().execute(async (trx) => {
    const current = await ownOrder(trx, orderId, customerId, { lock: true });
    if (!current.isOrderEditable || !openForChanges(current, today)) {
      throw new HttpError(409, ErrorCode.OrderNotCancellable);
    }
    const basket =
      current.linkedBasketId === null ? undefined : await getBasket(trx, current.linkedBasketId);
    if (!basket || basket.customerId !== customerId) {
      throw new HttpError(
        409,
        ErrorCode.OrderNotCancellable,
        "This order's timeslot cannot be changed online, please contact customer services",
      );
    }
    const orderType = orderTypeOf(basket.basketType);
    if (orderType === null) {
      throw new HttpError(
        409,
        ErrorCode.OrderNotCancellable,
        'This order has no timeslot to change',
      );
    }
    const refusal = await holdTimeslot(trx, settings, basket, orderType, slot);
    if (refusal !== undefined) {
      throw new HttpError(refusal === ErrorCode.TimeslotUnavailable ? 409 : 400, refusal);
    }
    await trx
      .updateTable('orders')
      .set({ serviceDate: slot.doorstepDate })
      .where('orderId', '=', orderId)
      .execute();
    // The agreement it starts or ends, and the prices it changes, follow the new day.
    await agreementsOnReschedule(trx, orderId, settings.now());
  });
  // Each change is its own message: a second change the same day is news again.
  await notifyOrLog(db, { kind: 'order.rescheduled', orderId, changeId: randomUUID() });
  return toOrder(await ownOrder(db, orderId, customerId), today);
}
