import { expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { runOps } from '../../server/ops/operations.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  clearBalanceStartSchema,
  paymentsWithPendingSchema,
  statementSchema,
} from '../../src/domain/payments.ts';
import {
  billingFor,
  chargedTotal,
  oneMonthOrder,
  payAgreementWith,
  payAndPlace,
  pence,
  returnBoxes,
  storeBoxesOf,
} from './billing.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  getBasket,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  addCard,
  CARDS,
  type PayingApp,
  payingApp,
  payWithNewCard,
  settledCheckout,
  startCheckout,
  until,
} from './paying.ts';

/*
 * The monthly bill (docs/decisions.md, "The monthly bill"): a one-month box order collected on
 * Friday 4 December 2026 has its first month paid at checkout and is billed on the 4th of
 * January, February and March, at the figure the quote gave for every month after the first.
 */

async function statement(app: PayingApp, who: Shopper) {
  return statementSchema.parse(
    await expectStatus(call(app, who, 'GET', `payments/${who.customerId}/statement`), 200),
  ).entries;
}

async function pending(app: PayingApp, who: Shopper) {
  return paymentsWithPendingSchema.parse(
    await expectStatus(
      call(app, who, 'GET', `payments/${who.customerId}/withPendingPayments`),
      200,
    ),
  );
}

async function debtStatus(db: Db, customerId: number) {
  const row = await db
    .selectFrom('customers')
    .select('debtStatus')
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.debtStatus;
}

forEachDatabase('the monthly bill', (getDatabase) => {
  function setUp() {
    const database = getDatabase();
    return {
      db: database.db,
      app: payingApp(database),
      provider: new SandboxPaymentProvider(database.db),
    };
  }

  it('bills a one-month box order on the first day of months 2, 3 and 4 at the quoted price', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);
    expect(monthlyPence).toBeGreaterThan(0);
    const before = (await statement(app, me)).length;
    const charged = await chargedTotal(db, me.customerId);

    // The day before the second month: nothing is due.
    expect((await billingFor(db, provider, '2027-01-03', me.customerId)).paid).toEqual([]);
    for (const [day, count] of [
      ['2027-01-04', 1],
      ['2027-02-04', 2],
      ['2027-03-04', 3],
    ] as const) {
      const run = await billingFor(db, provider, day, me.customerId);
      expect(run.paid).toHaveLength(1);
      const bills = (await statement(app, me)).filter(
        (entry) => entry.kind === 'charge' && entry.orderId === orderId,
      );
      expect(bills).toHaveLength(1 + count);
      expect(bills[0]?.amount).toBe(monthlyPence / 100);
      expect(bills[0]?.card).toEqual({ brand: 'visa', last4: '4242' });
    }
    expect(await statement(app, me)).toHaveLength(before + 3);
    expect((await chargedTotal(db, me.customerId)) - charged).toBe(3 * monthlyPence);
    const agreement = await db
      .selectFrom('agreements')
      .select(['paidUpTo', 'monthlyPence'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(agreement).toEqual({ paidUpTo: '2027-04-04', monthlyPence });
  });

  it('charges a period once however often the day is run', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { monthlyPence } = await oneMonthOrder(app, me);
    const charged = await chargedTotal(db, me.customerId);
    await billingFor(db, provider, '2027-01-04', me.customerId);
    const again = await billingFor(db, provider, '2027-01-04', me.customerId);
    expect(again.paid).toEqual([]);
    expect((await chargedTotal(db, me.customerId)) - charged).toBe(monthlyPence);
  });

  it('a declined card owes the bill, is retried on days 3, 5 and 7, then Clear balance pays it', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);
    // The customer saves 0341 (saved fine, every charge declined) and it pays the agreement.
    const declining = await addCard(app, me, CARDS.declinedAfterSaving);
    await payAgreementWith(db, orderId, declining.cardId);
    expect(await debtStatus(db, me.customerId)).toBe(0);

    const first = await billingFor(db, provider, '2027-01-04', me.customerId);
    expect(first.failed).toHaveLength(1);
    let owed = await pending(app, me);
    expect(owed.outstandingBalance).toBe(monthlyPence / 100);
    expect(owed.payments.filter((payment) => payment.status === 'failed')).toHaveLength(1);
    expect(await debtStatus(db, me.customerId)).toBe(1);

    // Retried on the 7th, 9th and 11th (days 3, 5 and 7), not on the days between.
    const attempts: Record<string, number> = {};
    for (let day = 5; day <= 12; day += 1) {
      const date = `2027-01-${String(day).padStart(2, '0')}`;
      attempts[date] = (await billingFor(db, provider, date, me.customerId)).failed.length;
    }
    expect(attempts).toEqual({
      '2027-01-05': 0,
      '2027-01-06': 0,
      '2027-01-07': 1,
      '2027-01-08': 0,
      '2027-01-09': 1,
      '2027-01-10': 0,
      '2027-01-11': 1,
      '2027-01-12': 0,
    });
    // After the last retry: arrears, and still one bill owed, not four.
    expect(await debtStatus(db, me.customerId)).toBe(2);
    owed = await pending(app, me);
    expect(owed.outstandingBalance).toBe(monthlyPence / 100);
    // No new return until it is paid.
    const boxIds = await storeBoxesOf(db, orderId);
    const refused = await returnBoxes(app, me, boxIds);
    const body = await expectError(refused.response, 409, ErrorCode.AccountInArrears);
    expect(body.message).toBe(
      'Your account has an unpaid balance. Pay it in Payments, then book your return.',
    );

    // Clear balance with 4242 pays it: the debt is gone, the agreement paid up.
    const visa = await addCard(app, me, CARDS.visa);
    const { paymentId } = clearBalanceStartSchema.parse(
      await expectStatus(
        call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, {
          cardId: visa.cardId,
        }),
        200,
      ),
    );
    const done = await until(
      async () =>
        (await expectStatus(
          call(
            app,
            me,
            'GET',
            `payments/${me.customerId}/clearBalance/payment/${paymentId}/progress`,
          ),
          200,
        )) as { status: string },
    );
    expect(done.status).toBe('succeeded');
    expect((await pending(app, me)).outstandingBalance).toBe(0);
    expect(await debtStatus(db, me.customerId)).toBe(0);
    const agreement = await db
      .selectFrom('agreements')
      .select('paidUpTo')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(agreement.paidUpTo).toBe('2027-02-04');
    await expectStatus((await returnBoxes(app, me, boxIds)).response, 200);
  });

  it('a return of every box ends the billing on its day; cancelling the return puts it back', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId } = await oneMonthOrder(app, me);
    const boxIds = await storeBoxesOf(db, orderId);

    // One box back: the agreement goes on.
    const one = await returnBoxes(app, me, boxIds.slice(0, 1));
    await expectStatus(one.response, 200);
    const first = await payAndPlace(app, me, one.basketId);
    const open = await db
      .selectFrom('agreements')
      .select(['endDate', 'status'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(open).toEqual({ endDate: null, status: 'open' });

    // The other one too: ended on the return's day, Friday 4 December, within the paid month.
    const rest = await returnBoxes(app, me, boxIds.slice(1));
    await expectStatus(rest.response, 200);
    const last = await payAndPlace(app, me, rest.basketId);
    const ended = await db
      .selectFrom('agreements')
      .select(['endDate', 'status'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(ended).toEqual({ endDate: '2026-12-04', status: 'ended' });
    expect((await billingFor(db, provider, '2027-01-04', me.customerId)).paid).toEqual([]);

    // The last return is called off before its day: the boxes stay, and so does the bill.
    await expectStatus(call(app, me, 'PUT', `order/${last}/cancel`, { orderId: last }), 200);
    expect((await billingFor(db, provider, '2027-01-04', me.customerId)).paid).toHaveLength(1);
    expect(first).toBeGreaterThan(0);
  });

  it('bills a drive-up unit on a 6-month contract at its contract price, monthly from drop-off', async () => {
    const { db, app, provider } = setUp();
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
    const unitLine = quote.lineItems.find((line) => line.kind === 'unit');
    expect(unitLine?.description).toContain('6-month contract');
    expect(quote.nextMonthlyBill).toBe(unitLine?.unitPrice);
    const monthlyPence = pence(quote.nextMonthlyBill ?? 0);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const { orderId } = await settledCheckout(app, me, basketId);
    const charged = await chargedTotal(db, me.customerId);

    expect((await billingFor(db, provider, '2027-01-09', me.customerId)).paid).toEqual([]);
    expect((await billingFor(db, provider, '2027-01-10', me.customerId)).paid).toHaveLength(1);
    expect((await billingFor(db, provider, '2027-02-10', me.customerId)).paid).toHaveLength(1);
    expect((await chargedTotal(db, me.customerId)) - charged).toBe(2 * monthlyPence);
    const bills = (await statement(app, me)).filter(
      (entry) => entry.orderId === orderId && entry.description.startsWith('Storage unit'),
    );
    expect(bills.map((bill) => bill.amount)).toEqual([monthlyPence / 100, monthlyPence / 100]);
  });

  it('a card that always asks for 3-D Secure fails off-session: the bill is owed', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);
    const card = await addCard(app, me, '4000 0027 6000 3184');
    await payAgreementWith(db, orderId, card.cardId);
    const run = await billingFor(db, provider, '2027-01-04', me.customerId);
    expect(run.failed).toHaveLength(1);
    expect((await pending(app, me)).outstandingBalance).toBe(monthlyPence / 100);
    const charges = await db
      .selectFrom('sandboxCharges')
      .innerJoin('sandboxPaymentMethods as method', 'method.id', 'sandboxCharges.paymentMethodId')
      .select(['sandboxCharges.status', 'sandboxCharges.failureCode'])
      .where('method.last4', '=', '3184')
      .execute();
    expect(charges).toEqual([{ status: 'failed', failureCode: 'authentication_required' }]);
  });

  it('npm run ops -- billing --date runs the same billing', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);
    const bad = await runOps(db, ['billing', '--date', '2027-02-30'], new Date(), {
      payments: provider,
    });
    expect(bad.exitCode).toBe(1);
    const result = await runOps(db, ['billing', '--date', '2027-01-04'], new Date(), {
      payments: provider,
    });
    expect(result.exitCode).toBe(0);
    expect(result.output.join('\n')).toContain(
      `customer ${me.customerId}  order ${orderId}  from 2027-01-04  ${(monthlyPence / 100).toFixed(2)}  paid`,
    );
    const again = await runOps(db, ['billing', '--date', '2027-01-04'], new Date(), {
      payments: provider,
    });
    expect(again.output.join('\n')).not.toContain(`customer ${me.customerId} `);
  });

  it('ops billing --customer bills that customer only; the others wait for their run', async () => {
    const { db, app, provider } = setUp();
    const billed = await shopper(app);
    const other = await shopper(app);
    const first = await oneMonthOrder(app, billed);
    const second = await oneMonthOrder(app, other);
    const unknown = await runOps(
      db,
      ['billing', '--date', '2027-01-04', '--customer', 'nobody@example.com'],
      new Date(),
      { payments: provider },
    );
    expect(unknown.exitCode).toBe(1);
    const result = await runOps(
      db,
      ['billing', '--date', '2027-01-04', '--customer', billed.email],
      new Date(),
      { payments: provider },
    );
    expect(result.output.join('\n')).toContain(`order ${first.orderId}  from 2027-01-04`);
    expect(result.output.join('\n')).not.toContain(`order ${second.orderId} `);
    const everyone = await runOps(db, ['billing', '--date', '2027-01-04'], new Date(), {
      payments: provider,
    });
    expect(everyone.output.join('\n')).toContain(`order ${second.orderId}  from 2027-01-04`);
    expect(everyone.output.join('\n')).not.toContain(`order ${first.orderId} `);
  });
});
