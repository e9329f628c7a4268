import { createEvent } from 'ics';

/** What a calendar entry for a booked visit says. */
export interface VisitCalendarEntry {
  /** Stable across resends and changes, so a calendar updates the entry instead of adding one. */
  uid: string;
  /** 'yyyy-MM-dd', the day in London. */
  date: string;
  /** Whole hours on the London clock. */
  startHour: number;
  endHour: number;
  title: string;
  description: string;
  location?: string | undefined;
  url: string;
  /** Bumped when the booking changes, so calendars take the newer entry. */
  sequence?: number;
}

/** Minutes London is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
function londonOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - instant) / 60_000);
}

/**
 * The instant a London wall-clock hour on a day falls at. The offset is read at the guess and
 * again at the answer, so a window on either side of a clock change lands right (the couriers'
 * hours never fall in the missing or doubled hour at 1am).
 */
export function londonInstant(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - londonOffsetMinutes(wall) * 60_000;
  return new Date(wall - londonOffsetMinutes(first) * 60_000);
}

/**
 * The booked window as an `.ics` file. Times are written in UTC (`...Z`), converted from
 * Europe/London, so every calendar shows the window at the right local hour whether the day
 * is in BST or GMT, without relying on its own time-zone database.
 */
export function visitCalendarFile(entry: VisitCalendarEntry): string {
  const { error, value } = createEvent({
    uid: entry.uid,
    productId: 'boxroom/mail',
    method: 'PUBLISH',
    start: londonInstant(entry.date, entry.startHour).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: londonInstant(entry.date, entry.endHour).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: entry.title,
    description: entry.description,
    ...(entry.location ? { location: entry.location } : {}),
    url: entry.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    sequence: entry.sequence ?? 0,
  });
  if (error || !value) throw error ?? new Error('The calendar entry could not be made');
  return value;
}
