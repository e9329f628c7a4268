import { beforeAll, describe, expect, it } from 'vitest';
import { priceBasket } from '../../server/baskets/pricing.ts';
import { getBasket as readBasketRecord } from '../../server/baskets/repository.ts';
import { basketSchema } from '../../src/domain/baskets.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  insurancePricesSchema,
  longDistanceSurchargeSchema,
  roomReturnPriceSchema,
  storagePricesSchema,
} from '../../src/domain/prices.ts';
import { unitPriceFor } from '../../src/domain/priceTables.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  DUBLIN_HOME,
  expectError,
  expectStatus,
  LONDON_HOME,
  newAddress,
  newBasket,
  type OrderingApp,
  orderingApp,
  shopper,
} from './ordering.ts';

const NOW = '2026-12-01T09:00:00Z';

forEachDatabase('prices', (getDatabase) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase(), { now: () => new Date(NOW) });
  });

  describe('storage prices', () => {
    it('are open to a visitor as customer 0, cheaper for longer terms and more boxes', async () => {
      const prices = storagePricesSchema.parse(
        await expectStatus(call(app, null, 'GET', 'storage/prices/user/0'), 200),
      );
      expect(prices.storagePricePlanId).toBe(1);
      for (const boxTypeId of [
        BoxTypeId.SmallBox,
        BoxTypeId.MediumBox,
        BoxTypeId.LargeBox,
        BoxTypeId.Suitcase,
      ]) {
        const price = (boxes: number, months: number) =>
          unitPriceFor(prices, boxTypeId, boxes, months) ?? Number.NaN;
        expect(price(1, 12)).toBeLessThan(price(1, 6));
        expect(price(1, 6)).toBeLessThan(price(1, 1));
        expect(price(10, 1)).toBeLessThan(price(5, 1));
        expect(price(5, 1)).toBeLessThan(price(1, 1));
        // Tiers run on: 24 months and 30 boxes take the top tier.
        expect(price(30, 24)).toBe(price(10, 12));
      }
      expect(unitPriceFor(prices, BoxTypeId.SmallBox, 1, 1)).toBe(5.95);
    });

    it("give a customer their own plan, never another's, and need a session", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const own = storagePricesSchema.parse(
        await expectStatus(call(app, me, 'GET', `storage/prices/user/${me.customerId}`), 200),
      );
      expect(own.storagePricePlanId).toBe(1);
      await expectError(
        call(app, me, 'GET', `storage/prices/user/${other.customerId}`),
        404,
        ErrorCode.NotFound,
      );
      await expectError(
        call(app, null, 'GET', `storage/prices/user/${me.customerId}`),
        401,
        ErrorCode.SignInRequired,
      );
      // Signed in, customer 0 still works.
      await expectStatus(call(app, me, 'GET', 'storage/prices/user/0'), 200);
      for (const bad of ['-1', '00', 'abc', '99999999999']) {
        const res = await call(app, me, 'GET', `storage/prices/user/${bad}`);
        expect(res.status, bad).toBeGreaterThanOrEqual(400);
        expect(res.status, bad).toBeLessThan(500);
      }
    });

    it('price line items and further months in the basket', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const basket = basketSchema.parse(
        await expectStatus(
          call(app, me, 'PUT', `basket/storage/${basketId}`, {
            lineItems: [
              { boxTypeId: BoxTypeId.SmallBox, quantity: 1 },
              { boxTypeId: BoxTypeId.LargeBox, quantity: 5 },
            ],
            numberOfMonths: 12,
          }),
          200,
        ),
      );
      const storage = basket.storageBasket;
      expect(storage?.lineItems).toEqual([
        { boxTypeId: BoxTypeId.SmallBox, quantity: 1, unitPrice: 3.85, oneMonthPrice: 5.95 },
        { boxTypeId: BoxTypeId.LargeBox, quantity: 5, unitPrice: 5.8, oneMonthPrice: 8.95 },
      ]);
      const further = storage?.furtherMonthsStoragePrices ?? [];
      expect(further).toHaveLength(12);
      expect(further[0]).toBe(50.7);
      expect(further[11]).toBe(32.85);
      for (let i = 1; i < further.length; i += 1) {
        expect(further[i]).toBeLessThanOrEqual(further[i - 1] as number);
      }
    });
  });

  describe('priceBasket', () => {
    it('totals storage, materials, insurance and the promotion over the term', async () => {
      const db = getDatabase().db;
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 3 }],
          numberOfMonths: 6,
          storageInsurance: { coverageLimit: 1000 },
        }),
        200,
      );
      await expectStatus(
        call(app, me, 'PUT', `basket/materials/${basketId}`, {
          items: [
            { materialId: 2, quantity: 3 },
            { materialId: 5, quantity: 1 },
          ],
        }),
        200,
      );
      await expectStatus(
        call(app, me, 'PATCH', `basket/${basketId}`, { promoCode: 'fiveoff' }),
        200,
      );
      const record = await readBasketRecord(db, basketId);
      if (!record) throw new Error('basket missing');
      const breakdown = await priceBasket(db, record, new Date(NOW));
      expect(breakdown).toMatchObject({
        months: 6,
        storageMonthlyPence: 1695,
        storageTotalPence: 10170,
        materialsTotalPence: 1230,
        insuranceMonthlyPence: 350,
        insuranceTotalPence: 2100,
        subtotalPence: 13500,
        promotionDiscountPence: 500,
        totalPence: 13000,
        unpricedBoxTypeIds: [],
      });
      expect(breakdown.discountPercent).toBe(25);
    });

    it('prices the boxes of a collection by their types', async () => {
      const db = getDatabase().db;
      const me = await shopper(app);
      const { boxId } = await db
        .insertInto('boxes')
        .values({
          customerId: me.customerId,
          boxTypeId: BoxTypeId.LargeBox,
          status: 'WithCustomer',
          ownerType: 'lovespace',
          createdAt: new Date(NOW),
        })
        .returning('boxId')
        .executeTakeFirstOrThrow();
      const { basketId } = await newBasket(app, me, 'collection');
      await expectStatus(
        call(app, me, 'PUT', `basket/collection/${basketId}`, {
          collectionItems: [{ boxId }],
          numberOfMonths: 2,
        }),
        200,
      );
      const record = await readBasketRecord(db, basketId);
      if (!record) throw new Error('basket missing');
      const breakdown = await priceBasket(db, record, new Date(NOW));
      expect(breakdown.lines).toEqual([
        {
          boxTypeId: BoxTypeId.LargeBox,
          quantity: 1,
          unitPricePence: 895,
          oneMonthPricePence: 995,
          monthlyTotalPence: 895,
          termTotalPence: 1790,
        },
      ]);
      expect(breakdown.totalPence).toBe(1790);
    });
  });

  describe('insurance and return prices', () => {
    it('lists cover levels for the own basket only', async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const levels = insurancePricesSchema.parse(
        await expectStatus(call(app, me, 'GET', `insurance/prices/${basketId}`), 200),
      );
      expect(levels.insurancePrices.map((level) => level.coverageLimit)).toEqual([
        0, 500, 1000, 2500, 5000,
      ]);
      expect(levels.insurancePrices[2]).toEqual({ coverageLimit: 1000, monthlyPrice: 3.5 });
      await expectError(
        call(app, other, 'GET', `insurance/prices/${basketId}`),
        404,
        ErrorCode.BasketNotFound,
      );
    });

    it('gives the room return price and long-distance surcharges by area', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me, 'return');
      expect(
        roomReturnPriceSchema.parse(
          await expectStatus(call(app, me, 'GET', 'return/prices/roomReturn'), 200),
        ),
      ).toEqual({ roomReturnPrice: 25 });
      const surcharge = async (destination: string) =>
        longDistanceSurchargeSchema.parse(
          await expectStatus(
            call(
              app,
              me,
              'GET',
              `return/prices/longDistanceSurchargeForBasket/${basketId}/${encodeURIComponent(destination)}`,
            ),
            200,
          ),
        ).longDistanceSurcharge;
      const london = await newAddress(app, me, LONDON_HOME);
      const dublin = await newAddress(app, me, DUBLIN_HOME);
      expect(await surcharge(String(london.addressId))).toBe(0);
      expect(await surcharge(String(dublin.addressId))).toBe(35);
      expect(await surcharge('G1 1XQ')).toBe(25);
      // Guildford is GU, not Glasgow's G.
      expect(await surcharge('GU1 4RB')).toBe(0);
      expect(await surcharge('eh6 6qu')).toBe(25);
      expect(await surcharge('T12 X70A')).toBe(45);
      const other = await shopper(app);
      const theirs = await newAddress(app, other, LONDON_HOME);
      await expectError(
        call(
          app,
          me,
          'GET',
          `return/prices/longDistanceSurchargeForBasket/${basketId}/${theirs.addressId}`,
        ),
        404,
        ErrorCode.AddressNotFound,
      );
      await expectError(
        call(app, me, 'GET', `return/prices/longDistanceSurchargeForBasket/${basketId}/nowhere`),
        400,
        ErrorCode.ValidationFailed,
      );
    });
  });
});
