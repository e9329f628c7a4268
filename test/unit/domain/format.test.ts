import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  formatDisplayDate,
  formatIsoDate,
  formatSlashDate,
  formatWeekday,
  prettyDay,
} from '../../../src/domain/dates';
import {
  countText,
  dayCountText,
  formatHour,
  formatPrice,
  formatWholePounds,
  phoneDisplayText,
  phoneProblem,
  quantityProblem,
  toInternationalPhone,
} from '../../../src/domain/format';
import { errorPageTitle, pageTitle } from '../../../src/domain/titles';

describe('formatPrice', () => {
  it.each<[unknown, string]>([
    [0, 'FREE'],
    [-0, 'FREE'],
    [Number.NaN, 'FREE'],
    [Number.POSITIVE_INFINITY, 'FREE'],
    [null, 'FREE'],
    [undefined, 'FREE'],
    ['', 'FREE'],
    ['abc', 'FREE'],
    [{}, 'FREE'],
    [0.004, 'FREE'],
    [0.5, '50p'],
    [0.01, '1p'],
    [0.99, '99p'],
    [0.999, '£1.00'],
    [1, '£1.00'],
    [12.5, '£12.50'],
    [12.345, '£12.35'],
    [999.99, '£999.99'],
    [1234.5, '£1,234.50'],
    [1234567.891, '£1,234,567.89'],
    [-1000, '-£1,000.00'],
    ['12.5', '£12.50'],
    [-0.5, '-50p'],
    [-5, '-£5.00'],
  ])('%j → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('phoneProblem', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['07700 900 982', null],
    ['020 7946 0000', null],
    ['+44 7700 900982', null],
    ['0044 7700 900982', null],
    ['+353 87 123 4567', null],
    ['+353 1 234 5678', null],
    [
      'abc123',
      'Enter a phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '0770090',
      'Enter the full phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '+1 202 555 0143',
      'Enter a UK or Irish phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
    [
      '077009009821234',
      'Enter the full phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
    ],
  ])('%j → %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });
});

describe('quantityProblem', () => {
  it.each<[string, string | null]>([
    ['0', null],
    ['99', null],
    [' 7 ', null],
    ['100', 'Enter a whole number from 0 to 99'],
    ['9999', 'Enter a whole number from 0 to 99'],
    ['2.5', 'Enter a whole number from 0 to 99'],
    ['-1', 'Enter a whole number from 0 to 99'],
    ['two', 'Enter a whole number from 0 to 99'],
  ])('%j → %s', (typed, problem) => {
    expect(quantityProblem(typed, 0, 99)).toBe(problem);
  });
});

describe('dayCountText', () => {
  it.each<[unknown, string]>([
    [1, 'within one day'],
    [2, 'within two days'],
    [3, 'within three days'],
    [6, 'within six days'],
    [7, 'within a week'],
    [8, 'within eight days'],
    [10, 'within ten days'],
    [11, 'within 11 days'],
    [12, 'within 12 days'],
    [14, 'within 14 days'],
    [2.5, 'within three days'],
    [0, 'today'],
    [-1, ''],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (days, expected) => {
    expect(dayCountText(days)).toBe(expected);
  });
});

describe('formatHour', () => {
  it.each<[unknown, string]>([
    [9, '9am'],
    [13, '1pm'],
    [12, '12pm'],
    [0, '12am'],
    [24, '12am'],
    [23, '11pm'],
    [11, '11am'],
    [9.5, '9:30am'],
    ['09:00', '9am'],
    ['17:15', '5:15pm'],
    [-1, ''],
    [25, ''],
    [Number.NaN, ''],
    [null, ''],
    ['noon', ''],
  ])('%j → %j', (hour, expected) => {
    expect(formatHour(hour)).toBe(expected);
  });
});

describe('toInternationalPhone', () => {
  it.each<[string | null | undefined, string]>([
    ['07700900123', '+447700900123'],
    ['07700 900 123', '+447700900123'],
    ['(020) 7946-0958', '+442079460958'],
    ['+447700900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+353 1 234 5678', '+35312345678'],
    ['00353 1 234 5678', '+35312345678'],
    ['447700900123', '447700900123'],
    // An Irish mobile written the Irish way cannot be a UK number.
    ['087 123 4567', '+353871234567'],
    ['083-123-4567', '+353831234567'],
    // Eleven digits from 08 is a UK number.
    ['0800 123 4567', '+448001234567'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (phone, expected) => {
    expect(toInternationalPhone(phone)).toBe(expected);
  });
});

describe('phoneDisplayText', () => {
  it.each<[string | null, string]>([
    ['+447700900456', '07700 900456'],
    ['+442079460123', '020 7946 0123'],
    ['+441632960123', '01632 960123'],
    ['+353871234567', '+353 87 123 4567'],
    ['+35312345678', '+353 1 234 5678'],
    ['087 123 4567', '+353 87 123 4567'],
    ['+33478000000', '+33478000000'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (phone, expected) => {
    expect(phoneDisplayText(phone)).toBe(expected);
  });
});

describe('whole pounds and counts', () => {
  it.each([
    [1000, '£1,000'],
    [5000, '£5,000'],
    [250, '£250'],
    [12.5, '£12.50'],
  ])('%d pounds → %s', (pounds, text) => {
    expect(formatWholePounds(pounds)).toBe(text);
  });

  it.each([
    [1, '1 box'],
    [2, '2 boxes'],
    [0, '0 boxes'],
  ])('%d → %s', (count, text) => {
    expect(countText(count, 'box', 'boxes')).toBe(text);
  });
});

describe('pageTitle', () => {
  it.each<[string | null | undefined, string]>([
    ['/apps/my-stuff', 'My Stuff'],
    ['/apps/account', 'Account'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/by-the-box-storage', 'By The Box Storage'],
    ['/apps/order/collection/timeslot', 'Timeslot'],
    ['/apps/orders/', 'Orders'],
    ['/faqs?q=boxes#top', 'Faqs'],
    ['/apps/SIGNIN', 'Signin'],
    ['/apps/order%20success', 'Order Success'],
    ['/', 'Home'],
    ['', 'Home'],
    [null, 'Home'],
    [undefined, 'Home'],
  ])('%j → %j', (path, expected) => {
    expect(pageTitle(path)).toBe(expected);
  });

  it('puts the status code before the message on error pages', () => {
    expect(errorPageTitle(404, 'Page not found: /x')).toBe('404 Page not found: /x');
    expect(errorPageTitle(500, 'Internal Server Error')).toBe('500 Internal Server Error');
  });
});

describe('date formats', () => {
  const day = new Date(2026, 2, 1, 15, 30);
  it.each<[string, (value: Date | string | null | undefined) => string, string]>([
    ['dd MMM yyyy', formatDisplayDate, '01 Mar 2026'],
    ['yyyy-MM-dd', formatIsoDate, '2026-03-01'],
    ['dd/MM/yyyy', formatSlashDate, '01/03/2026'],
    ['EEEE', formatWeekday, 'Sunday'],
    ['do MMMM', formatDayMonth, '1st March'],
    ['pretty day', prettyDay, 'Sunday 1st March'],
  ])('%s', (_pattern, formatter, expected) => {
    expect(formatter(day)).toBe(expected);
    expect(formatter('2026-03-01')).toBe(expected);
    expect(formatter(null)).toBe('');
    expect(formatter(undefined)).toBe('');
    expect(formatter('not a date')).toBe('');
  });

  it('uses ordinal suffixes for the day of month', () => {
    expect(formatDayMonth('2026-03-02')).toBe('2nd March');
    expect(formatDayMonth('2026-03-23')).toBe('23rd March');
    expect(formatDayMonth('2026-03-11')).toBe('11th March');
  });
});
