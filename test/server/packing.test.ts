import { beforeAll, expect, it } from 'vitest';
import { basketSchema } from '../../src/domain/baskets.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { orderTypeLabel } from '../../src/domain/orders.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  CARDS,
  type PayingApp,
  payingApp,
  paymentIntent,
  payWithNewCard,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** Today is Tuesday 1 December: Monday 7 December, morning and afternoon. */
const MONDAY_AM = { doorstepDate: '2026-12-07', startHour: 8, endHour: 13 };
const TUESDAY_PM = { doorstepDate: '2026-12-08', startHour: 12, endHour: 18 };

forEachDatabase('the packing service', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  async function packingBasket(who: Shopper, body: Record<string, unknown>) {
    const { basketId } = await newBasket(app, who, 'packing');
    const answer = await call(app, who, 'PUT', `basket/packing/${basketId}`, body);
    return { basketId, answer };
  }

  it('estimates the hours from the rooms, prices the team and the materials, and books a Packing service order refunded on cancel', async () => {
    const me = await shopper(app);
    const address = await newAddress(app, me);
    const tooBig = await packingBasket(me, { rooms: 11 });
    await expectError(tooBig.answer, 400, ErrorCode.ValidationFailed);

    const { basketId, answer } = await packingBasket(me, {
      rooms: 3,
      materialsIncluded: true,
      address,
      timeslot: TUESDAY_PM,
    });
    await expectStatus(answer, 200);
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    // Three rooms fill about 36 boxes, which two packers pack in about 5 hours at £48.
    expect(basket.quote.lineItems).toEqual([
      {
        kind: 'packing',
        itemId: 1,
        description: 'Packing service: 2 packers for about 5 hours at £48.00 an hour',
        quantity: 5,
        unitPrice: 48,
        months: null,
        amount: 240,
      },
      {
        kind: 'packing',
        itemId: 2,
        description: 'Packing materials for about 36 boxes at £2.50 a box',
        quantity: 36,
        unitPrice: 2.5,
        months: null,
        amount: 90,
      },
    ]);
    expect(basket.quote.total).toBe(330);
    expect(basket.quote.nextMonthlyBill).toBeNull();
    // Boxes instead of rooms replace them.
    await expectStatus(call(app, me, 'PUT', `basket/packing/${basketId}`, { boxes: 10 }), 200);
    const byBoxes = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(byBoxes.packingBasket).toMatchObject({ rooms: null, boxes: 10 });
    expect(byBoxes.quote.total).toBe(2 * 48 + 10 * 2.5);

    expect((await paymentIntent(app, me, basketId)).amount).toBe(121);
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
      orderType: 'PACKING',
      serviceDate: '2026-12-08',
      totalPence: 12100,
    });
    expect(orderTypeLabel(order.orderType)).toBe('Packing service');

    await expectStatus(
      call(app, me, 'PUT', `order/${order.orderId}/cancel`, { orderId: order.orderId }),
      200,
    );
    const refund = await db()
      .selectFrom('refunds')
      .select('amountPence')
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amountPence).toBe(12100);
  });

  it('sends packers Monday to Friday, four teams a window, apart from the vans', async () => {
    const me = await shopper(app);
    const address = await newAddress(app, me);
    const saturday = await packingBasket(me, {
      rooms: 1,
      address,
      timeslot: { doorstepDate: '2026-12-05', startHour: 8, endHour: 13 },
    });
    await expectError(saturday.answer, 409, ErrorCode.TimeslotUnavailable);

    const held = [];
    for (let team = 0; team < 4; team += 1) {
      held.push(await packingBasket(me, { rooms: 1, address, timeslot: MONDAY_AM }));
    }
    for (const { answer } of held) await expectStatus(answer, 200);
    const fifth = await packingBasket(me, { rooms: 1, address, timeslot: MONDAY_AM });
    await expectError(fifth.answer, 409, ErrorCode.TimeslotUnavailable);
    // The vans' window that morning is not taken by the packers.
    const { basketId } = await newBasket(app, me, 'materials');
    await expectStatus(
      call(app, me, 'PUT', `basket/materials/${basketId}`, {
        items: [{ materialId: 1, quantity: 1 }],
        address,
        timeslot: MONDAY_AM,
      }),
      200,
    );
  });

  it('packs before a storage order collects, on an earlier day', async () => {
    const me = await shopper(app);
    const address = await newAddress(app, me);
    const { basketId } = await newBasket(app, me);
    await expectStatus(
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 2 }],
        collection: { address, timeslot: MONDAY_AM },
      }),
      200,
    );
    await expectStatus(
      call(app, me, 'PATCH', `basket/${basketId}/packing`, {
        rooms: 1,
        address,
        timeslot: TUESDAY_PM,
      }),
      200,
    );
    expect(await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200)).toEqual({
      valid: false,
      message: 'The packers must come on a day before your collection',
    });
  });
});
