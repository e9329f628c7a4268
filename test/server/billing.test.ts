import { expect, it } from 'vitest';
import { runBilling } from '../../server/billing/run.ts';
import type { Db } from '../../server/db/database.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import {
  clearBalanceStartSchema,
  paymentsWithPendingSchema,
  statementSchema,
} from '../../src/domain/payments.ts';
import { chargedTotal, oneMonthOrder } from './billing.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectStatus, type Shopper, shopper } from './ordering.ts';
import { addCard, CARDS, type PayingApp, payingApp, until } from './paying.ts';

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
    const charged = await chargedTotal(db);

    // The day before the second month: nothing is due.
    expect((await runBilling(db, provider, '2027-01-03')).paid).toEqual([]);
    for (const [day, count] of [
      ['2027-01-04', 1],
      ['2027-02-04', 2],
      ['2027-03-04', 3],
    ] as const) {
      const run = await runBilling(db, provider, day);
      expect(run.paid).toHaveLength(1);
      const bills = (await statement(app, me)).filter(
        (entry) => entry.kind === 'charge' && entry.orderId === orderId,
      );
      expect(bills).toHaveLength(1 + count);
      expect(bills[0]?.amount).toBe(monthlyPence / 100);
      expect(bills[0]?.card).toEqual({ brand: 'visa', last4: '4242' });
    }
    expect(await statement(app, me)).toHaveLength(before + 3);
    expect((await chargedTotal(db)) - charged).toBe(3 * monthlyPence);
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
    const charged = await chargedTotal(db);
    await runBilling(db, provider, '2027-01-04');
    const again = await runBilling(db, provider, '2027-01-04');
    expect(again.paid).toEqual([]);
    expect((await chargedTotal(db)) - charged).toBe(monthlyPence);
  });

  it('a declined card owes the bill, is retried on days 3, 5 and 7, then Clear balance pays it', async () => {
    const { db, app, provider } = setUp();
    const me = await shopper(app);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);
    // The customer saves 0341 (saved fine, every charge declined) and it pays the agreement.
    const declining = await addCard(app, me, CARDS.declinedAfterSaving);
    const saved = await db
      .selectFrom('cards')
      .select('providerRef')
      .where('cardId', '=', declining.cardId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('agreements')
      .set({ paymentMethod: saved.providerRef, cardLast4: '0341' })
      .where('orderId', '=', orderId)
      .execute();
    expect(await debtStatus(db, me.customerId)).toBe(0);

    const first = await runBilling(db, provider, '2027-01-04');
    expect(first.failed).toHaveLength(1);
    let owed = await pending(app, me);
    expect(owed.outstandingBalance).toBe(monthlyPence / 100);
    expect(owed.payments.filter((payment) => payment.status === 'failed')).toHaveLength(1);
    expect(await debtStatus(db, me.customerId)).toBe(1);

    // Retried on the 7th, 9th and 11th (days 3, 5 and 7), not on the days between.
    const attempts: Record<string, number> = {};
    for (let day = 5; day <= 12; day += 1) {
      const date = `2027-01-${String(day).padStart(2, '0')}`;
      attempts[date] = (await runBilling(db, provider, date)).failed.length;
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
  });
});
