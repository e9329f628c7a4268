import { differenceInCalendarDays, parseISO } from 'date-fns';
import { type BoxStatus, isWithCustomer, isWithProvider } from './boxes';
import { dayCountText, phoneProblem, prettyDay } from './format';
import { emailSchema } from './primitives';
import type { ReturnCity } from './support';

/** Longest return reason the basket takes (returnBasketSchema). */
export const RETURN_REASON_MAX_LENGTH = 1000;
/** Longest floor details the basket takes (returnBasketSchema). */
export const FLOOR_DETAILS_MAX_LENGTH = 500;

/**
 * Box ids from a `?boxes=1,2` search value or a kept JSON list: positive whole numbers, each
 * once, in the order given. Anything else is dropped rather than trusted.
 */
export function boxIdsFrom(value: unknown): number[] {
  const items: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
      : typeof value === 'number'
        ? [value]
        : [];
  const ids: number[] = [];
  for (const item of items) {
    if (typeof item === 'number' && Number.isSafeInteger(item) && item > 0 && !ids.includes(item)) {
      ids.push(item);
    }
  }
  return ids;
}

/** Where the return's courier tells the customer about the delivery, and why they want it. */
export interface ReturnContact {
  notificationEmail: string;
  notificationPhone: string;
  returnReasonText: string;
}

export type ReturnContactProblems = Partial<Record<keyof ReturnContact, string>>;

/**
 * What is wrong with the contact details, field by field: an email is needed and must look
 * like one; a phone number is needed (the courier texts on the day) in a form that can be
 * made international; the reason is optional but not endless.
 */
export function returnContactProblems(contact: ReturnContact): ReturnContactProblems {
  const problems: ReturnContactProblems = {};
  const email = contact.notificationEmail.trim();
  if (email === '') problems.notificationEmail = 'Enter an email address for delivery updates';
  else if (!emailSchema.safeParse(email).success) {
    problems.notificationEmail =
      'Enter an email address in the correct format, like name@example.com';
  }
  const phone = contact.notificationPhone.trim();
  if (phone === '') problems.notificationPhone = 'Enter a phone number for the driver to call';
  else {
    const problem = phoneProblem(phone);
    if (problem) problems.notificationPhone = problem;
  }
  if (contact.returnReasonText.length > RETURN_REASON_MAX_LENGTH) {
    problems.returnReasonText = `The reason must be ${RETURN_REASON_MAX_LENGTH} characters or fewer`;
  }
  return problems;
}

/** 'We deliver from London, Manchester and Dublin.'; '' when there are none. */
export function returnCitiesText(cities: readonly Pick<ReturnCity, 'name'>[]): string {
  const names = cities.map((city) => city.name);
  if (names.length === 0) return '';
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `We deliver from ${list}.`;
}

/**
 * How soon the first available date is, and which day: 'within three days (Friday 4th
 * December)', 'within a week (…)'; '' without a date or for a past one.
 */
export function earliestDateText(
  firstAvailableDate: string | null,
  today: Date = new Date(),
): string {
  if (!firstAvailableDate) return '';
  const days = dayCountText(differenceInCalendarDays(parseISO(firstAvailableDate), today));
  return days === '' ? '' : `${days} (${prettyDay(firstAvailableDate)})`;
}

/** Stored boxes already booked to come back (or held on the way out). */
const RETURN_BOOKED: ReadonlySet<string> = new Set<BoxStatus>([
  'WithLoveSpaceDueOut',
  'WithLoveSpaceHoldOut',
]);

/** Boxes at home already booked for collection, or not home yet. */
const COLLECTION_BOOKED: ReadonlySet<string> = new Set<BoxStatus>([
  'WithCustomerAwaitingPickup',
  'InTransitToCustomer',
]);

/**
 * Why a box cannot go into a return or a collection, or null when it can: a return brings
 * back a box in storage that is not already coming back; a collection picks up a box the
 * customer has that is not already booked. (Detained boxes are the server's to refuse, 88.)
 */
export function boxJobProblem(
  job: 'return' | 'collection',
  box: { boxId: number; status: string },
): string | null {
  if (job === 'return') {
    if (!isWithProvider(box.status)) return `Box ${box.boxId} is not in storage`;
    if (RETURN_BOOKED.has(box.status)) return `Box ${box.boxId} is already booked to come back`;
    return null;
  }
  if (!isWithCustomer(box.status)) return `Box ${box.boxId} is already with us`;
  if (box.status === 'InTransitToCustomer') return `Box ${box.boxId} is still on its way to you`;
  if (COLLECTION_BOOKED.has(box.status)) return `Box ${box.boxId} is already booked for collection`;
  return null;
}
