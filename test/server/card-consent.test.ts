import { expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/database.ts';
import type { CreatePaymentIntentParams } from '../../server/payments/provider.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { cardSchema } from '../../src/domain/cards.ts';
import { orderConfirmationSchema } from '../../src/domain/orders.ts';
import { billingFor, payAndPlace, pence, returnBoxes, storeBoxesOf } from './billing.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectStatus,
  getBasket,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  authenticate,
  CARDS,
  FRIDAY_MORNING,
  NOW,
  type PayingApp,
  payingApp,
  paymentIntent,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/*
 * The card kept for the monthly bill (docs/decisions.md, "Consent and kept cards"): a basket
 * billed monthly says, in its quote, what paying agrees to (the monthly price and the first
 * bill's day); paying for it keeps the card in the customer's Cards under the token its
 * agreement charges. A return or materials says nothing of the kind and keeps no card.
 * Today is Tuesday 1 December 2026; boxes are collected on Friday the 4th.
 */

/** Records what each payment intent was created with. */
class RecordingSandbox extends SandboxPaymentProvider {
  readonly created: CreatePaymentIntentParams[] = [];

  override createPaymentIntent(params: CreatePaymentIntentParams, idempotencyKey: string) {
    this.created.push(params);
    return super.createPaymentIntent(params, idempotencyKey);
  }
}

async function cards(app: PayingApp, who: Shopper) {
  return cardSchema
    .array()
    .parse(await expectStatus(call(app, who, 'GET', `cards/${who.customerId}`), 200));
}

async function cardRows(db: Db, customerId: number) {
  return db
    .selectFrom('cards')
    .select(['cardId', 'providerRef', 'isDefault', 'last4'])
    .where('customerId', '=', customerId)
    .orderBy('cardId')
    .execute();
}

async function agreementOf(db: Db, orderId: number) {
  return db
    .selectFrom('agreements')
    .select(['paymentMethod', 'monthlyPence', 'paidUpTo', 'startDate'])
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function confirmation(app: PayingApp, who: Shopper, orderId: number) {
  return orderConfirmationSchema.parse(
    await expectStatus(call(app, who, 'GET', `order/${orderId}/confirmation`), 200),
  );
}

/** Pays the basket with a card already chosen and waits for the order. */
async function placeOrder(app: PayingApp, who: Shopper, basketId: number) {
  await startCheckout(app, who, basketId);
  const { status, orderId, message } = await settledCheckout(app, who, basketId);
  expect(status, message ?? '').toBe('succeeded');
  if (orderId === null) throw new Error('No order');
  return orderId;
}

forEachDatabase('the card kept for the monthly bill', (getDatabase) => {
  function setUp() {
    const database: Database = getDatabase();
    const provider = new RecordingSandbox(database.db, { now: () => new Date(NOW) });
    return { db: database.db, app: payingApp(database, provider), provider };
  }

  it('a box order paid with 4242 says what it agrees to and keeps the card its bill charges', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    expect(await cards(app, me)).toEqual([]);
    const { basketId } = await newBasket(app, me);
    await expectStatus(
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 2 }],
        numberOfMonths: 1,
        collection: { address: await newAddress(app, me), timeslot: FRIDAY_MORNING },
      }),
      200,
    );
    const { quote } = await getBasket(app, me, basketId);
    // Collected on Friday 4 December, one month paid now: billed from Monday 4 January.
    expect(quote.monthlyPayments).toEqual({
      amount: quote.nextMonthlyBill,
      firstPaymentDate: '2027-01-04',
    });
    expect(quote.monthlyPayments?.amount).toBeGreaterThan(0);

    await payWithNewCard(app, me, basketId, CARDS.visa);
    // Asked to keep the card usable without the customer (Stripe's setup_future_usage).
    expect(provider.created.at(-1)?.setupFutureUsage).toBe('off_session');
    const orderId = await placeOrder(app, me, basketId);

    const saved = await cards(app, me);
    expect(saved).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true }),
    ]);
    const agreement = await agreementOf(db, orderId);
    const [row] = await cardRows(db, me.customerId);
    expect(row?.providerRef).toBe(agreement.paymentMethod);
    // The agreement is opened at exactly what the customer was told beside Pay.
    expect(agreement.monthlyPence).toBe(pence(quote.monthlyPayments?.amount ?? 0));
    expect(agreement.paidUpTo).toBe(quote.monthlyPayments?.firstPaymentDate);

    // The confirmation says it again, naming the card.
    const told = {
      ...quote.monthlyPayments,
      card: { brand: 'visa', last4: '4242' },
    };
    expect((await confirmation(app, me, orderId)).monthlyPayments).toEqual(told);

    // The kept card pays the first monthly bill, off-session, on the day named.
    const early = await billingFor(db, provider, '2027-01-03', me.customerId);
    expect(early.paid).toEqual([]);
    const run = await billingFor(db, provider, '2027-01-04', me.customerId);
    expect(run.paid).toHaveLength(1);
    expect(run.failed).toEqual([]);
    // The first payment stays the one the order agreed to.
    await billingFor(db, provider, '2027-02-04', me.customerId);
    expect((await confirmation(app, me, orderId)).monthlyPayments).toEqual(told);
  });

  it('paying with the saved card keeps no second copy; a new card is kept but not made the default', async () => {
    const { db, app } = setUp();
    const me = await shopper(app);
    const first = await readyBasket(app, me);
    await payWithNewCard(app, me, first, CARDS.visa);
    await placeOrder(app, me, first);
    const [visa] = await cards(app, me);
    if (!visa) throw new Error('The first card was not kept');

    // A second storage order with the saved card, chosen in Cards' list at checkout.
    const second = await readyBasket(app, me);
    await paymentIntent(app, me, second, { cardId: visa.cardId });
    const secondOrder = await placeOrder(app, me, second);
    expect(await cards(app, me)).toEqual([visa]);
    const rows = await cardRows(db, me.customerId);
    expect((await agreementOf(db, secondOrder)).paymentMethod).toBe(rows[0]?.providerRef);

    // A third with a new Mastercard: kept for its own agreement; the Visa stays the default.
    const third = await readyBasket(app, me);
    await payWithNewCard(app, me, third, CARDS.mastercard);
    const thirdOrder = await placeOrder(app, me, third);
    const after = await cards(app, me);
    expect(after.map((card) => [card.last4, card.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const mastercard = (await cardRows(db, me.customerId)).find((card) => card.last4 === '4444');
    expect((await agreementOf(db, thirdOrder)).paymentMethod).toBe(mastercard?.providerRef);
  });

  it('a three-month order is billed from the end of its third month', async () => {
    const { app } = setUp();
    const me = await shopper(app);
    const basketId = await readyBasket(app, me);
    const { quote } = await getBasket(app, me, basketId);
    expect(quote.monthlyPayments?.firstPaymentDate).toBe('2027-03-04');
  });

  it('a card paid with 3-D Secure at checkout is kept and pays the monthly bill off-session', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const basketId = await readyBasket(app, me);
    await payWithNewCard(app, me, basketId, CARDS.authentication);
    await startCheckout(app, me, basketId);
    const waiting = await settledCheckout(app, me, basketId);
    expect(waiting.status).toBe('requires_action');
    await authenticate(app, me, waiting.clientSecret, true);
    const { status, orderId } = await settledCheckout(app, me, basketId);
    expect(status).toBe('succeeded');
    if (orderId === null) throw new Error('No order');
    expect((await cards(app, me)).map((card) => card.last4)).toEqual(['3155']);
    const run = await billingFor(db, provider, '2027-03-04', me.customerId);
    expect(run.paid).toHaveLength(1);
  });

  it('a drive-up unit is billed from a month after its drop-off day', async () => {
    const { app } = setUp();
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me);
    await expectStatus(
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        dropOffType: 'driveUp',
        vsuContract: 6,
        siteId: 8,
        unitSizeId: 3,
        dropOffDate: '2026-12-10',
      }),
      200,
    );
    const { quote } = await getBasket(app, me, basketId);
    expect(quote.monthlyPayments).toEqual({
      amount: quote.nextMonthlyBill,
      firstPaymentDate: '2027-01-10',
    });
  });

  it('a return or materials carries no monthly payments and keeps no card', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    // Boxes in storage, paid for with the saved Visa (kept by that order), to return.
    const storage = await readyBasket(app, me, {
      lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 2 }],
    });
    await payWithNewCard(app, me, storage, CARDS.visa);
    const boxIds = await storeBoxesOf(db, await placeOrder(app, me, storage));
    const kept = await cards(app, me);
    expect(kept).toHaveLength(1);

    const { basketId: returnId, response } = await returnBoxes(app, me, boxIds.slice(0, 1));
    await expectStatus(response, 200);
    // Carried into a room, so the return costs something and is paid with a card.
    await expectStatus(
      call(app, me, 'PUT', `basket/return/${returnId}`, { roomReturn: true }),
      200,
    );
    const returning = await getBasket(app, me, returnId);
    expect(returning.quote.monthlyPayments).toBeNull();
    expect(returning.quote.total).toBeGreaterThan(0);
    const intents = provider.created.length;
    await payAndPlace(app, me, returnId);
    expect(provider.created.slice(intents).map((params) => params.setupFutureUsage)).toEqual([
      undefined,
    ]);

    const { basketId: materialsId } = await newBasket(app, me, 'materials');
    await expectStatus(
      call(app, me, 'PUT', `basket/materials/${materialsId}`, {
        items: [{ materialId: 1, quantity: 2 }],
        address: await newAddress(app, me),
        timeslot: { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 },
      }),
      200,
    );
    const materials = await getBasket(app, me, materialsId);
    expect(materials.quote.monthlyPayments).toBeNull();
    await payWithNewCard(app, me, materialsId, CARDS.mastercard);
    const materialsOrder = await placeOrder(app, me, materialsId);
    expect((await confirmation(app, me, materialsOrder)).monthlyPayments).toBeNull();

    // Both were paid with new cards (a Visa and a Mastercard), and neither was kept.
    expect(await cards(app, me)).toEqual(kept);
    expect(await cardRows(db, me.customerId)).toHaveLength(1);
  });
});
