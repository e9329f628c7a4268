import { beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors.ts';
import { orderConfirmationSchema } from '../../src/domain/orders.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, shopper } from './ordering.ts';
import { type PayingApp, paidOrder, payingApp } from './paying.ts';

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
