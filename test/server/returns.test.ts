import { beforeAll, describe, expect, it } from 'vitest';
import { basketSchema, basketValidationSchema } from '../../src/domain/baskets.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { longDistanceSurchargeSchema } from '../../src/domain/prices.ts';
import { timeslotsResponseSchema } from '../../src/domain/timeslots.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  LONDON_HOME,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  addCard,
  basketStage,
  CARDS,
  FRIDAY_MORNING,
  NOW,
  type PayingApp,
  payingApp,
  paymentIntent,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** NOW is Tuesday 1 December 2026: the first return day is Friday the 4th, then Saturday. */
const SATURDAY_MORNING = { doorstepDate: '2026-12-05', startHour: 8, endHour: 13 };

const BELFAST_HOME = {
  addressType: 'Home',
  addressLine1: '12 Botanic Avenue',
  town: 'Belfast',
  postcode: 'BT7 1JG',
  countryCode: 'GB',
} as const;

const EDINBURGH_HOME = {
  addressType: 'Home',
  addressLine1: '5 Marchmont Road',
  town: 'Edinburgh',
  postcode: 'EH9 1HY',
  countryCode: 'GB',
} as const;

forEachDatabase('returns and collections', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  async function addBox(who: Shopper, status: string, options: { detained?: boolean } = {}) {
    const { boxId } = await db()
      .insertInto('boxes')
      .values({
        customerId: who.customerId,
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

  async function statusOf(boxId: number) {
    const row = await db()
      .selectFrom('boxes')
      .select('status')
      .where('boxId', '=', boxId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  function put(who: Shopper, type: 'return' | 'collection', basketId: number, body: unknown) {
    return call(app, who, 'PUT', `basket/${type}/${basketId}`, body);
  }

  async function validation(who: Shopper, basketId: number) {
    return basketValidationSchema.parse(
      await expectStatus(call(app, who, 'GET', `basket/${basketId}/validate`), 200),
    );
  }

  /** Pays for the basket with the customer's saved Visa and waits for the order. */
  async function payWithSavedCard(who: Shopper, basketId: number) {
    const card = await addCard(app, who, CARDS.visa);
    const intent = await paymentIntent(app, who, basketId, { cardId: card.cardId });
    await startCheckout(app, who, basketId);
    const done = await settledCheckout(app, who, basketId);
    expect(done.status, done.message ?? '').toBe('succeeded');
    return { orderId: done.orderId as number, amount: intent.amount };
  }

  describe('return baskets', () => {
    it('refuses a Saturday return with 174 and lists no Saturdays', async () => {
      const me = await shopper(app);
      const stored = await addBox(me, 'WithLoveSpace');
      const { basketId } = await newBasket(app, me, 'return');
      const home = await newAddress(app, me);
      await expectStatus(
        put(me, 'return', basketId, { returnItems: [{ boxId: stored }], address: home }),
        200,
      );

      const body = await expectError(
        put(me, 'return', basketId, { timeslot: SATURDAY_MORNING }),
        400,
        ErrorCode.NoReturnOnSaturday,
      );
      expect(body.message).toBe("Items can't be returned on a Saturday");
      expect((await validation(me, basketId)).message).toBe('Choose a delivery timeslot');

      const listed = timeslotsResponseSchema.parse(
        await expectStatus(
          call(app, me, 'GET', `timeslots/BTB_RETURN/next/${basketId}/2026-12-01/6`),
          200,
        ),
      );
      expect(listed.timeslots.length).toBeGreaterThan(0);
      expect(listed.timeslots.map((slot) => slot.doorstepDate)).not.toContain('2026-12-05');
      // Christmas and Boxing Day (moved to Monday the 28th) are not offered either.
      expect(listed.timeslots.map((slot) => slot.doorstepDate)).not.toContain('2026-12-25');

      const booked = basketSchema.parse(
        await expectStatus(put(me, 'return', basketId, { timeslot: FRIDAY_MORNING }), 200),
      );
      expect(booked.returnBasket?.timeslot).toEqual({ ...FRIDAY_MORNING, available: true });
    });

    it('charges a long-distance surcharge far from London, on top of room return', async () => {
      const me = await shopper(app);
      const stored = await addBox(me, 'WithLoveSpace');
      const { basketId } = await newBasket(app, me, 'return');
      const surcharge = async (destination: string | number) =>
        longDistanceSurchargeSchema.parse(
          await expectStatus(
            call(
              app,
              me,
              'GET',
              `return/prices/longDistanceSurchargeForBasket/${basketId}/${destination}`,
            ),
            200,
          ),
        ).longDistanceSurcharge;

      const london = await newAddress(app, me, LONDON_HOME);
      const belfast = await newAddress(app, me, BELFAST_HOME);
      const edinburgh = await newAddress(app, me, EDINBURGH_HOME);
      expect(await surcharge(london.addressId)).toBe(0);
      expect(await surcharge(belfast.addressId)).toBe(35);
      expect(await surcharge(edinburgh.addressId)).toBe(25);
      expect(await surcharge('BT7 1JG')).toBe(35);

      // What is charged is what was quoted: room return £25 plus the Belfast surcharge.
      await expectStatus(
        put(me, 'return', basketId, {
          returnItems: [{ boxId: stored }],
          address: belfast,
          roomReturn: true,
          floorDetails: 'Second floor, no lift',
          timeslot: FRIDAY_MORNING,
        }),
        200,
      );
      expect((await paymentIntent(app, me, basketId)).amount).toBe(60);
      await expectStatus(put(me, 'return', basketId, { address: london }), 200);
      expect((await paymentIntent(app, me, basketId)).amount).toBe(25);
    });

    it("refuses another customer's box with 404 and a detained box with 88", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const theirs = await addBox(other, 'WithLoveSpace');
      const detained = await addBox(me, 'WithLoveSpace', { detained: true });
      const mine = await addBox(me, 'WithLoveSpace');
      const { basketId } = await newBasket(app, me, 'return');

      await expectError(
        put(me, 'return', basketId, { returnItems: [{ boxId: mine }, { boxId: theirs }] }),
        404,
        ErrorCode.NotFound,
      );
      const body = await expectError(
        put(me, 'return', basketId, { returnItems: [{ boxId: mine }, { boxId: detained }] }),
        400,
        ErrorCode.DetainedItemsCannotBeReturned,
      );
      expect(body.message).toBe(ERROR_MESSAGES[ErrorCode.DetainedItemsCannotBeReturned]);
      expect(body.message).toContain('0800 048 1234');
      // Neither refusal left anything in the basket.
      const basket = basketSchema.parse(
        await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
      );
      expect(basket.returnBasket?.returnItems).toEqual([]);
    });

    it('a completed return moves the boxes to WithLoveSpaceDueOut and books them once', async () => {
      const me = await shopper(app);
      const first = await addBox(me, 'WithLoveSpace');
      const second = await addBox(me, 'WithLoveSpace');
      const { basketId } = await newBasket(app, me, 'return');
      await expectStatus(
        put(me, 'return', basketId, {
          returnItems: [{ boxId: first }, { boxId: second }],
          address: await newAddress(app, me),
          roomReturn: true,
          floorDetails: 'Flat 3, top floor',
          notificationEmail: me.email,
          notificationPhone: '07700 900123',
          returnReasonText: 'Moving house',
          timeslot: FRIDAY_MORNING,
        }),
        200,
      );
      expect(await validation(me, basketId)).toEqual({ valid: true, message: null });

      const { orderId, amount } = await payWithSavedCard(me, basketId);
      expect(amount).toBe(25);
      const order = await db()
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        orderType: 'BTB_RETURN',
        serviceDate: FRIDAY_MORNING.doorstepDate,
        numberOfItems: 2,
        totalPence: 2500,
        notificationPhone: '+447700900123',
      });
      const linked = await db()
        .selectFrom('orderBoxes')
        .select('boxId')
        .where('orderId', '=', orderId)
        .orderBy('boxId')
        .execute();
      expect(linked.map((row) => row.boxId)).toEqual([first, second]);
      expect(await statusOf(first)).toBe('WithLoveSpaceDueOut');
      expect(await statusOf(second)).toBe('WithLoveSpaceDueOut');
      const lines = await db()
        .selectFrom('orderLines')
        .select(['description', 'lineTotalPence'])
        .where('orderId', '=', orderId)
        .execute();
      expect(lines).toEqual([{ description: 'Room return', lineTotalPence: 2500 }]);
      expect(await basketStage(db(), basketId)).toBe('completed');

      // The same boxes cannot be booked to come back a second time.
      const again = await newBasket(app, me, 'return');
      await expectError(
        put(me, 'return', again.basketId, { returnItems: [{ boxId: first }] }),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('a return that costs nothing is ordered without a payment', async () => {
      const me = await shopper(app);
      const stored = await addBox(me, 'WithLoveSpace');
      const { basketId } = await newBasket(app, me, 'return');
      await expectStatus(
        put(me, 'return', basketId, {
          returnItems: [{ boxId: stored }],
          address: await newAddress(app, me, LONDON_HOME),
          timeslot: FRIDAY_MORNING,
        }),
        200,
      );
      await startCheckout(app, me, basketId);
      const done = await settledCheckout(app, me, basketId);
      expect(done.status).toBe('succeeded');
      expect(await statusOf(stored)).toBe('WithLoveSpaceDueOut');
      const payments = await db()
        .selectFrom('payments')
        .select('paymentId')
        .where('orderId', '=', done.orderId as number)
        .execute();
      expect(payments).toEqual([]);

      // Cancelled before its day, the return gives the box back to storage.
      await expectStatus(
        call(app, me, 'PUT', `order/${done.orderId}/cancel`, { orderId: done.orderId }),
        200,
      );
      expect(await statusOf(stored)).toBe('WithLoveSpace');
    });

    it('stops at checkout when a box was booked elsewhere after it went in', async () => {
      const me = await shopper(app);
      const stored = await addBox(me, 'WithLoveSpace');
      const { basketId } = await newBasket(app, me, 'return');
      await expectStatus(
        put(me, 'return', basketId, {
          returnItems: [{ boxId: stored }],
          address: await newAddress(app, me),
          timeslot: FRIDAY_MORNING,
        }),
        200,
      );
      await db()
        .updateTable('boxes')
        .set({ status: 'WithLoveSpaceDueOut' })
        .where('boxId', '=', stored)
        .execute();
      expect(await validation(me, basketId)).toEqual({
        valid: false,
        message: `Box ${stored} is already booked to come back`,
      });
    });
  });

  describe('collection baskets', () => {
    it('a completed collection moves the boxes to WithCustomerAwaitingPickup', async () => {
      const me = await shopper(app);
      const atHome = await addBox(me, 'WithCustomer');
      const { basketId } = await newBasket(app, me, 'collection');
      expect((await validation(me, basketId)).message).toBe('Choose the boxes we collect');
      await expectStatus(
        put(me, 'collection', basketId, {
          collectionItems: [{ boxId: atHome }],
          numberOfMonths: 1,
          address: await newAddress(app, me),
          timeslot: FRIDAY_MORNING,
          doorstepCollection: true,
          storageInsurance: null,
        }),
        200,
      );
      expect(await validation(me, basketId)).toEqual({ valid: true, message: null });

      const { orderId, amount } = await payWithSavedCard(me, basketId);
      expect(amount).toBeGreaterThan(0);
      const order = await db()
        .selectFrom('orders')
        .select(['orderType', 'serviceDate', 'numberOfItems'])
        .where('orderId', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({
        orderType: 'COLLECTION',
        serviceDate: FRIDAY_MORNING.doorstepDate,
        numberOfItems: 1,
      });
      expect(await statusOf(atHome)).toBe('WithCustomerAwaitingPickup');

      const again = await newBasket(app, me, 'collection');
      const refused = await expectError(
        put(me, 'collection', again.basketId, { collectionItems: [{ boxId: atHome }] }),
        400,
        ErrorCode.ValidationFailed,
      );
      expect(refused.message).toBe(`Box ${atHome} is already booked for collection`);
    });

    it("refuses another customer's box in a collection with 404", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const theirs = await addBox(other, 'WithCustomer');
      const { basketId } = await newBasket(app, me, 'collection');
      await expectError(
        put(me, 'collection', basketId, { collectionItems: [{ boxId: theirs }] }),
        404,
        ErrorCode.NotFound,
      );
    });
  });
});
