import { ErrorCode } from '../../src/domain/errors.ts';
import type { Timeslot, TimeslotOrderType } from '../../src/domain/timeslots.ts';

/*
 * The courier calendar as pure functions of `yyyy-MM-dd` strings (calculated in UTC, so the
 * server's time zone never shifts a day). The database side is in ./service.ts.
 */

export type TimeWindow = 'am' | 'pm';

/** Whole hours, local time. The windows overlap by an hour so a late morning job can finish. */
export const WINDOWS: Record<TimeWindow, { startHour: number; endHour: number }> = {
  am: { startHour: 8, endHour: 13 },
  pm: { startHour: 12, endHour: 18 },
};

/** Jobs per window per day that the vans can take. */
export const DEFAULT_WINDOW_CAPACITY = 20;

/** Packing teams free in each window of a working day. */
export const PACKING_TEAMS_PER_WINDOW = 4;

/** Working days between the order and the earliest service, for packing and routing. */
export const LEAD_WORKING_DAYS = 2;

/** Furniture needs the two-person van, which is booked a working day further out. */
export const FURNITURE_EXTRA_LEAD_DAYS = 1;

/** Most service days one timeslot call lists. */
export const MAX_LISTED_DAYS = 60;

/** How far the calendar is searched for a service day before giving up. */
const SEARCH_LIMIT_DAYS = 800;

/** What decides which days and windows a job can have. */
export interface ServiceContext {
  orderType: TimeslotOrderType;
  /** The address is in an area our own vans serve (see server/addresses/postcodes.ts). */
  inHouse: boolean;
  /** The courier stays at the door rather than coming in. Deliveries always do. */
  doorstep: boolean;
  containsFurniture: boolean;
  /** Bank holidays of the address's country, or of both when it is not known yet. */
  bankHolidays: ReadonlySet<string>;
}

function utc(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(isoDate: string, days: number): string {
  const date = utc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(isoDate: string): number {
  return utc(isoDate).getUTCDay();
}

export function isSaturday(isoDate: string): boolean {
  return weekday(isoDate) === 6;
}

/** Monday to Friday and not a bank holiday. */
export function isWorkingDay(isoDate: string, bankHolidays: ReadonlySet<string>): boolean {
  const day = weekday(isoDate);
  return day !== 0 && day !== 6 && !bankHolidays.has(isoDate);
}

/** The `count`-th working day after `isoDate` (1 = the next working day). */
export function workingDaysAfter(
  isoDate: string,
  count: number,
  bankHolidays: ReadonlySet<string>,
): string {
  let day = isoDate;
  let found = 0;
  while (found < count) {
    day = addDays(day, 1);
    if (isWorkingDay(day, bankHolidays)) found += 1;
  }
  return day;
}

/** The last working day strictly before `isoDate`. */
export function previousWorkingDay(isoDate: string, bankHolidays: ReadonlySet<string>): string {
  let day = addDays(isoDate, -1);
  while (!isWorkingDay(day, bankHolidays)) day = addDays(day, -1);
  return day;
}

function collects(orderType: TimeslotOrderType): boolean {
  return orderType === 'BTB' || orderType === 'COLLECTION';
}

/**
 * Why a Saturday job cannot happen, or undefined when it can (in the morning only):
 * returns never run on Saturdays (174); doorstep jobs, which include every delivery, do not
 * either (172); collections do, but only by our own vans in their area and without furniture.
 */
export function saturdayRefusal(context: ServiceContext): number | undefined {
  if (context.orderType === 'BTB_RETURN') return ErrorCode.NoReturnOnSaturday;
  // The packing teams work Monday to Friday.
  if (context.orderType === 'PACKING') return ErrorCode.TimeslotUnavailable;
  if (!collects(context.orderType) || context.doorstep) {
    return ErrorCode.NoDoorstepDeliveryOnSaturday;
  }
  if (!context.inHouse || context.containsFurniture) return ErrorCode.TimeslotUnavailable;
  return undefined;
}

/** The windows the job can have on a day; none on Sundays and bank holidays. */
export function windowsOn(isoDate: string, context: ServiceContext): TimeWindow[] {
  const day = weekday(isoDate);
  if (day === 0 || context.bankHolidays.has(isoDate)) return [];
  if (day === 6) return saturdayRefusal(context) === undefined ? ['am'] : [];
  return ['am', 'pm'];
}

/**
 * The first day the job can be done: after the lead time (counted in working days from
 * `today`, one more with furniture), and for a collection that follows a materials delivery,
 * no sooner than the first working day after that delivery, so the customer has a day to pack.
 */
export function firstServiceDate(
  today: string,
  context: ServiceContext,
  materialsDeliveryDate: string | null,
): string {
  const lead = LEAD_WORKING_DAYS + (context.containsFurniture ? FURNITURE_EXTRA_LEAD_DAYS : 0);
  let day = addDays(workingDaysAfter(today, lead, context.bankHolidays), 1);
  for (let tries = 0; tries < SEARCH_LIMIT_DAYS; tries += 1) {
    const afterMaterials =
      materialsDeliveryDate === null ||
      materialsDeliveryDate <= previousWorkingDay(day, context.bankHolidays);
    if (afterMaterials && windowsOn(day, context).length > 0) return day;
    day = addDays(day, 1);
  }
  throw new Error(`No service day within ${SEARCH_LIMIT_DAYS} days of ${today}`);
}

/** The next `count` days from `from` (inclusive) on which the job can be done. */
export function serviceDays(from: string, count: number, context: ServiceContext): string[] {
  const days: string[] = [];
  let day = from;
  for (let tries = 0; days.length < count && tries < SEARCH_LIMIT_DAYS; tries += 1) {
    if (windowsOn(day, context).length > 0) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** The window a booked timeslot stands for, or undefined when its hours match none. */
export function windowOf(slot: Pick<Timeslot, 'startHour' | 'endHour'>): TimeWindow | undefined {
  for (const window of ['am', 'pm'] as const) {
    const hours = WINDOWS[window];
    if (hours.startHour === slot.startHour && hours.endHour === slot.endHour) return window;
  }
  return undefined;
}

/**
 * Why a job cannot be booked in a window on a day, or undefined when the calendar allows it
 * (capacity is checked separately): 172/174 for Saturday rules, 191 for anything else.
 */
export function calendarRefusal(
  isoDate: string,
  window: TimeWindow,
  earliest: string,
  context: ServiceContext,
): number | undefined {
  if (isSaturday(isoDate) && !context.bankHolidays.has(isoDate)) {
    const refusal = saturdayRefusal(context);
    if (refusal !== undefined) return refusal;
  }
  if (isoDate < earliest) return ErrorCode.TimeslotUnavailable;
  return windowsOn(isoDate, context).includes(window) ? undefined : ErrorCode.TimeslotUnavailable;
}
