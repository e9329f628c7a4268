import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { chargedTotal } from '../billing.ts';
import { forEachDatabase, postgresUrl } from '../harness.ts';
import { call, getBasket, shopper } from '../ordering.ts';
import {
  basketStage,
  CARDS,
  checkoutProgress,
  type PayingApp,
  payingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from '../paying.ts';
import { ledgerCheck } from './ledger.ts';

/*
 * A payment waiting for the bank's 3-D Secure check is abandoned on one device while the
 * customer approves it on another, at the same moment, through two server processes on one
 * PostgreSQL database. The provider decides: either the money is taken and the order made, or
 * the payment is cancelled, nothing is taken and the basket is free. Never money without an
 * order.
 */

const TRIES = 12;

forEachDatabase('races: abandoning a payment while the bank approves it', (getDatabase, kind) => {
  const onPostgres = it.skipIf(kind !== 'postgres');
  let second: Database | undefined;
  let one: PayingApp;
  let other: PayingApp;

  beforeAll(async () => {
    if (kind !== 'postgres') return;
    second = await openDatabase({ databaseUrl: postgresUrl, schema: getDatabase().schema });
    one = payingApp(getDatabase());
    other = payingApp(second);
  });
  afterAll(async () => {
    if (kind === 'postgres') await ledgerCheck(getDatabase().db);
    await second?.close();
  });

  onPostgres(
    'ends charged and ordered, or cancelled and free, never charged without an order',
    async () => {
      const db = getDatabase().db;
      const outcomes = { ordered: 0, cancelled: 0 };
      for (let index = 0; index < TRIES; index += 1) {
        const me = await shopper(one);
        const basketId = await readyBasket(one, me);
        const { quote } = await getBasket(one, me, basketId);
        await payWithNewCard(one, me, basketId, CARDS.authentication);
        await startCheckout(one, me, basketId);
        const waiting = await settledCheckout(one, me, basketId);
        expect(waiting.status).toBe('requires_action');

        await Promise.all([
          call(one, me, 'POST', `basket/${basketId}/checkout/abandon`),
          (async () => {
            await call(other, me, 'POST', 'sandbox/authenticate', {
              clientSecret: waiting.clientSecret,
              approve: true,
            });
            return checkoutProgress(other, me, basketId);
          })(),
        ]);
        const final = await settledCheckout(one, me, basketId);
        const charged = await chargedTotal(db, me.customerId);
        if (final.status === 'succeeded') {
          outcomes.ordered += 1;
          expect(final.orderId).not.toBeNull();
          expect(charged).toBe(Math.round(quote.total * 100));
        } else {
          outcomes.cancelled += 1;
          expect(final.status).toBe('failed');
          expect(charged).toBe(0);
          expect(await basketStage(db, basketId)).toBe('notStarted');
          const orders = await db
            .selectFrom('orders')
            .select('orderId')
            .where('customerId', '=', me.customerId)
            .execute();
          expect(orders).toEqual([]);
        }
      }
      expect(outcomes.ordered + outcomes.cancelled).toBe(TRIES);
    },
  );
});
