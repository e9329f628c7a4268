import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { SandboxPaymentProvider } from '../../../server/payments/sandbox.ts';
import { TEST_AUTH } from '../accounts.ts';
import { forEachDatabase, testConfig } from '../harness.ts';
import { orderingClock, type Shopper, shopper } from '../ordering.ts';
import {
  CARDS,
  type PayingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from '../paying.ts';
import { ledgerCheck } from './ledger.ts';

/*
 * A timeslot chosen in a basket keeps its place for an hour; after that it counts again only
 * once its basket reaches checkout. Two baskets whose holds on a window's last place have both
 * lapsed may start their checkouts at the same moment: exactly one of them may have the place.
 */

const START = '2026-12-01T09:00:00Z';
const HOUR = 60 * 60_000;
/** Mornings with one place each: a race is not lost every time, so it is run on several. */
const DAYS = ['2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];

forEachDatabase('races: checkouts of lapsed holds on the last place of a window', (getDatabase) => {
  const clock = orderingClock(START);
  let app: PayingApp;
  beforeAll(() => {
    const database = getDatabase();
    app = createApp({
      db: database.db,
      config: testConfig(),
      distDir: 'dist',
      auth: TEST_AUTH,
      // One van: Friday morning has one place.
      ordering: { now: clock.now, windowCapacity: 1 },
      payments: new SandboxPaymentProvider(database.db, { now: clock.now }),
    });
  });
  afterAll(async () => {
    await ledgerCheck(getDatabase().db);
  });

  it.each(DAYS)(
    'gives the last place on %s to one checkout and tells the other its timeslot has gone',
    async (doorstepDate) => {
      // Each basket takes the morning while the other's hold has lapsed, then waits.
      const timeslot = { doorstepDate, startHour: 8, endHour: 13 };
      const baskets: { who: Shopper; basketId: number }[] = [];
      for (let i = 0; i < 2; i += 1) {
        const who = await shopper(app);
        baskets.push({ who, basketId: await readyBasket(app, who, { timeslot }) });
        clock.advance(HOUR + 60_000);
      }
      for (const { who, basketId } of baskets) {
        await payWithNewCard(app, who, basketId, CARDS.visa);
      }

      const started = await Promise.all(
        baskets.map(({ who, basketId }) => startCheckout(app, who, basketId)),
      );
      const settled = await Promise.all(
        baskets.map(({ who, basketId }, i) =>
          started[i]?.status === 'processing'
            ? settledCheckout(app, who, basketId)
            : Promise.resolve(started[i]),
        ),
      );

      expect(settled.map((answer) => answer?.status).sort()).toEqual(['failed', 'succeeded']);
      const refused = settled.find((answer) => answer?.status === 'failed');
      expect(refused?.message).toMatch(/timeslot is no longer available/i);
      const orders = await getDatabase()
        .db.selectFrom('orders')
        .select('orderId')
        .where(
          'customerId',
          'in',
          baskets.map(({ who }) => who.customerId),
        )
        .execute();
      expect(orders).toHaveLength(1);
    },
  );
});
