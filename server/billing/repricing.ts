import { pricedBreakdown } from '../baskets/pricing.ts';
import { monthlyBillPence } from '../baskets/quote.ts';
import { getBasket } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import { londonDate } from '../jobs/london.ts';
import { addMonths, monthsBetween } from './periods.ts';

/*
 * A box agreement's price follows the boxes still stored (docs/decisions.md, "The monthly
 * bill: what the customer sees"). A return (or shipment abroad) of some of its boxes schedules
 * the price of those left from the return's service day, worked out by the quote's own code
 * (`pricedBreakdown` and `monthlyBillPence`) for the boxes left, at the order's months band and
 * cover. A period is billed at the price in force on its first day, so the month in which the
 * boxes leave is paid at the old price and the next at the new one. The schedule is worked out
 * again whenever a return is booked, moved or cancelled; the return of the last box ends the
 * agreement instead (server/billing/agreements.ts).
 */

/** Order types that take boxes out of storage for good. */
const LEAVING_ORDER_TYPES = ['BTB_RETURN', 'SHIPPING'] as const;

interface AgreementBox {
  boxId: number;
  boxTypeId: number;
  /** The service day of the first return or shipment taking it out; null while it stays. */
  leavesOn: string | null;
  /** That return or shipment. */
  leavingOrderId: number | null;
}

/**
 * The agreement's boxes and when each leaves storage: the first return or shipment (not
 * cancelled) from the agreement's start on; one before it took the box out in an earlier life
 * (before it was collected back in).
 */
export async function agreementBoxes(
  db: Db,
  agreement: { orderId: number; customerId: number; startDate: string },
): Promise<AgreementBox[]> {
  const boxes = await db
    .selectFrom('orderBoxes')
    .innerJoin('boxes', 'boxes.boxId', 'orderBoxes.boxId')
    .select(['boxes.boxId', 'boxes.boxTypeId'])
    .where('orderBoxes.orderId', '=', agreement.orderId)
    .orderBy('boxes.boxId')
    .execute();
  if (boxes.length === 0) return [];
  const leaving = await db
    .selectFrom('orderBoxes')
    .innerJoin('orders', 'orders.orderId', 'orderBoxes.orderId')
    .select(['orderBoxes.boxId', 'orders.orderId', 'orders.serviceDate', 'orders.orderDate'])
    .where('orders.customerId', '=', agreement.customerId)
    .where('orders.orderType', 'in', LEAVING_ORDER_TYPES)
    .where('orders.isOrderCancelled', '=', false)
    .where(
      'orderBoxes.boxId',
      'in',
      boxes.map((box) => box.boxId),
    )
    .execute();
  const leavesOn = new Map<number, { day: string; orderId: number }>();
  for (const row of leaving) {
    const day = row.serviceDate ?? londonDate(row.orderDate);
    if (day < agreement.startDate) continue;
    const known = leavesOn.get(row.boxId);
    if (known === undefined || day < known.day) {
      leavesOn.set(row.boxId, { day, orderId: row.orderId });
    }
  }
  return boxes.map((box) => {
    const leaves = leavesOn.get(box.boxId);
    return { ...box, leavesOn: leaves?.day ?? null, leavingOrderId: leaves?.orderId ?? null };
  });
}

/** The boxes still stored on `date`: those not leaving on or before it. */
export function storedOn<T extends AgreementBox>(boxes: readonly T[], date: string): T[] {
  return boxes.filter((box) => box.leavesOn === null || box.leavesOn > date);
}

/**
 * The monthly bill for these boxes at the order's months band and cover, by the quote's own
 * code; null when the order's basket is not known (the agreement's own price then stands).
 */
async function monthlyPenceForBoxes(
  db: Db,
  agreement: { orderId: number; customerId: number },
  boxIds: readonly number[],
  now: Date,
): Promise<number | null> {
  const order = await db
    .selectFrom('orders')
    .select('basketId')
    .where('orderId', '=', agreement.orderId)
    .executeTakeFirst();
  const basket = order?.basketId ? await getBasket(db, order.basketId) : undefined;
  const terms = basket?.storageBasket ?? basket?.collectionBasket;
  if (!terms) return null;
  // Priced as boxes going into storage: counted by type from the boxes themselves.
  const { breakdown } = await pricedBreakdown(
    db,
    {
      customerId: agreement.customerId,
      promoCode: null,
      storageBasket: null,
      materialBasket: null,
      returnBasket: null,
      collectionBasket: {
        collectionItems: boxIds.map((boxId) => ({ boxId })),
        numberOfMonths: terms.numberOfMonths,
        storageInsurance: terms.storageInsurance,
        address: null,
        timeslot: null,
        doorstepCollection: false,
      },
    },
    now,
  );
  return monthlyBillPence(breakdown);
}

/**
 * The end of a box agreement from the returns booked now: the day its last box leaves, by that
 * return; open again when a box stays (a return it counted on was cancelled).
 */
async function settleEnd(
  trx: Db,
  agreement: { agreementId: number; endDate: string | null },
  boxes: readonly AgreementBox[],
): Promise<void> {
  const last = [...boxes].sort((a, b) => (b.leavesOn ?? '').localeCompare(a.leavesOn ?? ''))[0];
  const allLeave = boxes.length > 0 && boxes.every((box) => box.leavesOn !== null);
  if (allLeave && last?.leavesOn) {
    await trx
      .updateTable('agreements')
      .set({ endDate: last.leavesOn, endedByOrderId: last.leavingOrderId, status: 'ended' })
      .where('agreementId', '=', agreement.agreementId)
      .execute();
  } else if (agreement.endDate !== null) {
    await trx
      .updateTable('agreements')
      .set({ endDate: null, endedByOrderId: null, status: 'open' })
      .where('agreementId', '=', agreement.agreementId)
      .execute();
  }
}

/**
 * Works out one box agreement's end and price schedule again from the returns booked now.
 */
async function repriceAgreement(
  trx: Db,
  agreement: {
    agreementId: number;
    orderId: number;
    customerId: number;
    startDate: string;
    endDate: string | null;
  },
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('agreementPriceChanges')
    .where('agreementId', '=', agreement.agreementId)
    .execute();
  const boxes = await agreementBoxes(trx, agreement);
  await settleEnd(trx, agreement, boxes);
  const days = [
    ...new Set(boxes.flatMap((box) => (box.leavesOn === null ? [] : [box.leavesOn]))),
  ].sort();
  for (const day of days) {
    const left = storedOn(boxes, day);
    // None left: the return ends the agreement instead.
    if (left.length === 0) continue;
    const monthlyPence = await monthlyPenceForBoxes(
      trx,
      agreement,
      left.map((box) => box.boxId),
      now,
    );
    if (monthlyPence === null || monthlyPence <= 0) continue;
    await trx
      .insertInto('agreementPriceChanges')
      .values({
        agreementId: agreement.agreementId,
        fromDate: day,
        monthlyPence,
        boxCount: left.length,
        createdAt: now,
      })
      .execute();
  }
}

/**
 * Every box agreement of the customer that may still be billed gets its end and price schedule
 * worked out again: called, in the same transaction, when a return or shipment is booked, moved
 * or cancelled. The end is the day the last box leaves, whichever return takes it.
 */
export async function repriceBoxAgreements(trx: Db, customerId: number, now: Date): Promise<void> {
  const agreements = await trx
    .selectFrom('agreements')
    .innerJoin('orders', 'orders.orderId', 'agreements.orderId')
    .select([
      'agreements.agreementId',
      'agreements.orderId',
      'agreements.customerId',
      'agreements.startDate',
      'agreements.endDate',
    ])
    .where('agreements.customerId', '=', customerId)
    .where('agreements.kind', '=', 'boxes')
    // An agreement whose own order was cancelled never began.
    .where('orders.isOrderCancelled', '=', false)
    .orderBy('agreements.agreementId')
    .execute();
  for (const agreement of agreements) await repriceAgreement(trx, agreement, now);
}

/** After an order changed (cancelled, moved), its customer's box agreements are repriced. */
export async function repriceAfterOrder(trx: Db, orderId: number, now: Date): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['customerId', 'orderType'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!order || !(LEAVING_ORDER_TYPES as readonly string[]).includes(order.orderType)) return;
  await repriceBoxAgreements(trx, order.customerId, now);
}

/**
 * A collection moved before it happened: the agreement it opened starts on the new day, its
 * paid term (whole months) counted from there. Not once a month of it has been billed.
 */
async function moveStart(trx: Db, orderId: number, startDate: string): Promise<void> {
  const agreement = await trx
    .selectFrom('agreements')
    .select(['agreementId', 'startDate', 'paidUpTo'])
    .where('orderId', '=', orderId)
    .where('endDate', 'is', null)
    .executeTakeFirst();
  if (!agreement || agreement.startDate === startDate) return;
  const billed = await trx
    .selectFrom('agreementBills')
    .select('billId')
    .where('agreementId', '=', agreement.agreementId)
    .executeTakeFirst();
  if (billed) return;
  await trx
    .updateTable('agreements')
    .set({
      startDate,
      paidUpTo: addMonths(startDate, monthsBetween(agreement.startDate, agreement.paidUpTo)),
    })
    .where('agreementId', '=', agreement.agreementId)
    .execute();
}

/**
 * An order moved to another day: the agreement it opened starts then, the one it ends ends
 * then, and the box agreements' prices follow. In the change's transaction.
 */
export async function agreementsOnReschedule(trx: Db, orderId: number, now: Date): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select('serviceDate')
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (order?.serviceDate) await moveStart(trx, orderId, order.serviceDate);
  await repriceAfterOrder(trx, orderId, now);
}

/** The agreement's monthly price on `date`: the latest change from then or before, else its own. */
export async function monthlyPenceOn(
  db: Db,
  agreement: { agreementId: number; monthlyPence: number },
  date: string,
): Promise<number> {
  const change = await db
    .selectFrom('agreementPriceChanges')
    .select('monthlyPence')
    .where('agreementId', '=', agreement.agreementId)
    .where('fromDate', '<=', date)
    .orderBy('fromDate', 'desc')
    .limit(1)
    .executeTakeFirst();
  return change?.monthlyPence ?? agreement.monthlyPence;
}
