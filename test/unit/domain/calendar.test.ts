import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  isBankHoliday,
  isSaturday,
  isSunday,
  isWorkingDay,
  nextWorkingDay,
  nextWorkingDays,
  previousWorkingDayName,
} from '../../../src/domain/calendar';

describe('previousWorkingDayName', () => {
  it.each<[unknown, string]>([
    [2, 'Thursday'],
    [3, 'Wednesday'],
    [4, 'Tuesday'],
    [5, 'Monday'],
    [1, 'Friday'],
    [6, 'Friday'],
    [0, 'Friday'],
    [-2, 'Friday'],
    [2.5, 'Friday'],
    [Number.NaN, 'Friday'],
    ['2', 'Friday'],
    [null, 'Friday'],
    [undefined, 'Friday'],
  ])('%j → %s', (n, expected) => {
    expect(previousWorkingDayName(n)).toBe(expected);
  });
});

describe('weekend and working days', () => {
  // 2026-03-06 is a Friday.
  it.each<[string, boolean, boolean, boolean]>([
    ['2026-03-06', false, false, true],
    ['2026-03-07', true, false, false],
    ['2026-03-08', false, true, false],
    ['2026-03-09', false, false, true],
  ])('%s: Saturday %s, Sunday %s, working %s', (day, saturday, sunday, working) => {
    expect(isSaturday(day)).toBe(saturday);
    expect(isSunday(day)).toBe(sunday);
    expect(isWorkingDay(day, [])).toBe(working);
  });

  it('treats a passed-in bank holiday as a non-working day', () => {
    expect(isWorkingDay('2026-12-25', ['2026-12-25'])).toBe(false);
    expect(isWorkingDay(new Date(2026, 11, 25, 14), ['2026-12-25'])).toBe(false);
    expect(isBankHoliday('2026-12-24', ['2026-12-25'])).toBe(false);
  });

  it.each([null, undefined, '', 'garbage'])(
    'an invalid date (%j) is neither weekend nor working',
    (day) => {
      expect(isSaturday(day)).toBe(false);
      expect(isSunday(day)).toBe(false);
      expect(isWorkingDay(day, [])).toBe(false);
    },
  );
});

describe('nextWorkingDays', () => {
  it('skips weekends and bank holidays, starting the day after', () => {
    // Thursday 24 Dec 2026; Christmas and the Boxing Day substitute are holidays.
    expect(nextWorkingDays('2026-12-24', 3, ['2026-12-25', '2026-12-28'])).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(nextWorkingDay('2026-03-06', [])).toBe('2026-03-09');
  });

  it.each<[unknown, number]>([
    ['2026-03-06', 0],
    ['2026-03-06', -1],
    ['2026-03-06', Number.NaN],
    [null, 3],
    ['nope', 3],
  ])('gives nothing for from %j and count %s', (from, count) => {
    expect(nextWorkingDays(from as string, count, [])).toEqual([]);
  });
});

describe('with bank holidays computed by date-holidays, as the server does', () => {
  function publicHolidays(country: string, year: number): string[] {
    return new Holidays(country)
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10));
  }

  it.each<[string, string]>([
    ['GB', '2026-12-25'],
    ['GB', '2026-04-06'],
    ['GB', '2026-12-28'],
    ['IE', '2026-03-17'],
    ['IE', '2026-02-02'],
  ])('%s %s is not a working day', (country, day) => {
    const holidays = publicHolidays(country, 2026);
    expect(isWorkingDay(day, holidays)).toBe(false);
    expect(isWorkingDay(day, [])).toBe(true);
  });

  it('keeps St Patrick’s Day a working day for GB', () => {
    expect(isWorkingDay('2026-03-17', publicHolidays('GB', 2026))).toBe(true);
  });
});
