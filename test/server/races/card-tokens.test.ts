import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { setupIntentSchema } from '../../../src/domain/cards.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { forEachDatabase } from '../harness.ts';
import { call, expectError, expectStatus, type Shopper, shopper } from '../ordering.ts';
import {
  CARDS,
  ledger,
  type PayingApp,
  payingApp,
  paymentIntent,
  readyBasket,
  settledCheckout,
  startCheckout,
  tokenise,
} from '../paying.ts';

/*
 * A payment-method token is the card of the customer whose card form made it (issue 27):
 * another customer who learns it can neither pay with it, nor save it, nor check out with it,
 * whether or not its owner has used it already, and however the calls interleave.
 */

/** Every sandbox charge ever made with this token. */
async function chargesWith(db: Db, token: string) {
  return db
    .selectFrom('sandboxCharges')
    .innerJoin(
      'sandboxPaymentIntents',
      'sandboxPaymentIntents.id',
      'sandboxCharges.paymentIntentId',
    )
    .select(['sandboxCharges.status', 'sandboxPaymentIntents.customerId'])
    .where('sandboxCharges.paymentMethodId', '=', token)
    .execute();
}

forEachDatabase('card tokens across customers', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  /** B's attempts with A's token: attach to a basket, save as a card, then check out. */
  async function expectRefusedEverywhere(thief: Shopper, token: string) {
    const basketId = await readyBasket(app, thief);
    await expectError(
      call(app, thief, 'POST', `basket/${basketId}/paymentIntent/create`, {
        paymentMethodId: token,
      }),
      404,
      ErrorCode.NotFound,
    );
    const setup = setupIntentSchema.parse(
      await expectStatus(call(app, thief, 'POST', `setupIntent/addCard/${thief.customerId}`), 200),
    );
    await expectError(
      call(app, thief, 'POST', `sandbox/setupIntents/${setup.setupIntentId}/confirm`, {
        paymentMethodId: token,
      }),
      404,
      ErrorCode.NotFound,
    );
    const cards = await expectStatus(call(app, thief, 'GET', `cards/${thief.customerId}`), 200);
    expect(cards).toEqual([]);
    // Nothing attached and no card saved: checking out has nothing to charge.
    await startCheckout(app, thief, basketId);
    const outcome = await settledCheckout(app, thief, basketId);
    expect(outcome.status).toBe('failed');
    expect(await ledger(db(), thief.customerId, basketId)).toMatchObject({
      orders: 0,
      payments: 0,
      succeededCharges: 0,
    });
  }

  it('refuses a token another customer has just made, before its owner uses it', async () => {
    const owner = await shopper(app);
    const thief = await shopper(app);
    const token = await tokenise(app, owner, CARDS.visa);
    await expectRefusedEverywhere(thief, token);
    expect(await chargesWith(db(), token)).toEqual([]);
  });

  it('refuses a token its owner has already paid with', async () => {
    const owner = await shopper(app);
    const thief = await shopper(app);
    const token = await tokenise(app, owner, CARDS.visa);
    const paid = await readyBasket(app, owner);
    await paymentIntent(app, owner, paid, { paymentMethodId: token });
    await startCheckout(app, owner, paid);
    expect((await settledCheckout(app, owner, paid)).status).toBe('succeeded');

    await expectRefusedEverywhere(thief, token);
    expect((await chargesWith(db(), token)).map((charge) => charge.status)).toEqual(['succeeded']);
  });

  it('refuses a token whose owner deleted the card it was saved as', async () => {
    const owner = await shopper(app);
    const thief = await shopper(app);
    const setup = setupIntentSchema.parse(
      await expectStatus(call(app, owner, 'POST', `setupIntent/addCard/${owner.customerId}`), 200),
    );
    const token = await tokenise(app, owner, CARDS.visa);
    await expectStatus(
      call(app, owner, 'POST', `sandbox/setupIntents/${setup.setupIntentId}/confirm`, {
        paymentMethodId: token,
      }),
      200,
    );
    const saved = (await expectStatus(
      call(app, owner, 'POST', `setupIntent/${setup.setupIntentId}`),
      200,
    )) as { card: { cardId: number } };
    await expectStatus(call(app, owner, 'DELETE', `card/${saved.card.cardId}`), 200);

    await expectRefusedEverywhere(thief, token);
    expect(await chargesWith(db(), token)).toEqual([]);
  });

  describe('at the same time', () => {
    it('charges only the owner when both attach one token and check out at once', async () => {
      const owner = await shopper(app);
      const thieves = await Promise.all(Array.from({ length: 4 }, () => shopper(app)));
      const token = await tokenise(app, owner, CARDS.visa);
      const ownBasket = await readyBasket(app, owner);
      const theirBaskets = await Promise.all(thieves.map((thief) => readyBasket(app, thief)));

      const attach = (who: Shopper, basketId: number) =>
        call(app, who, 'POST', `basket/${basketId}/paymentIntent/create`, {
          paymentMethodId: token,
        });
      const answers = await Promise.all([
        attach(owner, ownBasket),
        ...thieves.map((thief, i) => attach(thief, theirBaskets[i]!)),
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 404, 404, 404, 404]);

      await Promise.all([
        startCheckout(app, owner, ownBasket),
        ...thieves.map((thief, i) => startCheckout(app, thief, theirBaskets[i]!)),
      ]);
      const outcomes = await Promise.all([
        settledCheckout(app, owner, ownBasket),
        ...thieves.map((thief, i) => settledCheckout(app, thief, theirBaskets[i]!)),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'succeeded',
        'failed',
        'failed',
        'failed',
        'failed',
      ]);
      for (const [i, thief] of thieves.entries()) {
        expect(await ledger(db(), thief.customerId, theirBaskets[i]!)).toMatchObject({
          payments: 0,
          succeededCharges: 0,
        });
      }
      const charges = await chargesWith(db(), token);
      expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
    });
  });
});
