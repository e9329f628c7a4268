import Holidays from 'date-holidays';
import type { BankHoliday } from '../src/domain/support.ts';

/*
 * GB uses the England and Wales calendar: collections and returns run from the London depot,
 * whose couriers keep those days. Scotland and Northern Ireland's extra days are not modelled.
 * Both public and bank holiday types count, since couriers do not run on either.
 */
const CALENDARS = [
  {
    countryCode: 'GB' as const,
    holidays: new Holidays('GB', 'ENG', { types: ['public', 'bank'] }),
  },
  { countryCode: 'IE' as const, holidays: new Holidays('IE', { types: ['public', 'bank'] }) },
];

/** Today's date where the business is, whatever the server's own time zone. */
export function londonDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, day));
  return date.toISOString().slice(0, 10);
}

/** Bank holidays from today (inclusive) until the same day `months` later (exclusive). */
export function futureBankHolidays(now = new Date(), months = 12): BankHoliday[] {
  const from = londonDate(now);
  return bankHolidaysBetween(from, addMonths(from, months));
}

/** GB and IE bank holidays from `from` (inclusive) to `until` (exclusive), both `yyyy-MM-dd`. */
export function bankHolidaysBetween(from: string, until: string): BankHoliday[] {
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(until.slice(0, 4));

  const result: BankHoliday[] = [];
  for (const { countryCode, holidays } of CALENDARS) {
    for (let year = firstYear; year <= lastYear; year++) {
      for (const holiday of holidays.getHolidays(year, 'en')) {
        const date = holiday.date.slice(0, 10);
        if (date >= from && date < until) result.push({ date, name: holiday.name, countryCode });
      }
    }
  }
  return result.sort(
    (a, b) => a.date.localeCompare(b.date) || a.countryCode.localeCompare(b.countryCode),
  );
}
