import { sql } from 'kysely';
import type { Address } from '../../src/domain/addresses.ts';
import type { CountryCode } from '../../src/domain/catalogue.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Timeslot, TimeslotOrderType } from '../../src/domain/timeslots.ts';
import { isInHousePostcode } from '../addresses/postcodes.ts';
import type { BasketRecord } from '../baskets/repository.ts';
import { holdStart, type OrderingSettings } from '../baskets/settings.ts';
import { bankHolidaysBetween, londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import {
  calendarRefusal,
  firstServiceDate,
  MAX_LISTED_DAYS,
  PACKING_TEAMS_PER_WINDOW,
  type ServiceContext,
  serviceDays,
  type TimeWindow,
  WINDOWS,
  windowOf,
  windowsOn,
} from './rules.ts';

type Basket = Pick<
  BasketRecord,
  | 'basketId'
  | 'storageBasket'
  | 'materialBasket'
  | 'collectionBasket'
  | 'returnBasket'
  | 'packingBasket'
  | 'shippingBasket'
>;

const holidayCache = new Map<string, ReadonlySet<string>>();

/** Bank holidays of one country (or both) over whole years, cached: they never change. */
export function bankHolidays(
  countryCode: CountryCode | undefined,
  firstYear: number,
  lastYear: number,
) {
  const key = `${countryCode ?? 'GB+IE'}:${firstYear}:${lastYear}`;
  let set = holidayCache.get(key);
  if (!set) {
    const dates = bankHolidaysBetween(`${firstYear}-01-01`, `${lastYear + 1}-01-01`)
      .filter((holiday) => countryCode === undefined || holiday.countryCode === countryCode)
      .map((holiday) => holiday.date);
    set = new Set(dates);
    holidayCache.set(key, set);
  }
  return set;
}

/** The address the job happens at: collection, delivery or return address. */
export function jobAddress(basket: Basket, orderType: TimeslotOrderType): Address | null {
  switch (orderType) {
    case 'BTB':
      return basket.storageBasket?.collection.address ?? null;
    case 'COLLECTION':
      return basket.collectionBasket?.address ?? basket.shippingBasket?.collection.address ?? null;
    case 'BTB_RETURN':
      return basket.returnBasket?.address ?? null;
    case 'BTB_MATERIALS':
      return basket.materialBasket?.address ?? basket.storageBasket?.collection.address ?? null;
    case 'PACKING':
      return basket.packingBasket?.address ?? basket.storageBasket?.collection.address ?? null;
  }
}

function isDoorstep(basket: Basket, orderType: TimeslotOrderType): boolean {
  switch (orderType) {
    case 'BTB':
      return basket.storageBasket?.doorstepCollection ?? false;
    case 'COLLECTION':
      return basket.collectionBasket?.doorstepCollection ?? false;
    case 'BTB_RETURN':
      return false;
    case 'BTB_MATERIALS':
      return true;
    case 'PACKING':
      return false;
  }
}

export interface JobOptions {
  containsFurniture: boolean;
  /** `yyyy-MM-dd` of a materials delivery the job must follow, if any. */
  materialsDeliveryDate: string | null;
}

/** The calendar rules that apply to this basket's job of this type. */
export function serviceContext(
  basket: Basket,
  orderType: TimeslotOrderType,
  today: string,
  containsFurniture: boolean,
): ServiceContext {
  const address = jobAddress(basket, orderType);
  const year = Number(today.slice(0, 4));
  return {
    orderType,
    inHouse: isInHousePostcode(address?.postcode),
    doorstep: isDoorstep(basket, orderType),
    containsFurniture,
    // Until the address is known, neither country's bank holidays are offered.
    bankHolidays: bankHolidays(address?.countryCode, year, year + 2),
  };
}

function hasMaterials(basket: Basket): boolean {
  return (basket.materialBasket?.items.length ?? 0) > 0;
}

/**
 * The first day this basket's job can be done. A collection from a basket that also orders
 * materials waits for those materials to arrive (on the first delivery day), whatever date
 * the caller passed.
 */
export function earliestServiceDate(
  settings: Pick<OrderingSettings, 'now'>,
  basket: Basket,
  orderType: TimeslotOrderType,
  options: JobOptions,
): string {
  const today = londonDate(settings.now());
  const context = serviceContext(basket, orderType, today, options.containsFurniture);
  let materialsDate = options.materialsDeliveryDate;
  if ((orderType === 'BTB' || orderType === 'COLLECTION') && hasMaterials(basket)) {
    const delivery = firstServiceDate(
      today,
      serviceContext(basket, 'BTB_MATERIALS', today, false),
      null,
    );
    if (materialsDate === null || delivery > materialsDate) materialsDate = delivery;
  }
  return firstServiceDate(today, context, materialsDate);
}

/**
 * The day the packing materials of a box order (or a collection) come, ordered on `orderedOn`:
 * the first delivery day, as `earliestServiceDate` counts it (the collection is at least a
 * working day later). Null when the order has no materials.
 */
export function materialsDeliveryDay(basket: Basket, orderedOn: string): string | null {
  if (!hasMaterials(basket) || !(basket.storageBasket || basket.collectionBasket)) return null;
  return firstServiceDate(
    orderedOn,
    serviceContext(basket, 'BTB_MATERIALS', orderedOn, false),
    null,
  );
}

const slotKey = (date: string, window: string) => `${date}|${window}`;

/** The crew whose places a job takes: every job but a packing visit rides in the vans. */
type Crew = 'vans' | 'packers';

function crewOf(orderType: TimeslotOrderType): Crew {
  return orderType === 'PACKING' ? 'packers' : 'vans';
}

/** Jobs a window takes: the vans', or for packing visits, the packing teams'. */
function windowCapacity(settings: OrderingSettings, orderType: TimeslotOrderType): number {
  return crewOf(orderType) === 'packers' ? PACKING_TEAMS_PER_WINDOW : settings.windowCapacity;
}

/**
 * Jobs holding each window on these days, leaving out this basket's own: those of baskets at
 * or past checkout, and those chosen within the hold period.
 */
async function bookedCounts(
  db: Db,
  settings: OrderingSettings,
  orderType: TimeslotOrderType,
  dates: readonly string[],
  exceptBasketId: number,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (dates.length === 0) return counts;
  const holdSince = holdStart(settings, settings.now());
  const rows = await db
    .selectFrom('timeslotBookings')
    .innerJoin('baskets', 'baskets.basketId', 'timeslotBookings.basketId')
    .select([
      'timeslotBookings.serviceDate',
      'timeslotBookings.timeWindow',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('timeslotBookings.serviceDate', 'in', [...dates])
    .where('timeslotBookings.basketId', '!=', exceptBasketId)
    // The packers and the vans are different crews: each counts its own jobs.
    .where('timeslotBookings.orderType', crewOf(orderType) === 'packers' ? '=' : '!=', 'PACKING')
    .where((eb) =>
      eb.or([
        eb('baskets.stage', '!=', 'notStarted'),
        eb('timeslotBookings.createdAt', '>', holdSince),
      ]),
    )
    .groupBy(['timeslotBookings.serviceDate', 'timeslotBookings.timeWindow'])
    .execute();
  for (const row of rows) counts.set(slotKey(row.serviceDate, row.timeWindow), Number(row.count));
  return counts;
}

/**
 * The windows of the next `numberOfDays` service days from `from` (or from the earliest
 * date, when that is later or `from` is null), full ones marked unavailable.
 */
export async function listTimeslots(
  db: Db,
  settings: OrderingSettings,
  basket: Basket,
  orderType: TimeslotOrderType,
  from: string | null,
  numberOfDays: number,
): Promise<Timeslot[]> {
  const options = { containsFurniture: false, materialsDeliveryDate: null };
  const earliest = earliestServiceDate(settings, basket, orderType, options);
  const start = from !== null && from > earliest ? from : earliest;
  const context = serviceContext(
    basket,
    orderType,
    londonDate(settings.now()),
    options.containsFurniture,
  );
  const days = serviceDays(start, Math.min(numberOfDays, MAX_LISTED_DAYS), context);
  const counts = await bookedCounts(db, settings, orderType, days, basket.basketId);
  const capacity = windowCapacity(settings, orderType);
  return days.flatMap((day) =>
    windowsOn(day, context).map((window) => ({
      doorstepDate: day,
      ...WINDOWS[window],
      available: (counts.get(slotKey(day, window)) ?? 0) < capacity,
    })),
  );
}

/**
 * Why this basket cannot have this slot for the job, or undefined when it can: the calendar
 * rules (172, 174, 191) and then the window's capacity (191).
 */
export async function timeslotRefusal(
  db: Db,
  settings: OrderingSettings,
  basket: Basket,
  orderType: TimeslotOrderType,
  slot: Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>,
): Promise<number | undefined> {
  const window = windowOf(slot);
  if (!window) return ErrorCode.TimeslotUnavailable;
  const today = londonDate(settings.now());
  const context = serviceContext(basket, orderType, today, false);
  const earliest = earliestServiceDate(settings, basket, orderType, {
    containsFurniture: false,
    materialsDeliveryDate: null,
  });
  const refusal = calendarRefusal(slot.doorstepDate, window, earliest, context);
  if (refusal !== undefined) return refusal;
  const counts = await bookedCounts(db, settings, orderType, [slot.doorstepDate], basket.basketId);
  const taken = counts.get(slotKey(slot.doorstepDate, window)) ?? 0;
  return taken < windowCapacity(settings, orderType) ? undefined : ErrorCode.TimeslotUnavailable;
}

/** Advisory locks of the timeslot holds: the first of their two keys, apart from other users'. */
const HOLD_LOCK_SPACE = 'timeslot_bookings';

/** What a window's capacity is counted over: one crew's places in one window of one day. */
function placesKey(orderType: TimeslotOrderType, date: string, window: TimeWindow): string {
  return `${crewOf(orderType)}|${date}|${window}`;
}

/**
 * Waits for, and keeps until the transaction ends, the lock on one crew's places in one
 * window of one day. Holds in other windows, on other days or for the other crew never wait
 * for it. Two slots whose names hash alike merely share a lock.
 */
async function lockPlaces(trx: Db, places: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${HOLD_LOCK_SPACE}), hashtext(${places}))`.execute(
    trx,
  );
}

/**
 * Locks the places of every window the basket holds, as its checkout counts them again: a
 * hold that lapsed counts from checkout on, so two checkouts of lapsed holds on a window's
 * last place must count in turn. Taken in one order, so two checkouts never wait crosswise.
 */
export async function lockHeldWindows(trx: Db, basketId: number): Promise<void> {
  const held = await trx
    .selectFrom('timeslotBookings')
    .select(['orderType', 'serviceDate', 'timeWindow'])
    .where('basketId', '=', basketId)
    .execute();
  const keys = new Set(
    held.map((row) =>
      placesKey(row.orderType as TimeslotOrderType, row.serviceDate, row.timeWindow as TimeWindow),
    ),
  );
  for (const places of [...keys].sort()) await lockPlaces(trx, places);
}

/**
 * Holds the slot for the basket's job, replacing any slot it held for that job. Call inside a
 * transaction: the window's places for the job's crew are locked until it ends, so two baskets
 * cannot both take the last place in a window. Returns the refusal code instead when the slot
 * cannot be had.
 */
export async function holdTimeslot(
  trx: Db,
  settings: OrderingSettings,
  basket: Basket,
  orderType: TimeslotOrderType,
  slot: Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>,
): Promise<number | undefined> {
  const window = windowOf(slot);
  // A slot that is no window is refused below without counting anything.
  if (window) await lockPlaces(trx, placesKey(orderType, slot.doorstepDate, window));
  const refusal = await timeslotRefusal(trx, settings, basket, orderType, slot);
  if (refusal !== undefined) return refusal;
  const values = {
    basketId: basket.basketId,
    orderType,
    serviceDate: slot.doorstepDate,
    timeWindow: window as TimeWindow,
    createdAt: settings.now(),
  };
  await trx
    .insertInto('timeslotBookings')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['basketId', 'orderType']).doUpdateSet({
        serviceDate: values.serviceDate,
        timeWindow: values.timeWindow,
        createdAt: values.createdAt,
      }),
    )
    .execute();
  return undefined;
}

/** Gives up the slot the basket held for the job, if any. */
export async function releaseTimeslot(
  db: Db,
  basketId: number,
  orderType: TimeslotOrderType,
): Promise<void> {
  await db
    .deleteFrom('timeslotBookings')
    .where('basketId', '=', basketId)
    .where('orderType', '=', orderType)
    .execute();
}
