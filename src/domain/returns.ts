import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Address, AddressInput } from './addresses';
import type { LineItem } from './baskets';
import { type Box, type BoxStatus, isWithCustomer, isWithProvider } from './boxes';
import { prettyDay } from './dates';
import { dayCountText, phoneProblem, toInternationalPhone } from './format';
import { funnelStepLabel, RETURN_FUNNEL, type ReturnStep } from './funnels';
import { penceFromPounds } from './money';
import { tidyPostcode } from './postcodes';
import { type BasketBreakdown, basketTotalsPence } from './pricing';
import { emailSchema } from './primitives';
import type { ReturnCity } from './support';

/** Longest return reason the basket takes (returnBasketSchema). */
export const RETURN_REASON_MAX_LENGTH = 1000;
/** Longest floor details the basket takes (returnBasketSchema). */
export const FLOOR_DETAILS_MAX_LENGTH = 500;

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

/** A job for boxes the customer already has with us or at home. */
export type BoxJob = 'return' | 'collection';

/**
 * Why a box cannot go into a return or a collection, or null when it can: a return brings
 * back a box in storage that is not already coming back; a collection picks up a box the
 * customer has that is not already booked. (Detained boxes are the server's to refuse, 88.)
 */
export function boxJobProblem(job: BoxJob, box: { boxId: number; status: string }): string | null {
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

/** Where the surcharge of an address is asked for: its id, or a new address's postcode. */
/** A delivery address chosen on the address step: saved already, or new. */
export type ReturnAddressChoice = Address | AddressInput;

export function surchargeDestination(address: ReturnAddressChoice): string {
  return 'addressId' in address ? String(address.addressId) : tidyPostcode(address.postcode);
}

/**
 * What the return costs, in pence: room return when asked for, and the saved address's
 * surcharge (both given in pounds, as the API speaks them).
 */
export function returnCharges(context: {
  roomReturn: boolean;
  roomReturnPrice: number | null;
  longDistanceSurcharge: number;
}): BasketBreakdown {
  return basketTotalsPence({
    lineItems: [],
    pricesPence: {},
    months: 1,
    roomReturnPence: context.roomReturn ? penceFromPounds(context.roomReturnPrice ?? 0) : 0,
    longDistanceSurchargePence: penceFromPounds(context.longDistanceSurcharge),
  });
}

/** The contact details as the basket keeps them: trimmed, the phone in international form. */
export function normalisedContact(contact: ReturnContact): ReturnContact {
  return {
    notificationEmail: contact.notificationEmail.trim(),
    notificationPhone: toInternationalPhone(contact.notificationPhone.trim()),
    returnReasonText: contact.returnReasonText.trim(),
  };
}

/** What each step needs from the customer, said when they are brought back to it. */
export const STEP_NEEDS: Record<ReturnStep, string> = {
  address: 'Choose the boxes to return and where to deliver them',
  timeslot: 'Choose a delivery time',
  contact: 'Tell us who to contact about the delivery',
  summary: 'Check your return',
  checkout: 'Pay for your return',
};

/**
 * Why the customer lands on `landing` rather than the `requested` step they asked for, or
 * null when they land where they asked: a customer is never moved back without a reason.
 */
export function bounceNotice(landing: ReturnStep, requested: ReturnStep): string | null {
  if (landing === requested) return null;
  const label = funnelStepLabel(RETURN_FUNNEL, requested);
  return `${STEP_NEEDS[landing]} before going on to ${label.toLowerCase()}.`;
}

/** The chosen boxes as line items: counted by box type, for pricing their storage. */
export function collectionLineItems(
  boxIds: readonly number[],
  boxes: readonly Pick<Box, 'boxId' | 'boxTypeId'>[],
): LineItem[] {
  const counts = new Map<number, number>();
  for (const boxId of boxIds) {
    const box = boxes.find((candidate) => candidate.boxId === boxId);
    if (box) counts.set(box.boxTypeId, (counts.get(box.boxTypeId) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([boxTypeId, quantity]) => ({ boxTypeId, quantity }));
}

/** Where the boxes of a job are: what "not one of your boxes …" says. */
const JOB_BOXES = { return: 'in storage', collection: 'at home' } as const;

/**
 * The chosen boxes that can go on the job (come back, or be collected), and why any others
 * cannot: a box listed from an old selection may have been booked since, or may not be one of
 * the customer's boxes where the job needs it.
 */
export function jobSelection(
  job: 'return' | 'collection',
  boxIds: readonly number[],
  boxes: readonly Box[],
): { boxIds: number[]; problems: string[] } {
  const kept: number[] = [];
  const problems: string[] = [];
  for (const boxId of boxIds) {
    const box = boxes.find((candidate) => candidate.boxId === boxId);
    const problem = box
      ? boxJobProblem(job, box)
      : `Box ${boxId} is not one of your boxes ${JOB_BOXES[job]}`;
    if (problem) problems.push(problem);
    else kept.push(boxId);
  }
  return { boxIds: kept, problems };
}

export const RETURN_INCLUDED_TEXT = 'Delivery back to your door is included.';
