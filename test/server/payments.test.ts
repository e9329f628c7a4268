import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/db/seeds/demo.ts';
import { CREDIT_LIMIT_PENCE } from '../../server/payments/balance.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { orderTypeLabel } from '../../src/domain/orders.ts';
import {
  clearBalanceProgressSchema,
  clearBalanceStartSchema,
  paymentsWithPendingSchema,
  statementSchema,
} from '../../src/domain/payments.ts';
import { FAST_SCRYPT, signIn } from './accounts.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, type Shopper, shopper } from './ordering.ts';
import { addCard, authenticate, CARDS, NOW, type PayingApp, payingApp, until } from './paying.ts';

forEachDatabase('payments', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  async function owe(
    who: Shopper,
    amountPence: number,
    status = 'pending',
    description = 'Monthly storage',
  ) {
    const { paymentId } = await db()
      .insertInto('payments')
      .values({
        customerId: who.customerId,
        orderId: null,
        description,
        amountPence,
        status,
        paymentDate: new Date(NOW),
        paymentIntentId: null,
        balancePaymentId: null,
        createdAt: new Date(NOW),
      })
      .returning('paymentId')
      .executeTakeFirstOrThrow();
    return paymentId;
  }

  async function statement(who: Shopper) {
    return paymentsWithPendingSchema.parse(
      await expectStatus(
        call(app, who, 'GET', `payments/${who.customerId}/withPendingPayments`),
        200,
      ),
    );
  }

  async function clear(who: Shopper, cardId: number) {
    return clearBalanceStartSchema.parse(
      await expectStatus(
        call(app, who, 'POST', `payments/${who.customerId}/clearBalance/start`, { cardId }),
        200,
      ),
    ).paymentId;
  }

  async function progress(who: Shopper, paymentId: number) {
    const body = await expectStatus(
      call(
        app,
        who,
        'GET',
        `payments/${who.customerId}/clearBalance/payment/${paymentId}/progress`,
      ),
      200,
    );
    return {
      ...clearBalanceProgressSchema.parse(body),
      errorCode: (body as { errorCode: number | null }).errorCode,
    };
  }

  const settled = (who: Shopper, paymentId: number) => until(() => progress(who, paymentId));

  async function chargesOf(paymentId: number) {
    const row = await db()
      .selectFrom('balancePayments')
      .select('paymentIntentId')
      .where('balancePaymentId', '=', paymentId)
      .executeTakeFirstOrThrow();
    if (!row.paymentIntentId) return [];
    return db()
      .selectFrom('sandboxCharges')
      .select('status')
      .where('paymentIntentId', '=', row.paymentIntentId)
      .execute();
  }

  describe('the demo customer', () => {
    it('owes £12.50 of monthly storage and has paid for past orders', async () => {
      await seedDemo(db(), { scrypt: FAST_SCRYPT });
      const { customerId } = await db()
        .selectFrom('customers')
        .select('customerId')
        .where('email', '=', DEMO_EMAIL)
        .executeTakeFirstOrThrow();
      const demo = {
        customerId,
        email: DEMO_EMAIL,
        token: await signIn(app, DEMO_EMAIL, DEMO_PASSWORD),
      };
      const list = await statement(demo);
      expect(list.outstandingBalance).toBe(12.5);
      // This month's storage bill was refused: owed. The two months before it were paid.
      expect(list.payments[0]).toMatchObject({
        description: expect.stringMatching(/^Box storage, .* \(order \d+\)$/),
        amount: 12.5,
        status: 'failed',
      });
      expect(list.payments.filter((payment) => /^Box storage/.test(payment.description))).toEqual([
        expect.objectContaining({ amount: 12.5, status: 'failed' }),
        expect.objectContaining({ amount: 12.5, status: 'succeeded' }),
        expect.objectContaining({ amount: 12.5, status: 'succeeded' }),
      ]);
      // Every order the demo customer sees has its charge on the statement, for its total.
      const orders = await db()
        .selectFrom('orders')
        .select(['orderId', 'orderType', 'totalPence'])
        .where('customerId', '=', customerId)
        .execute();
      expect(orders.length).toBeGreaterThanOrEqual(4);
      const charges = statementSchema
        .parse(await expectStatus(call(app, demo, 'GET', `payments/${customerId}/statement`), 200))
        .entries.filter((entry) => entry.kind === 'charge');
      for (const order of orders) {
        expect(
          charges.some(
            (entry) =>
              entry.description === `${orderTypeLabel(order.orderType)} order ${order.orderId}` &&
              entry.amount === order.totalPence / 100,
          ),
          `order ${order.orderId}`,
        ).toBe(true);
      }
      const debt = () =>
        db()
          .selectFrom('customers')
          .select('debtStatus')
          .where('customerId', '=', customerId)
          .executeTakeFirstOrThrow();
      expect((await debt()).debtStatus).toBe(1);

      // And can clear it with the saved card.
      const [card] = (await expectStatus(call(app, demo, 'GET', `cards/${customerId}`), 200)) as {
        cardId: number;
      }[];
      const paymentId = await clear(demo, card!.cardId);
      expect((await settled(demo, paymentId)).status).toBe('succeeded');
      expect((await statement(demo)).outstandingBalance).toBe(0);
      expect((await debt()).debtStatus).toBe(0);
    });
  });

  describe('clearing the balance', () => {
    it('pays everything pending or failed in one charge and marks it paid', async () => {
      const me = await shopper(app);
      const card = await addCard(app, me, CARDS.visa);
      await owe(me, 1250);
      await owe(me, 999, 'failed', 'Monthly storage (retry)');
      await owe(me, 5000, 'refunded', 'Cancelled order');
      expect((await statement(me)).outstandingBalance).toBe(22.49);

      const paymentId = await clear(me, card.cardId);
      expect(await settled(me, paymentId)).toEqual({
        status: 'succeeded',
        clientSecret: null,
        message: null,
        errorCode: null,
      });
      const after = await statement(me);
      expect(after.outstandingBalance).toBe(0);
      expect(after.payments.map((payment) => payment.status).sort()).toEqual([
        'refunded',
        'succeeded',
        'succeeded',
      ]);
      expect(await chargesOf(paymentId)).toEqual([{ status: 'succeeded' }]);
      const intent = await db()
        .selectFrom('balancePayments')
        .innerJoin(
          'sandboxPaymentIntents',
          'sandboxPaymentIntents.id',
          'balancePayments.paymentIntentId',
        )
        .select('sandboxPaymentIntents.amountPence')
        .where('balancePaymentId', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(intent.amountPence).toBe(2249);
      // Nothing left to pay.
      await expectError(
        call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, {
          cardId: card.cardId,
        }),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('fails with 34 for a declined card and leaves the balance owed', async () => {
      const me = await shopper(app);
      const declining = await addCard(app, me, CARDS.declinedAfterSaving);
      const good = await addCard(app, me, CARDS.visa);
      await owe(me, 1250);
      const paymentId = await clear(me, declining.cardId);
      expect(await settled(me, paymentId)).toEqual({
        status: 'failed',
        clientSecret: null,
        message: ERROR_MESSAGES[ErrorCode.PaymentNotTaken],
        errorCode: ErrorCode.PaymentNotTaken,
      });
      expect((await statement(me)).outstandingBalance).toBe(12.5);
      expect(await chargesOf(paymentId)).toEqual([{ status: 'failed' }]);
      const released = await db()
        .selectFrom('payments')
        .select('balancePaymentId')
        .where('customerId', '=', me.customerId)
        .execute();
      expect(released).toEqual([{ balancePaymentId: null }]);

      const retry = await clear(me, good.cardId);
      expect(retry).not.toBe(paymentId);
      expect((await settled(me, retry)).status).toBe('succeeded');
      expect((await statement(me)).outstandingBalance).toBe(0);
    });

    it('fails with 29 above the credit limit, without charging the card', async () => {
      const me = await shopper(app);
      const card = await addCard(app, me, CARDS.visa);
      await owe(me, CREDIT_LIMIT_PENCE + 1);
      const paymentId = await clear(me, card.cardId);
      expect(await progress(me, paymentId)).toEqual({
        status: 'failed',
        clientSecret: null,
        message: ERROR_MESSAGES[ErrorCode.CreditLimitExceeded],
        errorCode: ErrorCode.CreditLimitExceeded,
      });
      expect(await chargesOf(paymentId)).toEqual([]);
      expect((await statement(me)).outstandingBalance).toBe((CREDIT_LIMIT_PENCE + 1) / 100);
    });

    it('fails with 29 when the card has not the funds', async () => {
      const me = await shopper(app);
      const card = await addCard(app, me, CARDS.insufficientFunds);
      await owe(me, 1250);
      const paymentId = await clear(me, card.cardId);
      expect(await settled(me, paymentId)).toMatchObject({
        status: 'failed',
        errorCode: ErrorCode.CreditLimitExceeded,
      });
    });

    it('waits for the bank with a card needing authentication, and never pays twice', async () => {
      const me = await shopper(app);
      const card = await addCard(app, me, CARDS.authentication);
      await owe(me, 1250);
      const paymentId = await clear(me, card.cardId);
      const waiting = await settled(me, paymentId);
      expect(waiting.status).toBe('requires_action');
      expect(waiting.clientSecret).toMatch(/^pi_.+_secret_/);
      // Starting again while it waits answers the same payment.
      expect(await clear(me, card.cardId)).toBe(paymentId);
      await authenticate(app, me, waiting.clientSecret, true);
      expect((await progress(me, paymentId)).status).toBe('succeeded');
      expect((await statement(me)).outstandingBalance).toBe(0);
      expect(await chargesOf(paymentId)).toEqual([{ status: 'succeeded' }]);
    });

    it('makes one balance payment from concurrent starts', async () => {
      const me = await shopper(app);
      const card = await addCard(app, me, CARDS.visa);
      await owe(me, 1250);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, {
            cardId: card.cardId,
          }),
        ),
      );
      const ids = new Set<number>();
      for (const res of answers) {
        // Once the first has paid, a late start finds nothing left to pay.
        if (res.status === 200) ids.add(((await res.json()) as { paymentId: number }).paymentId);
        else expect(res.status).toBe(400);
      }
      expect(ids.size).toBe(1);
      const [paymentId] = [...ids];
      expect((await settled(me, paymentId!)).status).toBe('succeeded');
      const charges = await db()
        .selectFrom('sandboxCharges')
        .innerJoin(
          'sandboxPaymentIntents',
          'sandboxPaymentIntents.id',
          'sandboxCharges.paymentIntentId',
        )
        .innerJoin(
          'paymentCustomers',
          'paymentCustomers.providerRef',
          'sandboxPaymentIntents.customerId',
        )
        .select('sandboxCharges.id')
        .where('paymentCustomers.customerId', '=', me.customerId)
        .execute();
      expect(charges).toHaveLength(1);
    });
  });

  describe("another customer's payments", () => {
    it('are 404, and their balance is untouched', async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const myCard = await addCard(app, me, CARDS.visa);
      const theirCard = await addCard(app, other, CARDS.authentication);
      await owe(me, 100);
      await owe(other, 1250);
      const theirs = await clear(other, theirCard.cardId);
      const { clientSecret } = await settled(other, theirs);
      for (const attempt of [
        call(app, me, 'GET', `payments/${other.customerId}/withPendingPayments`),
        call(app, me, 'POST', `payments/${other.customerId}/clearBalance/start`, {
          cardId: theirCard.cardId,
        }),
        call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, {
          cardId: theirCard.cardId,
        }),
        call(
          app,
          me,
          'GET',
          `payments/${other.customerId}/clearBalance/payment/${theirs}/progress`,
        ),
        call(app, me, 'GET', `payments/${me.customerId}/clearBalance/payment/${theirs}/progress`),
      ]) {
        await expectError(attempt, 404, ErrorCode.NotFound);
      }
      await expectError(
        call(app, me, 'POST', 'sandbox/authenticate', { clientSecret, approve: true }),
        404,
        ErrorCode.NotFound,
      );
      expect((await progress(other, theirs)).status).toBe('requires_action');
      expect((await statement(other)).outstandingBalance).toBe(12.5);
      expect(myCard.isDefault).toBe(true);
    });
  });

  it('answers bad input with 400 and never 500', async () => {
    const me = await shopper(app);
    for (const [method, route, body] of [
      ['GET', 'payments/abc/withPendingPayments', undefined],
      ['POST', `payments/${me.customerId}/clearBalance/start`, {}],
      ['POST', `payments/${me.customerId}/clearBalance/start`, { cardId: 'one' }],
      ['POST', `payments/${me.customerId}/clearBalance/start`, undefined],
      ['GET', `payments/${me.customerId}/clearBalance/payment/0/progress`, undefined],
      ['GET', `payments/${me.customerId}/clearBalance/payment/one/progress`, undefined],
    ] as const) {
      await expectError(call(app, me, method, route, body), 400, ErrorCode.ValidationFailed);
    }
    await expectError(
      call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, { cardId: 123456 }),
      404,
      ErrorCode.NotFound,
    );
  });
});

forEachDatabase('the sandbox payment provider', (getDatabase) => {
  it('replays a repeated confirmation instead of charging again', async () => {
    const db = getDatabase().db;
    const sandbox = new SandboxPaymentProvider(db);
    const customer = await sandbox.createCustomer(
      { email: 'replay@example.test', name: 'Re Play', customerId: 1 },
      'replay-customer',
    );
    const again = await sandbox.createCustomer(
      { email: 'replay@example.test', name: 'Re Play', customerId: 1 },
      'replay-customer',
    );
    expect(again).toBe(customer);
    const params = {
      amountPence: 1999,
      currency: 'gbp' as const,
      customer,
      description: 'Replay',
      metadata: {},
    };
    const intent = await sandbox.createPaymentIntent(params, 'replay-intent');
    expect(await sandbox.createPaymentIntent(params, 'replay-intent')).toEqual(intent);
    const paymentMethod = await sandbox.createPaymentMethod(
      { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      customer,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sandbox.confirmPaymentIntent(intent.id, { paymentMethod }, 'replay-confirm'),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe('succeeded');
    const charges = await db
      .selectFrom('sandboxCharges')
      .select('status')
      .where('paymentIntentId', '=', intent.id)
      .execute();
    expect(charges).toEqual([{ status: 'succeeded' }]);
    // A new confirmation of a paid intent is refused, as Stripe refuses it.
    await expect(
      sandbox.confirmPaymentIntent(intent.id, { paymentMethod }, 'another-confirm'),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});
