import { format, isValid, parseISO } from 'date-fns';

/*
 * Dates as customers read them (SPEC.md section 3), apart from the other formats so a page
 * that shows no date loads no date library.
 */

/** Date display formats of SPEC.md section 3, as date-fns patterns. */
export const DATE_FORMATS = {
  display: 'dd MMM yyyy',
  iso: 'yyyy-MM-dd',
  slash: 'dd/MM/yyyy',
  weekday: 'EEEE',
  dayMonth: 'do MMMM',
  prettyDay: 'EEEE do MMMM',
  long: 'd MMMM yyyy',
} as const;

export type DateInput = Date | string | number | null | undefined;

/** Reads a Date, an epoch number or an ISO string ('2026-03-01' is local midnight). */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : undefined;
}

function formatWith(pattern: string, value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** '01 Mar 2026'. */
export const formatDisplayDate = (value: DateInput): string =>
  formatWith(DATE_FORMATS.display, value);
/** '2026-03-01', the form API paths and bank-holiday lists use. */
export const formatIsoDate = (value: DateInput): string => formatWith(DATE_FORMATS.iso, value);
/** '01/03/2026'. */
export const formatSlashDate = (value: DateInput): string => formatWith(DATE_FORMATS.slash, value);
/** 'Sunday'. */
export const formatWeekday = (value: DateInput): string => formatWith(DATE_FORMATS.weekday, value);
/** '1st March'. */
export const formatDayMonth = (value: DateInput): string =>
  formatWith(DATE_FORMATS.dayMonth, value);
/** A day as people in the UK write it in a sentence: '14 January 2027'. */
export const formatLongDate = (value: DateInput): string => formatWith(DATE_FORMATS.long, value);
/** The payment date, as a day without a time or year: 'Sunday 1st March'. */
export const prettyDay = (value: DateInput): string => formatWith(DATE_FORMATS.prettyDay, value);
