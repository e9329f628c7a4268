import { UK_DIAL_PREFIX } from './constants';
import { penceFromPounds, poundsFromPence } from './money';

/** Display rules for prices, day counts, hours and phone numbers (dates: dates.ts; titles: titles.ts). */

export const FREE_LABEL = 'FREE';

function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * A price for display: 0 or anything non-numeric is 'FREE', under £1 is pence ('50p'),
 * otherwise pounds with 2 decimals ('£12.50'). A negative amount (a credit or discount) keeps
 * the same form with a leading minus ('-£5.00', '-50p').
 */
/** Pounds with a thousands separator and two decimals: 1234.5 → '1,234.50'. */
const POUNDS = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(value: unknown): string {
  const amount = toFiniteNumber(value);
  if (amount === undefined) return FREE_LABEL;
  const pence = penceFromPounds(Math.abs(amount));
  if (pence === 0) return FREE_LABEL;
  const sign = amount < 0 ? '-' : '';
  if (pence < 100) return `${sign}${pence}p`;
  return `${sign}£${POUNDS.format(poundsFromPence(pence))}`;
}

/** A price in whole pence for display, as `formatPrice` puts it: 1250 → '£12.50', 50 → '50p'. */
export function formatPence(pence: number): string {
  return formatPrice(poundsFromPence(pence));
}

/** An amount as a statement or invoice prints it: always pounds and pence ('£0.00', '-£0.83'). */
export function formatAmount(value: number): string {
  const pence = penceFromPounds(Math.abs(value));
  return `${value < 0 && pence > 0 ? '-' : ''}£${POUNDS.format(poundsFromPence(pence))}`;
}

/**
 * A whole-pound sum as prices are written everywhere: with a thousands separator, no pence
 * (1000 → '£1,000', 5000 → '£5,000'); a sum with pence is written as a price ('£12.50').
 */
export function formatWholePounds(pounds: number): string {
  return Number.isInteger(pounds) ? `£${pounds.toLocaleString('en-GB')}` : formatPrice(pounds);
}

/** A count with its noun, singular for one: (1, 'box', 'boxes') → '1 box', (3, …) → '3 boxes'. */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/**
 * How soon something happens, in words: 7 → 'within a week', 1 to 10 spelled out
 * ('within one day', 'within three days'), above 10 as digits ('within 12 days').
 * Part days round up, because "within" must not promise sooner than the truth.
 * 0 reads 'today'; negative or non-numeric counts give ''.
 */
export function dayCountText(days: unknown): string {
  const count = toFiniteNumber(days);
  if (count === undefined || count < 0) return '';
  const whole = Math.ceil(count);
  if (whole === 0) return 'today';
  if (whole === 7) return 'within a week';
  const number = NUMBER_WORDS[whole] ?? String(whole);
  return `within ${number} ${whole === 1 ? 'day' : 'days'}`;
}

/**
 * A 12-hour clock time: 9 → '9am', 13 → '1pm', 12 → '12pm', 0 and 24 → '12am'.
 * Minutes show only when not zero (9.5 or '09:30' → '9:30am'). Invalid input gives ''.
 */
export function formatHour(hour24: unknown): string {
  let totalMinutes: number | undefined;
  if (typeof hour24 === 'string' && /^\d{1,2}:\d{2}/.test(hour24.trim())) {
    const [hours = '', minutes = ''] = hour24.trim().split(':');
    totalMinutes = Number(hours) * 60 + Number(minutes.slice(0, 2));
  } else {
    const hours = toFiniteNumber(hour24);
    if (hours !== undefined) totalMinutes = Math.round(hours * 60);
  }
  if (totalMinutes === undefined || totalMinutes < 0 || totalMinutes > 24 * 60) return '';
  const hours = Math.floor(totalMinutes / 60) % 24;
  const minutes = totalMinutes % 60;
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/*
 * An Irish mobile written the Irish way: 083, 085, 086, 087 or 089 and seven digits. No UK
 * number has that shape (UK numbers starting 08 have eleven digits), so it is never a UK one.
 */
const IRISH_MOBILE_NATIONAL = /^08[35-9]\d{7}$/;
const IRISH_DIAL_PREFIX = '+353';

/**
 * A phone number in international form: spaces, dashes, dots and brackets are removed, a
 * leading 0 becomes +44 ('07700 900123' → '+447700900123', SPEC.md 5) except on an Irish
 * mobile, which becomes +353 ('087 123 4567' → '+353871234567'), a leading 00 becomes +, and
 * a number already starting with + is kept. Empty or missing input gives ''.
 */
export function toInternationalPhone(phone: string | null | undefined): string {
  if (typeof phone !== 'string') return '';
  const compact = phone.replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (IRISH_MOBILE_NATIONAL.test(compact)) return `${IRISH_DIAL_PREFIX}${compact.slice(1)}`;
  if (compact.startsWith('0')) return `${UK_DIAL_PREFIX}${compact.slice(1)}`;
  return compact;
}

/**
 * A stored phone number as people write it: a UK number the national way, in its usual groups
 * ('+447700900456' → '07700 900456', '+442079460123' → '020 7946 0123'), an Irish one with
 * its country code ('+353871234567' → '+353 87 123 4567'); anything else as stored.
 */
export function phoneDisplayText(phone: string | null | undefined): string {
  const international = toInternationalPhone(phone);
  const uk = /^\+44(\d{9,10})$/.exec(international)?.[1];
  if (uk) {
    const national = `0${uk}`;
    // London, Southampton, Portsmouth, Coventry, Cardiff and Northern Ireland: 02x xxxx xxxx.
    if (/^02\d{9}$/.test(national)) {
      return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
    }
    return national.length === 11 ? `${national.slice(0, 5)} ${national.slice(5)}` : national;
  }
  const irish = /^\+353(\d{7,9})$/.exec(international)?.[1];
  if (irish) {
    // Dublin's area code is one digit; mobiles and other areas two.
    const area = irish.startsWith('1') ? 1 : 2;
    const rest = irish.slice(area);
    return `${IRISH_DIAL_PREFIX} ${irish.slice(0, area)} ${rest.slice(0, 3)} ${rest.slice(3)}`;
  }
  return international;
}

const PHONE_CHARACTERS = /^[\d\s()+\-.]+$/;
/** A UK number after +44: ten digits (nine for a few old area codes), never a leading 0. */
const UK_NUMBER = /^\+44[1-9]\d{8,9}$/;
/** An Irish number after +353: seven to nine digits, never a leading 0. */
const IRISH_NUMBER = /^\+353[1-9]\d{6,8}$/;

/**
 * The message for a phone number that is not a UK or Irish number, or null (an empty one is
 * allowed). A leading 0 reads as a UK number (SPEC.md 5), so Irish numbers start with +353.
 */
export function phoneProblem(phone: string, name = 'phone number'): string | null {
  const typed = phone.trim();
  if (typed === '') return null;
  const example = 'like 07700 900 982, or +353 87 123 4567 for an Irish number';
  if (!PHONE_CHARACTERS.test(typed) || typed.indexOf('+') > 0) {
    return `Enter a ${name} in the correct format, ${example}`;
  }
  const international = toInternationalPhone(typed);
  if (UK_NUMBER.test(international) || IRISH_NUMBER.test(international)) return null;
  if (!international.startsWith('+44') && !international.startsWith('+353')) {
    return `Enter a UK or Irish ${name}, ${example}`;
  }
  return `Enter the full ${name}, ${example}`;
}

/**
 * The message for a typed quantity that is not a whole number from `min` to `max`, or null.
 * Nothing is rounded or cut: '2.5' and '9999' are refused as typed.
 */
export function quantityProblem(typed: string, min: number, max: number): string | null {
  const text = typed.trim();
  if (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max) return null;
  return `Enter a whole number from ${min} to ${max}`;
}
