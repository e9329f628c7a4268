import { describe, expect, it } from 'vitest';
import { addDays, addMonths, periodFrom } from '../../server/billing/periods.ts';

/** The billing day: the start's day of the month, or the month's last day when shorter. */
describe('billing periods', () => {
  it.each([
    ['2026-12-04', 1, '2027-01-04'],
    ['2026-12-04', 3, '2027-03-04'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-01-31', 2, '2027-03-31'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-08-31', 1, '2027-09-30'],
    ['2027-12-15', 1, '2028-01-15'],
  ])('%s plus %i months is %s', (start, months, expected) => {
    expect(addMonths(start, months)).toBe(expected);
  });

  it('counts each period from the start, so a short month does not move the day for good', () => {
    expect(periodFrom('2027-01-31', '2027-02-28')).toEqual({
      start: '2027-02-28',
      end: '2027-03-31',
    });
    expect(periodFrom('2027-01-31', '2027-03-31')).toEqual({
      start: '2027-03-31',
      end: '2027-04-30',
    });
  });

  it.each([
    ['2027-01-04', 3, '2027-01-07'],
    ['2027-01-30', 5, '2027-02-04'],
    ['2027-12-29', 7, '2028-01-05'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
