import { expect } from 'vitest';
import type { Db } from '../../server/db/database.ts';
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

/** Money the sandbox has taken, in pence. */
export async function chargedTotal(db: Db): Promise<number> {
  const rows = await db.selectFrom('sandboxCharges').select(['amountPence', 'status']).execute();
  return rows
    .filter((row) => row.status === 'succeeded')
    .reduce((sum, row) => sum + row.amountPence, 0);
}
