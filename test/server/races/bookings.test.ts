import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { insertBox } from '../account-area.ts';
import { forEachDatabase } from '../harness.ts';
import { call, expectStatus, newAddress, newBasket, type Shopper, shopper } from '../ordering.ts';
import {
  CARDS,
  FRIDAY_MORNING,
  type PayingApp,
  payingApp,
  payWithNewCard,
  settledCheckout,
} from '../paying.ts';
import { ledgerCheck } from './ledger.ts';

/*
 * A box is booked by one open order of any kind: however many checkouts name it at once, and
 * whatever they are for (a shipment abroad, a return, a collection), one order is made and
 * one charge taken; the others are refused with 187 and charge nothing.
 */

const PARIS = {
  fullName: 'Ada Lovelace',
  addressLine1: '12 rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  countryCode: 'FR',
  phone: '+33 1 23 45 67 89',
};
const BOOKS = { category: 'books', description: 'Novels and old letters', value: 120 };

forEachDatabase('races: one open order per box', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  afterAll(async () => {
    await ledgerCheck(getDatabase().db);
  });
  const db = () => getDatabase().db;

  /** A stored box shipped to Paris from our store, paid by a new Visa. */
  async function shippingBasket(who: Shopper, boxId: number) {
    const { basketId } = await newBasket(app, who, 'international');
    await expectStatus(
      call(app, who, 'PUT', `basket/international/${basketId}`, {
        source: 'storage',
        shipItems: [{ boxId, declaration: BOOKS }],
        destination: PARIS,
        dispatchDate: '2026-12-04',
      }),
      200,
    );
    await payWithNewCard(app, who, basketId, CARDS.visa);
    return basketId;
  }

  /** A free return of the box on Friday morning. */
  async function returnBasket(who: Shopper, boxId: number) {
    const { basketId } = await newBasket(app, who, 'return');
    await expectStatus(
      call(app, who, 'PUT', `basket/return/${basketId}`, {
        returnItems: [{ boxId }],
        address: await newAddress(app, who),
        timeslot: FRIDAY_MORNING,
      }),
      200,
    );
    return basketId;
  }

  /** Every basket's checkout started at once, each followed to its end like the SPA does. */
  async function checkOutAtOnce(who: Shopper, basketIds: number[]) {
    return Promise.all(
      basketIds.map(async (basketId) => {
        const res = await call(app, who, 'POST', `basket/${basketId}/checkout/start`);
        const body = (await res.json()) as { status?: string; errorCode?: number | null };
        if (res.status !== 200) return { basketId, http: res.status, errorCode: body.errorCode };
        const end = await settledCheckout(app, who, basketId);
        return { basketId, http: 200, status: end.status, errorCode: end.errorCode };
      }),
    );
  }

  /** The box's orders, and what was charged on each basket's payment. */
  async function outcome(boxId: number, basketIds: number[]) {
    const orders = await db()
      .selectFrom('orderBoxes')
      .innerJoin('orders', 'orders.orderId', 'orderBoxes.orderId')
      .select(['orders.orderId', 'orders.orderType', 'orders.totalPence', 'orders.basketId'])
      .where('orderBoxes.boxId', '=', boxId)
      .execute();
    const charges = await db()
      .selectFrom('sandboxCharges')
      .innerJoin(
        'basketPaymentIntents',
        'basketPaymentIntents.paymentIntentId',
        'sandboxCharges.paymentIntentId',
      )
      .select(['basketPaymentIntents.basketId', 'sandboxCharges.amountPence'])
      .where('sandboxCharges.status', '=', 'succeeded')
      .where('basketPaymentIntents.basketId', 'in', basketIds)
      .execute();
    return { orders, charges };
  }

  function expectOneWinner(
    answers: Awaited<ReturnType<typeof checkOutAtOnce>>,
    { orders, charges }: Awaited<ReturnType<typeof outcome>>,
  ) {
    const won = answers.filter((answer) => answer.status === 'succeeded');
    const lost = answers.filter((answer) => answer.status !== 'succeeded');
    expect(won, JSON.stringify(answers)).toHaveLength(1);
    for (const answer of lost) expect(answer.errorCode).toBe(ErrorCode.BoxAlreadyBooked);
    expect(orders.map((order) => order.basketId)).toEqual([won[0]?.basketId]);
    // The one order is the only thing charged, and charged what it costs.
    expect(charges.every((charge) => charge.basketId === won[0]?.basketId)).toBe(true);
    expect(charges.reduce((sum, charge) => sum + charge.amountPence, 0)).toBe(
      orders[0]?.totalPence,
    );
  }

  it('five shipments abroad and a return of one stored box, checked out at once: one order, one charge', async () => {
    const me = await shopper(app);
    const boxId = await insertBox(db(), me.customerId);
    const shipments = [];
    for (let n = 0; n < 5; n += 1) shipments.push(await shippingBasket(me, boxId));
    const returning = await returnBasket(me, boxId);
    const baskets = [...shipments, returning];

    const answers = await checkOutAtOnce(me, baskets);
    expectOneWinner(answers, await outcome(boxId, baskets));
  });

  it('returns and shipments of one box, interleaved, in several rounds: each round one order', async () => {
    const me = await shopper(app);
    for (let round = 0; round < 4; round += 1) {
      const boxId = await insertBox(db(), me.customerId);
      const baskets = [
        await returnBasket(me, boxId),
        await shippingBasket(me, boxId),
        await returnBasket(me, boxId),
        await shippingBasket(me, boxId),
      ];
      const answers = await checkOutAtOnce(me, round % 2 ? baskets.reverse() : baskets);
      expectOneWinner(answers, await outcome(boxId, baskets));
    }
  });

  it('a box in a shipment whose checkout waits for the bank cannot be put into a return', async () => {
    const me = await shopper(app);
    const boxId = await insertBox(db(), me.customerId);
    const { basketId: shipping } = await newBasket(app, me, 'international');
    await expectStatus(
      call(app, me, 'PUT', `basket/international/${shipping}`, {
        source: 'storage',
        shipItems: [{ boxId, declaration: BOOKS }],
        destination: PARIS,
        dispatchDate: '2026-12-04',
      }),
      200,
    );
    await payWithNewCard(app, me, shipping, CARDS.authentication);
    const [waiting] = await checkOutAtOnce(me, [shipping]);
    expect(waiting?.status).toBe('requires_action');

    const { basketId } = await newBasket(app, me, 'return');
    const refused = (await expectStatus(
      call(app, me, 'PUT', `basket/return/${basketId}`, { returnItems: [{ boxId }] }),
      409,
    )) as { errorCode: number };
    expect(refused.errorCode).toBe(ErrorCode.BoxAlreadyBooked);
  });
});
