import { describe, expect, it } from 'vitest';
import { futureBankHolidays, londonDate } from '../../server/calendar.ts';

describe('futureBankHolidays', () => {
  const from = new Date('2026-11-21T10:00:00Z');
  const holidays = futureBankHolidays(from);

  it('covers the next 12 months from today', () => {
    expect(holidays[0]!.date >= '2026-11-21').toBe(true);
    expect(holidays.at(-1)!.date < '2027-11-21').toBe(true);
  });

  it('includes holidays of both countries, sorted by date', () => {
    expect(holidays).toContainEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
      countryCode: 'GB',
    });
    expect(holidays).toContainEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
      countryCode: 'IE',
    });
    expect(holidays).toContainEqual(
      expect.objectContaining({ date: '2027-03-17', countryCode: 'IE' }),
    );
    expect(holidays).toContainEqual(
      expect.objectContaining({
        date: '2027-08-30',
        name: 'Summer bank holiday',
        countryCode: 'GB',
      }),
    );
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('leaves out Scotland-only days', () => {
    expect(holidays.some((holiday) => holiday.name.includes('Andrew'))).toBe(false);
  });

  it("uses London's date late in the evening UTC", () => {
    expect(londonDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
