import { addDays, getDay } from 'date-fns';
import type { DateInput } from './dates';
import { formatIsoDate, toDate } from './dates';

/**
 * Day rules for collections and deliveries. Bank holidays come in as `yyyy-MM-dd` strings
 * (the server computes UK and Irish ones with date-holidays and serves them from
 * `GET support/bankholidays/future`), which keeps the holiday data out of the browser bundle.
 */

/**
 * The weekday name for SPEC.md's previous-working-day mapping: 2 → 'Thursday',
 * 3 → 'Wednesday', 4 → 'Tuesday', 5 → 'Monday', anything else → 'Friday'.
 */
export function previousWorkingDayName(n: unknown): string {
  switch (n) {
    case 2:
      return 'Thursday';
    case 3:
      return 'Wednesday';
    case 4:
      return 'Tuesday';
    case 5:
      return 'Monday';
    default:
      return 'Friday';
  }
}

export function isSaturday(date: DateInput): boolean {
  const day = toDate(date);
  return day !== undefined && getDay(day) === 6;
}

export function isSunday(date: DateInput): boolean {
  const day = toDate(date);
  return day !== undefined && getDay(day) === 0;
}

export function isWeekend(date: DateInput): boolean {
  return isSaturday(date) || isSunday(date);
}

export function isBankHoliday(date: DateInput, bankHolidays: readonly string[]): boolean {
  const day = formatIsoDate(date);
  return day !== '' && bankHolidays.includes(day);
}

/** Monday to Friday, and not a bank holiday. An invalid date is not a working day. */
export function isWorkingDay(date: DateInput, bankHolidays: readonly string[]): boolean {
  return toDate(date) !== undefined && !isWeekend(date) && !isBankHoliday(date, bankHolidays);
}

/** The next `count` working days strictly after `from`, as `yyyy-MM-dd`. */
export function nextWorkingDays(
  from: DateInput,
  count: number,
  bankHolidays: readonly string[],
): string[] {
  const start = toDate(from);
  if (!start || !Number.isFinite(count) || count <= 0) return [];
  const days: string[] = [];
  let day = start;
  while (days.length < Math.floor(count)) {
    day = addDays(day, 1);
    if (isWorkingDay(day, bankHolidays)) days.push(formatIsoDate(day));
  }
  return days;
}

/** The first working day strictly after `from`, as `yyyy-MM-dd` ('' for an invalid date). */
export function nextWorkingDay(from: DateInput, bankHolidays: readonly string[]): string {
  return nextWorkingDays(from, 1, bankHolidays)[0] ?? '';
}
