import { afterAll, beforeAll, expect, it } from 'vitest';
import { runBilling } from '../../../server/billing/run.ts';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { SandboxPaymentProvider } from '../../../server/payments/sandbox.ts';
import { chargedTotal, oneMonthOrder } from '../billing.ts';
import { forEachDatabase, postgresUrl } from '../harness.ts';
import { shopper } from '../ordering.ts';
import { payingApp } from '../paying.ts';

/*
 * Two processes run the same day's billing on one PostgreSQL database at the same moment
 * (the daily job in one, `ops billing` in another): each period is charged once between them.
 */

forEachDatabase('billing in two processes at once', (getDatabase, kind) => {
  const onPostgres = it.skipIf(kind !== 'postgres');
  let second: Database | undefined;

  beforeAll(async () => {
    if (kind !== 'postgres') return;
    second = await openDatabase({ databaseUrl: postgresUrl, schema: getDatabase().schema });
  });
  afterAll(async () => {
    await second?.close();
  });

  onPostgres('charges each agreement once for the month', async () => {
    const app = payingApp(getDatabase());
    const orders = [];
    for (let index = 0; index < 4; index += 1) {
      orders.push(await oneMonthOrder(app, await shopper(app)));
    }
    const db = getDatabase().db;
    const other = second?.db;
    if (!other) throw new Error('No second connection pool');
    const before = await chargedTotal(db);
    const runs = await Promise.all([
      runBilling(db, new SandboxPaymentProvider(db), '2027-01-04'),
      runBilling(other, new SandboxPaymentProvider(other), '2027-01-04'),
    ]);
    const monthly = orders.reduce((sum, order) => sum + order.monthlyPence, 0);
    expect((await chargedTotal(db)) - before).toBe(monthly);
    expect(runs.flatMap((run) => run.paid)).toHaveLength(orders.length);
    const payments = await db
      .selectFrom('payments')
      .select('paymentId')
      .where(
        'orderId',
        'in',
        orders.map((order) => order.orderId),
      )
      .execute();
    // The order's own payment and one month each.
    expect(payments).toHaveLength(2 * orders.length);
  });
});
