import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { endStuckPayments } from '../../server/payments/stuck-jobs.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { paymentAlertsSchema } from '../../src/domain/dunning.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { paymentsWithPendingSchema } from '../../src/domain/payments.ts';
import { TEST_AUTH } from './accounts.ts';
import { chargedTotal } from './billing.ts';
import { forEachDatabase, testConfig } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  getBasket,
  orderingClock,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  addCard,
  authenticate,
  basketStage,
  CARDS,
  checkoutProgress,
  FRIDAY_MORNING,
  NOW,
  type PayingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/*
 * Stuck payments (docs/decisions.md, "Stuck payments"): a checkout or a balance payment
 * waiting for the bank's 3-D Secure check is cancelled at the provider once it has waited 30
 * minutes (by the progress call that finds it so, or by the five-minute job), or when the
 * customer abandons it. Nothing is charged, the basket can change again, what the balance
 * was paying is owed again, and the next payment is made on a new intent at today's price.
 */

const MINUTE = 60_000;

forEachDatabase('stuck 3-D Secure payments', (getDatabase) => {
  const clock = orderingClock(NOW);
  let app: PayingApp;
  let provider: SandboxPaymentProvider;
  const db = () => getDatabase().db;

  beforeAll(() => {
    provider = new SandboxPaymentProvider(getDatabase().db, { now: clock.now });
    app = createApp({
      db: getDatabase().db,
      config: testConfig(),
      distDir: 'dist',
      auth: TEST_AUTH,
      ordering: { now: clock.now, windowCapacity: 10_000 },
      payments: provider,
    });
  });

  /** A basket paid with the card that asks for 3-D Secure, left waiting for the bank. */
  async function waitingCheckout(me: Shopper) {
    clock.set(NOW);
    const basketId = await readyBasket(app, me);
    const { quote } = await getBasket(app, me, basketId);
    await payWithNewCard(app, me, basketId, CARDS.authentication);
    await startCheckout(app, me, basketId);
    const waiting = await settledCheckout(app, me, basketId);
    expect(waiting.status).toBe('requires_action');
    expect(waiting.amount).toBe(quote.total);
    return { basketId, clientSecret: waiting.clientSecret, total: quote.total };
  }

  async function intentStatus(clientSecret: string | null) {
    const id = (clientSecret ?? '').split('_secret_')[0] ?? '';
    return (await provider.retrievePaymentIntent(id)).status;
  }

  /** A change to the basket: three medium boxes instead of the two and a suitcase. */
  async function changeBasket(me: Shopper, basketId: number) {
    const { storageBasket } = await getBasket(app, me, basketId);
    return call(app, me, 'PUT', `basket/storage/${basketId}`, {
      lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 3 }],
      numberOfMonths: 3,
      collection: { address: storageBasket?.collection.address, timeslot: FRIDAY_MORNING },
    });
  }

  it('waits 29 minutes; at 31 the progress reports it failed, nothing charged, the basket free and paid afresh at its new price', async () => {
    const me = await shopper(app);
    const { basketId, clientSecret } = await waitingCheckout(me);

    clock.advance(29 * MINUTE);
    expect((await checkoutProgress(app, me, basketId)).status).toBe('requires_action');
    await expectError(changeBasket(me, basketId), 409, ErrorCode.CheckoutInProgress);

    clock.advance(2 * MINUTE);
    const ended = await checkoutProgress(app, me, basketId);
    expect(ended).toMatchObject({ status: 'failed', errorCode: ErrorCode.PaymentNotTaken });
    expect(ended.message).toMatch(/not finished within 30 minutes/);
    expect(await chargedTotal(db(), me.customerId)).toBe(0);
    expect(await intentStatus(clientSecret)).toBe('canceled');
    expect(await basketStage(db(), basketId)).toBe('notStarted');
    // The bank's challenge cannot be answered any more.
    await expectError(
      call(app, me, 'POST', 'sandbox/authenticate', { clientSecret, approve: true }),
      409,
      ErrorCode.ValidationFailed,
    );

    // Free again: the basket changes, and is paid with 4242 at its new price on a new intent.
    await expectStatus(changeBasket(me, basketId), 200);
    const { quote } = await getBasket(app, me, basketId);
    const intent = await payWithNewCard(app, me, basketId, CARDS.visa);
    expect(intent.clientSecret).not.toBe(clientSecret);
    expect(intent.amount).toBe(quote.total);
    await startCheckout(app, me, basketId);
    const paid = await settledCheckout(app, me, basketId);
    expect(paid.status).toBe('succeeded');
    expect(await chargedTotal(db(), me.customerId)).toBe(Math.round(quote.total * 100));
  });

  it("a bank's yes within the 30 minutes is an order, even when it is asked about later", async () => {
    const me = await shopper(app);
    const { basketId, clientSecret, total } = await waitingCheckout(me);
    clock.advance(29 * MINUTE);
    await authenticate(app, me, clientSecret, true);
    clock.advance(5 * MINUTE);
    expect(await endStuckPayments({ db: db(), provider, now: clock.now })).toEqual({
      checkouts: expect.not.arrayContaining([basketId]),
      balancePayments: expect.any(Array),
    });
    const done = await checkoutProgress(app, me, basketId);
    expect(done.status).toBe('succeeded');
    expect(done.orderId).not.toBeNull();
    expect(await chargedTotal(db(), me.customerId)).toBe(Math.round(total * 100));
  });

  it('the five-minute job ends a checkout nobody asks about any more', async () => {
    const me = await shopper(app);
    const { basketId, clientSecret } = await waitingCheckout(me);
    const context = { db: db(), provider, now: clock.now };
    clock.advance(25 * MINUTE);
    expect((await endStuckPayments(context)).checkouts).not.toContain(basketId);
    expect(await intentStatus(clientSecret)).toBe('requires_action');
    clock.advance(6 * MINUTE);
    expect((await endStuckPayments(context)).checkouts).toContain(basketId);
    expect(await intentStatus(clientSecret)).toBe('canceled');
    expect(await basketStage(db(), basketId)).toBe('notStarted');
    expect(await chargedTotal(db(), me.customerId)).toBe(0);
    expect((await checkoutProgress(app, me, basketId)).message).toMatch(/30 minutes/);
  });

  it('the customer abandons it: cancelled, nothing charged, the basket free; 404 for another customer', async () => {
    const me = await shopper(app);
    const { basketId, clientSecret, total } = await waitingCheckout(me);
    expect(
      paymentAlertsSchema.parse(
        await expectStatus(call(app, me, 'GET', `payments/${me.customerId}/alerts`), 200),
      ).waitingPayment,
    ).toMatchObject({ kind: 'checkout', id: basketId, amount: total, clientSecret });

    const stranger = await shopper(app);
    await expectError(
      call(app, stranger, 'POST', `basket/${basketId}/checkout/abandon`),
      404,
      ErrorCode.BasketNotFound,
    );
    expect(await intentStatus(clientSecret)).toBe('requires_action');

    // Past its 30 minutes it is not offered any more: it is about to be cancelled.
    clock.advance(31 * MINUTE);
    expect(
      paymentAlertsSchema.parse(
        await expectStatus(call(app, me, 'GET', `payments/${me.customerId}/alerts`), 200),
      ).waitingPayment,
    ).toBeNull();
    clock.advance(-31 * MINUTE);

    const abandoned = await expectStatus(
      call(app, me, 'POST', `basket/${basketId}/checkout/abandon`),
      200,
    );
    expect(abandoned).toMatchObject({ status: 'failed', errorCode: ErrorCode.PaymentNotTaken });
    expect((abandoned as { message: string }).message).toMatch(/abandoned/);
    expect(await intentStatus(clientSecret)).toBe('canceled');
    expect(await chargedTotal(db(), me.customerId)).toBe(0);
    await expectStatus(changeBasket(me, basketId), 200);
    // Asked again, it answers the same; the alerts have nothing waiting.
    expect(
      await expectStatus(call(app, me, 'POST', `basket/${basketId}/checkout/abandon`), 200),
    ).toMatchObject({ status: 'failed' });
    expect(
      paymentAlertsSchema.parse(
        await expectStatus(call(app, me, 'GET', `payments/${me.customerId}/alerts`), 200),
      ).waitingPayment,
    ).toBeNull();
  });

  it('a balance payment waiting 30 minutes, or abandoned, is cancelled and the balance owed again', async () => {
    clock.set(NOW);
    const me = await shopper(app);
    await db()
      .insertInto('payments')
      .values({
        customerId: me.customerId,
        orderId: null,
        description: 'Monthly storage',
        amountPence: 2700,
        status: 'failed',
        paymentDate: new Date(NOW),
        paymentIntentId: null,
        balancePaymentId: null,
        createdAt: new Date(NOW),
      })
      .execute();
    const card = await addCard(app, me, CARDS.authentication);
    const owed = async () =>
      paymentsWithPendingSchema.parse(
        await expectStatus(
          call(app, me, 'GET', `payments/${me.customerId}/withPendingPayments`),
          200,
        ),
      ).outstandingBalance;
    const start = async () => {
      const { paymentId } = (await expectStatus(
        call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, {
          cardId: card.cardId,
        }),
        200,
      )) as { paymentId: number };
      const progress = () =>
        expectStatus(
          call(
            app,
            me,
            'GET',
            `payments/${me.customerId}/clearBalance/payment/${paymentId}/progress`,
          ),
          200,
        ) as Promise<{ status: string; message: string | null; amount: number }>;
      let answer = await progress();
      for (let tries = 0; answer.status === 'processing' && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        answer = await progress();
      }
      expect(answer).toMatchObject({ status: 'requires_action', amount: 27 });
      return { paymentId, progress };
    };

    // Left waiting: at 31 minutes the progress call ends it.
    const first = await start();
    clock.advance(31 * MINUTE);
    expect(await first.progress()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/30 minutes/),
    });
    expect(await owed()).toBe(27);
    expect(await chargedTotal(db(), me.customerId)).toBe(0);

    // Abandoned at once: the same, and another customer cannot.
    const second = await start();
    const stranger = await shopper(app);
    await expectError(
      call(
        app,
        stranger,
        'POST',
        `payments/${me.customerId}/clearBalance/payment/${second.paymentId}/abandon`,
      ),
      404,
      ErrorCode.NotFound,
    );
    expect(
      await expectStatus(
        call(
          app,
          me,
          'POST',
          `payments/${me.customerId}/clearBalance/payment/${second.paymentId}/abandon`,
        ),
        200,
      ),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/abandoned/) });
    expect(await owed()).toBe(27);
    expect(await chargedTotal(db(), me.customerId)).toBe(0);
  });
});
