import { expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { type Agreement, agreementsSchema } from '../../src/domain/agreements.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { statementSchema } from '../../src/domain/payments.ts';
import {
  billingFor,
  oneMonthOrder,
  payAgreementWith,
  payAndPlace,
  pence,
  storeBoxesOf,
} from './billing.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  getBasket,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import { addCard, CARDS, FRIDAY_MORNING, type PayingApp, payingApp } from './paying.ts';

/*
 * What the customer sees of the monthly bill (docs/decisions.md, "The monthly bill: what the
 * customer sees"): `GET agreements/{customerId}`, the card each agreement is charged to and how
 * Cards moves them, the statement's monthly bills and totals, and a partial return lowering the
 * price from its day. The box orders are collected on Friday 4 December 2026 and billed on the
 * 4th of each month from January.
 */

/** A return on Friday 15 January 2027, between the January and February bills. */
const MID_JANUARY = { doorstepDate: '2027-01-15', startHour: 8, endHour: 13 };

async function agreementsOf(app: PayingApp, who: Shopper): Promise<Agreement[]> {
  return agreementsSchema.parse(
    await expectStatus(call(app, who, 'GET', `agreements/${who.customerId}`), 200),
  ).agreements;
}

async function statement(app: PayingApp, who: Shopper) {
  return statementSchema.parse(
    await expectStatus(call(app, who, 'GET', `payments/${who.customerId}/statement`), 200),
  );
}

/** What a one-month basket of `quantity` medium boxes would cost each month after the first. */
async function quotedMonthly(app: PayingApp, who: Shopper, quantity: number): Promise<number> {
  const { basketId } = await newBasket(app, who);
  await expectStatus(
    call(app, who, 'PUT', `basket/storage/${basketId}`, {
      lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity }],
      numberOfMonths: 1,
    }),
    200,
  );
  const { quote } = await getBasket(app, who, basketId);
  if (quote.nextMonthlyBill === null) throw new Error('No monthly bill quoted');
  return pence(quote.nextMonthlyBill);
}

/** A paid one-month order of `quantity` medium boxes, collected and stored. */
async function storedBoxes(app: PayingApp, db: Db, who: Shopper, quantity: number) {
  const { basketId } = await newBasket(app, who);
  const home = await newAddress(app, who);
  await expectStatus(
    call(app, who, 'PUT', `basket/storage/${basketId}`, {
      lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity }],
      numberOfMonths: 1,
      collection: { address: home, timeslot: FRIDAY_MORNING },
    }),
    200,
  );
  const orderId = await payAndPlace(app, who, basketId);
  const boxIds = await storeBoxesOf(db, orderId);
  return { orderId, boxIds };
}

/** Books (and pays for) a return of these boxes on the slot; the return's order id. */
async function bookReturn(
  app: PayingApp,
  who: Shopper,
  boxIds: number[],
  timeslot = MID_JANUARY,
): Promise<number> {
  const { basketId } = await newBasket(app, who, 'return');
  const home = await newAddress(app, who);
  await expectStatus(
    call(app, who, 'PUT', `basket/return/${basketId}`, {
      returnItems: boxIds.map((boxId) => ({ boxId })),
      address: home,
      timeslot,
    }),
    200,
  );
  return payAndPlace(app, who, basketId);
}

async function billAmounts(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('agreementBills')
    .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
    .select(['agreementBills.periodStart', 'agreementBills.amountPence'])
    .where('agreements.orderId', '=', orderId)
    .orderBy('agreementBills.periodStart')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.periodStart, row.amountPence]));
}

forEachDatabase('what the customer sees of the monthly bill', (getDatabase) => {
  function setUp() {
    const database = getDatabase();
    return {
      db: database.db,
      app: payingApp(database),
      provider: new SandboxPaymentProvider(database.db),
    };
  }

  it('lists the agreement: its boxes, monthly amount, next payment day and card; another customer gets 404', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    expect(await agreementsOf(app, me)).toEqual([]);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);

    const [agreement, ...others] = await agreementsOf(app, me);
    expect(others).toEqual([]);
    expect(agreement).toMatchObject({
      orderId,
      kind: 'boxes',
      covers: { kind: 'boxes', boxCount: 2, boxes: [{ description: 'Medium box', count: 2 }] },
      monthlyAmount: monthlyPence / 100,
      nextPaymentDate: '2027-01-04',
      // Paid with a card typed at checkout, which paying kept in Cards for these payments.
      card: { brand: 'visa', last4: '4242', cardId: expect.any(Number) },
      status: 'open',
      endDate: null,
    });

    // Once January is paid, the next payment is February's.
    await billingFor(db, provider, '2027-01-04', me.customerId);
    expect((await agreementsOf(app, me))[0]?.nextPaymentDate).toBe('2027-02-04');

    const stranger = await shopper(app);
    await expectError(
      call(app, stranger, 'GET', `agreements/${me.customerId}`),
      404,
      ErrorCode.NotFound,
    );
  });

  it('a month whose charge is refused is owed, and the next payment is the month after', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { monthlyPence } = await oneMonthOrder(app, me);
    // A card whose every charge is declined, made the default: it pays the bill from now on.
    const declining = await addCard(app, me, CARDS.declinedAfterSaving);
    await expectStatus(call(app, me, 'PATCH', `card/${declining.cardId}`, { default: true }), 200);
    expect((await billingFor(db, provider, '2027-01-04', me.customerId)).failed).toHaveLength(1);
    expect((await agreementsOf(app, me))[0]).toMatchObject({
      owed: monthlyPence / 100,
      nextPaymentDate: '2027-02-04',
      card: { last4: '0341' },
    });
    const { monthlyBills, totals } = await statement(app, me);
    expect(monthlyBills.map((bill) => bill.status)).toEqual(['owed']);
    expect(totals.owed).toBe(monthlyPence / 100);
  });

  it('an agreement a return ends says so, with no payment after its last day', async () => {
    const { db, app } = setUp();
    const me = await shopper(app);
    const { orderId, boxIds } = await storedBoxes(app, db, me, 2);
    // Both boxes back on 15 January: the January month (from the 4th) is still billed.
    await bookReturn(app, me, boxIds);
    let [agreement] = await agreementsOf(app, me);
    expect(agreement).toMatchObject({
      orderId,
      status: 'ending',
      endDate: '2027-01-15',
      nextPaymentDate: '2027-01-04',
    });
    // Paid up to 4 February, after the end: nothing more to pay.
    await db
      .updateTable('agreements')
      .set({ paidUpTo: '2027-02-04' })
      .where('orderId', '=', orderId)
      .execute();
    [agreement] = await agreementsOf(app, me);
    expect(agreement?.nextPaymentDate).toBeNull();
  });

  it('a return of 1 of 3 boxes bills the months from its day at the 2-box price, those before at the 3-box price', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const threeBoxes = await quotedMonthly(app, me, 3);
    const twoBoxes = await quotedMonthly(app, me, 2);
    expect(twoBoxes).toBeLessThan(threeBoxes);
    const { orderId, boxIds } = await storedBoxes(app, db, me, 3);

    await bookReturn(app, me, boxIds.slice(0, 1));
    // January's month starts before the return: 3 boxes.
    let [agreement] = await agreementsOf(app, me);
    expect(agreement).toMatchObject({
      monthlyAmount: threeBoxes / 100,
      nextPaymentDate: '2027-01-04',
      covers: { boxCount: 3 },
      status: 'open',
    });
    await billingFor(db, provider, '2027-01-04', me.customerId);
    // February's starts after it: 2 boxes.
    [agreement] = await agreementsOf(app, me);
    expect(agreement).toMatchObject({
      monthlyAmount: twoBoxes / 100,
      nextPaymentDate: '2027-02-04',
      covers: { boxCount: 2, boxes: [{ description: 'Medium box', count: 2 }] },
    });
    await billingFor(db, provider, '2027-02-04', me.customerId);
    await billingFor(db, provider, '2027-03-04', me.customerId);
    expect(await billAmounts(db, orderId)).toEqual({
      '2027-01-04': threeBoxes,
      '2027-02-04': twoBoxes,
      '2027-03-04': twoBoxes,
    });
    // The statement's monthly bills say what each month paid for.
    const { monthlyBills } = await statement(app, me);
    expect(
      monthlyBills.map((bill) => [bill.periodStart, bill.covers, bill.amount, bill.status]),
    ).toEqual([
      ['2027-03-04', '2 boxes', twoBoxes / 100, 'paid'],
      ['2027-02-04', '2 boxes', twoBoxes / 100, 'paid'],
      ['2027-01-04', '3 boxes', threeBoxes / 100, 'paid'],
    ]);
  });

  it('cancelling the partial return puts the price back; moving it moves the day the price drops', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const threeBoxes = await quotedMonthly(app, me, 3);
    const twoBoxes = await quotedMonthly(app, me, 2);
    const { orderId, boxIds } = await storedBoxes(app, db, me, 3);

    const first = await bookReturn(app, me, boxIds.slice(0, 1));
    await expectStatus(call(app, me, 'PUT', `order/${first}/cancel`, { orderId: first }), 200);
    expect((await agreementsOf(app, me))[0]?.monthlyAmount).toBe(threeBoxes / 100);

    // Booked again for 15 January, then moved to the 5th of February: January and February
    // are 3-box months, March a 2-box month.
    const second = await bookReturn(app, me, boxIds.slice(0, 1));
    expect(
      await expectStatus(
        call(app, me, 'PUT', `order/${second}/timeslot`, {
          doorstepDate: '2027-02-05',
          startHour: 8,
          endHour: 13,
        }),
        200,
      ),
    ).toMatchObject({ orderId: second });
    for (const day of ['2027-01-04', '2027-02-04', '2027-03-04']) {
      await billingFor(db, provider, day, me.customerId);
    }
    expect(await billAmounts(db, orderId)).toEqual({
      '2027-01-04': threeBoxes,
      '2027-02-04': threeBoxes,
      '2027-03-04': twoBoxes,
    });
  });

  it('two returns end the agreement on the later one’s day; cancelling either keeps it open', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const oneBox = await quotedMonthly(app, me, 1);
    const { orderId, boxIds } = await storedBoxes(app, db, me, 2);
    const [first, second] = boxIds;
    if (first === undefined || second === undefined) throw new Error('Two boxes expected');
    const early = await bookReturn(app, me, [first], {
      doorstepDate: '2027-02-12',
      startHour: 8,
      endHour: 13,
    });
    // The second return is booked for an earlier day, but the last box leaves on the 12th.
    await bookReturn(app, me, [second]);
    expect((await agreementsOf(app, me))[0]).toMatchObject({
      status: 'ending',
      endDate: '2027-02-12',
    });

    // Without the return on the 12th, one box stays from 15 January: open, at the 1-box price.
    await expectStatus(call(app, me, 'PUT', `order/${early}/cancel`, { orderId: early }), 200);
    await billingFor(db, provider, '2027-01-04', me.customerId);
    expect((await agreementsOf(app, me))[0]).toMatchObject({
      status: 'open',
      endDate: null,
      monthlyAmount: oneBox / 100,
      covers: { boxCount: 1 },
    });
    await billingFor(db, provider, '2027-02-04', me.customerId);
    expect((await billAmounts(db, orderId))['2027-02-04']).toBe(oneBox);
  });

  it('making a card the default moves every agreement to it, and the next bill is charged there', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId } = await oneMonthOrder(app, me);
    // The card paid with is kept, as the default, and pays the monthly bill.
    const kept = (await agreementsOf(app, me))[0]?.card;
    expect(kept).toEqual({ brand: 'visa', last4: '4242', cardId: expect.any(Number) });
    // Cards added later are not the default: nothing moves.
    const mastercard = await addCard(app, me, CARDS.mastercard);
    const amex = await addCard(app, me, CARDS.amex);
    expect((await agreementsOf(app, me))[0]?.card).toEqual(kept);

    await expectStatus(call(app, me, 'PATCH', `card/${amex.cardId}`, { default: true }), 200);
    expect((await agreementsOf(app, me))[0]?.card).toEqual({
      brand: 'amex',
      last4: amex.last4,
      cardId: amex.cardId,
    });
    await expectStatus(call(app, me, 'PATCH', `card/${mastercard.cardId}`, { default: true }), 200);
    expect((await agreementsOf(app, me))[0]?.card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      cardId: mastercard.cardId,
    });

    await billingFor(db, provider, '2027-01-04', me.customerId);
    const { monthlyBills } = await statement(app, me);
    expect(monthlyBills).toMatchObject([
      { orderId, status: 'paid', card: { brand: 'mastercard', last4: '4444' } },
    ]);
    const charged = await db
      .selectFrom('sandboxCharges')
      .innerJoin('sandboxPaymentIntents as intent', 'intent.id', 'sandboxCharges.paymentIntentId')
      .innerJoin('sandboxPaymentMethods as method', 'method.id', 'sandboxCharges.paymentMethodId')
      .select(['method.last4', 'sandboxCharges.status'])
      .where('intent.description', 'like', `Box storage, 2027-01-04%(order ${orderId})`)
      .execute();
    expect(charged).toEqual([{ last4: '4444', status: 'succeeded' }]);
  });

  it('deleting a card that pays an agreement moves it to the default card; the only such card cannot go', async () => {
    const { db, app } = setUp();
    const me = await shopper(app);
    const { orderId } = await oneMonthOrder(app, me);
    // The Visa paid with at checkout is kept as the default card.
    const visa = { cardId: (await agreementsOf(app, me))[0]?.card?.cardId };
    expect(visa.cardId).toEqual(expect.any(Number));
    const mastercard = await addCard(app, me, CARDS.mastercard);
    expect(mastercard.isDefault).toBe(false);
    // The Mastercard (not the default) pays the agreement.
    await payAgreementWith(db, orderId, mastercard.cardId);
    expect((await agreementsOf(app, me))[0]?.card?.cardId).toBe(mastercard.cardId);

    await expectStatus(call(app, me, 'DELETE', `card/${mastercard.cardId}`), 200);
    expect((await agreementsOf(app, me))[0]?.card).toEqual({
      brand: 'visa',
      last4: '4242',
      cardId: visa.cardId,
    });
    const agreement = await db
      .selectFrom('agreements')
      .innerJoin('cards', 'cards.providerRef', 'agreements.paymentMethod')
      .select('cards.cardId')
      .where('agreements.orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(agreement.cardId).toBe(visa.cardId);

    // The Visa is now the only card, and it pays the monthly storage: it stays.
    const refused = await expectError(
      call(app, me, 'DELETE', `card/${visa.cardId}`),
      400,
      ErrorCode.CannotDeleteDefaultCard,
    );
    expect(refused.message).toContain('pays your monthly storage');
    expect((await agreementsOf(app, me))[0]?.card?.cardId).toBe(visa.cardId);
  });

  it('the statement adds up: charges − refunds = money received, owed monthly bills apart', async () => {
    const { db, app } = setUp();
    const me = await shopper(app);
    const customerId = me.customerId;
    const at = new Date('2027-01-04T09:00:00Z');
    const order = async (orderType = 'BTB') =>
      (
        await db
          .insertInto('orders')
          .values({
            customerId,
            orderType,
            orderDate: at,
            serviceDate: '2026-12-04',
            numberOfItems: 2,
            status: 'Booked',
            totalPence: 0,
            isOrderEditable: false,
            isOrderCancellable: false,
          })
          .returning('orderId')
          .executeTakeFirstOrThrow()
      ).orderId;
    const payment = async (orderId: number, amountPence: number, status: string) =>
      (
        await db
          .insertInto('payments')
          .values({
            customerId,
            orderId,
            description: `Payment of ${amountPence}`,
            amountPence,
            status,
            paymentDate: at,
            paymentIntentId: null,
            balancePaymentId: null,
            cardBrand: 'visa',
            cardLast4: '4242',
            createdAt: at,
          })
          .returning('paymentId')
          .executeTakeFirstOrThrow()
      ).paymentId;
    const refund = async (
      orderId: number,
      paymentId: number,
      amountPence: number,
      status: string,
    ) =>
      db
        .insertInto('refunds')
        .values({
          customerId,
          orderId,
          paymentId,
          provider: 'sandbox',
          paymentIntentId: `pi_${paymentId}`,
          amountPence,
          status,
          idempotencyKey: `refund-${paymentId}`,
          providerRefundId: null,
          cardBrand: 'visa',
          cardLast4: '4242',
          failureMessage: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();

    // One-off charges: £50 kept, £20 refunded in full, £15 failed (owed, not a charge).
    const kept = await order();
    await payment(kept, 5000, 'succeeded');
    const cancelled = await order();
    const refundedPayment = await payment(cancelled, 2000, 'refunded');
    await refund(cancelled, refundedPayment, 2000, 'succeeded');
    const partly = await order();
    const partlyPayment = await payment(partly, 1200, 'succeeded');
    await refund(partly, partlyPayment, 300, 'pending');
    await payment(await order(), 1500, 'failed');

    // Monthly bills: one paid (£27, a charge), one owed (£27), one in arrears (£27), one
    // being charged (£27): neither received nor owed yet.
    const storage = await order();
    const { agreementId } = await db
      .insertInto('agreements')
      .values({
        customerId,
        orderId: storage,
        kind: 'boxes',
        startDate: '2026-10-04',
        paidUpTo: '2026-12-04',
        monthlyPence: 2700,
        provider: 'sandbox',
        paymentMethod: 'pm_sbx_test',
        cardBrand: 'visa',
        cardLast4: '4242',
        endDate: null,
        endedByOrderId: null,
        status: 'open',
        createdAt: at,
      })
      .returning('agreementId')
      .executeTakeFirstOrThrow();
    const bill = async (
      periodStart: string,
      periodEnd: string,
      status: string,
      paymentId: number | null,
    ) =>
      db
        .insertInto('agreementBills')
        .values({
          agreementId,
          periodStart,
          periodEnd,
          amountPence: 2700,
          status,
          attempts: 1,
          firstFailedOn: status === 'paid' || status === 'charging' ? null : periodStart,
          claimedUntil: null,
          idempotencyKey: `bill-${agreementId}-${periodStart}`,
          paymentId,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    await bill('2026-11-04', '2026-12-04', 'paid', await payment(storage, 2700, 'succeeded'));
    await bill('2026-12-04', '2027-01-04', 'failed', await payment(storage, 2700, 'failed'));
    await bill('2027-01-04', '2027-02-04', 'owed', await payment(storage, 2700, 'failed'));
    await bill('2027-02-04', '2027-03-04', 'charging', null);

    const { entries, monthlyBills, totals } = await statement(app, me);
    expect(totals).toEqual({ charged: 109, refunded: 23, received: 86, owed: 54 });
    // The lines add up to the totals.
    const sum = (kind: string) =>
      entries
        .filter((entry) => entry.kind === kind)
        .reduce((total, entry) => total + pence(entry.amount), 0);
    expect(sum('charge')).toBe(10_900);
    expect(sum('refund')).toBe(2300);
    expect(sum('charge') - sum('refund')).toBe(pence(totals.received));
    expect(monthlyBills.map((line) => [line.periodStart, line.status, line.amount])).toEqual([
      ['2027-02-04', 'charging', 27],
      ['2027-01-04', 'owed', 27],
      ['2026-12-04', 'failed', 27],
      ['2026-11-04', 'paid', 27],
    ]);
    expect(monthlyBills[0]).toMatchObject({
      orderId: storage,
      periodEnd: '2027-03-04',
      covers: 'Box storage',
      card: { brand: 'visa', last4: '4242' },
    });
  });
});
