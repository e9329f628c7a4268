import { pricedBreakdown } from '../baskets/pricing.ts';
import { monthlyPaymentsPence } from '../baskets/quote.ts';
import type { BasketRecord } from '../baskets/repository.ts';
import { isDriveUp } from '../baskets/service-date.ts';
import type { Db } from '../db/database.ts';
import { londonDate } from '../jobs/london.ts';
import { saveCard } from '../payments/cards.ts';
import type { CardDetails, PaymentIntentView, ProviderName } from '../payments/provider.ts';
import { repriceAfterOrder, repriceBoxAgreements } from './repricing.ts';

/*
 * Agreements: what is billed monthly after an order's paid term (docs/decisions.md, "The
 * monthly bill"). A box order (or boxes collected back into storage) is one agreement for its
 * boxes and their cover; a drive-up unit is one for its rent on its contract. The price is the
 * quote's own "after your first month" figure (`monthlyBillPence`) and the card the order was
 * paid with pays it. A return of every box, or a move-out, sets the end on its service day;
 * cancelling that order puts the agreement back, and cancelling the order that started one
 * ends it before its first bill.
 */

/** Customer's debt as `customers.debt_status` keeps it. */
export const DebtStatus = { None: 0, Owed: 1, Arrears: 2 } as const;

/** Order types that take boxes out of storage for good. */
const RETURN_ORDER_TYPES = ['BTB_RETURN', 'SHIPPING'] as const;

async function orderServiceDate(trx: Db, orderId: number, now: Date): Promise<string> {
  const order = await trx
    .selectFrom('orders')
    .select('serviceDate')
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return order.serviceDate ?? londonDate(now);
}

/**
 * A paid order that stores things opens its agreement, billed from the end of its term at the
 * price and from the day its quote stated beside Pay (`monthlyPaymentsPence`). Paying was the
 * customer's consent to keep the card for it: the card is saved to their Cards (the default
 * if they have none), once however often it pays, in the same transaction.
 */
async function openAgreement(
  trx: Db,
  basket: BasketRecord,
  orderId: number,
  charge: { intent: PaymentIntentView; card: CardDetails | null },
  now: Date,
): Promise<void> {
  const paymentMethod = charge.intent.paymentMethod;
  if (!paymentMethod) return;
  const { breakdown } = await pricedBreakdown(trx, basket, now);
  const startDate = await orderServiceDate(trx, orderId, now);
  const monthly = monthlyPaymentsPence(breakdown, startDate);
  if (!monthly) return;
  const paidWith = await trx
    .selectFrom('basketPaymentIntents')
    .select('provider')
    .where('paymentIntentId', '=', charge.intent.id)
    .executeTakeFirst();
  const provider: ProviderName =
    paidWith?.provider === 'sandbox' || paidWith?.provider === 'stripe'
      ? paidWith.provider
      : charge.intent.id.includes('_sbx_')
        ? 'sandbox'
        : 'stripe';
  await trx
    .insertInto('agreements')
    .values({
      customerId: basket.customerId,
      orderId,
      kind: isDriveUp(basket) ? 'unit' : 'boxes',
      startDate,
      paidUpTo: monthly.firstPaymentDate,
      monthlyPence: monthly.amountPence,
      provider,
      paymentMethod,
      cardBrand: charge.card?.brand ?? null,
      cardLast4: charge.card?.last4 ?? null,
      endDate: null,
      endedByOrderId: null,
      status: 'open',
      createdAt: now,
    })
    .onConflict((oc) => oc.column('orderId').doNothing())
    .execute();
  // Kept for the monthly payments: Cards lists it by the token the agreement charges.
  if (charge.card) {
    await saveCard(trx, {
      customerId: basket.customerId,
      provider,
      providerRef: paymentMethod,
      details: charge.card,
      now,
    });
  }
}

/** The open box agreements whose every box is now in a return or shipment. */
async function endReturnedBoxes(trx: Db, customerId: number, orderId: number, now: Date) {
  const open = await trx
    .selectFrom('agreements')
    .select(['agreementId', 'orderId'])
    .where('customerId', '=', customerId)
    .where('kind', '=', 'boxes')
    .where('endDate', 'is', null)
    .execute();
  if (open.length === 0) return;
  const leaving = await trx
    .selectFrom('orderBoxes')
    .innerJoin('orders', 'orders.orderId', 'orderBoxes.orderId')
    .select('orderBoxes.boxId')
    .where('orders.customerId', '=', customerId)
    .where('orders.orderType', 'in', RETURN_ORDER_TYPES)
    .where('orders.isOrderCancelled', '=', false)
    .execute();
  const out = new Set(leaving.map((row) => row.boxId));
  const endDate = await orderServiceDate(trx, orderId, now);
  for (const agreement of open) {
    const boxes = await trx
      .selectFrom('orderBoxes')
      .select('boxId')
      .where('orderId', '=', agreement.orderId)
      .execute();
    if (boxes.length === 0 || !boxes.every((box) => out.has(box.boxId))) continue;
    await trx
      .updateTable('agreements')
      .set({ endDate, endedByOrderId: orderId, status: 'ended' })
      .where('agreementId', '=', agreement.agreementId)
      .execute();
  }
}

/**
 * Called by the checkout's fulfilment for every new order, in its transaction: a storage order
 * opens its agreement; a return of every box of one, or a move-out, ends it on its day.
 */
export async function agreementsForOrder(
  trx: Db,
  basket: BasketRecord,
  orderId: number,
  charge: { intent: PaymentIntentView; card: CardDetails | null } | null,
  now: Date,
): Promise<void> {
  const moveOut = basket.returnBasket?.vsuLettingId ? basket.returnBasket : null;
  if (moveOut?.vsuLettingId && moveOut.moveOutDate) {
    const letting = await trx
      .selectFrom('vsuLettings')
      .select('orderId')
      .where('lettingId', '=', moveOut.vsuLettingId)
      .executeTakeFirst();
    if (letting?.orderId) {
      await trx
        .updateTable('agreements')
        .set({ endDate: moveOut.moveOutDate, endedByOrderId: orderId, status: 'ended' })
        .where('orderId', '=', letting.orderId)
        .where('endDate', 'is', null)
        .execute();
    }
    return;
  }
  if (basket.basketType === 'return' || basket.basketType === 'international') {
    await endReturnedBoxes(trx, basket.customerId, orderId, now);
    // Some boxes of an agreement leaving: its price follows those left (repricing.ts).
    await repriceBoxAgreements(trx, basket.customerId, now);
    return;
  }
  if ((basket.storageBasket || basket.collectionBasket) && charge) {
    await openAgreement(trx, basket, orderId, charge, now);
  }
}

/**
 * Called when an order is cancelled, in its transaction: an agreement its return or move-out
 * ended is open again, and one it started ends before its first bill.
 */
export async function agreementsOnCancel(
  trx: Db,
  orderId: number,
  now: Date = new Date(),
): Promise<void> {
  await trx
    .updateTable('agreements')
    .set({ endDate: null, endedByOrderId: null, status: 'open' })
    .where('endedByOrderId', '=', orderId)
    .execute();
  await trx
    .updateTable('agreements')
    .set((eb) => ({ endDate: eb.ref('startDate'), status: 'ended' }))
    .where('orderId', '=', orderId)
    .execute();
  // A cancelled return of some boxes puts their price back (repricing.ts).
  await repriceAfterOrder(trx, orderId, now);
}

/** The customer's `debtStatus` from their unpaid monthly bills. */
export async function refreshDebtStatus(trx: Db, customerId: number): Promise<void> {
  const unpaid = await trx
    .selectFrom('agreementBills')
    .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
    .select('agreementBills.status')
    .where('agreements.customerId', '=', customerId)
    .where('agreementBills.status', 'in', ['owed', 'failed'])
    .execute();
  const debtStatus = unpaid.some((bill) => bill.status === 'failed')
    ? DebtStatus.Arrears
    : unpaid.length > 0
      ? DebtStatus.Owed
      : DebtStatus.None;
  await trx
    .updateTable('customers')
    .set({ debtStatus })
    .where('customerId', '=', customerId)
    .execute();
}

/** Whether the customer is in arrears: a monthly bill still unpaid after its last retry. */
export async function inArrears(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('debtStatus')
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return (row?.debtStatus ?? 0) >= DebtStatus.Arrears;
}
