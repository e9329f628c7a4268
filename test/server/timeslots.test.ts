import { beforeAll, describe, expect, it } from 'vitest';
import { getBasket as readBasketRecord, setBasketStage } from '../../server/baskets/repository.ts';
import { orderingSettings } from '../../server/baskets/settings.ts';
import {
  addDays,
  calendarRefusal,
  firstServiceDate,
  previousWorkingDay,
  type ServiceContext,
  windowsOn,
} from '../../server/timeslots/rules.ts';
import { timeslotRefusal } from '../../server/timeslots/service.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  firstAvailableServiceDateSchema,
  type Timeslot,
  timeslotsResponseSchema,
} from '../../src/domain/timeslots.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  DUBLIN_HOME,
  expectError,
  expectStatus,
  LONDON_HOME,
  MANCHESTER_HOME,
  newAddress,
  newBasket,
  type OrderingApp,
  orderingApp,
  orderingClock,
  type Shopper,
  shopper,
} from './ordering.ts';

/*
 * Tuesday 22 December 2026. Two working days of lead time (23rd, 24th) end on Christmas Eve;
 * then Christmas Day, Boxing Day (a Saturday), Sunday and the substitute bank holiday on
 * Monday 28th leave Tuesday 29th as the first service day. New Year's Day is a Friday.
 */
const NOW = '2026-12-22T09:00:00Z';
const am = (doorstepDate: string) => ({ doorstepDate, startHour: 8, endHour: 13 });
const pm = (doorstepDate: string) => ({ doorstepDate, startHour: 12, endHour: 18 });

const days = (slots: Timeslot[]) => [...new Set(slots.map((slot) => slot.doorstepDate))];

describe('the courier calendar rules', () => {
  const context = (overrides: Partial<ServiceContext> = {}): ServiceContext => ({
    orderType: 'BTB',
    inHouse: true,
    doorstep: false,
    containsFurniture: false,
    bankHolidays: new Set(['2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01']),
    ...overrides,
  });

  it.each([
    ['a weekday', '2026-12-29', {}, ['am', 'pm']],
    ['a Sunday', '2027-01-03', {}, []],
    ['a bank holiday', '2027-01-01', {}, []],
    ['a Saturday collection in-house', '2027-01-02', {}, ['am']],
    ['a Saturday collection elsewhere', '2027-01-02', { inHouse: false }, []],
    ['a Saturday doorstep collection', '2027-01-02', { doorstep: true }, []],
    ['a Saturday collection with furniture', '2027-01-02', { containsFurniture: true }, []],
    ['a Saturday delivery', '2027-01-02', { orderType: 'BTB_MATERIALS', doorstep: true }, []],
    ['a Saturday return', '2027-01-02', { orderType: 'BTB_RETURN' }, []],
  ] as const)('offers the right windows on %s', (_, date, overrides, windows) => {
    expect(windowsOn(date, context(overrides))).toEqual(windows);
  });

  it.each([
    ['a doorstep job', { doorstep: true }, ErrorCode.NoDoorstepDeliveryOnSaturday],
    ['a delivery', { orderType: 'BTB_MATERIALS', doorstep: true }, 172],
    ['a return', { orderType: 'BTB_RETURN' }, ErrorCode.NoReturnOnSaturday],
    ['a collection outside London and Dublin', { inHouse: false }, 191],
  ] as const)('refuses %s on a Saturday', (_, overrides, code) => {
    expect(calendarRefusal('2027-01-02', 'am', '2026-12-29', context(overrides))).toBe(code);
  });

  it('counts lead time in working days and waits a working day after materials', () => {
    expect(firstServiceDate('2026-12-22', context(), null)).toBe('2026-12-29');
    expect(firstServiceDate('2026-12-22', context({ containsFurniture: true }), null)).toBe(
      '2026-12-30',
    );
    expect(firstServiceDate('2026-12-22', context(), '2026-12-31')).toBe('2027-01-02');
    expect(firstServiceDate('2026-12-22', context({ inHouse: false }), '2026-12-31')).toBe(
      '2027-01-04',
    );
    expect(previousWorkingDay('2026-12-29', context().bankHolidays)).toBe('2026-12-24');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

forEachDatabase('timeslots', (getDatabase) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase(), { now: () => new Date(NOW) });
  });

  /** A by-the-box basket with boxes and a collection address, but no timeslot yet. */
  async function basketAt(
    who: Shopper,
    address: Record<string, unknown> | null,
    extra: Record<string, unknown> = {},
    onApp: OrderingApp = app,
  ) {
    const { basketId } = await newBasket(onApp, who);
    const saved = address ? await newAddress(onApp, who, address) : null;
    await expectStatus(
      call(onApp, who, 'PUT', `basket/storage/${basketId}`, {
        lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 2 }],
        collection: { address: saved, timeslot: null },
        ...extra,
      }),
      200,
    );
    return { basketId, address: saved };
  }

  async function fasd(who: Shopper, path: string, onApp: OrderingApp = app) {
    return firstAvailableServiceDateSchema.parse(
      await expectStatus(call(onApp, who, 'GET', path), 200),
    ).firstAvailableServiceDate;
  }

  async function slots(who: Shopper, path: string, onApp: OrderingApp = app) {
    return timeslotsResponseSchema.parse(await expectStatus(call(onApp, who, 'GET', path), 200))
      .timeslots;
  }

  describe('the first available service date', () => {
    it('skips Christmas, Boxing Day and the substitute bank holiday', async () => {
      const me = await shopper(app);
      const { basketId } = await basketAt(me, LONDON_HOME);
      expect(
        await fasd(
          me,
          `timeslots/fasd/ordertype/BTB/basket/${basketId}/containsFurniture/false/materialsdeliverydate/null`,
        ),
      ).toBe('2026-12-29');
      expect(
        await fasd(
          me,
          `fasd/editbasket/${basketId}/containsFurniture/false/materialsdeliverydate/null`,
        ),
      ).toBe('2026-12-29');
      expect(
        await fasd(
          me,
          `timeslots/fasd/ordertype/BTB/basket/${basketId}/containsFurniture/true/materialsdeliverydate/null`,
        ),
      ).toBe('2026-12-30');
    });

    it('follows a materials delivery by at least a working day', async () => {
      const me = await shopper(app);
      const london = await basketAt(me, LONDON_HOME);
      const manchester = await basketAt(me, MANCHESTER_HOME);
      const path = (basketId: number, date: string) =>
        `timeslots/fasd/ordertype/BTB/basket/${basketId}/containsFurniture/false/materialsdeliverydate/${date}`;
      expect(await fasd(me, path(london.basketId, '2026-12-30'))).toBe('2026-12-31');
      // New Year's Day is a holiday; our own London vans collect on Saturday morning.
      expect(await fasd(me, path(london.basketId, '2026-12-31'))).toBe('2027-01-02');
      expect(await fasd(me, path(manchester.basketId, '2026-12-31'))).toBe('2027-01-04');
      // Materials in the basket itself are delivered first, on the 29th at the earliest.
      await expectStatus(
        call(app, me, 'PUT', `basket/materials/${london.basketId}`, {
          items: [{ materialId: 1, quantity: 2 }],
        }),
        200,
      );
      expect(await fasd(me, path(london.basketId, 'null'))).toBe('2026-12-30');
      expect(
        await fasd(
          me,
          `timeslots/fasd/ordertype/BTB_MATERIALS/basket/${london.basketId}/containsFurniture/false/materialsdeliverydate/null`,
        ),
      ).toBe('2026-12-29');
    });

    it("uses the address's country for bank holidays, both until it is known", async () => {
      const stPatricks = orderingApp(getDatabase(), {
        now: () => new Date('2027-03-12T09:00:00Z'),
      });
      const me = await shopper(stPatricks);
      const path = (basketId: number) =>
        `timeslots/fasd/ordertype/BTB/basket/${basketId}/containsFurniture/false/materialsdeliverydate/null`;
      const london = await basketAt(me, LONDON_HOME, {}, stPatricks);
      const dublin = await basketAt(me, DUBLIN_HOME, {}, stPatricks);
      const unknown = await basketAt(me, null, {}, stPatricks);
      expect(await fasd(me, path(london.basketId), stPatricks)).toBe('2027-03-17');
      expect(await fasd(me, path(dublin.basketId), stPatricks)).toBe('2027-03-18');
      expect(await fasd(me, path(unknown.basketId), stPatricks)).toBe('2027-03-18');
    });
  });

  describe('listing timeslots', () => {
    it('lists morning and afternoon windows on service days only', async () => {
      const me = await shopper(app);
      const { basketId } = await basketAt(me, LONDON_HOME);
      const list = await slots(me, `timeslots/BTB/next/${basketId}/null/5`);
      expect(days(list)).toEqual([
        '2026-12-29',
        '2026-12-30',
        '2026-12-31',
        '2027-01-02',
        '2027-01-04',
      ]);
      expect(list.filter((slot) => slot.doorstepDate === '2026-12-29')).toEqual([
        { ...am('2026-12-29'), available: true },
        { ...pm('2026-12-29'), available: true },
      ]);
      // Saturday: mornings only.
      expect(list.filter((slot) => slot.doorstepDate === '2027-01-02')).toEqual([
        { ...am('2027-01-02'), available: true },
      ]);
    });

    it('offers no Saturdays to partner-courier areas, doorstep collections or returns', async () => {
      const me = await shopper(app);
      const manchester = await basketAt(me, MANCHESTER_HOME);
      const doorstep = await basketAt(me, LONDON_HOME, { doorstepCollection: true });
      for (const { basketId } of [manchester, doorstep]) {
        expect(days(await slots(me, `timeslots/BTB/next/${basketId}/2026-12-31/2`))).toEqual([
          '2026-12-31',
          '2027-01-04',
        ]);
      }
      const returning = await newBasket(app, me, 'return');
      const list = await slots(me, `timeslots/BTB_RETURN/next/${returning.basketId}/null/4`);
      expect(days(list)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04']);
    });

    it('starts at the given date when it is after the first service day', async () => {
      const me = await shopper(app);
      const { basketId } = await basketAt(me, LONDON_HOME);
      expect(
        days(await slots(me, `timeslots/BTB/editbasket/${basketId}/date/2027-01-05/next/2`)),
      ).toEqual(['2027-01-05', '2027-01-06']);
      // A date before the first service day starts at the first service day.
      expect(days(await slots(me, `timeslots/BTB/next/${basketId}/2026-12-23/1`))).toEqual([
        '2026-12-29',
      ]);
    });

    it('refuses bad dates, counts and order types, and other customers', async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const { basketId } = await basketAt(me, LONDON_HOME);
      for (const path of [
        `timeslots/BTB/next/${basketId}/2026-12-32/5`,
        `timeslots/BTB/next/${basketId}/tomorrow/5`,
        `timeslots/BTB/next/${basketId}/2026-12-29/0`,
        `timeslots/BTB/next/${basketId}/2026-12-29/61`,
        `timeslots/BTB/next/${basketId}/2099-01-01/5`,
        `timeslots/VAN/next/${basketId}/2026-12-29/5`,
        `timeslots/fasd/ordertype/BTB/basket/${basketId}/containsFurniture/yes/materialsdeliverydate/null`,
        `timeslots/fasd/ordertype/BTB/basket/${basketId}/containsFurniture/false/materialsdeliverydate/2099-01-01`,
      ]) {
        await expectError(call(app, me, 'GET', path), 400, ErrorCode.ValidationFailed);
      }
      await expectError(
        call(app, other, 'GET', `timeslots/BTB/next/${basketId}/null/5`),
        404,
        ErrorCode.BasketNotFound,
      );
    });
  });

  describe('booking a timeslot in the basket', () => {
    async function book(who: Shopper, basketId: number, address: unknown, timeslot: unknown) {
      return call(app, who, 'PUT', `basket/storage/${basketId}`, {
        collection: { address, timeslot },
      });
    }

    it('takes an offered slot and refuses holidays, Sundays and days too soon', async () => {
      const me = await shopper(app);
      const { basketId, address } = await basketAt(me, LONDON_HOME);
      for (const date of ['2026-12-23', '2026-12-25', '2026-12-28', '2027-01-01', '2027-01-03']) {
        await expectError(
          book(me, basketId, address, am(date)),
          409,
          ErrorCode.TimeslotUnavailable,
        );
      }
      // Hours that are not one of the windows.
      await expectError(
        book(me, basketId, address, { doorstepDate: '2026-12-29', startHour: 7, endHour: 9 }),
        409,
        ErrorCode.TimeslotUnavailable,
      );
      await expectStatus(book(me, basketId, address, pm('2026-12-29')), 200);
    });

    it('refuses a doorstep collection on a Saturday with 172', async () => {
      const me = await shopper(app);
      const { basketId, address } = await basketAt(me, LONDON_HOME);
      await expectStatus(book(me, basketId, address, am('2027-01-02')), 200);
      // Switching to doorstep under a Saturday slot is refused, and the basket keeps its state.
      const refused = await expectError(
        call(app, me, 'PATCH', `basket/${basketId}/btb`, { doorstepCollection: true }),
        400,
        ErrorCode.NoDoorstepDeliveryOnSaturday,
      );
      expect(refused.message).toBe('Doorstep delivery is not available on Saturdays');
      await expectError(book(me, basketId, address, pm('2027-01-02')), 409, 191);

      const manchester = await basketAt(me, MANCHESTER_HOME);
      await expectError(
        book(me, manchester.basketId, manchester.address, am('2027-01-02')),
        409,
        ErrorCode.TimeslotUnavailable,
      );
    });

    it('refuses deliveries (172) and returns (174) on a Saturday', async () => {
      const db = getDatabase().db;
      const settings = orderingSettings({ now: () => new Date(NOW) });
      const me = await shopper(app);
      const { basketId } = await basketAt(me, LONDON_HOME);
      const basket = await readBasketRecord(db, basketId);
      if (!basket) throw new Error('basket missing');
      expect(await timeslotRefusal(db, settings, basket, 'BTB_MATERIALS', am('2027-01-02'))).toBe(
        ErrorCode.NoDoorstepDeliveryOnSaturday,
      );
      expect(await timeslotRefusal(db, settings, basket, 'BTB_RETURN', am('2027-01-02'))).toBe(
        ErrorCode.NoReturnOnSaturday,
      );
      expect(await timeslotRefusal(db, settings, basket, 'BTB', am('2027-01-02'))).toBeUndefined();
    });
  });

  describe('capacity', () => {
    it('fills a window, frees places held too long, and keeps those at checkout', async () => {
      const clock = orderingClock(NOW);
      const small = orderingApp(getDatabase(), { now: clock.now, windowCapacity: 2 });
      const date = '2027-01-05';
      const booked = async () => {
        const who = await shopper(small);
        const basket = await basketAt(who, LONDON_HOME, {}, small);
        const res = await call(small, who, 'PUT', `basket/storage/${basket.basketId}`, {
          collection: { address: basket.address, timeslot: am(date) },
        });
        return { who, basketId: basket.basketId, res };
      };
      const first = await booked();
      const second = await booked();
      expect([first.res.status, second.res.status]).toEqual([200, 200]);
      const third = await booked();
      await expectError(third.res, 409, ErrorCode.TimeslotUnavailable);

      const list = await slots(third.who, `timeslots/BTB/next/${third.basketId}/${date}/1`, small);
      expect(list).toEqual([
        { ...am(date), available: false },
        { ...pm(date), available: true },
      ]);
      // The first two still count for their own baskets.
      const own = await slots(first.who, `timeslots/BTB/next/${first.basketId}/${date}/1`, small);
      expect(own[0]?.available).toBe(true);

      // An hour later the holds have lapsed, except for a basket that reached checkout.
      clock.advance(61 * 60_000);
      await setBasketStage(getDatabase().db, first.basketId, 'checkoutStarted');
      const fourth = await booked();
      expect(fourth.res.status).toBe(200);
      const fifth = await booked();
      await expectError(fifth.res, 409, ErrorCode.TimeslotUnavailable);

      // Checking out late: the second basket's lapsed slot has been taken.
      const stale = await expectStatus(
        call(small, second.who, 'GET', `basket/${second.basketId}/validate`),
        200,
      );
      expect(stale).toEqual({
        valid: false,
        message: 'Your timeslot is no longer available, please choose another',
      });

      // Deleting the part gives the place back.
      await expectStatus(call(small, fourth.who, 'DELETE', `basket/${fourth.basketId}/btb`), 200);
      expect((await booked()).res.status).toBe(200);
    });

    it('lets exactly as many concurrent bookings through as there are places', async () => {
      const crowded = orderingApp(getDatabase(), {
        now: () => new Date(NOW),
        windowCapacity: 3,
      });
      const date = '2027-01-06';
      const shoppers = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const who = await shopper(crowded);
          return { who, ...(await basketAt(who, LONDON_HOME, {}, crowded)) };
        }),
      );
      const results = await Promise.all(
        shoppers.map(({ who, basketId, address }) =>
          call(crowded, who, 'PUT', `basket/storage/${basketId}`, {
            collection: { address, timeslot: pm(date) },
          }),
        ),
      );
      const statuses = results.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    });
  });
});
