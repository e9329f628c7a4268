import { beforeAll, expect, it } from 'vitest';
import { basketSchema } from '../../src/domain/baskets.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { orderTypeLabel } from '../../src/domain/orders.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, newAddress, newBasket, shopper } from './ordering.ts';
import {
  CARDS,
  type PayingApp,
  payingApp,
  paymentIntent,
  payWithNewCard,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** Monday 7 December, an afternoon: today is Tuesday 1 December. */
const DELIVERY = { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 };

forEachDatabase('materials-only orders', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  it('quotes the materials, delivers them on the day chosen as a Materials order, and refunds it when cancelled', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me, 'materials');
    const path = `basket/materials/${basketId}`;
    // Quantities are whole numbers up to 99 of each.
    const tooMany = await expectError(
      call(app, me, 'PUT', path, { items: [{ materialId: 1, quantity: 100 }] }),
      400,
      ErrorCode.ValidationFailed,
    );
    expect(tooMany.message).toBe('At most 99 of each item');
    await expectStatus(
      call(app, me, 'PUT', path, {
        items: [
          { materialId: 1, quantity: 3 },
          { materialId: 5, quantity: 1 },
        ],
        address: await newAddress(app, me),
        timeslot: DELIVERY,
      }),
      200,
    );
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(basket.materialBasket?.timeslot).toMatchObject({ doorstepDate: '2026-12-07' });
    const catalogue = await db()
      .selectFrom('materials')
      .select(['materialId', 'unitPricePence'])
      .where('materialId', 'in', [1, 5])
      .orderBy('materialId')
      .execute();
    const totalPence =
      (catalogue[0]?.unitPricePence ?? 0) * 3 + (catalogue[1]?.unitPricePence ?? 0);
    expect(basket.quote.lineItems.map((line) => [line.kind, line.quantity])).toEqual([
      ['material', 3],
      ['material', 1],
    ]);
    expect(basket.quote.total).toBe(totalPence / 100);
    // Nothing is stored, so there are no monthly bills.
    expect(basket.quote.nextMonthlyBill).toBeNull();

    expect((await paymentIntent(app, me, basketId)).amount).toBe(totalPence / 100);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const done = await settledCheckout(app, me, basketId);
    expect(done.status).toBe('succeeded');
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('orderId', '=', done.orderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      orderType: 'MATERIALS',
      serviceDate: '2026-12-07',
      numberOfItems: 4,
      totalPence,
    });
    expect(orderTypeLabel(order.orderType)).toBe('Materials');

    await expectStatus(
      call(app, me, 'PUT', `order/${order.orderId}/cancel`, { orderId: order.orderId }),
      200,
    );
    const refund = await db()
      .selectFrom('refunds')
      .select('amountPence')
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amountPence).toBe(totalPence);
  });

  it('needs a delivery day, and refuses a Saturday at the door (172)', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me, 'materials');
    const path = `basket/materials/${basketId}`;
    await expectStatus(
      call(app, me, 'PUT', path, {
        items: [{ materialId: 1, quantity: 1 }],
        address: await newAddress(app, me),
      }),
      200,
    );
    expect(await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200)).toEqual({
      valid: false,
      message: 'Choose a delivery day',
    });
    await expectError(
      call(app, me, 'PUT', path, {
        timeslot: { doorstepDate: '2026-12-05', startHour: 8, endHour: 13 },
      }),
      400,
      ErrorCode.NoDoorstepDeliveryOnSaturday,
    );
  });
});
