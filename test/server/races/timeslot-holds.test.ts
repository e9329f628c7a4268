import { beforeAll, describe, expect, it } from 'vitest';
import { type BasketRecord, getBasket } from '../../../server/baskets/repository.ts';
import { orderingSettings } from '../../../server/baskets/settings.ts';
import type { Db } from '../../../server/db/database.ts';
import { holdTimeslot } from '../../../server/timeslots/service.ts';
import { BoxTypeId } from '../../../src/domain/box-types.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import type { TimeslotOrderType } from '../../../src/domain/timeslots.ts';
import { forEachDatabase } from '../harness.ts';
import {
  call,
  expectStatus,
  LONDON_HOME,
  newAddress,
  newBasket,
  type OrderingApp,
  orderingApp,
  shopper,
} from '../ordering.ts';

/*
 * A window's places are counted per crew (the vans, or the packing teams), day and window.
 * Holds for the last place of one window must give exactly as many holds as places; holds in
 * different windows, or for the other crew, must never wait for each other.
 */

const NOW = '2026-12-22T09:00:00Z';
const am = (doorstepDate: string) => ({ doorstepDate, startHour: 8, endHour: 13 });
const pm = (doorstepDate: string) => ({ doorstepDate, startHour: 12, endHour: 18 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'waiting' when the promise has not settled within `ms`. */
async function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([promise, sleep(ms).then(() => 'waiting' as const)]);
}

forEachDatabase('timeslot holds under concurrency', (getDatabase, kind) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase(), { now: () => new Date(NOW) });
  });

  /** A London by-the-box basket with boxes and an address, holding no slot yet. */
  async function londonBasket(): Promise<BasketRecord> {
    const who = await shopper(app);
    const { basketId } = await newBasket(app, who);
    const address = await newAddress(app, who, LONDON_HOME);
    await expectStatus(
      call(app, who, 'PUT', `basket/storage/${basketId}`, {
        lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 2 }],
        collection: { address, timeslot: null },
      }),
      200,
    );
    const basket = await getBasket(getDatabase().db, basketId);
    if (!basket) throw new Error('basket missing');
    return basket;
  }

  function hold(
    db: Db,
    capacity: number,
    basket: BasketRecord,
    orderType: TimeslotOrderType,
    slot: ReturnType<typeof am>,
  ) {
    const settings = orderingSettings({ now: () => new Date(NOW), windowCapacity: capacity });
    return db.transaction().execute((trx) => holdTimeslot(trx, settings, basket, orderType, slot));
  }

  it('gives the last places of a window to exactly as many jobs as it has, whatever their type', async () => {
    const db = getDatabase().db;
    const baskets = await Promise.all(Array.from({ length: 8 }, () => londonBasket()));
    // Collections, deliveries and returns all ride in the vans: one count for them all.
    const types: TimeslotOrderType[] = ['BTB', 'BTB_MATERIALS', 'COLLECTION', 'BTB_RETURN'];
    const refusals = await Promise.all(
      baskets.map((basket, i) =>
        hold(db, 3, basket, types[i % types.length] ?? 'BTB', pm('2027-01-06')),
      ),
    );
    expect(refusals.filter((refusal) => refusal === undefined)).toHaveLength(3);
    expect(refusals.filter((refusal) => refusal === ErrorCode.TimeslotUnavailable)).toHaveLength(5);
    const held = await db
      .selectFrom('timeslotBookings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(
        'basketId',
        'in',
        baskets.map((basket) => basket.basketId),
      )
      .executeTakeFirstOrThrow();
    expect(Number(held.count)).toBe(3);
  });

  describe.skipIf(kind !== 'postgres')('while one hold is still being made', () => {
    it('lets holds in another window, or for the packing teams, through without waiting', async () => {
      const db = getDatabase().db;
      const date = '2027-01-07';
      const [first, otherWindow, packing, sameWindow] = await Promise.all(
        Array.from({ length: 4 }, () => londonBasket()),
      );
      if (!first || !otherWindow || !packing || !sameWindow) throw new Error('baskets missing');

      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      let held: () => void = () => {};
      const isHeld = new Promise<void>((resolve) => {
        held = resolve;
      });
      // The morning's only place, held by a transaction that stays open.
      const open = db.transaction().execute(async (trx) => {
        const settings = orderingSettings({ now: () => new Date(NOW), windowCapacity: 1 });
        const refusal = await holdTimeslot(trx, settings, first, 'BTB', am(date));
        held();
        await finished;
        return refusal;
      });
      await isHeld;
      const started: Promise<unknown>[] = [];
      const start = <T>(promise: Promise<T>) => {
        started.push(promise);
        return promise;
      };
      try {
        const otherHold = start(hold(db, 1, otherWindow, 'BTB', pm(date)));
        expect(await settlesWithin(otherHold, 3000)).toBeUndefined();
        const packingHold = start(hold(db, 1, packing, 'PACKING', am(date)));
        expect(await settlesWithin(packingHold, 3000)).toBeUndefined();
        // The same window waits for the open hold, then finds its only place taken.
        const contender = start(hold(db, 1, sameWindow, 'BTB', am(date)));
        expect(await settlesWithin(contender, 500)).toBe('waiting');
        finish();
        expect(await open).toBeUndefined();
        expect(await contender).toBe(ErrorCode.TimeslotUnavailable);
      } finally {
        finish();
        await Promise.allSettled([open, ...started]);
      }
    });
  });
});
