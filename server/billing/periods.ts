/*
 * The monthly bill's calendar (docs/decisions.md, "The monthly bill"): an agreement is billed
 * on the day of the month its storage started, or the month's last day when the month is
 * shorter (started 31 January: 28 February, 31 March). Every period is counted from the start
 * date, so a short month never moves the billing day for good. Dates are 'yyyy-MM-dd'.
 */

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `start` plus `months` months, on the start's day or the month's last day. */
export function addMonths(start: string, months: number): string {
  const [year, month, day] = parts(start);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return iso(toYear, toMonth, Math.min(day, lastDay));
}

/** Whole calendar months from `start`'s month to `date`'s. */
function monthIndex(start: string, date: string): number {
  const [y1, m1] = parts(start);
  const [y2, m2] = parts(date);
  return (y2 - y1) * 12 + (m2 - m1);
}

/** The whole months from `start` to `end`, `end` being one of the start's billing days. */
export function monthsBetween(start: string, end: string): number {
  return monthIndex(start, end);
}

/** The period that begins on `periodStart` (a billing day of the agreement started `start`). */
export function periodFrom(start: string, periodStart: string): { start: string; end: string } {
  return { start: periodStart, end: addMonths(start, monthIndex(start, periodStart) + 1) };
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
