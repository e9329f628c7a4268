import type { BoxStatus } from '../../src/domain/boxes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { type OrderType, orderTypeLabel } from '../../src/domain/orders.ts';
import { shippedItemCount } from '../../src/domain/shipping.ts';
import { orderTypeOf } from '../baskets/parts.ts';
import { movingOut } from '../baskets/pricing.ts';
import { confirmPromotion } from '../baskets/promotions.ts';
import { type BasketRecord, lockBasket, setBasketStage } from '../baskets/repository.ts';
import { basketServiceDate, isDriveUp } from '../baskets/service-date.ts';
import { agreementsForOrder } from '../billing/agreements.ts';
import type { Db } from '../db/database.ts';
import type { NewBox } from '../db/tables.ts';
import { bookHeldUnit } from '../drive-up/lettings.ts';
import { bookMoveOut } from '../drive-up/moveOut.ts';
import { HttpError } from '../http/errors.ts';
import { notifyOrLog } from '../notify/notify.ts';
import { type OrderLineInput, recordOrderLines } from '../orders/lines.ts';
import type { CardDetails, PaymentIntentView } from '../payments/provider.ts';
import { recordShipment } from '../shipping/shipments.ts';
import { isActive } from './jobs.ts';

/*
 * The paid basket becomes an order, in one transaction with everything that goes with it:
 * the order and its invoice lines, its boxes (new ones for storage; the returned or collected
 * ones moved on to their booked status), the payment, the promotion's single use, the
 * basket's completion and the job's success. The basket row is locked first, then the job's
 * (the order every checkout transaction takes, so two never wait on each other), and the job
 * must still be running, so however many runners reach this point for one basket, one order
 * comes out.
 */

function numberOfItems(basket: BasketRecord): number {
  if (isDriveUp(basket) || movingOut(basket)) return 1;
  const sum = (items: readonly { quantity: number }[] | undefined) =>
    (items ?? []).reduce((total, item) => total + Math.max(0, item.quantity), 0);
  switch (basket.basketType) {
    case 'btb':
      return sum(basket.storageBasket?.lineItems);
    case 'international':
      return basket.shippingBasket ? shippedItemCount(basket.shippingBasket) : 0;
    case 'materials':
      return sum(basket.materialBasket?.items);
    case 'collection':
      return basket.collectionBasket?.collectionItems.length ?? 0;
    case 'return':
      return basket.returnBasket?.returnItems.length ?? 0;
    case 'packing':
      return 1;
  }
}

/**
 * The order a basket becomes: a unit's letting or move-out, materials on their own
 * ('Materials'; materials bought with storage are part of the storage order), or the job its
 * timeslot is booked for.
 */
function orderTypeOfBasket(basket: BasketRecord): OrderType {
  if (isDriveUp(basket)) return 'VSU';
  if (movingOut(basket)) return 'VSU_RETURN';
  if (basket.basketType === 'materials') return 'MATERIALS';
  if (basket.basketType === 'packing') return 'PACKING';
  if (basket.basketType === 'international') return 'SHIPPING';
  return orderTypeOf(basket.basketType) ?? 'BTB';
}

/**
 * The status an existing box takes once its job is booked: a returned box waits in the
 * store to go out, a collected one waits at home to be picked up.
 */
const BOOKED_STATUS: Partial<Record<BasketRecord['basketType'], BoxStatus>> = {
  return: 'WithLoveSpaceDueOut',
  international: 'WithLoveSpaceDueOut',
  collection: 'WithCustomerAwaitingPickup',
};

/** One new box per box ordered, with the customer until the courier collects it. */
async function newBoxes(trx: Db, basket: BasketRecord, now: Date): Promise<NewBox[]> {
  const lines = (basket.storageBasket?.lineItems ?? []).filter((line) => line.quantity > 0);
  if (lines.length === 0) return [];
  const types = await trx
    .selectFrom('boxTypes')
    .select(['boxTypeId', 'other'])
    .where(
      'boxTypeId',
      'in',
      lines.map((line) => line.boxTypeId),
    )
    .execute();
  // Suitcases are the customer's own; boxes are the provider's.
  const own = new Set(types.filter((type) => type.other).map((type) => type.boxTypeId));
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      customerId: basket.customerId,
      boxTypeId: line.boxTypeId,
      status: 'WithCustomer',
      serviceType: null,
      boxDescription: null,
      parentBoxId: null,
      ownerType: own.has(line.boxTypeId) ? 'customer' : 'lovespace',
      statusDate: now,
      createdAt: now,
    })),
  );
}

/** Existing boxes the order is about: the ones collected or returned. */
function existingBoxIds(basket: BasketRecord): number[] {
  if (basket.basketType === 'collection') {
    return (basket.collectionBasket?.collectionItems ?? []).map((item) => item.boxId);
  }
  if (basket.basketType === 'return') {
    return (basket.returnBasket?.returnItems ?? []).map((item) => item.boxId);
  }
  if (basket.basketType === 'international') {
    return (basket.shippingBasket?.shipItems ?? []).map((item) => item.boxId);
  }
  return [];
}

/**
 * Creates the order for a paid basket; `charge` is the succeeded payment and the card it
 * took (null when the order costs nothing) and `lines` what the invoice lists. Returns the order id, or undefined when
 * the job had already finished.
 */
export async function fulfilOrder(
  db: Db,
  basketId: number,
  charge: { intent: PaymentIntentView; card: CardDetails | null } | null,
  lines: readonly OrderLineInput[],
  now: Date,
): Promise<number | undefined> {
  const placed = await db.transaction().execute(async (trx) => {
    const basket = await lockBasket(trx, basketId);
    const job = await trx
      .selectFrom('checkoutJobs')
      .selectAll()
      .where('basketId', '=', basketId)
      .forUpdate()
      .executeTakeFirst();
    if (!job || !isActive(job) || !basket) return undefined;

    const moveOut = movingOut(basket);
    const orderType = orderTypeOfBasket(basket);
    const { orderId } = await trx
      .insertInto('orders')
      .values({
        customerId: basket.customerId,
        orderType,
        orderDate: now,
        serviceDate: await basketServiceDate(trx, basket),
        numberOfItems: numberOfItems(basket),
        status: 'Booked',
        totalPence: charge?.intent.amountPence ?? 0,
        isOrderEditable: true,
        isOrderCancellable: true,
        // The return's contact number is the one the courier rings on the day.
        notificationPhone: basket.returnBasket?.notificationPhone ?? null,
        basketId,
      })
      .returning('orderId')
      .executeTakeFirstOrThrow();

    await recordOrderLines(trx, orderId, lines);
    // The unit held for the basket since checkout began is the order's from now on.
    if (isDriveUp(basket) && !(await bookHeldUnit(trx, basketId, orderId))) {
      throw new HttpError(409, ErrorCode.NotEnoughUnitsOnDropOffDay);
    }
    // A shipment abroad: where to and when, each box's declaration, and the boxes marked as
    // shipping (new ones for items collected from home), which takes them off My stuff's lists.
    const shipped =
      basket.basketType === 'international' ? await recordShipment(trx, basket, orderId, now) : [];
    // So is the move-out the basket claimed when its checkout began.
    if (moveOut && !(await bookMoveOut(trx, basketId, moveOut, orderId))) {
      throw new HttpError(
        409,
        ErrorCode.OrderAlreadyPlaced,
        'A move-out is already booked for this unit',
      );
    }

    const boxes = await newBoxes(trx, basket, now);
    const created =
      boxes.length > 0
        ? await trx.insertInto('boxes').values(boxes).returning('boxId').execute()
        : [];
    const existing = existingBoxIds(basket);
    const boxIds = [...new Set([...created.map((box) => box.boxId), ...existing, ...shipped])];
    const bookedStatus = BOOKED_STATUS[basket.basketType];
    if (bookedStatus && existing.length > 0) {
      await trx
        .updateTable('boxes')
        .set({ status: bookedStatus, statusDate: now })
        .where('boxId', 'in', existing)
        .where('customerId', '=', basket.customerId)
        .execute();
    }
    if (boxIds.length > 0) {
      const owned = await trx
        .selectFrom('boxes')
        .select('boxId')
        .where('boxId', 'in', boxIds)
        .where('customerId', '=', basket.customerId)
        .execute();
      if (owned.length > 0) {
        await trx
          .insertInto('orderBoxes')
          .values(owned.map((box) => ({ orderId, boxId: box.boxId })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }

    if (charge) {
      const { intent, card } = charge;
      await trx
        .insertInto('payments')
        .values({
          customerId: basket.customerId,
          orderId,
          description: `${orderTypeLabel(orderType)} order ${orderId}`,
          amountPence: intent.amountPence,
          status: 'succeeded',
          paymentDate: now,
          paymentIntentId: intent.id,
          balancePaymentId: null,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          createdAt: now,
        })
        .execute();
    }

    // Monthly storage billed from the end of the paid term; a return or move-out ends it.
    await agreementsForOrder(trx, basket, orderId, charge, now);

    // The code was held for this basket when its checkout started, if it was in the price.
    await confirmPromotion(trx, basketId, orderId, now);

    await setBasketStage(trx, basketId, 'completed', { now });
    await trx
      .updateTable('checkoutJobs')
      .set({
        status: 'succeeded',
        orderId,
        clientSecret: null,
        errorCode: null,
        message: null,
        updatedAt: now,
      })
      .where('basketId', '=', basketId)
      .execute();
    return orderId;
  });
  // Paid and free orders alike: the confirmation is queued once the order is committed.
  if (placed !== undefined) await notifyOrLog(db, { kind: 'order.confirmed', orderId: placed });
  return placed;
}
