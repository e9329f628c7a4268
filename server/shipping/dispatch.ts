import { prettyDay } from '../../src/domain/dates.ts';
import { isWorkingDay, LEAD_WORKING_DAYS, workingDaysAfter } from '../timeslots/rules.ts';
import { bankHolidays } from '../timeslots/service.ts';

/*
 * Dispatch days: a shipment leaves our store on a working day in England, after the same lead
 * time as a courier job (the boxes are fetched from the racks and checked against the
 * declaration), and arrives after the zone's transit time in working days.
 */

/** Dispatch days offered at a time. */
export const DISPATCH_DAYS_OFFERED = 10;

/** The store's bank holidays from `from`'s year for two more years (cached by the calendar). */
function englishHolidays(from: string): ReadonlySet<string> {
  const year = Number(from.slice(0, 4));
  return bankHolidays('GB', year, year + 2);
}

/** The first day a shipment booked `today` can leave. */
export function firstDispatchDay(today: string): string {
  return workingDaysAfter(today, LEAD_WORKING_DAYS, englishHolidays(today));
}

/** The next dispatch days from the first, working days only. */
export function dispatchDays(today: string, count = DISPATCH_DAYS_OFFERED): string[] {
  const holidays = englishHolidays(today);
  const days = [firstDispatchDay(today)];
  while (days.length < count) days.push(workingDaysAfter(days.at(-1) ?? today, 1, holidays));
  return days;
}

/** Why a shipment cannot leave on `date`, or null when it can. */
export function dispatchDayProblem(date: string, today: string): string | null {
  const first = firstDispatchDay(today);
  if (date < first) return `Choose a dispatch day from ${prettyDay(first)}`;
  if (!isWorkingDay(date, englishHolidays(today))) {
    return 'Shipments leave on working days only, please choose a weekday';
  }
  return null;
}

/** The first and last day a shipment leaving on `dispatch` may arrive. */
export function deliveryWindow(
  dispatch: string,
  transit: { min: number; max: number },
): { deliveryFrom: string; deliveredBy: string } {
  const holidays = englishHolidays(dispatch);
  return {
    deliveryFrom: workingDaysAfter(dispatch, transit.min, holidays),
    deliveredBy: workingDaysAfter(dispatch, transit.max, holidays),
  };
}
