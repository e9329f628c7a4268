import { expect } from 'vitest';
import { type BillingRun, runBilling } from '../../server/billing/run.ts';
import type { Db } from '../../server/db/database.ts';
import type { PaymentProvider } from '../../server/payments/provider.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { call, expectStatus, getBasket, newAddress, newBasket, type Shopper } from './ordering.ts';
import {
  CARDS,
  FRIDAY_MORNING,
  type PayingApp,
  payWithNewCard,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** Helpers for the monthly bill's tests. */

export const pence = (pounds: number) => Math.round(pounds * 100);

/** A one-month order of two medium boxes, paid with 4242; the quote's monthly bill in pence. */
export async function oneMonthOrder(app: PayingApp, who: Shopper) {
  const { basketId } = await newBasket(app, who);
  const home = await newAddress(app, who);
  await expectStatus(
    call(app, who, 'PUT', `basket/storage/${basketId}`, {
      lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 2 }],
      numberOfMonths: 1,
      collection: { address: home, timeslot: FRIDAY_MORNING },
    }),
    200,
  );
  const { quote } = await getBasket(app, who, basketId);
  if (quote.nextMonthlyBill === null) throw new Error('The quote names no monthly bill');
  await payWithNewCard(app, who, basketId, CARDS.visa);
  await startCheckout(app, who, basketId);
  const { status, orderId } = await settledCheckout(app, who, basketId);
  expect(status).toBe('succeeded');
  if (orderId === null) throw new Error('No order');
  return { orderId, monthlyPence: pence(quote.nextMonthlyBill) };
}

/** Money the sandbox has taken (from one customer), in pence. */
export async function chargedTotal(db: Db, customerId?: number): Promise<number> {
  let query = db
    .selectFrom('sandboxCharges')
    .innerJoin('sandboxPaymentIntents as intent', 'intent.id', 'sandboxCharges.paymentIntentId')
    .innerJoin('paymentCustomers as customer', 'customer.providerRef', 'intent.customerId')
    .select(['sandboxCharges.amountPence', 'sandboxCharges.status']);
  if (customerId !== undefined) query = query.where('customer.customerId', '=', customerId);
  const rows = await query.execute();
  return rows
    .filter((row) => row.status === 'succeeded')
    .reduce((sum, row) => sum + row.amountPence, 0);
}

/** The order's boxes, collected and in storage. */
export async function storeBoxesOf(db: Db, orderId: number): Promise<number[]> {
  const boxes = await db
    .selectFrom('orderBoxes')
    .select('boxId')
    .where('orderId', '=', orderId)
    .execute();
  const ids = boxes.map((box) => box.boxId);
  await db
    .updateTable('boxes')
    .set({ status: 'WithLoveSpace' })
    .where('boxId', 'in', ids)
    .execute();
  await db
    .updateTable('orders')
    .set({ status: 'Completed', isOrderCancellable: false, isOrderEditable: false })
    .where('orderId', '=', orderId)
    .execute();
  return ids;
}

/** A return basket of these boxes on Friday morning; the PUT's response. */
export async function returnBoxes(app: PayingApp, who: Shopper, boxIds: number[]) {
  const { basketId } = await newBasket(app, who, 'return');
  const home = await newAddress(app, who);
  const response = await call(app, who, 'PUT', `basket/return/${basketId}`, {
    returnItems: boxIds.map((boxId) => ({ boxId })),
    address: home,
    timeslot: FRIDAY_MORNING,
  });
  return { basketId, response };
}

/** The saved card pays the order's agreement from now on (as Cards will let the customer do). */
export async function payAgreementWith(db: Db, orderId: number, cardId: number) {
  const card = await db
    .selectFrom('cards')
    .select(['providerRef', 'brand', 'last4'])
    .where('cardId', '=', cardId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('agreements')
    .set({ paymentMethod: card.providerRef, cardBrand: card.brand, cardLast4: card.last4 })
    .where('orderId', '=', orderId)
    .execute();
}

/** Pays for the basket (if it costs anything) with a new Visa and places the order; its id. */
export async function payAndPlace(app: PayingApp, who: Shopper, basketId: number) {
  const { quote } = await getBasket(app, who, basketId);
  if (quote.total > 0) await payWithNewCard(app, who, basketId, CARDS.visa);
  await startCheckout(app, who, basketId);
  const { status, orderId, message } = await settledCheckout(app, who, basketId);
  expect(status, message ?? '').toBe('succeeded');
  if (orderId === null) throw new Error('No order');
  return orderId;
}

/** One day's billing run; what it did for this customer's agreements only. */
export async function billingFor(
  db: Db,
  provider: PaymentProvider,
  date: string,
  customerId: number,
): Promise<BillingRun> {
  const run = await runBilling(db, provider, date);
  const theirs = await db
    .selectFrom('agreementBills')
    .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
    .select('agreementBills.billId')
    .where('agreements.customerId', '=', customerId)
    .execute();
  const ids = new Set(theirs.map((bill) => bill.billId));
  return {
    date,
    paid: run.paid.filter((id) => ids.has(id)),
    failed: run.failed.filter((id) => ids.has(id)),
  };
}
