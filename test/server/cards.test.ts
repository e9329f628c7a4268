import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/db/seeds/demo.ts';
import { cardSchema, setupIntentResultSchema, setupIntentSchema } from '../../src/domain/cards.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { FAST_SCRYPT, signIn } from './accounts.ts';
import { documentedOperations } from './documented.ts';
import { forEachDatabase, openMemoryDatabase, testConfig } from './harness.ts';
import { call, expectError, expectStatus, type Shopper, shopper } from './ordering.ts';
import { addCard, authenticate, CARDS, type PayingApp, payingApp, tokenise } from './paying.ts';

forEachDatabase('cards', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });

  async function cards(who: Shopper) {
    return cardSchema
      .array()
      .parse(await expectStatus(call(app, who, 'GET', `cards/${who.customerId}`), 200));
  }

  async function newSetupIntent(who: Shopper) {
    return setupIntentSchema.parse(
      await expectStatus(call(app, who, 'POST', `setupIntent/addCard/${who.customerId}`), 200),
    );
  }

  async function progress(who: Shopper, setupIntentId: string) {
    return setupIntentResultSchema.parse(
      await expectStatus(call(app, who, 'POST', `setupIntent/${setupIntentId}`), 200),
    );
  }

  async function confirm(who: Shopper, setupIntentId: string, number: string) {
    const paymentMethodId = await tokenise(app, who, number);
    return expectStatus(
      call(app, who, 'POST', `sandbox/setupIntents/${setupIntentId}/confirm`, { paymentMethodId }),
      200,
    );
  }

  describe('the demo customer', () => {
    it('has one saved card: a Visa ending 4242, the default', async () => {
      await seedDemo(getDatabase().db, { scrypt: FAST_SCRYPT });
      const { customerId } = await getDatabase()
        .db.selectFrom('customers')
        .select('customerId')
        .where('email', '=', DEMO_EMAIL)
        .executeTakeFirstOrThrow();
      const demo = {
        customerId,
        email: DEMO_EMAIL,
        token: await signIn(app, DEMO_EMAIL, DEMO_PASSWORD),
      };
      const saved = await cards(demo);
      expect(saved).toEqual([
        {
          cardId: expect.any(Number),
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: expect.any(Number),
          isDefault: true,
        },
      ]);
      expect(saved[0]!.expYear).toBeGreaterThan(new Date().getUTCFullYear());
    });
  });

  describe('adding a card through a setup intent', () => {
    it('saves the card once set up; the first card becomes the default', async () => {
      const me = await shopper(app);
      expect(await cards(me)).toEqual([]);
      const intent = await newSetupIntent(me);
      expect(intent.clientSecret).toMatch(/^seti_.+_secret_/);
      // Nothing entered yet: still going.
      expect(await progress(me, intent.setupIntentId)).toEqual({
        status: 'processing',
        card: null,
        message: null,
      });
      expect(await confirm(me, intent.setupIntentId, CARDS.visa)).toMatchObject({
        status: 'succeeded',
      });
      const first = await progress(me, intent.setupIntentId);
      expect(first).toEqual({
        status: 'succeeded',
        card: {
          cardId: expect.any(Number),
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          isDefault: true,
        },
        message: null,
      });
      // Polling again saves nothing more.
      expect(await progress(me, intent.setupIntentId)).toEqual(first);
      const second = await addCard(app, me, CARDS.mastercard);
      expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
      expect((await cards(me)).map((card) => card.cardId)).toEqual([
        first.card?.cardId,
        second.cardId,
      ]);
    });

    it('fails for a declined card, in the bank words, and saves nothing', async () => {
      const me = await shopper(app);
      const intent = await newSetupIntent(me);
      expect(await confirm(me, intent.setupIntentId, CARDS.declined)).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'card_declined', message: 'Your card was declined.' },
      });
      expect(await progress(me, intent.setupIntentId)).toEqual({
        status: 'failed',
        card: null,
        message: 'Your card was declined.',
      });
      expect(await cards(me)).toEqual([]);
      // The same set-up can be tried again with another card.
      await confirm(me, intent.setupIntentId, CARDS.visa);
      expect((await progress(me, intent.setupIntentId)).status).toBe('succeeded');
    });

    it('asks for authentication, and saves the card only when the customer approves', async () => {
      const me = await shopper(app);
      const approved = await newSetupIntent(me);
      expect(await confirm(me, approved.setupIntentId, CARDS.authentication)).toMatchObject({
        status: 'requires_action',
        nextAction: { type: 'sandbox_authenticate' },
      });
      expect(await progress(me, approved.setupIntentId)).toMatchObject({
        status: 'requires_action',
        card: null,
      });
      await authenticate(app, me, approved.clientSecret, true);
      expect(await progress(me, approved.setupIntentId)).toMatchObject({
        status: 'succeeded',
        card: { last4: '3155' },
      });

      const rejected = await newSetupIntent(me);
      await confirm(me, rejected.setupIntentId, CARDS.authentication);
      await authenticate(app, me, rejected.clientSecret, false);
      expect(await progress(me, rejected.setupIntentId)).toMatchObject({
        status: 'failed',
        card: null,
      });
      expect(await cards(me)).toHaveLength(1);
    });
  });

  describe('the sandbox card form', () => {
    it('keeps only a token, the brand, the last four digits and the expiry', async () => {
      const me = await shopper(app);
      const paymentMethodId = await tokenise(app, me, CARDS.visa);
      const row = await getDatabase()
        .db.selectFrom('sandboxPaymentMethods')
        .selectAll()
        .where('id', '=', paymentMethodId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
      expect(Object.keys(row).sort()).toEqual([
        'authenticated',
        'behaviour',
        'brand',
        'createdAt',
        'customerId',
        'expMonth',
        'expYear',
        'id',
        'last4',
      ]);
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
    });

    it('names the field of each mistake', async () => {
      const me = await shopper(app);
      const refused = async (card: Record<string, unknown>) => {
        const body = (await expectError(
          call(app, me, 'POST', 'sandbox/paymentMethods', card),
          400,
          ErrorCode.ValidationFailed,
        )) as unknown as { issues: { path: string; message: string }[] };
        return body.issues;
      };
      const good = { number: CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' };
      expect(await refused({ ...good, number: '4242 4242 4242 4241' })).toEqual([
        { path: 'number', message: 'Enter a valid card number' },
      ]);
      // The app's clock says December 2026.
      expect(await refused({ ...good, expMonth: 1, expYear: 2020 })).toEqual([
        { path: 'expYear', message: 'The expiry date must be in the future' },
      ]);
      expect(await refused({ ...good, cvc: '12' })).toEqual([
        { path: 'cvc', message: 'Enter the 3-digit security code' },
      ]);
      expect(await refused({ ...good, number: CARDS.amex, cvc: '123' })).toEqual([
        { path: 'cvc', message: 'Enter the 4-digit security code' },
      ]);
      expect(await refused({ ...good, expMonth: 13 })).toEqual([
        { path: 'expMonth', message: 'Enter the expiry month as a number from 1 to 12' },
      ]);
      expect(await refused({})).toHaveLength(4);
      // Two-digit years are read as 20xx.
      expect(
        await expectStatus(
          call(app, me, 'POST', 'sandbox/paymentMethods', { ...good, expYear: 31 }),
          200,
        ),
      ).toMatchObject({ expYear: 2031, brand: 'visa' });
    });
  });

  describe('the default card', () => {
    it('moves with PATCH card/{id}, one default at a time', async () => {
      const me = await shopper(app);
      const first = await addCard(app, me, CARDS.visa);
      const second = await addCard(app, me, CARDS.mastercard);
      const answer = cardSchema
        .array()
        .parse(
          await expectStatus(
            call(app, me, 'PATCH', `card/${second.cardId}`, { default: true }),
            200,
          ),
        );
      expect(answer.map((card) => [card.cardId, card.isDefault])).toEqual([
        [first.cardId, false],
        [second.cardId, true],
      ]);
      expect(await cards(me)).toEqual(answer);
      // Concurrent changes still leave exactly one default.
      await Promise.all(
        [first, second, first, second].map((card) =>
          call(app, me, 'PATCH', `card/${card.cardId}`, { default: true }),
        ),
      );
      expect((await cards(me)).filter((card) => card.isDefault)).toHaveLength(1);
      await expectError(
        call(app, me, 'PATCH', `card/${first.cardId}`, { default: false }),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(
        call(app, me, 'PATCH', `card/${first.cardId}`),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('cannot be deleted while there are other cards (13); the only card can', async () => {
      const me = await shopper(app);
      const first = await addCard(app, me, CARDS.visa);
      const second = await addCard(app, me, CARDS.mastercard);
      const { providerRef } = await getDatabase()
        .db.selectFrom('cards')
        .select('providerRef')
        .where('cardId', '=', first.cardId)
        .executeTakeFirstOrThrow();
      const body = await expectError(
        call(app, me, 'DELETE', `card/${first.cardId}`),
        400,
        ErrorCode.CannotDeleteDefaultCard,
      );
      expect(body.message).toBe(ERROR_MESSAGES[ErrorCode.CannotDeleteDefaultCard]);
      const left = cardSchema
        .array()
        .parse(await expectStatus(call(app, me, 'DELETE', `card/${second.cardId}`), 200));
      expect(left.map((card) => card.cardId)).toEqual([first.cardId]);
      expect(await expectStatus(call(app, me, 'DELETE', `card/${first.cardId}`), 200)).toEqual([]);
      await expectError(call(app, me, 'DELETE', `card/${first.cardId}`), 404, ErrorCode.NotFound);
      // The token no longer belongs to the customer at the provider.
      const token = await getDatabase()
        .db.selectFrom('sandboxPaymentMethods')
        .select('customerId')
        .where('id', '=', providerRef)
        .executeTakeFirstOrThrow();
      expect(token.customerId).toBeNull();
    });
  });

  describe("another customer's cards", () => {
    it('are 404 on every call, and stay as they were', async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const theirCard = await addCard(app, other, CARDS.visa);
      await addCard(app, other, CARDS.mastercard);
      const theirIntent = await newSetupIntent(other);
      const theirToken = await tokenise(app, other, CARDS.visa);
      const attempts = [
        call(app, me, 'GET', `cards/${other.customerId}`),
        call(app, me, 'PATCH', `card/${theirCard.cardId}`, { default: true }),
        call(app, me, 'DELETE', `card/${theirCard.cardId}`),
        call(app, me, 'POST', `setupIntent/addCard/${other.customerId}`),
        call(app, me, 'POST', `setupIntent/${theirIntent.setupIntentId}`),
        call(app, me, 'POST', `sandbox/setupIntents/${theirIntent.setupIntentId}/confirm`, {
          paymentMethodId: theirToken,
        }),
        call(app, me, 'POST', 'sandbox/authenticate', {
          clientSecret: theirIntent.clientSecret,
          approve: true,
        }),
      ];
      for (const attempt of attempts) await expectError(attempt, 404, ErrorCode.NotFound);
      // Their card token cannot set up a card of mine either.
      const mine = await newSetupIntent(me);
      const savedToken = await getDatabase()
        .db.selectFrom('cards')
        .select('providerRef')
        .where('cardId', '=', theirCard.cardId)
        .executeTakeFirstOrThrow();
      await expectError(
        call(app, me, 'POST', `sandbox/setupIntents/${mine.setupIntentId}/confirm`, {
          paymentMethodId: savedToken.providerRef,
        }),
        404,
        ErrorCode.NotFound,
      );
      const theirs = await cards(other);
      expect(theirs.map((card) => card.isDefault)).toEqual([true, false]);
    });
  });

  it('answers bad input with 400 and never 500', async () => {
    const me = await shopper(app);
    for (const [method, route, body] of [
      ['GET', 'cards/abc', undefined],
      ['GET', 'cards/0', undefined],
      ['PATCH', 'card/99999999999', { default: true }],
      ['DELETE', 'card/-1', undefined],
      ['POST', 'setupIntent/seti%20x', undefined],
      ['POST', 'sandbox/setupIntents/seti_x/confirm', { paymentMethodId: 5 }],
      ['POST', 'sandbox/authenticate', { clientSecret: 'x', approve: 'yes' }],
      ['POST', 'sandbox/paymentMethods', { number: 4242424242424242 }],
    ] as const) {
      await expectError(call(app, me, method, route, body), 400, ErrorCode.ValidationFailed);
    }
    for (const [method, route, body] of [
      ['POST', 'setupIntent/seti_unknown', undefined],
      ['POST', 'sandbox/setupIntents/seti_unknown/confirm', { paymentMethodId: 'pm_x' }],
      ['POST', 'sandbox/authenticate', { clientSecret: 'pi_x_secret_y', approve: true }],
      ['POST', 'sandbox/authenticate', { clientSecret: 'nothing', approve: true }],
    ] as const) {
      await expectError(call(app, me, method, route, body), 404, ErrorCode.NotFound);
    }
  });
});

describe('with the Stripe keys set', () => {
  it('serves no sandbox routes and leaves them out of the OpenAPI document', async () => {
    const database = await openMemoryDatabase();
    try {
      const config = testConfig({
        stripeSecretKey: 'sk_test_not_a_real_key',
        stripePublishableKey: 'pk_test_not_a_real_key',
      });
      const app = createApp({ db: database.db, config, distDir: 'dist' });
      const routes = app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/v1/'))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
      const documented = (await documentedOperations(app))
        .filter((op) => op.path.startsWith('/v1/'))
        .map((op) => `${op.method.toUpperCase()} ${op.path}`);
      expect([...new Set(routes)].sort()).toEqual([...documented].sort());
      expect(routes.some((route) => route.includes('/sandbox/'))).toBe(false);
      const doc = (await (await app.request('/openapi.json')).json()) as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(doc.paths)).toContain('/v1/cards/{customerId}');
      expect(Object.keys(doc.paths).filter((path) => path.includes('/sandbox/'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
