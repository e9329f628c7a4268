import { prettyDay } from './dates';
import { idSchema, isoDateSchema, moneySchema, quantitySchema } from './primitives';
import { z } from './zod';

/*
 * Drive-up storage units ('VSU' in the spec's basket state): a unit of a chosen size at one of
 * our sites, let by the month from a drop-off date, on a contract of 1, 3, 6 or 12 months.
 */

/** Contract lengths a unit is let on (`vsuContract`), shortest first. */
export const VSU_CONTRACTS = [1, 3, 6, 12] as const;
export type VsuContract = (typeof VSU_CONTRACTS)[number];
export const vsuContractSchema = z.union(VSU_CONTRACTS.map((months) => z.literal(months)));

/** How far from the customer's postcode a site is offered (miles, as the crow flies). */
export const VSU_SEARCH_MILES = 30;

/** How customers reach a site's units. */
export const VSU_FACILITIES = ['driveUpAccess', 'cctv', 'lifts', 'trolleys', 'parking'] as const;
export const vsuFacilitySchema = z.enum(VSU_FACILITIES);
export type VsuFacility = z.infer<typeof vsuFacilitySchema>;

export const VSU_FACILITY_LABELS: Record<VsuFacility, string> = {
  driveUpAccess: 'Drive-up access',
  cctv: '24-hour CCTV',
  lifts: 'Lifts to every floor',
  trolleys: 'Free trolleys',
  parking: 'Free parking while you load',
};

/** A site, as the location step lists it. */
export const vsuSiteSchema = z.object({
  siteId: idSchema,
  name: z.string(),
  addressLine1: z.string(),
  town: z.string(),
  postcode: z.string(),
  countryCode: z.enum(['GB', 'IE']),
  latitude: z.number(),
  longitude: z.number(),
  /** When the office is staffed: 'Mon–Fri 8am–6pm, Sat 9am–4pm'. */
  openingHours: z.string(),
  /** When a customer can reach their unit with their code. */
  accessHours: z.string(),
  facilities: z.array(vsuFacilitySchema),
  /** Days of notice before moving out. */
  noticeDays: quantitySchema,
});
export type VsuSite = z.infer<typeof vsuSiteSchema>;

/** `GET /vsu/sites/near/{postcode}`: sites within `VSU_SEARCH_MILES`, nearest first. */
export const vsuSitesNearSchema = z.object({
  postcode: z.string(),
  sites: z.array(vsuSiteSchema.extend({ miles: z.number().nonnegative() })),
});
export type VsuSitesNear = z.infer<typeof vsuSitesNearSchema>;
export type VsuSiteNear = VsuSitesNear['sites'][number];

/** A unit size with its plain guide. */
export const vsuUnitSizeSchema = z.object({
  unitSizeId: idSchema,
  sqFt: z.int().positive(),
  /** Width × depth × height, in feet. */
  widthFt: z.number().positive(),
  depthFt: z.number().positive(),
  heightFt: z.number().positive(),
  /** 'A one-bedroom flat'. */
  guide: z.string(),
});
export type VsuUnitSize = z.infer<typeof vsuUnitSizeSchema>;

/** The monthly price on one contract length. */
export const vsuContractPriceSchema = z.object({
  months: vsuContractSchema,
  discountPercent: z.int().min(0).max(100),
  monthlyPrice: moneySchema,
});
export type VsuContractPrice = z.infer<typeof vsuContractPriceSchema>;

/** `GET /vsu/sites/{siteId}/units/{date}`: each size at the site, priced, with units free. */
export const vsuSiteUnitsSchema = z.object({
  siteId: idSchema,
  date: isoDateSchema,
  sizes: z.array(
    vsuUnitSizeSchema.extend({
      /** The price of a month on a one-month contract. */
      monthlyPrice: moneySchema,
      contracts: z.array(vsuContractPriceSchema),
      unitsFree: quantitySchema,
    }),
  ),
});
export type VsuSiteUnits = z.infer<typeof vsuSiteUnitsSchema>;
export type VsuSizeOffer = VsuSiteUnits['sizes'][number];

/** `GET /vsu/sites/{siteId}/sizes/{unitSizeId}/availability/{from}/{days}`: free units a day. */
export const vsuAvailabilitySchema = z.object({
  days: z.array(z.object({ date: isoDateSchema, unitsFree: quantitySchema })),
});
export type VsuAvailability = z.infer<typeof vsuAvailabilitySchema>;

/** At most this many free units is said out loud ('Only 2 left'). */
export const FEW_UNITS_LEFT = 3;

/** 'Only 2 left', 'None left on this day', or nothing when there are plenty. */
export function unitsLeftText(unitsFree: number): string | null {
  if (unitsFree === 0) return 'None left on this day';
  if (unitsFree <= FEW_UNITS_LEFT) return `Only ${unitsFree} left`;
  return null;
}

/** The monthly price on a contract, the discount taken off the one-month price, in pence. */
export function contractMonthlyPence(oneMonthPence: number, discountPercent: number): number {
  return Math.round((oneMonthPence * (100 - discountPercent)) / 100);
}

/** Why a drop-off day cannot be booked (it must be from tomorrow), or null when it can. */
export function dropOffDayProblem(dropOffDate: string, today: string): string | null {
  return dropOffDate <= today ? 'Choose a drop-off day from tomorrow' : null;
}

/** '15 sq ft (3 × 5 × 8 ft)'. */
export function unitSizeText(size: Pick<VsuUnitSize, 'sqFt' | 'widthFt' | 'depthFt' | 'heightFt'>) {
  return `${size.sqFt} sq ft (${size.widthFt} × ${size.depthFt} × ${size.heightFt} ft)`;
}

/** Miles between two points on the Earth (haversine, mean radius 3,958.8 miles). */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a letting is in its life, as the customer sees it. */
export const VSU_LETTING_STATES = ['booked', 'active', 'movingOut', 'ended'] as const;
export const vsuLettingStateSchema = z.enum(VSU_LETTING_STATES);
export type VsuLettingState = z.infer<typeof vsuLettingStateSchema>;

/** `GET /vsu/units/{customerId}`: a unit the customer rents, for My stuff. */
export const vsuRentedUnitSchema = z.object({
  lettingId: idSchema,
  orderId: idSchema.nullable(),
  state: vsuLettingStateSchema,
  site: vsuSiteSchema,
  unitNumber: z.string(),
  sqFt: z.int().positive(),
  contractMonths: vsuContractSchema,
  monthlyPrice: moneySchema,
  dropOffDate: isoDateSchema,
  /** The last day of the contract's committed months. */
  contractEnd: isoDateSchema,
  /** The move-out day, once booked. */
  moveOutDate: isoDateSchema.nullable(),
  /** The keypad code, given once the letting has started. */
  accessCode: z.string().nullable(),
  /** The next monthly payment, while rent is still due. */
  nextPaymentDate: isoDateSchema.nullable(),
  /** What that payment takes: the rent and any cover chosen with the unit. */
  nextPaymentAmount: moneySchema.nullable().default(null),
  /** The first day a move-out can be booked for (the notice period and the contract). */
  earliestMoveOut: isoDateSchema.nullable(),
  /** How many item-check photos (type 5) our team took of the unit's contents at drop-off. */
  itemCheckPhotoCount: z.int().min(0),
});
export type VsuRentedUnit = z.infer<typeof vsuRentedUnitSchema>;
export const vsuRentedUnitsSchema = z.object({ units: z.array(vsuRentedUnitSchema) });

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The contract's last day: the day before the drop-off day `months` months on. */
export function contractEndDate(dropOffDate: string, months: number): string {
  const end = dayOf(monthsOn(dropOffDate, months));
  end.setUTCDate(end.getUTCDate() - 1);
  return isoDay(end);
}

/** The first day a move-out can be booked: after the notice, and not before the contract ends. */
export function earliestMoveOutDate(
  today: string,
  noticeDays: number,
  contractEnd: string,
): string {
  const notice = dayOf(today);
  notice.setUTCDate(notice.getUTCDate() + noticeDays);
  const earliest = isoDay(notice);
  return earliest > contractEnd ? earliest : contractEnd;
}

/** The day `months` months after a drop-off day: its payment days and period starts. */
function monthsOn(dropOffDate: string, months: number): string {
  const day = dayOf(dropOffDate);
  day.setUTCMonth(day.getUTCMonth() + months);
  return isoDay(day);
}

/**
 * The last rent period of a letting moving out on `moveOutDate`: from the last payment day on
 * or before it (the drop-off day's date each month) through the move-out day, inclusive, and
 * the whole period's length, so the rent for the part used is worked out by the day.
 */
export function finalRentPeriod(
  dropOffDate: string,
  moveOutDate: string,
): { from: string; to: string; daysUsed: number; periodDays: number } {
  let month = 0;
  while (monthsOn(dropOffDate, month + 1) <= moveOutDate) month += 1;
  const from = monthsOn(dropOffDate, month);
  const days = (a: string, b: string) =>
    Math.round((dayOf(b).getTime() - dayOf(a).getTime()) / 86_400_000);
  return {
    from,
    to: moveOutDate,
    daysUsed: days(from, moveOutDate) + 1,
    periodDays: days(from, monthsOn(dropOffDate, month + 1)),
  };
}

/**
 * What a move-out order charges, in pence: the last period's rent for the days used, when that
 * period is still to come. A period that has begun was paid on its payment day, so moving out
 * within it costs nothing more.
 */
export function finalRentPence(
  monthlyPence: number,
  dropOffDate: string,
  moveOutDate: string,
  today: string,
): number {
  const period = finalRentPeriod(dropOffDate, moveOutDate);
  if (period.from <= today) return 0;
  return Math.round((monthlyPence * period.daysUsed) / period.periodDays);
}

/**
 * The next monthly payment after `today`: rent is paid in advance on the drop-off day's date
 * each month (the first month at checkout). Once a move-out is booked, its order pays the last
 * period, so payments stop before it.
 */
export function nextPaymentDate(
  dropOffDate: string,
  today: string,
  moveOutDate: string | null,
): string | null {
  const last = moveOutDate === null ? null : finalRentPeriod(dropOffDate, moveOutDate).from;
  for (let month = 1; month < 1200; month += 1) {
    const day = monthsOn(dropOffDate, month);
    if (last !== null && day >= last) return null;
    if (day > today) return day;
  }
  return null;
}

/**
 * The monthly rent payments still taken after `today` for a letting moving out on
 * `moveOutDate`: each payment day before the last period (which the move-out order pays).
 */
export function rentPaymentsBeforeMoveOut(
  dropOffDate: string,
  today: string,
  moveOutDate: string,
): string[] {
  const days: string[] = [];
  let next = nextPaymentDate(dropOffDate, today, moveOutDate);
  while (next !== null) {
    days.push(next);
    next = nextPaymentDate(dropOffDate, next, moveOutDate);
  }
  return days;
}

/**
 * What a move-out's confirmation says of the rent: nothing more after the move-out order when
 * no payment is left before it, else the payments still taken.
 */
export function moveOutRentText(paymentsDue: readonly string[]): string {
  if (paymentsDue.length === 0) {
    return 'Your rent stops after that day: no more monthly payments are taken.';
  }
  const days = paymentsDue.map((day) => prettyDay(day));
  const listed =
    days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  return `Your monthly rent is still taken on ${listed}; this order paid the last period, so nothing more is taken after that.`;
}

/** The customer's unit of a letting, if it is among theirs. */
export function rentedUnitOf(
  units: readonly VsuRentedUnit[],
  lettingId: number | undefined,
): VsuRentedUnit | undefined {
  return units.find((unit) => unit.lettingId === lettingId);
}

/** Whether a move-out can be booked for the day: one chosen, not before the first allowed. */
export function isMoveOutDay(date: string, earliest: string | null | undefined): boolean {
  return date !== '' && earliest != null && date >= earliest;
}

/** Booked until the drop-off day, then active; moving out once a move-out is booked. */
export function lettingState(
  letting: { status: string; dropOffDate: string; endDate: string | null },
  today: string,
): VsuLettingState {
  if (letting.status === 'ended' || (letting.endDate !== null && letting.endDate < today)) {
    return 'ended';
  }
  if (letting.endDate !== null) return 'movingOut';
  return letting.dropOffDate > today ? 'booked' : 'active';
}
