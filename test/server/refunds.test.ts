import { beforeAll, expect, it } from 'vitest';
import { resumeCheckoutJobs } from '../../server/checkout/runner.ts';
import type { Db } from '../../server/db/database.ts';
import type { PaymentProvider, RefundView } from '../../server/payments/provider.ts';
import { PaymentProviderError } from '../../server/payments/provider.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { cancelledText, orderSchema } from '../../src/domain/orders.ts';
import { paymentsWithPendingSchema, statementSchema } from '../../src/domain/payments.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, type Shopper, shopper } from './ordering.ts';
import { NOW, type PayingApp, paidOrder, payingApp } from './paying.ts';

async function cancel(app: PayingApp, who: Shopper, orderId: number) {
  return orderSchema.parse(
    await expectStatus(call(app, who, 'PUT', `order/${orderId}/cancel`, { orderId }), 200),
  );
}

async function statement(app: PayingApp, who: Shopper) {
  return statementSchema.parse(
    await expectStatus(call(app, who, 'GET', `payments/${who.customerId}/statement`), 200),
  );
}

/** What the sandbox paid back for the customer's orders: one row per refund made. */
async function sandboxRefunds(db: Db, orderId: number) {
  return db
    .selectFrom('sandboxRefunds')
    .innerJoin('refunds', 'refunds.paymentIntentId', 'sandboxRefunds.paymentIntentId')
    .select(['sandboxRefunds.amountPence'])
    .where('refunds.orderId', '=', orderId)
    .execute();
}

/** The sandbox, except that refunds fail as `failure` says until it is set to null. */
class FlakyRefunds extends SandboxPaymentProvider {
  failure: PaymentProviderError | null = null;

  override async createRefund(
    ...args: Parameters<PaymentProvider['createRefund']>
  ): Promise<RefundView> {
    if (this.failure) throw this.failure;
    return super.createRefund(...args);
  }
}

forEachDatabase('refunds on cancellation', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });

  it('pays back what was charged to the card it was charged to, and the order says so', async () => {
    const me = await shopper(app);
    const { orderId, total } = await paidOrder(app, me);

    const cancelled = await cancel(app, me, orderId);
    expect(cancelled.isOrderCancelled).toBe(true);
    expect(cancelled.refund).toEqual({
      amount: total,
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(cancelledText(cancelled)).toBe(
      `Cancelled · £${total.toFixed(2)} refunded to Visa •••• 4242`,
    );
    expect((await sandboxRefunds(getDatabase().db, orderId)).map((r) => r.amountPence)).toEqual([
      Math.round(total * 100),
    ]);

    // The orders list reads the same, and the payment is marked refunded.
    const page = (await expectStatus(
      call(app, me, 'GET', `orders/${me.customerId}/1/50/desc`),
      200,
    )) as {
      orders: unknown[];
    };
    expect(orderSchema.parse(page.orders[0]).refund?.status).toBe('succeeded');
    const { payments } = paymentsWithPendingSchema.parse(
      await expectStatus(
        call(app, me, 'GET', `payments/${me.customerId}/withPendingPayments`),
        200,
      ),
    );
    expect(payments.map((payment) => payment.status)).toEqual(['refunded']);
  });

  it('lists the charge and the refund on the statement, newest first, with their card', async () => {
    const me = await shopper(app);
    expect(await statement(app, me)).toEqual({
      entries: [],
      monthlyBills: [],
      totals: { charged: 0, refunded: 0, received: 0, owed: 0 },
    });
    const { orderId, total } = await paidOrder(app, me);
    await cancel(app, me, orderId);

    const { entries } = await statement(app, me);
    expect(entries).toEqual([
      {
        kind: 'refund',
        date: new Date(NOW).toISOString(),
        description: `Refund: By-The-Box order ${orderId} cancelled`,
        amount: total,
        card: { brand: 'visa', last4: '4242' },
        orderId,
        status: 'succeeded',
        refunded: false,
      },
      {
        kind: 'charge',
        date: new Date(NOW).toISOString(),
        description: `By-The-Box order ${orderId}`,
        amount: total,
        card: { brand: 'visa', last4: '4242' },
        orderId,
        status: 'succeeded',
        // Paid back: the charge says so, not only the refund's own line.
        refunded: true,
      },
    ]);
  });

  it("is 404 for another customer's statement", async () => {
    const me = await shopper(app);
    const other = await shopper(app);
    await expectError(
      call(app, me, 'GET', `payments/${other.customerId}/statement`),
      404,
      ErrorCode.NotFound,
    );
  });

  it('refunds once when the same order is cancelled ten times at once', async () => {
    const me = await shopper(app);
    const { orderId } = await paidOrder(app, me);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(app, me, 'PUT', `order/${orderId}/cancel`, { orderId }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await sandboxRefunds(getDatabase().db, orderId)).toHaveLength(1);
    expect(
      (await statement(app, me)).entries.filter((entry) => entry.kind === 'refund'),
    ).toHaveLength(1);
  });

  it('keeps a refund the provider could not make yet, and makes it once it answers', async () => {
    const { db } = getDatabase();
    const provider = new FlakyRefunds(db, { now: () => new Date(NOW) });
    const flakyApp = payingApp(getDatabase(), provider);
    const me = await shopper(flakyApp);
    const { orderId, total } = await paidOrder(flakyApp, me);

    provider.failure = new PaymentProviderError('api_error', 'Stripe is down', { retryable: true });
    const cancelled = await cancel(flakyApp, me, orderId);
    expect(cancelled.isOrderCancelled).toBe(true);
    expect(cancelled.refund?.status).toBe('pending');
    expect(cancelledText(cancelled)).toBe(
      `Cancelled · £${total.toFixed(2)} refund to Visa •••• 4242 on its way`,
    );
    expect((await statement(flakyApp, me)).entries[0]).toMatchObject({
      kind: 'refund',
      status: 'pending',
    });

    // After a restart the pending refund is made, once.
    provider.failure = null;
    const resumed = await resumeCheckoutJobs(db, provider);
    expect(resumed.refunds).toBeGreaterThanOrEqual(1);
    expect(await sandboxRefunds(db, orderId)).toHaveLength(1);
    expect((await statement(flakyApp, me)).entries[0]).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
    });
    await resumeCheckoutJobs(db, provider);
    expect(await sandboxRefunds(db, orderId)).toHaveLength(1);
  });

  it('marks a refund the provider refuses as failed and asks the customer to call', async () => {
    const { db } = getDatabase();
    const provider = new FlakyRefunds(db, { now: () => new Date(NOW) });
    const flakyApp = payingApp(getDatabase(), provider);
    const me = await shopper(flakyApp);
    const { orderId } = await paidOrder(flakyApp, me);

    provider.failure = new PaymentProviderError('charge_disputed', 'The charge is disputed');
    const cancelled = await cancel(flakyApp, me, orderId);
    expect(cancelled.refund?.status).toBe('failed');
    expect(cancelledText(cancelled)).toMatch(/could not refund .* please call us/);
    // A failed refund is the team's to make: it is not tried again on its own.
    provider.failure = null;
    await resumeCheckoutJobs(db, provider);
    expect(await sandboxRefunds(db, orderId)).toHaveLength(0);
  });
});

forEachDatabase('sandbox refunds', (getDatabase) => {
  it('replays an idempotency key and never pays back more than was charged', async () => {
    const app = payingApp(getDatabase());
    const me = await shopper(app);
    const { orderId, total } = await paidOrder(app, me);
    const { db } = getDatabase();
    const provider = new SandboxPaymentProvider(db);
    const payment = await db
      .selectFrom('payments')
      .select('paymentIntentId')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    const paymentIntent = payment.paymentIntentId ?? '';
    const pence = Math.round(total * 100);
    const first = await provider.createRefund(
      { paymentIntent, amountPence: 100, metadata: {} },
      'k1',
    );
    const again = await provider.createRefund(
      { paymentIntent, amountPence: 100, metadata: {} },
      'k1',
    );
    expect(again).toEqual(first);
    await expect(
      provider.createRefund({ paymentIntent, amountPence: pence, metadata: {} }, 'k2'),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    const rest = await provider.createRefund(
      { paymentIntent, amountPence: pence - 100, metadata: {} },
      'k3',
    );
    expect(rest.status).toBe('succeeded');
    expect(await provider.retrieveRefund(rest.id)).toEqual(rest);
  });
});
