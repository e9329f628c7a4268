import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../../server/auth/session-cache.ts';
import { pricedBreakdown } from '../../server/baskets/pricing.ts';
import { quoteFromBreakdown } from '../../server/baskets/quote.ts';
import { MaterialId } from '../../server/db/seeds/catalogue.ts';
import type { Address } from '../../src/domain/addresses.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { type Quote, quoteSchema } from '../../src/domain/quote.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  DUBLIN_HOME,
  expectError,
  expectStatus,
  getBasket,
  LONDON_HOME,
  shopper,
} from './ordering.ts';
import {
  CARDS,
  checkoutProgress,
  type PayingApp,
  payingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
} from './paying.ts';

const ORDERABLE = [
  BoxTypeId.SmallBox,
  BoxTypeId.MediumBox,
  BoxTypeId.LargeBox,
  BoxTypeId.Suitcase,
] as const;
const COVER_LEVELS = [null, 500, 1000, 2500, 5000] as const;
const MATERIAL_IDS = [1, 2, 3, 4, 5] as const;

const TUESDAY_MORNING = { doorstepDate: '2026-12-08', startHour: 8, endHour: 13 };

const pence = (pounds: number) => Math.round(pounds * 100);
const HOUR = 3_600_000;

/** The quote's own arithmetic, done in pence: the parts add up to the subtotal and total. */
function expectConsistent(quote: Quote) {
  const parts =
    quote.lineItems.reduce((sum, line) => sum + pence(line.amount), 0) +
    pence(quote.insurance?.amount ?? 0) +
    pence(quote.roomReturn ?? 0) +
    pence(quote.longDistanceSurcharge ?? 0);
  expect(pence(quote.subtotal)).toBe(parts);
  expect(pence(quote.total)).toBe(pence(quote.subtotal) - pence(quote.promotion?.amount ?? 0));
  for (const line of quote.lineItems) {
    expect(pence(line.amount)).toBe(pence(line.unitPrice * line.quantity * (line.months ?? 1)));
  }
}

forEachDatabase('quote', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  describe('every basket answer carries the quote', () => {
    it('prices storage, starts with no materials and offers the suggestion without adding it', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const basket = await getBasket(app, me, basketId);
      expect(basket.materialBasket).toBeNull();
      const { quote } = basket;
      expect(quote.currency).toBe('GBP');
      expect(quote.months).toBe(3);
      expect(quote.lineItems.map((line) => [line.kind, line.description, line.quantity])).toEqual([
        ['storage', 'Medium box', 2],
        ['storage', 'Suitcase', 1],
      ]);
      expect(quote.lineItems.every((line) => line.kind !== 'material')).toBe(true);
      expect(quote.suggestedMaterials?.lines.length).toBeGreaterThan(0);
      expect(pence(quote.suggestedMaterials?.total ?? 0)).toBe(
        (quote.suggestedMaterials?.lines ?? []).reduce((sum, line) => sum + pence(line.amount), 0),
      );
      expect(quote.nextMonthlyBill).toBe(quote.monthlyTotal);
      expect(new Date(quote.validUntil).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
      expectConsistent(quote);
    });

    it('answers every change with the new quote', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const before = (await getBasket(app, me, basketId)).quote;
      const changed = quoteSchema.parse(
        (
          (await expectStatus(
            call(app, me, 'PUT', `basket/storage/${basketId}`, {
              storageInsurance: { coverageLimit: 1000 },
            }),
            200,
          )) as { quote: unknown }
        ).quote,
      );
      expect(changed.insurance).toMatchObject({ coverageLimit: 1000, months: 3 });
      expect(pence(changed.total)).toBe(pence(before.total) + pence(changed.insurance!.amount));
      expectConsistent(changed);
    });

    it('quotes boxes for a visitor before there is a basket', async () => {
      const body = await expectStatus(
        call(app, null, 'POST', 'quote/storage/user/0', {
          lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 4 }],
          numberOfMonths: 6,
        }),
        200,
      );
      const quote = quoteSchema.parse(body);
      expect(quote.lineItems).toEqual([
        expect.objectContaining({ kind: 'storage', quantity: 4, months: 6 }),
      ]);
      expect(quote.total).toBeGreaterThan(0);
      expectConsistent(quote);
      await expectError(
        call(app, null, 'POST', 'quote/storage/user/0', {
          lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 2.5 }],
          numberOfMonths: 1,
        }),
        400,
        ErrorCode.ValidationFailed,
      );
    });
  });

  describe('a basket answer reads the database three times at most', () => {
    /** An app on its own handle of the database that counts the statements it runs. */
    function countingApp() {
      let statements = 0;
      const counted = db().withPlugin({
        transformQuery: ({ node }) => node,
        // Every statement run, whatever built it, comes back through here once.
        transformResult: async ({ result }) => {
          statements++;
          return result;
        },
      });
      const app = payingApp({ ...getDatabase(), db: counted }, undefined, {
        // As the server runs: a session checked a moment ago is not read again.
        sessionCache: new SessionCache(HOUR),
      });
      return { app, statements: () => statements };
    }

    it('answers GET basket/{id} with its quote in at most 3 statements', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const counting = countingApp();
      const first = await getBasket(counting.app, me, basketId);
      const before = counting.statements();
      const again = await getBasket(counting.app, me, basketId);
      // The basket, the price table with the catalogue, the collection's booked day.
      expect(counting.statements() - before).toBeLessThanOrEqual(3);
      expect(again).toEqual(first);
      expect(again.quote.suggestedMaterials?.lines.length).toBeGreaterThan(0);
    });

    it('quotes a change to the catalogue on the next call', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          storageInsurance: { coverageLimit: 1000 },
        }),
        200,
      );
      await expectStatus(
        call(app, me, 'PUT', `basket/materials/${basketId}`, {
          items: [{ materialId: MaterialId.MediumBox, quantity: 3 }],
        }),
        200,
      );
      const { app: counted } = countingApp();
      const before = (await getBasket(counted, me, basketId)).quote;
      const material = await db()
        .selectFrom('materials')
        .select('unitPricePence')
        .where('materialId', '=', MaterialId.MediumBox)
        .executeTakeFirstOrThrow();
      const cover = await db()
        .selectFrom('insurancePrices')
        .select('monthlyPricePence')
        .where('coverageLimit', '=', 1000)
        .executeTakeFirstOrThrow();
      const paper = (quote: Quote) =>
        quote.suggestedMaterials?.lines.find((line) => line.itemId === MaterialId.PackingPaper);
      const boxes = (quote: Quote) =>
        quote.lineItems.find(
          (line) => line.kind === 'material' && line.itemId === MaterialId.MediumBox,
        );
      expect(boxes(before)?.unitPrice).toBe(material.unitPricePence / 100);
      expect(paper(before)?.quantity).toBe(2);

      const change = (
        name: string,
        materialPence: number,
        coverPence: number,
        paperPerBox: number,
      ) =>
        db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('boxTypes')
              .set({ name })
              .where('boxTypeId', '=', BoxTypeId.MediumBox)
              .execute();
            await trx
              .updateTable('materials')
              .set({ unitPricePence: materialPence })
              .where('materialId', '=', MaterialId.MediumBox)
              .execute();
            await trx
              .updateTable('insurancePrices')
              .set({ monthlyPricePence: coverPence })
              .where('coverageLimit', '=', 1000)
              .execute();
            await trx
              .updateTable('materialSuggestions')
              .set({ quantity: paperPerBox })
              .where('boxTypeId', '=', BoxTypeId.MediumBox)
              .where('materialId', '=', MaterialId.PackingPaper)
              .execute();
          });
      await change(
        'Medium box, renamed',
        material.unitPricePence + 100,
        cover.monthlyPricePence + 50,
        2,
      );
      try {
        const after = (await getBasket(counted, me, basketId)).quote;
        expect(after.lineItems.filter((line) => line.kind === 'storage')[0]?.description).toBe(
          'Medium box, renamed',
        );
        expect(boxes(after)).toMatchObject({
          unitPrice: (material.unitPricePence + 100) / 100,
          amount: (3 * (material.unitPricePence + 100)) / 100,
        });
        expect(
          after.suggestedMaterials?.lines.find((line) => line.itemId === MaterialId.MediumBox)
            ?.unitPrice,
        ).toBe((material.unitPricePence + 100) / 100);
        expect(paper(after)?.quantity).toBe(4);
        expect(after.insurance?.monthlyPrice).toBe((cover.monthlyPricePence + 50) / 100);
        expect(pence(after.total)).toBe(pence(before.total) + 3 * 100 + 3 * 50);
        expectConsistent(after);
      } finally {
        await change('Medium box', material.unitPricePence, cover.monthlyPricePence, 1);
      }
      expect((await getBasket(counted, me, basketId)).quote).toEqual(before);
    });
  });

  describe('checkout charges the quote', () => {
    it('refuses a total the customer no longer sees, with the new quote, and charges the new one once confirmed', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me, { promoCode: 'WELCOME10' });
      const shown = (await getBasket(app, me, basketId)).quote;
      expect(shown.promotion?.code).toBe('WELCOME10');
      // The promotion ends while the customer is on the checkout step.
      await db()
        .updateTable('promotions')
        .set({ expiresAt: new Date('2026-01-01T00:00:00Z') })
        .where('code', '=', 'WELCOME10')
        .execute();
      try {
        await payWithNewCard(app, me, basketId, CARDS.visa);
        const refused = (await expectError(
          call(app, me, 'POST', `basket/${basketId}/checkout/start`, {
            quotedTotal: shown.total,
          }),
          409,
          ErrorCode.PriceChanged,
        )) as unknown as { quote: unknown };
        const fresh = quoteSchema.parse(refused.quote);
        expect(fresh.promotion).toBeNull();
        expect(fresh.total).toBeGreaterThan(shown.total);
        // Nothing was charged and the basket can still change.
        expect((await getBasket(app, me, basketId)).quote.total).toBe(fresh.total);

        await expectStatus(
          call(app, me, 'POST', `basket/${basketId}/checkout/start`, { quotedTotal: fresh.total }),
          200,
        );
        const done = await settledCheckout(app, me, basketId);
        expect(done.status, JSON.stringify(done)).toBe('succeeded');
        const order = await db()
          .selectFrom('orders')
          .select('totalPence')
          .where('orderId', '=', done.orderId!)
          .executeTakeFirstOrThrow();
        expect(order.totalPence).toBe(pence(fresh.total));
      } finally {
        await db()
          .updateTable('promotions')
          .set({ expiresAt: null })
          .where('code', '=', 'WELCOME10')
          .execute();
      }
    });

    it('gives a once-per-customer code to one of 20 concurrent checkouts and re-quotes the rest', async () => {
      const me = await shopper(app);
      const baskets = await Promise.all(
        Array.from({ length: 20 }, () => readyBasket(app, me, { promoCode: 'FIVEOFF' })),
      );
      const quotes = await Promise.all(baskets.map((id) => getBasket(app, me, id)));
      for (const { quote } of quotes) expect(quote.promotion?.code).toBe('FIVEOFF');
      for (const id of baskets) await payWithNewCard(app, me, id, CARDS.visa);

      const answers = await Promise.all(
        baskets.map(async (id, index) => {
          const res = await call(app, me, 'POST', `basket/${id}/checkout/start`, {
            quotedTotal: quotes[index]!.quote.total,
          });
          return { id, status: res.status, body: (await res.json()) as { errorCode?: number } };
        }),
      );
      const started = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(started).toHaveLength(1);
      expect(refused).toHaveLength(19);
      for (const answer of refused) expect(answer.body.errorCode).toBe(ErrorCode.PriceChanged);

      expect((await settledCheckout(app, me, started[0]!.id)).status).toBe('succeeded');
      const redemptions = await db()
        .selectFrom('promotionRedemptions')
        .select(['basketId', 'orderId'])
        .where('customerId', '=', me.customerId)
        .execute();
      expect(redemptions).toEqual([{ basketId: started[0]!.id, orderId: expect.any(Number) }]);
      // The others now see the full price, and can pay it.
      const other = await getBasket(app, me, refused[0]!.id);
      expect(other.quote.promotion).toBeNull();
      expect(pence(other.quote.total)).toBe(pence(quotes[0]!.quote.total) + 500);
    });

    it('charges exactly the quote total across the pricing table', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(
            fc.record({
              boxTypeId: fc.constantFrom(...ORDERABLE),
              quantity: fc.integer({ min: 1, max: 12 }),
            }),
            { minLength: 1, maxLength: 3, selector: (item) => item.boxTypeId },
          ),
          fc.constantFrom(1, 2, 3, 5, 6, 11, 12, 24),
          fc.constantFrom(...COVER_LEVELS),
          fc.uniqueArray(
            fc.record({
              materialId: fc.constantFrom(...MATERIAL_IDS),
              quantity: fc.integer({ min: 1, max: 99 }),
            }),
            { maxLength: 3, selector: (item) => item.materialId },
          ),
          fc.constantFrom(undefined, 'WELCOME10', 'FIVEOFF'),
          async (lineItems, months, cover, materials, promoCode) => {
            const me = await shopper(app);
            const basketId = await readyBasket(app, me, { lineItems, promoCode });
            await expectStatus(
              call(app, me, 'PUT', `basket/storage/${basketId}`, {
                numberOfMonths: months,
                storageInsurance: cover === null ? null : { coverageLimit: cover },
              }),
              200,
            );
            const home = (await getBasket(app, me, basketId)).storageBasket?.collection.address;
            // Materials arrive before the collection, so it moves to the next Tuesday.
            await expectStatus(
              call(app, me, 'PUT', `basket/storage/${basketId}`, {
                collection: { address: home, timeslot: TUESDAY_MORNING },
              }),
              200,
            );
            if (materials.length > 0) {
              await expectStatus(
                call(app, me, 'PUT', `basket/materials/${basketId}`, {
                  items: materials,
                  address: home,
                }),
                200,
              );
            }
            const { quote } = await getBasket(app, me, basketId);
            expectConsistent(quote);
            await payWithNewCard(app, me, basketId, CARDS.visa);
            await expectStatus(
              call(app, me, 'POST', `basket/${basketId}/checkout/start`, {
                quotedTotal: quote.total,
              }),
              200,
            );
            const done = await settledCheckout(app, me, basketId);
            expect(done.status, JSON.stringify(await checkoutProgress(app, me, basketId))).toBe(
              'succeeded',
            );
            const charged = await db()
              .selectFrom('sandboxCharges')
              .innerJoin(
                'basketPaymentIntents',
                'basketPaymentIntents.paymentIntentId',
                'sandboxCharges.paymentIntentId',
              )
              .select(['sandboxCharges.amountPence', 'sandboxCharges.status'])
              .where('basketPaymentIntents.basketId', '=', basketId)
              .execute();
            expect(charged).toEqual([{ amountPence: pence(quote.total), status: 'succeeded' }]);
          },
        ),
        { numRuns: 8, seed: 20261124 },
      );
    });
  });
  describe('the quote of any basket is whole pence that add up', () => {
    it('sums its lines to the total, in pence, with the promotion never below zero', async () => {
      const at = new Date('2026-12-01T09:00:00Z');
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(
            fc.record({
              boxTypeId: fc.constantFrom(...ORDERABLE),
              quantity: fc.integer({ min: 1, max: 30 }),
            }),
            { maxLength: 4, selector: (item) => item.boxTypeId },
          ),
          fc.integer({ min: 1, max: 36 }),
          fc.constantFrom(...COVER_LEVELS),
          fc.uniqueArray(
            fc.record({
              materialId: fc.constantFrom(...MATERIAL_IDS),
              quantity: fc.integer({ min: 1, max: 99 }),
            }),
            { maxLength: 5, selector: (item) => item.materialId },
          ),
          fc.constantFrom(null, 'WELCOME10', 'FIVEOFF'),
          fc.constantFrom(null, LONDON_HOME, DUBLIN_HOME),
          fc.boolean(),
          async (lineItems, months, cover, items, promoCode, returnTo, roomReturn) => {
            const basket = {
              customerId: 0,
              promoCode,
              storageBasket:
                lineItems.length > 0
                  ? {
                      lineItems,
                      numberOfMonths: months,
                      otherItemsBoxed: false,
                      collection: { address: null, timeslot: null },
                      storageInsurance: cover === null ? null : { coverageLimit: cover },
                      doorstepCollection: true,
                      dropOffType: 'doorstep' as const,
                      vsuContract: 1 as const,
                      siteId: null,
                      unitSizeId: null,
                      dropOffDate: null,
                    }
                  : null,
              materialBasket: items.length > 0 ? { items, address: null, timeslot: null } : null,
              collectionBasket: null,
              returnBasket: returnTo
                ? {
                    returnItems: [],
                    address: { ...returnTo, addressId: 1 } as unknown as Address,
                    notificationEmail: null,
                    notificationPhone: null,
                    roomReturn,
                    floorDetails: null,
                    returnReasonText: null,
                    timeslot: null,
                    vsuLettingId: null,
                    moveOutDate: null,
                  }
                : null,
            };
            const priced = await pricedBreakdown(db(), basket, at);
            const quote = quoteSchema.parse(await quoteFromBreakdown(db(), basket, priced, at));
            // Every figure the API answers is a whole number of pence…
            const figures = [
              quote.subtotal,
              quote.total,
              quote.monthlyTotal,
              quote.insurance?.amount ?? 0,
              quote.insurance?.monthlyPrice ?? 0,
              quote.roomReturn ?? 0,
              quote.longDistanceSurcharge ?? 0,
              quote.promotion?.amount ?? 0,
              ...quote.lineItems.flatMap((line) => [line.unitPrice, line.amount]),
            ];
            for (const figure of figures) {
              expect(Number.isInteger(Math.round(figure * 100))).toBe(true);
              expect(figure * 100).toBeCloseTo(pence(figure), 6);
            }
            // …the lines and one-off charges add up to the subtotal, the total is the
            // subtotal less the promotion, never below zero, and checkout charges it.
            expectConsistent(quote);
            expect(quote.total).toBeGreaterThanOrEqual(0);
            expect(priced.breakdown.totalPence).toBe(pence(quote.total));
            expect(priced.breakdown.subtotalPence).toBe(pence(quote.subtotal));
          },
        ),
        { numRuns: 40, seed: 20261127 },
      );
    });
  });
});
