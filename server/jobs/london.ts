/*
 * Europe/London dates and times without a time-zone library: Intl knows the offsets (GMT in
 * winter, BST in summer), which is all a daily job at 18:00 UK time needs.
 */

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonParts(at: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of PARTS.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The day it is in London at `at`, 'yyyy-MM-dd'. */
export function londonDate(at: Date): string {
  const { year, month, day } = londonParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day after an ISO date. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The instant it is `hour`:`minute` in London on `date` (never in the small hours of a clock change). */
export function londonTime(date: string, hour: number, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const seen = londonParts(new Date(asUtc));
  const seenUtc = Date.UTC(seen.year!, seen.month! - 1, seen.day!, seen.hour!, seen.minute!);
  return new Date(asUtc - (seenUtc - asUtc));
}

/** The next time after `now` that it is `hour`:`minute` in London. */
export function nextLondonTime(now: Date, hour: number, minute: number): Date {
  const today = londonTime(londonDate(now), hour, minute);
  return today > now ? today : londonTime(nextDay(londonDate(now)), hour, minute);
}
