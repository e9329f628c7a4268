import { beforeAll, describe, expect, it } from 'vitest';
import { getBasket as readBasketRecord, setBasketStage } from '../../server/baskets/repository.ts';
import { basketSchema, basketValidationSchema } from '../../src/domain/baskets.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { documentedOperations } from './documented.ts';
import { forEachDatabase } from './harness.ts';

/** The order funnel's calls: baskets, prices, promotions, timeslots, courier and addresses. */
const ORDERING_TAGS = ['baskets', 'prices', 'timeslots', 'courier', 'address'];

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

/** Tuesday 1 December 2026: the first collection day is Friday the 4th. */
const NOW = '2026-12-01T09:00:00Z';
const FRIDAY_MORNING = { doorstepDate: '2026-12-04', startHour: 8, endHour: 13 };

forEachDatabase('baskets', (getDatabase) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase(), { now: () => new Date(NOW) });
  });

  async function addBox(
    who: Shopper,
    status: string,
    options: { detained?: boolean; customerId?: number } = {},
  ) {
    const { boxId } = await getDatabase()
      .db.insertInto('boxes')
      .values({
        customerId: options.customerId ?? who.customerId,
        boxTypeId: BoxTypeId.MediumBox,
        status,
        ownerType: 'lovespace',
        createdAt: new Date(NOW),
        detained: options.detained ?? false,
      })
      .returning('boxId')
      .executeTakeFirstOrThrow();
    return boxId;
  }

  async function validation(who: Shopper, basketId: number) {
    return basketValidationSchema.parse(
      await expectStatus(call(app, who, 'GET', `basket/${basketId}/validate`), 200),
    );
  }

  describe('creating', () => {
    it('starts a by-the-box basket with an empty storage part for the bearer', async () => {
      const me = await shopper(app);
      const basket = await newBasket(app, me);
      expect(basket).toMatchObject({
        basketType: 'btb',
        customerId: me.customerId,
        partner: null,
        marketingReference: null,
        sales: false,
        promoCode: null,
        materialBasket: null,
        collectionBasket: null,
        returnBasket: null,
        storageBasket: {
          lineItems: [],
          numberOfMonths: 1,
          collection: { address: null, timeslot: null },
          storageInsurance: null,
          furtherMonthsStoragePrices: [],
        },
      });
      expect(await getBasket(app, me, basket.basketId)).toEqual(basket);
    });

    it('keeps a partner and a marketing reference from the path', async () => {
      const me = await shopper(app);
      const body = await expectStatus(
        call(
          app,
          me,
          'POST',
          `basket/cid/${me.customerId}/basketType/materials/marketingReference/SPRING/partner/acme/sales/false`,
        ),
        200,
      );
      expect(basketSchema.parse(body)).toMatchObject({
        basketType: 'materials',
        partner: 'acme',
        marketingReference: 'SPRING',
        materialBasket: { items: [], address: null },
        storageBasket: null,
      });
    });

    it("refuses a basket for someone else's account, and bad path values", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      await expectError(
        call(
          app,
          me,
          'POST',
          `basket/cid/${other.customerId}/basketType/btb/marketingReference/null/partner/null/sales/false`,
        ),
        404,
        ErrorCode.NotFound,
      );
      await expectError(
        call(
          app,
          me,
          'POST',
          `basket/cid/${me.customerId}/basketType/pallet/marketingReference/null/partner/null/sales/false`,
        ),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(
        call(
          app,
          me,
          'POST',
          `basket/cid/${me.customerId}/basketType/btb/marketingReference/null/partner/null/sales/maybe`,
        ),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('needs a session', async () => {
      const res = await call(
        app,
        null,
        'POST',
        'basket/cid/1/basketType/btb/marketingReference/null/partner/null/sales/false',
      );
      expect(res.status).toBe(401);
    });
  });

  describe('changing', () => {
    it('puts the storage part and answers it priced', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const body = await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          lineItems: [
            { boxTypeId: BoxTypeId.MediumBox, quantity: 2 },
            { boxTypeId: BoxTypeId.LargeBox, quantity: 0 },
            { boxTypeId: BoxTypeId.MediumBox, quantity: 1 },
          ],
          numberOfMonths: 6,
          otherItemsBoxed: true,
          storageInsurance: { coverageLimit: 1000 },
        }),
        200,
      );
      const { storageBasket } = basketSchema.parse(body);
      // Duplicates merged, zero quantities dropped.
      expect(storageBasket?.lineItems).toEqual([
        { boxTypeId: BoxTypeId.MediumBox, quantity: 3, unitPrice: 5.65, oneMonthPrice: 7.55 },
      ]);
      expect(storageBasket).toMatchObject({
        numberOfMonths: 6,
        otherItemsBoxed: true,
        storageInsurance: { coverageLimit: 1000 },
      });
      expect(storageBasket?.furtherMonthsStoragePrices).toHaveLength(12);
    });

    it('patches one part, keeping the fields not sent', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 4 }],
        }),
        200,
      );
      await expectStatus(
        call(app, me, 'PATCH', `basket/${basketId}/btb`, { numberOfMonths: 3 }),
        200,
      );
      const basket = await getBasket(app, me, basketId);
      expect(basket.storageBasket?.numberOfMonths).toBe(3);
      expect(basket.storageBasket?.lineItems).toMatchObject([
        { boxTypeId: BoxTypeId.SmallBox, quantity: 4 },
      ]);
    });

    it('patches the top-level fields', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const body = await expectStatus(
        call(app, me, 'PATCH', `basket/${basketId}`, { partner: 'acme', marketingReference: 'TV' }),
        200,
      );
      expect(basketSchema.parse(body)).toMatchObject({ partner: 'acme', marketingReference: 'TV' });
    });

    it('refuses a term under one month with 25, and unknown box types and cover levels', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const put = (body: unknown) => call(app, me, 'PUT', `basket/storage/${basketId}`, body);
      await expectError(put({ numberOfMonths: 0 }), 400, ErrorCode.MinimumOneMonthStorage);
      await expectError(put({ numberOfMonths: -3 }), 400, ErrorCode.MinimumOneMonthStorage);
      await expectError(
        put({ lineItems: [{ boxTypeId: 999, quantity: 1 }] }),
        400,
        ErrorCode.ValidationFailed,
      );
      // The medium suitcase is priced but not orderable.
      await expectError(
        put({ lineItems: [{ boxTypeId: BoxTypeId.MediumSuitcase, quantity: 1 }] }),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(
        put({ storageInsurance: { coverageLimit: 750 } }),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(put({ numberOfMonths: 1.5 }), 400, ErrorCode.ValidationFailed);
      expect((await getBasket(app, me, basketId)).storageBasket?.numberOfMonths).toBe(1);
    });

    it('sets bookable materials only, and removes a part', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const home = await newAddress(app, me);
      await expectError(
        call(app, me, 'PUT', `basket/materials/${basketId}`, {
          items: [{ materialId: 8, quantity: 1 }],
        }),
        400,
        ErrorCode.ValidationFailed,
      );
      const body = await expectStatus(
        call(app, me, 'PUT', `basket/materials/${basketId}`, {
          items: [
            { materialId: 1, quantity: 2 },
            { materialId: 5, quantity: 1 },
          ],
          address: home,
        }),
        200,
      );
      expect(basketSchema.parse(body).materialBasket).toEqual({
        items: [
          { materialId: 1, quantity: 2 },
          { materialId: 5, quantity: 1 },
        ],
        address: home,
        timeslot: null,
      });
      const deleted = await expectStatus(
        call(app, me, 'DELETE', `basket/${basketId}/materials`),
        200,
      );
      expect(basketSchema.parse(deleted).materialBasket).toBeNull();
    });

    it("refuses another customer's address, basket and boxes with 404", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const theirAddress = await newAddress(app, other);
      const theirBasket = await newBasket(app, other);
      await expectError(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          collection: { address: theirAddress, timeslot: null },
        }),
        404,
        ErrorCode.AddressNotFound,
      );
      for (const [method, path, body] of [
        ['GET', `basket/${theirBasket.basketId}`, undefined],
        ['GET', `basket/${theirBasket.basketId}/validate`, undefined],
        ['PATCH', `basket/${theirBasket.basketId}`, { partner: 'x' }],
        ['PATCH', `basket/${theirBasket.basketId}/btb`, { numberOfMonths: 2 }],
        ['PUT', `basket/storage/${theirBasket.basketId}`, { numberOfMonths: 2 }],
        ['DELETE', `basket/${theirBasket.basketId}/btb`, undefined],
      ] as const) {
        await expectError(call(app, me, method, path, body), 404, ErrorCode.BasketNotFound);
      }
      expect((await getBasket(app, other, theirBasket.basketId)).partner).toBeNull();

      const collection = await newBasket(app, me, 'collection');
      const theirBox = await addBox(other, 'WithCustomer');
      await expectError(
        call(app, me, 'PUT', `basket/collection/${collection.basketId}`, {
          collectionItems: [{ boxId: theirBox }],
        }),
        404,
        ErrorCode.NotFound,
      );
    });

    it('takes a collection of boxes with the customer and a return of stored ones', async () => {
      const me = await shopper(app);
      const atHome = await addBox(me, 'WithCustomer');
      const stored = await addBox(me, 'WithLoveSpace');
      const collection = await newBasket(app, me, 'collection');
      const put = (type: string, basketId: number, body: unknown) =>
        call(app, me, 'PUT', `basket/${type}/${basketId}`, body);
      const collected = basketSchema.parse(
        await expectStatus(
          put('collection', collection.basketId, {
            collectionItems: [{ boxId: atHome }, { boxId: atHome }],
            numberOfMonths: 2,
          }),
          200,
        ),
      );
      expect(collected.collectionBasket).toMatchObject({
        collectionItems: [{ boxId: atHome }],
        numberOfMonths: 2,
      });
      await expectError(
        put('collection', collection.basketId, { collectionItems: [{ boxId: stored }] }),
        400,
        ErrorCode.ValidationFailed,
      );

      const returning = await newBasket(app, me, 'return');
      const returned = basketSchema.parse(
        await expectStatus(
          put('return', returning.basketId, {
            returnItems: [{ boxId: stored }],
            notificationPhone: '07700 900123',
            roomReturn: true,
          }),
          200,
        ),
      );
      expect(returned.returnBasket).toMatchObject({
        returnItems: [{ boxId: stored }],
        notificationPhone: '+447700900123',
        roomReturn: true,
      });
      await expectError(
        put('return', returning.basketId, { returnItems: [{ boxId: atHome }] }),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(
        put('storage', returning.basketId, { returnItems: [] }),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('refuses to return detained boxes with 88', async () => {
      const me = await shopper(app);
      const detained = await addBox(me, 'WithLoveSpace', { detained: true });
      const { basketId } = await newBasket(app, me, 'return');
      const body = await expectError(
        call(app, me, 'PUT', `basket/return/${basketId}`, { returnItems: [{ boxId: detained }] }),
        400,
        ErrorCode.DetainedItemsCannotBeReturned,
      );
      expect(body.message).toBe(ERROR_MESSAGES[ErrorCode.DetainedItemsCannotBeReturned]);
    });
  });

  describe('validating', () => {
    it('fails with the first thing to put right, then passes', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      expect(await validation(me, basketId)).toEqual({
        valid: false,
        message: 'Choose the boxes you want to store',
      });
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          lineItems: [{ boxTypeId: BoxTypeId.LargeBox, quantity: 2 }],
        }),
        200,
      );
      expect(await validation(me, basketId)).toEqual({
        valid: false,
        message: 'Choose the address we collect from',
      });
      const home = await newAddress(app, me);
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          collection: { address: home, timeslot: null },
        }),
        200,
      );
      expect(await validation(me, basketId)).toEqual({
        valid: false,
        message: 'Choose a collection timeslot',
      });
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          collection: { address: home, timeslot: FRIDAY_MORNING },
        }),
        200,
      );
      expect(await validation(me, basketId)).toEqual({ valid: true, message: null });
      const basket = await getBasket(app, me, basketId);
      expect(basket.storageBasket?.collection).toEqual({
        address: home,
        timeslot: { ...FRIDAY_MORNING, available: true },
      });
    });

    it('fails when a material is withdrawn or the timeslot has gone', async () => {
      const db = getDatabase().db;
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const home = await newAddress(app, me);
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 1 }],
          collection: { address: home, timeslot: FRIDAY_MORNING },
        }),
        200,
      );
      await expectStatus(
        call(app, me, 'PUT', `basket/materials/${basketId}`, {
          items: [{ materialId: 7, quantity: 1 }],
        }),
        200,
      );
      // With materials to deliver first, Friday is now too early for the collection.
      expect(await validation(me, basketId)).toEqual({
        valid: false,
        message: 'Your timeslot is no longer available, please choose another',
      });
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          collection: {
            address: home,
            timeslot: { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 },
          },
        }),
        200,
      );
      expect((await validation(me, basketId)).valid).toBe(true);
      await db
        .updateTable('materials')
        .set({ bookingAllowed: false })
        .where('materialId', '=', 7)
        .execute();
      try {
        expect(await validation(me, basketId)).toEqual({
          valid: false,
          message: 'Packing paper can no longer be ordered, please remove it',
        });
      } finally {
        await db
          .updateTable('materials')
          .set({ bookingAllowed: true })
          .where('materialId', '=', 7)
          .execute();
      }
    });

    it('checks materials-only and return baskets for their own parts', async () => {
      const me = await shopper(app);
      const materials = await newBasket(app, me, 'materials');
      expect(await validation(me, materials.basketId)).toEqual({
        valid: false,
        message: 'Choose the packing materials you need',
      });
      await expectStatus(
        call(app, me, 'PUT', `basket/materials/${materials.basketId}`, {
          items: [{ materialId: 2, quantity: 5 }],
          address: await newAddress(app, me),
        }),
        200,
      );
      expect(await validation(me, materials.basketId)).toEqual({
        valid: false,
        message: 'Choose a delivery day',
      });
      await expectStatus(
        call(app, me, 'PUT', `basket/materials/${materials.basketId}`, {
          timeslot: { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 },
        }),
        200,
      );
      expect(await validation(me, materials.basketId)).toEqual({ valid: true, message: null });

      const returning = await newBasket(app, me, 'return');
      expect(await validation(me, returning.basketId)).toEqual({
        valid: false,
        message: 'Choose the items to return',
      });
    });
  });

  describe('the lifecycle', () => {
    it('refuses every change once checkout starts (197) and once ordered (160)', async () => {
      const db = getDatabase().db;
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const changes = [
        () => call(app, me, 'PATCH', `basket/${basketId}`, { partner: 'x' }),
        () => call(app, me, 'PATCH', `basket/${basketId}/btb`, { numberOfMonths: 2 }),
        () => call(app, me, 'PUT', `basket/storage/${basketId}`, { numberOfMonths: 2 }),
        () => call(app, me, 'PUT', `basket/materials/${basketId}`, { items: [] }),
        () => call(app, me, 'DELETE', `basket/${basketId}/btb`),
      ];

      expect(await setBasketStage(db, basketId, 'checkoutStarted', { from: ['notStarted'] })).toBe(
        true,
      );
      // Only one caller wins a transition.
      expect(await setBasketStage(db, basketId, 'checkoutStarted', { from: ['notStarted'] })).toBe(
        false,
      );
      for (const change of changes) {
        await expectError(change(), 409, ErrorCode.CheckoutInProgress);
      }
      expect((await validation(me, basketId)).valid).toBe(false);

      await setBasketStage(db, basketId, 'completed');
      for (const change of changes) {
        const body = await expectError(change(), 409, ErrorCode.OrderAlreadyPlaced);
        expect(body.message).toBe('Your order has already been placed');
      }
      expect(await validation(me, basketId)).toEqual({
        valid: false,
        message: 'Your order has already been placed',
      });
      // Reading still works, and nothing changed.
      expect((await getBasket(app, me, basketId)).storageBasket?.numberOfMonths).toBe(1);
      expect((await readBasketRecord(db, basketId))?.stage).toBe('completed');
    });

    it('lets a basket whose checkout failed be changed again', async () => {
      const db = getDatabase().db;
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      await setBasketStage(db, basketId, 'checkoutStarted');
      await setBasketStage(db, basketId, 'notStarted', { from: ['checkoutStarted'] });
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, { numberOfMonths: 2 }),
        200,
      );
    });
  });

  describe('bad input', () => {
    it('answers 4xx, never 500', async () => {
      const me = await shopper(app);
      const { basketId } = await newBasket(app, me);
      const cases: [string, string, unknown][] = [
        ['GET', 'basket/abc', undefined],
        ['GET', 'basket/0', undefined],
        ['GET', 'basket/99999999999', undefined],
        ['GET', 'basket/2147483647', undefined],
        ['PATCH', `basket/${basketId}/pallet`, { numberOfMonths: 2 }],
        ['PATCH', `basket/${basketId}/btb`, { lineItems: 'many' }],
        ['PATCH', `basket/${basketId}/btb`, [1, 2]],
        ['PATCH', `basket/${basketId}`, { promoCode: 12 }],
        ['PUT', `basket/storage/${basketId}`, { lineItems: [{ boxTypeId: -1, quantity: 1 }] }],
        ['PUT', `basket/storage/${basketId}`, { lineItems: [{ boxTypeId: 14, quantity: 1e9 }] }],
        ['PUT', `basket/storage/${basketId}`, { numberOfMonths: 1e12 }],
        [
          'PUT',
          `basket/storage/${basketId}`,
          { collection: { address: null, timeslot: { doorstepDate: 'soon' } } },
        ],
        ['PUT', `basket/pallet/${basketId}`, {}],
        ['PUT', `basket/return/${basketId}`, { returnItems: [{ boxId: 2147483647 }] }],
        ['DELETE', `basket/${basketId}/everything`, undefined],
      ];
      for (const [method, path, body] of cases) {
        const res = await call(app, me, method as 'GET', path, body);
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
      const malformed = await app.request(`/v1/basket/storage/${basketId}?integratorId=2`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
        body: '{"lineItems": [',
      });
      expect(malformed.status).toBe(400);
      // Every ordering call with nonsense in each path segment and body.
      const ordering = (await documentedOperations(app)).filter((op) =>
        op.tags.some((tag) => ORDERING_TAGS.includes(tag)),
      );
      for (const operation of ordering) {
        for (const segment of ['x', '-1', '99999999999', 'null', '%25']) {
          const bodies =
            operation.method === 'get'
              ? [undefined]
              : [undefined, {}, [], { numberOfMonths: 'six' }];
          for (const body of bodies) {
            const path = operation.path.replace(/\{\w+\}/g, segment);
            const headers: Record<string, string> = { Authorization: `Bearer ${me.token}` };
            if (body !== undefined) headers['Content-Type'] = 'application/json';
            const res = await app.request(
              `${path}${path.startsWith('/v1/') ? '?integratorId=2' : ''}`,
              {
                method: operation.method.toUpperCase(),
                headers,
                ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
              },
            );
            expect(res.status, `${operation.method} ${path} ${JSON.stringify(body)}`).toBeLessThan(
              500,
            );
          }
        }
      }
      const noType = await app.request(`/v1/basket/${basketId}/btb?integratorId=2`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${me.token}` },
        body: 'numberOfMonths=2',
      });
      expect(noType.status).toBe(400);
    });
  });
});
