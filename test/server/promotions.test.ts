import { beforeAll, expect, it } from 'vitest';
import { redeemPromotion } from '../../server/baskets/promotions.ts';
import { basketSchema } from '../../src/domain/baskets.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { promotionSchema } from '../../src/domain/prices.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  getBasket,
  newAddress,
  newBasket,
  type OrderingApp,
  orderingApp,
  type Shopper,
  shopper,
} from './ordering.ts';

const NOW = '2026-12-01T09:00:00Z';

forEachDatabase('promotions', (getDatabase) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase(), { now: () => new Date(NOW) });
  });

  async function check(who: Shopper, basketId: number, code: string) {
    return call(app, who, 'GET', `promotion/${basketId}/${encodeURIComponent(code)}`);
  }

  async function placeOrder(who: Shopper) {
    const { orderId } = await getDatabase()
      .db.insertInto('orders')
      .values({
        customerId: who.customerId,
        orderType: 'BTB',
        orderDate: new Date(NOW),
        status: 'Booked',
        totalPence: 1000,
      })
      .returning('orderId')
      .executeTakeFirstOrThrow();
    return orderId;
  }

  it('describes a percentage and a fixed-amount code, in any case', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me);
    expect(
      promotionSchema.parse(await expectStatus(check(me, basketId, 'WELCOME10'), 200)),
    ).toEqual({
      valid: true,
      promoCode: 'WELCOME10',
      discountType: 'percentage',
      amount: 10,
      description: '10% off your first order',
    });
    expect(
      promotionSchema.parse(await expectStatus(check(me, basketId, ' fiveoff '), 200)),
    ).toMatchObject({ valid: true, promoCode: 'FIVEOFF', discountType: 'fixed', amount: 5 });
  });

  it('refuses unknown and expired codes with 155', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me);
    for (const code of ['EXPIRED20', 'NOPE', 'WELCOME', '%', 'x'.repeat(41)]) {
      const res = await check(me, basketId, code);
      expect(res.status, code).toBe(400);
    }
    await expectError(check(me, basketId, 'EXPIRED20'), 400, ErrorCode.InvalidPromotionCode);
    await expectError(check(me, basketId, 'nope'), 400, ErrorCode.InvalidPromotionCode);
  });

  it('is used once per customer: redeemed, it is refused to them and no one else', async () => {
    const me = await shopper(app);
    const other = await shopper(app);
    const mine = await newBasket(app, me);
    const theirs = await newBasket(app, other);
    const orderId = await placeOrder(me);
    const db = getDatabase().db;
    expect(await redeemPromotion(db, 'welcome10', me.customerId, orderId)).toBe(true);
    // A retried completion is not an error.
    expect(await redeemPromotion(db, 'WELCOME10', me.customerId, orderId)).toBe(false);
    await expectError(check(me, mine.basketId, 'WELCOME10'), 400, ErrorCode.InvalidPromotionCode);
    await expectStatus(check(other, theirs.basketId, 'WELCOME10'), 200);
    await expectStatus(check(me, mine.basketId, 'FIVEOFF'), 200);
    // And the code can no longer be put on their basket either.
    await expectError(
      call(app, me, 'PATCH', `basket/${mine.basketId}`, { promoCode: 'WELCOME10' }),
      400,
      ErrorCode.InvalidPromotionCode,
    );
  });

  it('is applied to the basket with PATCH, checked there, and removed with null', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me);
    const patch = (promoCode: string | null) =>
      call(app, me, 'PATCH', `basket/${basketId}`, { promoCode });
    expect(basketSchema.parse(await expectStatus(patch('welcome10'), 200)).promoCode).toBe(
      'WELCOME10',
    );
    await expectError(patch('EXPIRED20'), 400, ErrorCode.InvalidPromotionCode);
    const kept = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(kept.promoCode).toBe('WELCOME10');
    expect(basketSchema.parse(await expectStatus(patch(null), 200)).promoCode).toBeNull();
  });

  it("checks codes against the customer's own basket only", async () => {
    const me = await shopper(app);
    const other = await shopper(app);
    const theirs = await newBasket(app, other);
    await expectError(check(me, theirs.basketId, 'WELCOME10'), 404, ErrorCode.BasketNotFound);
    await expectError(check(me, 0, 'WELCOME10'), 400, ErrorCode.ValidationFailed);
  });

  it('leaves a code that can no longer be used out of the quote, without failing validation', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me, 'materials');
    await expectStatus(
      call(app, me, 'PUT', `basket/materials/${basketId}`, {
        items: [{ materialId: 1, quantity: 1 }],
        address: await newAddress(app, me),
        timeslot: { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 },
      }),
      200,
    );
    await expectStatus(call(app, me, 'PATCH', `basket/${basketId}`, { promoCode: 'FIVEOFF' }), 200);
    const validate = () => expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200);
    expect(await validate()).toEqual({ valid: true, message: null });
    const discounted = await getBasket(app, me, basketId);
    expect(discounted.quote.promotion?.code).toBe('FIVEOFF');
    await redeemPromotion(getDatabase().db, 'FIVEOFF', me.customerId, await placeOrder(me));
    // Checkout would refuse the old total (PriceChanged); the basket itself is still valid.
    expect(await validate()).toEqual({ valid: true, message: null });
    const full = await getBasket(app, me, basketId);
    expect(full.quote.promotion).toBeNull();
    expect(full.quote.total).toBeGreaterThan(discounted.quote.total);
  });
});
