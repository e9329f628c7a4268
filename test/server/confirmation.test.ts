import { beforeAll, expect, it } from 'vitest';
import { composeMail } from '../../server/mail/compose.ts';
import { beforeTheDay } from '../../server/mail/visits.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { orderConfirmationSchema } from '../../src/domain/orders.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, getBasket, newAddress, shopper } from './ordering.ts';
import {
  CARDS,
  type PayingApp,
  paidOrder,
  payingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from './paying.ts';

forEachDatabase('order confirmation', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });

  it("shows the customer's own order: its lines, the amount charged, the card and the day", async () => {
    const me = await shopper(app);
    const { orderId, total } = await paidOrder(app, me);

    const confirmation = orderConfirmationSchema.parse(
      await expectStatus(call(app, me, 'GET', `order/${orderId}/confirmation`), 200),
    );
    expect(confirmation.order).toMatchObject({ orderId, orderType: 'BTB' });
    expect(confirmation.order.serviceDate).toBe('2026-12-04');
    expect(confirmation.charged).toBe(total);
    expect(confirmation.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(confirmation.window).toEqual({ startHour: 8, endHour: 13 });
    expect(confirmation.addressText).toMatch(/Rectory Grove/);
    expect(confirmation.lines.map((line) => line.description)).toEqual([
      'Medium box, 3 months of storage',
      'Suitcase, 3 months of storage',
    ]);
    expect(confirmation).toMatchObject({ hasLabels: true, hasMaterials: false });
  });

  it("names a box order's materials delivery day and its packers' visit, which come before the collection", async () => {
    const me = await shopper(app);
    const address = await newAddress(app, me);
    const basketId = await readyBasket(app, me, {
      timeslot: { doorstepDate: '2026-12-08', startHour: 8, endHour: 13 },
    });
    await expectStatus(
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        collection: {
          address,
          timeslot: { doorstepDate: '2026-12-08', startHour: 8, endHour: 13 },
        },
      }),
      200,
    );
    await expectStatus(
      call(app, me, 'PUT', `basket/materials/${basketId}`, {
        items: [{ materialId: 1, quantity: 2 }],
      }),
      200,
    );
    await expectStatus(
      call(app, me, 'PATCH', `basket/${basketId}/packing`, {
        rooms: 1,
        address,
        timeslot: { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 },
      }),
      200,
    );
    const { quote } = await getBasket(app, me, basketId);
    // Ordered on Tuesday 1 December: the materials come on the first delivery day.
    expect(quote.materialsDeliveryDate).toBe('2026-12-04');
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const done = await settledCheckout(app, me, basketId);
    expect(done.status, done.message ?? '').toBe('succeeded');
    const confirmation = orderConfirmationSchema.parse(
      await expectStatus(call(app, me, 'GET', `order/${done.orderId}/confirmation`), 200),
    );
    expect(confirmation).toMatchObject({
      hasMaterials: true,
      materialsDeliveryDate: '2026-12-04',
      packingVisit: { date: '2026-12-07', startHour: 12, endHour: 18 },
    });
    expect(confirmation.order.serviceDate).toBe('2026-12-08');
    expect(beforeTheDay(confirmation)).toEqual(
      expect.arrayContaining([
        'We deliver your packing materials on Friday 4th December.',
        expect.stringMatching(/^Our packers come on Monday 7th December, between 12pm and 6pm/),
      ]),
    );
    // The evening before the collection, the reminder says the packers have been, not to pack.
    const reminder = await composeMail(
      getDatabase().db,
      { kind: 'visit.reminder', orderId: done.orderId ?? 0, date: '2026-12-08' },
      { publicUrl: 'http://boxroom.test', now: new Date('2026-12-07T18:00:00Z') },
    );
    expect(reminder?.text).toMatch(/Our packers come on Monday 7th December/);
    expect(reminder?.text).not.toMatch(/Pack your boxes/);
  });

  it("is 404 for another customer's order and for one that does not exist", async () => {
    const me = await shopper(app);
    const other = await shopper(app);
    const { orderId } = await paidOrder(app, me);
    await expectError(
      call(app, other, 'GET', `order/${orderId}/confirmation`),
      404,
      ErrorCode.NotFound,
    );
    await expectError(
      call(app, me, 'GET', 'order/2147483647/confirmation'),
      404,
      ErrorCode.NotFound,
    );
    await expectError(
      call(app, null, 'GET', `order/${orderId}/confirmation`),
      401,
      ErrorCode.SignInRequired,
    );
  });
});
