import { isSaturday } from './calendar';
import { prettyDay } from './dates';
import { formatHour } from './format';
import { isoDateSchema } from './primitives';
import { z } from './zod';

/**
 * Order types the timeslot calls take in their path: the spec's four courier jobs, and our
 * packers' visits (PACKING), which have windows of their own.
 */
export const TIMESLOT_ORDER_TYPES = [
  'BTB',
  'BTB_RETURN',
  'BTB_MATERIALS',
  'COLLECTION',
  'PACKING',
] as const;
export const timeslotOrderTypeSchema = z.enum(TIMESLOT_ORDER_TYPES);
export type TimeslotOrderType = z.infer<typeof timeslotOrderTypeSchema>;

/** A courier window on one day, in whole hours (local UK/Irish time). */
export const timeslotSchema = z
  .object({
    doorstepDate: isoDateSchema,
    startHour: z.int().min(0).max(23),
    endHour: z.int().min(1).max(24),
    /** False when the slot exists but is full; absent on a booked slot. */
    available: z.boolean().default(true),
  })
  .refine((slot) => slot.endHour > slot.startHour, {
    message: 'The timeslot must end after it starts',
    path: ['endHour'],
  });
export type Timeslot = z.infer<typeof timeslotSchema>;

/** `GET /timeslots/{type}/next/...` and the edit variant. */
export const timeslotsResponseSchema = z.object({ timeslots: z.array(timeslotSchema) });

/** `GET /timeslots/fasd/...` and `GET /fasd/editbasket/...`: first available service date. */
export const firstAvailableServiceDateSchema = z.object({
  firstAvailableServiceDate: isoDateSchema,
});
export type FirstAvailableServiceDate = z.infer<typeof firstAvailableServiceDateSchema>;

/** '9am – 1pm'. */
export function timeslotLabel(slot: Pick<Timeslot, 'startHour' | 'endHour'>): string {
  return `${formatHour(slot.startHour)} – ${formatHour(slot.endHour)}`;
}

/** 'between 8am and 1pm': the window in a sentence, where a dash does not read as 'and'. */
export function timeslotBetweenText(slot: Pick<Timeslot, 'startHour' | 'endHour'>): string {
  return `between ${formatHour(slot.startHour)} and ${formatHour(slot.endHour)}`;
}

/** 'Wednesday 4th March, 8am – 1pm' for a chosen slot; empty while none is. */
export function chosenSlotText(slot: Timeslot | null): string {
  return slot ? `${prettyDay(slot.doorstepDate)}, ${timeslotLabel(slot)}` : '';
}

/** Slots grouped by day, days and slots in time order, for the timeslot picker. */
export function timeslotsByDay(slots: Timeslot[]): { date: string; slots: Timeslot[] }[] {
  const days = new Map<string, Timeslot[]>();
  const sorted = [...slots].sort(
    (a, b) => a.doorstepDate.localeCompare(b.doorstepDate) || a.startHour - b.startHour,
  );
  for (const slot of sorted) {
    const day = days.get(slot.doorstepDate);
    if (day) day.push(slot);
    else days.set(slot.doorstepDate, [slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/**
 * The days rule shown beside collection times. Saturdays are offered only where our own vans
 * collect; a courier's doorstep service never runs on a Saturday (172). Sundays and bank
 * holidays never.
 */
export function collectionDaysNote(ownVans: boolean | null | undefined): string {
  return ownVans
    ? 'Our own vans collect at this address on weekdays and Saturday mornings; doorstep collection is not available on Saturdays. No collections on Sundays or bank holidays.'
    : 'Collections at this address are Monday to Friday: doorstep collection is not available on Saturdays, and there are no collections on Sundays or bank holidays.';
}

/** The days rule shown beside return times: never a Saturday (174, 175), Sunday or bank holiday. */
export const RETURN_DAYS_NOTE =
  "Returns are delivered Monday to Friday. Items can't be returned on a Saturday, a Sunday or a bank holiday.";

/** Two windows on the same day and hours. */
export function sameTimeslot(
  a: Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>,
  b: Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>,
): boolean {
  return (
    a.doorstepDate === b.doorstepDate && a.startHour === b.startHour && a.endHour === b.endHour
  );
}

/** The slot chosen before, when it is among those offered now; otherwise none. */
export function stillOffered(
  chosen: Timeslot | null,
  offered: readonly Timeslot[],
): Timeslot | null {
  return chosen !== null && offered.some((slot) => sameTimeslot(slot, chosen)) ? chosen : null;
}

/** Saturdays are offered only where our own vans collect (code 172 otherwise). */
export function offeredTimeslots(
  timeslots: readonly Timeslot[],
  inHouseCollection: boolean | null,
): Timeslot[] {
  return timeslots.filter(
    (slot) => slot.available && (inHouseCollection === true || !isSaturday(slot.doorstepDate)),
  );
}
