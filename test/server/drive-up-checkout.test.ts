import { beforeAll, expect, it } from 'vitest';
import { letUnit } from '../../server/drive-up/lettings.ts';
import { basketSchema, basketValidationSchema } from '../../src/domain/baskets.ts';
import { moveOutRentText, vsuRentedUnitsSchema } from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { orderConfirmationSchema } from '../../src/domain/orders.ts';
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

  /** A unit of mine in use since 1 October on a monthly contract (rent due on the 1st). */
  async function rentedSince(me: Shopper) {
    return db()
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
  }

  async function moveOutBasket(who: Shopper, lettingId: number, moveOutDate: string) {
    const { basketId } = await newBasket(app, who, 'return');
    const answer = await call(app, who, 'PUT', `basket/return/${basketId}`, {
      vsuLettingId: lettingId,
      moveOutDate,
    });
    return { basketId, answer };
  }

  it('quotes and charges a move-out its last rent by the day, books a Drive-up Storage Return, and refunds it when cancelled', async () => {
    const me = await shopper(app);
    const letting = await rentedSince(me);
    // Today is 1 December and the notice is 14 days.
    const early = await moveOutBasket(me, letting.lettingId, '2026-12-10');
    const refusal = await expectError(early.answer, 400, ErrorCode.ValidationFailed);
    expect(refusal.message).toBe('Choose a move-out day from Tuesday 15th December');
    const stranger = await shopper(app);
    await expectError(
      (await moveOutBasket(stranger, letting.lettingId, '2027-01-10')).answer,
      404,
      ErrorCode.NotFound,
    );

    const { basketId, answer } = await moveOutBasket(me, letting.lettingId, '2027-01-10');
    await expectStatus(answer, 200);
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    // December's rent was paid on the 1st; January's period is the last, used for 10 of 31 days.
    const { monthlyPricePence } = await db()
      .selectFrom('vsuSitePrices')
      .select('monthlyPricePence')
      .where('siteId', '=', SITE)
      .where('unitSizeId', '=', 1)
      .executeTakeFirstOrThrow();
    const lastRentPence = Math.round((monthlyPricePence * 10) / 31);
    expect(basket.quote.lineItems).toEqual([
      {
        kind: 'rent',
        itemId: letting.lettingId,
        description: `Last rent for unit ${letting.unitNumber} at Boxroom Leeds Kirkstall, Friday 1st January to Sunday 10th January`,
        quantity: 1,
        unitPrice: lastRentPence / 100,
        months: null,
        amount: lastRentPence / 100,
      },
    ]);
    expect(basket.quote.total).toBe(lastRentPence / 100);
    expect(basket.quote.nextMonthlyBill).toBeNull();

    expect((await paymentIntent(app, me, basketId)).amount).toBe(lastRentPence / 100);
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
      orderType: 'VSU_RETURN',
      serviceDate: '2027-01-10',
      numberOfItems: 1,
      totalPence: lastRentPence,
    });
    const moving = vsuRentedUnitsSchema.parse(
      await expectStatus(call(app, me, 'GET', `vsu/units/${me.customerId}`), 200),
    ).units[0];
    expect(moving).toMatchObject({
      state: 'movingOut',
      moveOutDate: '2027-01-10',
      nextPaymentDate: null,
      earliestMoveOut: null,
    });
    // One move-out a unit: a second is refused as it is chosen.
    const again = await moveOutBasket(me, letting.lettingId, '2027-01-20');
    await expectError(again.answer, 409, ErrorCode.OrderAlreadyPlaced);

    await expectStatus(
      call(app, me, 'PUT', `order/${order.orderId}/cancel`, { orderId: order.orderId }),
      200,
    );
    const refund = await db()
      .selectFrom('refunds')
      .select('amountPence')
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amountPence).toBe(lastRentPence);
    const { units } = vsuRentedUnitsSchema.parse(
      await expectStatus(call(app, me, 'GET', `vsu/units/${me.customerId}`), 200),
    );
    expect(units[0]).toMatchObject({ state: 'active', moveOutDate: null });
  });

  it("states the unit's next payment with the cover chosen at checkout, as the quote said", async () => {
    const me = await shopper(app);
    const { basketId, answer } = await chooseUnit(me, MIDSIZE, 1);
    await expectStatus(answer, 200);
    await expectStatus(
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        storageInsurance: { coverageLimit: 1000 },
      }),
      200,
    );
    const { quote } = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    const rent = quote.lineItems[0]?.amount ?? 0;
    expect(quote.nextMonthlyBill).toBeGreaterThan(rent);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    expect((await settledCheckout(app, me, basketId)).status).toBe('succeeded');
    const { units } = vsuRentedUnitsSchema.parse(
      await expectStatus(call(app, me, 'GET', `vsu/units/${me.customerId}`), 200),
    );
    expect(units[0]).toMatchObject({
      monthlyPrice: rent,
      nextPaymentDate: '2027-01-10',
      nextPaymentAmount: quote.nextMonthlyBill,
    });
  });

  it("confirms a move-out months ahead with the rent payments still due, not 'no more payments'", async () => {
    const me = await shopper(app);
    const letting = await rentedSince(me);
    // Paid on the 1st of each month: January and February are still taken, March's is the last.
    const { basketId, answer } = await moveOutBasket(me, letting.lettingId, '2027-03-10');
    await expectStatus(answer, 200);
    const { quote } = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const done = await settledCheckout(app, me, basketId);
    expect(done.status).toBe('succeeded');
    const confirmation = orderConfirmationSchema.parse(
      await expectStatus(call(app, me, 'GET', `order/${done.orderId}/confirmation`), 200),
    );
    expect(confirmation.rentPaymentsDue).toEqual(['2027-01-01', '2027-02-01']);
    expect(confirmation.charged).toBe(quote.total);
    expect(moveOutRentText(confirmation.rentPaymentsDue)).toMatch(
      /^Your monthly rent is still taken on \w+day 1st January and \w+day 1st February;/,
    );
  });

  it('charges nothing more for a move-out inside a period already paid, and books it', async () => {
    const me = await shopper(app);
    const letting = await rentedSince(me);
    const { basketId, answer } = await moveOutBasket(me, letting.lettingId, '2026-12-20');
    await expectStatus(answer, 200);
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(basket.quote.total).toBe(0);
    expect(basket.quote.lineItems[0]?.description).toBe(
      `Moving out of unit ${letting.unitNumber} at Boxroom Leeds Kirkstall: your rent is paid to the day`,
    );
    await startCheckout(app, me, basketId);
    const done = await settledCheckout(app, me, basketId);
    expect(done.status).toBe('succeeded');
    const order = await db()
      .selectFrom('orders')
      .select(['orderType', 'totalPence'])
      .where('orderId', '=', done.orderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ orderType: 'VSU_RETURN', totalPence: 0 });
  });

  it("shows a unit's item-check photos to its customer only, and counts them on the unit", async () => {
    const me = await shopper(app);
    const letting = await rentedSince(me);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    await db()
      .insertInto('vsuItemCheckPhotos')
      .values({
        lettingId: letting.lettingId,
        photoType: 5,
        mimeType: 'image/jpeg',
        imageData: jpeg,
        createdAt: new Date('2026-10-01T10:00:00Z'),
      })
      .execute();
    const path = `itemCheckPhotos/unit/${letting.lettingId}/5`;
    expect(await expectStatus(call(app, me, 'GET', path), 200)).toEqual(['/9j/2Q==']);
    const { units } = vsuRentedUnitsSchema.parse(
      await expectStatus(call(app, me, 'GET', `vsu/units/${me.customerId}`), 200),
    );
    expect(units[0]?.itemCheckPhotoCount).toBe(1);
    await expectError(call(app, await shopper(app), 'GET', path), 404, ErrorCode.NotFound);
    await expectError(
      call(app, me, 'GET', `itemCheckPhotos/unit/${letting.lettingId}/6`),
      400,
      ErrorCode.ValidationFailed,
    );
  });

  it('pays for one move-out of a unit when two are checked out at once', async () => {
    const me = await shopper(app);
    const letting = await rentedSince(me);
    const first = await moveOutBasket(me, letting.lettingId, '2027-01-10');
    const second = await moveOutBasket(me, letting.lettingId, '2027-01-12');
    await expectStatus(first.answer, 200);
    await expectStatus(second.answer, 200);
    for (const { basketId } of [first, second]) {
      await payWithNewCard(app, me, basketId, CARDS.visa);
    }
    const starts = await Promise.all(
      [first, second].map(({ basketId }) =>
        call(app, me, 'POST', `basket/${basketId}/checkout/start`),
      ),
    );
    const answers = await Promise.all(
      starts.map(async (start, index) => ({
        basket: index === 0 ? first : second,
        status: start.status,
        body: (await start.json()) as { status?: string; message?: string },
      })),
    );
    // One checkout goes ahead. The other is refused as it starts (409) or, when the first has
    // already placed its order by the time the second is checked, fails that check (200 with
    // status failed): either way with the reason, and nothing charged for it.
    const going = answers.filter(
      (answer) => answer.status === 200 && answer.body.status !== 'failed',
    );
    expect(going).toHaveLength(1);
    const refused = answers.find((answer) => !going.includes(answer));
    expect(refused?.status === 409 || refused?.body.status === 'failed').toBe(true);
    expect(refused?.body.message).toBe('A move-out is already booked for this unit');
    const winner = going[0]?.basket ?? first;
    expect((await settledCheckout(app, me, winner.basketId)).status).toBe('succeeded');
    const orders = await db()
      .selectFrom('orders')
      .select('orderId')
      .where('customerId', '=', me.customerId)
      .where('orderType', '=', 'VSU_RETURN')
      .execute();
    expect(orders).toHaveLength(1);
    const charges = await db()
      .selectFrom('payments')
      .select('amountPence')
      .where('customerId', '=', me.customerId)
      .execute();
    expect(charges).toHaveLength(1);
  });
});
