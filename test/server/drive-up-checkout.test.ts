import { beforeAll, expect, it } from 'vitest';
import { letUnit } from '../../server/drive-up/lettings.ts';
import { basketSchema, basketValidationSchema } from '../../src/domain/baskets.ts';
import { vsuRentedUnitSchema, vsuRentedUnitsSchema } from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, newBasket, type Shopper, shopper } from './ordering.ts';
import {
  CARDS,
  type PayingApp,
  payingApp,
  paymentIntent,
  payWithNewCard,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** Leeds Kirkstall, 150 sq ft: two units, which these tests let one by one. */
const SITE = 8;
const LARGEST = 7;
const MIDSIZE = 3;
const DROP_OFF = '2026-12-10';

forEachDatabase('drive-up checkout', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  async function chooseUnit(who: Shopper, unitSizeId: number, vsuContract: 1 | 3 | 6 | 12) {
    const { basketId } = await newBasket(app, who);
    const answer = await call(app, who, 'PUT', `basket/storage/${basketId}`, {
      dropOffType: 'driveUp',
      vsuContract,
      siteId: SITE,
      unitSizeId,
      dropOffDate: DROP_OFF,
    });
    return { basketId, answer };
  }

  it('quotes the first month of the unit on its contract, and the order books the unit', async () => {
    const me = await shopper(app);
    const { basketId, answer } = await chooseUnit(me, MIDSIZE, 3);
    await expectStatus(answer, 200);
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(basket.storageBasket).toMatchObject({
      dropOffType: 'driveUp',
      vsuContract: 3,
      siteId: SITE,
      unitSizeId: MIDSIZE,
      dropOffDate: DROP_OFF,
      lineItems: [],
    });
    // Leeds charges £68.95 a month for 35 sq ft; a 3-month contract takes 5% off.
    const line = basket.quote.lineItems[0];
    expect(line).toMatchObject({
      kind: 'unit',
      description: '35 sq ft unit at Boxroom Leeds Kirkstall, 3-month contract',
      quantity: 1,
      unitPrice: 65.5,
      amount: 65.5,
    });
    expect(basket.quote.total).toBe(65.5);
    expect(basket.quote.nextMonthlyBill).toBe(65.5);
    expect(
      basketValidationSchema.parse(
        await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200),
      ),
    ).toEqual({ valid: true, message: null });

    const intent = await paymentIntent(app, me, basketId);
    expect(intent.amount).toBe(65.5);
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
      orderType: 'VSU',
      serviceDate: DROP_OFF,
      numberOfItems: 1,
      totalPence: 6550,
    });
    const letting = await db()
      .selectFrom('vsuLettings')
      .selectAll()
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(letting).toMatchObject({
      customerId: me.customerId,
      status: 'booked',
      contractMonths: 3,
      dropOffDate: DROP_OFF,
    });

    // My stuff lists it: booked, no access code before the drop-off day.
    const { units } = vsuRentedUnitsSchema.parse(
      await expectStatus(call(app, me, 'GET', `vsu/units/${me.customerId}`), 200),
    );
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({
      orderId: order.orderId,
      state: 'booked',
      sqFt: 35,
      contractMonths: 3,
      monthlyPrice: 65.5,
      dropOffDate: DROP_OFF,
      contractEnd: '2027-03-09',
      accessCode: null,
      nextPaymentDate: '2027-01-10',
      earliestMoveOut: null,
    });
    expect(units[0]?.site.name).toBe('Boxroom Leeds Kirkstall');
    expect(units[0]?.unitNumber).toMatch(/^C0\d$/);
    const stranger = await shopper(app);
    await expectError(
      call(app, stranger, 'GET', `vsu/units/${me.customerId}`),
      404,
      ErrorCode.NotFound,
    );

    // Cancelled before the drop-off day: the money comes back and the unit is free again.
    await expectStatus(
      call(app, me, 'PUT', `order/${order.orderId}/cancel`, { orderId: order.orderId }),
      200,
    );
    const after = await db()
      .selectFrom('vsuLettings')
      .select('status')
      .where('lettingId', '=', letting.lettingId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('cancelled');
    const refund = await db()
      .selectFrom('refunds')
      .select(['amountPence', 'status'])
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amountPence).toBe(6550);
  });

  it('holds the last units for the baskets that chose them first, and refuses the next with 198', async () => {
    const [first, second, third] = await Promise.all([shopper(app), shopper(app), shopper(app)]);
    await expectStatus((await chooseUnit(first, LARGEST, 1)).answer, 200);
    await expectStatus((await chooseUnit(second, LARGEST, 12)).answer, 200);
    const refused = await chooseUnit(third, LARGEST, 1);
    await expectError(refused.answer, 409, ErrorCode.NotEnoughUnitsOnDropOffDay);
    // The basket keeps what was saved before the refusal: no unit.
    const basket = basketSchema.parse(
      await expectStatus(call(app, third, 'GET', `basket/${refused.basketId}`), 200),
    );
    expect(basket.quote.total).toBe(0);
    const validation = basketValidationSchema.parse(
      await expectStatus(call(app, third, 'GET', `basket/${refused.basketId}/validate`), 200),
    );
    expect(validation.valid).toBe(false);
  });

  it('refuses a drop-off day that is not ahead', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me);
    await expectError(
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        dropOffType: 'driveUp',
        siteId: SITE,
        unitSizeId: MIDSIZE,
        dropOffDate: '2026-12-01',
      }),
      400,
      ErrorCode.ValidationFailed,
    );
  });

  it('books a move-out after the notice as a free Drive-up Storage Return, and undoes it when cancelled', async () => {
    const me = await shopper(app);
    const letting = await db()
      .transaction()
      .execute((trx) =>
        letUnit(
          trx,
          {
            status: 'booked',
            basketId: null,
            siteId: SITE,
            unitSizeId: 1,
            dropOffDate: '2026-10-01',
            customerId: me.customerId,
            orderId: null,
            contractMonths: 1,
          },
          new Date('2026-09-25T09:00:00Z'),
          new Date('2026-09-25T08:00:00Z'),
        ),
      );
    const path = `vsu/units/${letting.lettingId}/moveOut`;
    // Today is 1 December and the notice is 14 days.
    const early = await expectError(
      call(app, me, 'POST', path, { date: '2026-12-10' }),
      400,
      ErrorCode.ValidationFailed,
    );
    expect(early.message).toBe('Choose a move-out day from Tuesday 15th December');
    const stranger = await shopper(app);
    await expectError(
      call(app, stranger, 'POST', path, { date: '2026-12-15' }),
      404,
      ErrorCode.NotFound,
    );

    const unit = vsuRentedUnitSchema.parse(
      await expectStatus(call(app, me, 'POST', path, { date: '2026-12-15' }), 200),
    );
    expect(unit).toMatchObject({
      state: 'movingOut',
      moveOutDate: '2026-12-15',
      nextPaymentDate: null,
    });
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('customerId', '=', me.customerId)
      .where('orderType', '=', 'VSU_RETURN')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ serviceDate: '2026-12-15', totalPence: 0, status: 'Booked' });
    // Only a unit in use can be moved out of, once.
    await expectStatus(call(app, me, 'POST', path, { date: '2026-12-20' }), 409);

    await expectStatus(
      call(app, me, 'PUT', `order/${order.orderId}/cancel`, { orderId: order.orderId }),
      200,
    );
    const { units } = vsuRentedUnitsSchema.parse(
      await expectStatus(call(app, me, 'GET', `vsu/units/${me.customerId}`), 200),
    );
    expect(units[0]).toMatchObject({ state: 'active', moveOutDate: null });
  });
});
