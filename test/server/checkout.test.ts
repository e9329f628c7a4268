import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeCheckoutJobs } from '../../server/checkout/runner.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import type { PaymentIntentView } from '../../server/payments/provider.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { paymentsWithPendingSchema } from '../../src/domain/payments.ts';
import { forEachDatabase, postgresUrl } from './harness.ts';
import { call, expectError, expectStatus, type Shopper, shopper } from './ordering.ts';
import {
  addCard,
  authenticate,
  basketStage,
  CARDS,
  checkoutProgress,
  FRIDAY_MORNING,
  ledger,
  NOW,
  type PayingApp,
  payingApp,
  paymentIntent,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from './paying.ts';

forEachDatabase('checkout', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  describe('paying with a new card', () => {
    it('creates exactly one order, its boxes and its payment, and completes the basket', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const intent = await paymentIntent(app, me, basketId);
      // One payment intent per basket: asking again answers the same one.
      expect(await paymentIntent(app, me, basketId)).toEqual(intent);
      await payWithNewCard(app, me, basketId, CARDS.visa);

      expect((await startCheckout(app, me, basketId)).status).toBe('processing');
      const done = await settledCheckout(app, me, basketId);
      expect(done).toMatchObject({ status: 'succeeded', clientSecret: null, message: null });
      const orderId = done.orderId;
      expect(orderId).toEqual(expect.any(Number));

      const order = await db()
        .selectFrom('orders')
        .selectAll()
        .where('orderId', '=', orderId!)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        customerId: me.customerId,
        orderType: 'BTB',
        serviceDate: FRIDAY_MORNING.doorstepDate,
        numberOfItems: 3,
        totalPence: Math.round(intent.amount * 100),
        isOrderEditable: true,
        isOrderCancellable: true,
        isOrderCancelled: false,
      });
      const boxes = await db()
        .selectFrom('orderBoxes')
        .innerJoin('boxes', 'boxes.boxId', 'orderBoxes.boxId')
        .select(['boxes.boxTypeId', 'boxes.status', 'boxes.boxDescription', 'boxes.customerId'])
        .where('orderBoxes.orderId', '=', orderId!)
        .orderBy('boxes.boxTypeId')
        .execute();
      expect(boxes).toEqual([
        ...[BoxTypeId.MediumBox, BoxTypeId.MediumBox].map((boxTypeId) => ({
          boxTypeId,
          status: 'WithCustomer',
          boxDescription: null,
          customerId: me.customerId,
        })),
        {
          boxTypeId: BoxTypeId.Suitcase,
          status: 'WithCustomer',
          boxDescription: null,
          customerId: me.customerId,
        },
      ]);
      expect(await ledger(db(), me.customerId, basketId)).toEqual({
        orders: 1,
        payments: 1,
        boxes: 3,
        succeededCharges: 1,
        failedCharges: 0,
      });
      expect(await basketStage(db(), basketId)).toBe('completed');
      // The invoice lists what was bought for the whole term, adding up to what was charged.
      const lines = await db()
        .selectFrom('orderLines')
        .select(['description', 'quantity', 'lineTotalPence'])
        .where('orderId', '=', orderId!)
        .orderBy('position')
        .execute();
      expect(lines.map((line) => [line.description, line.quantity])).toEqual([
        ['Medium box, 3 months of storage', 2],
        ['Suitcase, 3 months of storage', 1],
      ]);
      expect(lines.reduce((sum, line) => sum + line.lineTotalPence, 0)).toBe(order.totalPence);

      // The payment is in the customer's payments list.
      const list = paymentsWithPendingSchema.parse(
        await expectStatus(
          call(app, me, 'GET', `payments/${me.customerId}/withPendingPayments`),
          200,
        ),
      );
      expect(list.payments).toEqual([
        expect.objectContaining({ orderId, amount: intent.amount, status: 'succeeded' }),
      ]);

      // Starting again answers the finished checkout; nothing is charged or ordered twice.
      expect(await startCheckout(app, me, basketId)).toMatchObject({
        status: 'succeeded',
        orderId,
      });
      expect((await ledger(db(), me.customerId, basketId)).orders).toBe(1);
      await expectError(
        call(app, me, 'POST', `basket/${basketId}/paymentIntent/create`),
        409,
        ErrorCode.OrderAlreadyPlaced,
      );
    });

    it('charges the price of the basket, promotion taken off, and uses the promotion up', async () => {
      const me = await shopper(app);
      const plain = await readyBasket(app, me);
      const discounted = await readyBasket(app, me, { promoCode: 'WELCOME10' });
      const full = await paymentIntent(app, me, plain);
      const intent = await paymentIntent(app, me, discounted);
      expect(intent.amount).toBeCloseTo(full.amount * 0.9, 2);

      await payWithNewCard(app, me, discounted, CARDS.visa);
      await startCheckout(app, me, discounted);
      const { orderId } = await settledCheckout(app, me, discounted);
      const redemption = await db()
        .selectFrom('promotionRedemptions')
        .selectAll()
        .where('customerId', '=', me.customerId)
        .executeTakeFirstOrThrow();
      expect(redemption).toMatchObject({ code: 'WELCOME10', orderId });
    });

    it('keeps the payment intent in step with the basket until it is paid', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const before = await paymentIntent(app, me, basketId);
      await expectStatus(
        call(app, me, 'PUT', `basket/storage/${basketId}`, {
          lineItems: [{ boxTypeId: BoxTypeId.LargeBox, quantity: 5 }],
        }),
        200,
      );
      const after = await paymentIntent(app, me, basketId);
      expect(after.paymentIntentId).toBe(before.paymentIntentId);
      expect(after.amount).not.toBe(before.amount);
    });
  });

  describe('paying with a saved card', () => {
    it('charges the default card when no card is attached', async () => {
      const me = await shopper(app);
      const card = await addCard(app, me, CARDS.visa);
      expect(card.isDefault).toBe(true);
      const basketId = await readyBasket(app, me);
      await startCheckout(app, me, basketId);
      expect((await settledCheckout(app, me, basketId)).status).toBe('succeeded');
      const job = await db()
        .selectFrom('checkoutJobs')
        .selectAll()
        .where('basketId', '=', basketId)
        .executeTakeFirstOrThrow();
      expect(job.cardId).toBe(card.cardId);
    });

    it('charges the saved card chosen for the basket', async () => {
      const me = await shopper(app);
      await addCard(app, me, CARDS.declinedAfterSaving);
      const good = await addCard(app, me, CARDS.mastercard);
      expect(good.isDefault).toBe(false);
      const basketId = await readyBasket(app, me);
      await paymentIntent(app, me, basketId, { cardId: good.cardId });
      await startCheckout(app, me, basketId);
      expect((await settledCheckout(app, me, basketId)).status).toBe('succeeded');
    });

    it('fails with 34 when there is no card to pay with', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      await startCheckout(app, me, basketId);
      const failed = await settledCheckout(app, me, basketId);
      expect(failed).toMatchObject({ status: 'failed', errorCode: ErrorCode.PaymentNotTaken });
      expect(failed.message).toMatch(/card/);
      expect(await basketStage(db(), basketId)).toBe('notStarted');
    });
  });

  describe('exactly once', () => {
    it('makes one charge and one order from 20 concurrent starts', async () => {
      const me = await shopper(app);
      await addCard(app, me, CARDS.visa);
      const basketId = await readyBasket(app, me);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => startCheckout(app, me, basketId)),
      );
      for (const answer of answers) expect(answer.status).not.toBe('failed');
      const done = await settledCheckout(app, me, basketId);
      expect(done.status).toBe('succeeded');
      // More starts and polls after the fact change nothing.
      await Promise.all(Array.from({ length: 5 }, () => startCheckout(app, me, basketId)));
      expect(await ledger(db(), me.customerId, basketId)).toEqual({
        orders: 1,
        payments: 1,
        boxes: 3,
        succeededCharges: 1,
        failedCharges: 0,
      });
      const job = await db()
        .selectFrom('checkoutJobs')
        .select(['attempts', 'orderId'])
        .where('basketId', '=', basketId)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ attempts: 1, orderId: done.orderId });
    });

    it('creates one payment intent from concurrent requests for it', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const intents = await Promise.all(
        Array.from({ length: 10 }, () => paymentIntent(app, me, basketId)),
      );
      expect(new Set(intents.map((intent) => intent.paymentIntentId)).size).toBe(1);
    });
  });

  describe('a declined card', () => {
    it('fails with 34, keeps the basket, and a retry with another card succeeds', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      const intent = await payWithNewCard(app, me, basketId, CARDS.declined);
      await startCheckout(app, me, basketId);
      const failed = await settledCheckout(app, me, basketId);
      expect(failed).toEqual({
        status: 'failed',
        clientSecret: null,
        orderId: null,
        message: ERROR_MESSAGES[ErrorCode.PaymentNotTaken],
        errorCode: ErrorCode.PaymentNotTaken,
        // Only a running attempt names what it charges.
        amount: null,
      });
      expect(await basketStage(db(), basketId)).toBe('notStarted');
      expect(await ledger(db(), me.customerId, basketId)).toMatchObject({
        orders: 0,
        payments: 0,
        boxes: 0,
        failedCharges: 1,
      });
      // The basket is the customer's again: it validates and can change.
      expect(await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200)).toEqual({
        valid: true,
        message: null,
      });

      // Paying again with no card chosen (and none saved) fails without a charge.
      await startCheckout(app, me, basketId);
      expect((await settledCheckout(app, me, basketId)).errorCode).toBe(ErrorCode.PaymentNotTaken);

      const retry = await payWithNewCard(app, me, basketId, CARDS.visa);
      expect(retry.paymentIntentId).toBe(intent.paymentIntentId);
      await startCheckout(app, me, basketId);
      const done = await settledCheckout(app, me, basketId);
      expect(done.status).toBe('succeeded');
      expect(await ledger(db(), me.customerId, basketId)).toMatchObject({
        orders: 1,
        payments: 1,
        succeededCharges: 1,
      });
      const job = await db()
        .selectFrom('checkoutJobs')
        .select('attempts')
        .where('basketId', '=', basketId)
        .executeTakeFirstOrThrow();
      expect(job.attempts).toBe(3);
    });

    it('answers 29 for a card without the funds', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      await payWithNewCard(app, me, basketId, CARDS.insufficientFunds);
      await startCheckout(app, me, basketId);
      expect(await settledCheckout(app, me, basketId)).toMatchObject({
        status: 'failed',
        errorCode: ErrorCode.CreditLimitExceeded,
      });
    });
  });

  describe('a card that needs authentication', () => {
    it('waits for the bank, then succeeds when the customer approves', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      await payWithNewCard(app, me, basketId, CARDS.authentication);
      await startCheckout(app, me, basketId);
      const waiting = await settledCheckout(app, me, basketId);
      expect(waiting.status).toBe('requires_action');
      expect(waiting.clientSecret).toMatch(/^pi_.+_secret_/);
      expect(await basketStage(db(), basketId)).toBe('checkoutStarted');
      // Polling while the customer has not answered changes nothing.
      expect((await checkoutProgress(app, me, basketId)).status).toBe('requires_action');
      // The payment being made is the basket's: no other can be asked for meanwhile.
      await expectError(
        call(app, me, 'POST', `basket/${basketId}/paymentIntent/create`),
        409,
        ErrorCode.CheckoutInProgress,
      );

      expect(await authenticate(app, me, waiting.clientSecret, true)).toMatchObject({
        status: 'succeeded',
        nextAction: null,
      });
      const done = await checkoutProgress(app, me, basketId);
      expect(done.status).toBe('succeeded');
      expect(await ledger(db(), me.customerId, basketId)).toMatchObject({
        orders: 1,
        succeededCharges: 1,
      });
    });

    it('fails with 34 when the customer does not approve, keeping the basket', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      await payWithNewCard(app, me, basketId, CARDS.authentication);
      await startCheckout(app, me, basketId);
      const waiting = await settledCheckout(app, me, basketId);
      await authenticate(app, me, waiting.clientSecret, false);
      const failed = await checkoutProgress(app, me, basketId);
      expect(failed).toMatchObject({ status: 'failed', errorCode: ErrorCode.PaymentNotTaken });
      expect(failed.message).toMatch(/bank did not confirm/);
      expect(await basketStage(db(), basketId)).toBe('notStarted');
      expect((await ledger(db(), me.customerId, basketId)).orders).toBe(0);
      // The challenge is over: answering it again is refused.
      await expectError(
        call(app, me, 'POST', 'sandbox/authenticate', {
          clientSecret: waiting.clientSecret,
          approve: true,
        }),
        409,
        ErrorCode.ValidationFailed,
      );
    });
  });

  describe('refusals', () => {
    it('answers a failed attempt with the validation message for a basket not ready', async () => {
      const me = await shopper(app);
      await addCard(app, me, CARDS.visa);
      const basketId = await readyBasket(app, me, { lineItems: [] });
      expect(await startCheckout(app, me, basketId)).toEqual({
        status: 'failed',
        clientSecret: null,
        orderId: null,
        message: 'Choose the boxes you want to store',
        errorCode: ErrorCode.ValidationFailed,
        // Only a running attempt names what it charges.
        amount: null,
      });
      expect(await basketStage(db(), basketId)).toBe('notStarted');
    });

    it("answers 404 for another customer's basket, card and payment method", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const theirs = await readyBasket(app, other);
      const theirCard = await addCard(app, other, CARDS.visa);
      for (const [method, route] of [
        ['POST', `basket/${theirs}/paymentIntent/create`],
        ['POST', `basket/${theirs}/checkout/start`],
        ['GET', `basket/${theirs}/checkout/progress`],
      ] as const) {
        await expectError(call(app, me, method, route), 404, ErrorCode.BasketNotFound);
      }
      const mine = await readyBasket(app, me);
      await expectError(
        call(app, me, 'POST', `basket/${mine}/paymentIntent/create`, { cardId: theirCard.cardId }),
        404,
        ErrorCode.NotFound,
      );
      const theirToken = await db()
        .selectFrom('cards')
        .select('providerRef')
        .where('cardId', '=', theirCard.cardId)
        .executeTakeFirstOrThrow();
      await expectError(
        call(app, me, 'POST', `basket/${mine}/paymentIntent/create`, {
          paymentMethodId: theirToken.providerRef,
        }),
        404,
        ErrorCode.NotFound,
      );
      // Their checkout was untouched.
      expect(await basketStage(db(), theirs)).toBe('notStarted');
    });

    it('answers 404 before a checkout has started, and 400 for bad input, never 500', async () => {
      const me = await shopper(app);
      const basketId = await readyBasket(app, me);
      await expectError(
        call(app, me, 'GET', `basket/${basketId}/checkout/progress`),
        404,
        ErrorCode.NotFound,
      );
      for (const [method, route, body] of [
        ['POST', 'basket/abc/checkout/start', undefined],
        ['GET', 'basket/99999999999/checkout/progress', undefined],
        ['POST', `basket/${basketId}/paymentIntent/create`, { cardId: 'one' }],
        ['POST', `basket/${basketId}/paymentIntent/create`, { paymentMethodId: 'pm <x>' }],
        ['POST', `basket/${basketId}/paymentIntent/create`, { cardId: 1, paymentMethodId: 'pm_1' }],
        ['POST', `basket/${basketId}/paymentIntent/create`, [1, 2]],
      ] as const) {
        await expectError(call(app, me, method, route, body), 400, ErrorCode.ValidationFailed);
      }
      const malformed = await app.request(
        `/v1/basket/${basketId}/paymentIntent/create?integratorId=2`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
          body: '{"cardId":',
        },
      );
      expect(malformed.status).toBe(400);
      await expectError(
        call(app, me, 'POST', `basket/${basketId}/paymentIntent/create`, {
          paymentMethodId: 'pm_sbx_unknown',
        }),
        404,
        ErrorCode.NotFound,
      );
    });
  });
});

/**
 * A provider that stops the "process" in the middle of a checkout: either just before the
 * card is charged, or just after the bank took the money but before anything was recorded.
 */
class StoppingProvider extends SandboxPaymentProvider {
  readonly stopped: Promise<void>;
  #stop!: () => void;

  constructor(
    db: Database['db'],
    readonly when: 'beforeCharge' | 'afterCharge',
  ) {
    super(db, { now: () => new Date(NOW) });
    this.stopped = new Promise((resolve) => {
      this.#stop = resolve;
    });
  }

  override async confirmPaymentIntent(
    id: string,
    params: { paymentMethod?: string | undefined },
    idempotencyKey: string,
  ): Promise<PaymentIntentView> {
    if (this.when === 'afterCharge') await super.confirmPaymentIntent(id, params, idempotencyKey);
    this.#stop();
    // The process is gone: this answer never arrives.
    return new Promise<PaymentIntentView>(() => {});
  }
}

describe.each(['pglite', 'postgres'] as const)('checkout across a restart [%s]', (kind) => {
  const skip = kind === 'postgres' && !postgresUrl;
  let dataDir: string;
  const schema = `test_${randomBytes(6).toString('hex')}`;

  async function open(): Promise<Database> {
    const database =
      kind === 'pglite'
        ? await openDatabase({ dataDir })
        : await openDatabase({ databaseUrl: postgresUrl, schema });
    await migrate(database);
    await seed(database.db);
    return database;
  }

  beforeAll(async () => {
    if (kind === 'pglite') dataDir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-checkout-'));
  });
  afterAll(async () => {
    if (kind === 'pglite' && dataDir) await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres' && !skip) {
      const database = await openDatabase({ databaseUrl: postgresUrl, schema });
      await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
    }
  });

  it.skipIf(skip).each(['beforeCharge', 'afterCharge'] as const)(
    'completes once when the server stops %s',
    { timeout: 120_000 },
    async (when) => {
      const first = await open();
      const stopping = new StoppingProvider(first.db, when);
      const before = payingApp(first, stopping);
      let me!: Shopper;
      let basketId!: number;
      try {
        me = await shopper(before);
        basketId = await readyBasket(before, me);
        await payWithNewCard(before, me, basketId, CARDS.visa);
        expect((await startCheckout(before, me, basketId)).status).toBe('processing');
        await stopping.stopped;
        expect((await checkoutProgress(before, me, basketId)).status).toBe('processing');
      } finally {
        await first.close();
      }

      const second = await open();
      try {
        const provider = new SandboxPaymentProvider(second.db, { now: () => new Date(NOW) });
        const after = payingApp(second, provider);
        expect(await resumeCheckoutJobs(second.db, provider)).toEqual({
          checkouts: 1,
          balancePayments: 0,
          refunds: 0,
        });
        const done = await checkoutProgress(after, me, basketId);
        expect(done.status).toBe('succeeded');
        expect(await ledger(second.db, me.customerId, basketId)).toEqual({
          orders: 1,
          payments: 1,
          boxes: 3,
          succeededCharges: 1,
          failedCharges: 0,
        });
        // Nothing is left to resume, and starting again answers the same order.
        expect(await resumeCheckoutJobs(second.db, provider)).toEqual({
          checkouts: 0,
          balancePayments: 0,
          refunds: 0,
        });
        expect(await startCheckout(after, me, basketId)).toMatchObject({
          status: 'succeeded',
          orderId: done.orderId,
        });
      } finally {
        await second.close();
      }
    },
  );
});
