import { beforeAll, expect, it } from 'vitest';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { boxesPageSchema } from '../../src/domain/boxes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
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
  FRIDAY_MORNING,
  NOW,
  type PayingApp,
  payingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** A box is in one open order at a time (issue: never pay twice for the same box). */
forEachDatabase('box bookings', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  async function boxAtHome(who: Shopper) {
    const { boxId } = await db()
      .insertInto('boxes')
      .values({
        customerId: who.customerId,
        boxTypeId: BoxTypeId.MediumBox,
        status: 'WithCustomer',
        ownerType: 'lovespace',
        createdAt: new Date(NOW),
      })
      .returning('boxId')
      .executeTakeFirstOrThrow();
    return boxId;
  }

  async function collectionBasket(who: Shopper, boxId: number) {
    const { basketId } = await newBasket(app, who, 'collection');
    await expectStatus(
      call(app, who, 'PUT', `basket/collection/${basketId}`, {
        collectionItems: [{ boxId }],
        numberOfMonths: 1,
        address: await newAddress(app, who),
        timeslot: FRIDAY_MORNING,
      }),
      200,
    );
    return basketId;
  }

  async function atHomeList(who: Shopper) {
    return boxesPageSchema.parse(
      await expectStatus(
        call(app, who, 'GET', `boxes/${who.customerId}/1/50/with-customer/desc/true`),
        200,
      ),
    ).boxes;
  }

  it('a box waiting for its first collection is booked, shown so, and refused for another collection', async () => {
    const me = await shopper(app);
    const basketId = await readyBasket(app, me);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const { orderId } = await settledCheckout(app, me, basketId);

    const boxes = await atHomeList(me);
    expect(boxes.length).toBe(3);
    for (const box of boxes) {
      expect(box.openBooking).toEqual({ kind: 'collection', serviceDate: '2026-12-04' });
    }
    const { basketId: again } = await newBasket(app, me, 'collection');
    const refused = await expectError(
      call(app, me, 'PUT', `basket/collection/${again}`, {
        collectionItems: [{ boxId: boxes[0]!.boxId }],
      }),
      409,
      ErrorCode.BoxAlreadyBooked,
    );
    expect(refused.message).toBe(
      `Box ${boxes[0]!.boxId} is already booked for collection on Friday 4th December`,
    );

    // Once the order is cancelled its boxes are gone; a completed order frees its boxes too.
    await db()
      .updateTable('orders')
      .set({ status: 'Completed' })
      .where('orderId', '=', orderId)
      .execute();
    expect((await atHomeList(me)).every((box) => box.openBooking === null)).toBe(true);
    await expectStatus(
      call(app, me, 'PUT', `basket/collection/${again}`, {
        collectionItems: [{ boxId: boxes[0]!.boxId }],
      }),
      200,
    );
  });

  it('two concurrent checkouts of the same box give one order and one charge', async () => {
    const me = await shopper(app);
    const boxId = await boxAtHome(me);
    const first = await collectionBasket(me, boxId);
    const second = await collectionBasket(me, boxId);
    await payWithNewCard(app, me, first, CARDS.visa);
    await payWithNewCard(app, me, second, CARDS.visa);

    const answers = await Promise.all(
      [first, second].map(async (basketId) => {
        const res = await call(app, me, 'POST', `basket/${basketId}/checkout/start`);
        return { basketId, status: res.status, body: (await res.json()) as { errorCode?: number } };
      }),
    );
    const started = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errorCode).toBe(ErrorCode.BoxAlreadyBooked);
    expect((await settledCheckout(app, me, started[0]!.basketId)).status).toBe('succeeded');

    const orders = await db()
      .selectFrom('orders')
      .select('orderId')
      .where('customerId', '=', me.customerId)
      .execute();
    expect(orders).toHaveLength(1);
    const charges = await db()
      .selectFrom('sandboxCharges')
      .innerJoin(
        'basketPaymentIntents',
        'basketPaymentIntents.paymentIntentId',
        'sandboxCharges.paymentIntentId',
      )
      .select('basketPaymentIntents.basketId')
      .where('basketPaymentIntents.basketId', 'in', [first, second])
      .execute();
    expect(charges).toEqual([{ basketId: started[0]!.basketId }]);
    // The box shows its booking, and the refused basket still cannot take it.
    const [box] = await atHomeList(me);
    expect(box?.openBooking?.kind).toBe('collection');
  });

  it('a box whose collection is being paid for is shown booked, in its list and page', async () => {
    const me = await shopper(app);
    const booked = await boxAtHome(me);
    const free = await boxAtHome(me);
    const basketId = await collectionBasket(me, booked);
    // The card is being charged: the order does not exist yet (server/boxes/bookings.ts).
    await db()
      .insertInto('checkoutJobs')
      .values({
        basketId,
        customerId: me.customerId,
        status: 'requires_action',
        attempts: 1,
        jobToken: `test-${basketId}`,
        idempotencyKey: `test-${basketId}`,
        createdAt: new Date(NOW),
        updatedAt: new Date(NOW),
      })
      .execute();

    const boxes = await atHomeList(me);
    expect(boxes.find((box) => box.boxId === booked)?.openBooking).toEqual({
      kind: 'collection',
      serviceDate: FRIDAY_MORNING.doorstepDate,
    });
    expect(boxes.find((box) => box.boxId === free)?.openBooking).toBeNull();
    // Only the chosen boxes, as a collection fetches them: the same booking.
    const chosen = boxesPageSchema.parse(
      await expectStatus(
        call(app, me, 'GET', `boxes/${me.customerId}/1/50/with-customer/desc/true?ids=${booked}`),
        200,
      ),
    );
    expect(chosen.total).toBe(1);
    expect(chosen.boxes[0]?.openBooking?.kind).toBe('collection');
    // A page past the end still says how many there are.
    const beyond = boxesPageSchema.parse(
      await expectStatus(
        call(app, me, 'GET', `boxes/${me.customerId}/9/50/with-customer/desc/true`),
        200,
      ),
    );
    expect(beyond).toMatchObject({ boxes: [], total: 2, nextCursor: null });
  });
});
