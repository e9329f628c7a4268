import { sql } from 'kysely';
import type { PostcodeGeoData } from '../../src/domain/addresses.ts';
import {
  contractMonthlyPence,
  milesBetween,
  VSU_SEARCH_MILES,
  type VsuAvailability,
  type VsuContract,
  type VsuFacility,
  type VsuSite,
  type VsuSitesNear,
  type VsuSiteUnits,
} from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import { postcodeGeoData } from '../addresses/gazetteer.ts';
import { parsePostcode } from '../addresses/postcodes.ts';
import type { Db } from '../db/database.ts';
import type { VsuSitesTable } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import { addDays } from '../timeslots/rules.ts';
import { GB_AREA_CENTRES, IE_ROUTING_CENTRES } from './areas.ts';

/*
 * The drive-up catalogue as customers search it: sites near a postcode, each size at a site
 * with its prices and the units free on a day, and a size's free units day by day.
 */

/**
 * A letting `l` that holds its unit: booked or running, or held for a basket chosen since
 * `holdSince` or already at checkout.
 */
export function holdsUnit(holdSince: Date) {
  return sql<boolean>`(l.status in ('booked', 'active') or (l.status = 'held' and (l.created_at > ${holdSince} or exists (select 1 from baskets b where b.basket_id = l.basket_id and b.stage <> 'notStarted'))))`;
}

/** A letting `l` that holds its unit on `date`: it holds it, and has not ended before. */
export function holdsUnitOn(date: string, holdSince: Date) {
  return sql<boolean>`${holdsUnit(holdSince)} and (l.end_date is null or l.end_date >= ${date})`;
}

/** Where a postcode is: the gazetteer's centroid, else its area's (or routing key's) centre. */
export async function placeOf(db: Db, postcode: string): Promise<PostcodeGeoData> {
  try {
    return await postcodeGeoData(db, postcode);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const parsed = parsePostcode(postcode);
    const centre =
      parsed?.countryCode === 'IE'
        ? IE_ROUTING_CENTRES[parsed.outward]
        : parsed
          ? GB_AREA_CENTRES[parsed.area]
          : undefined;
    if (!parsed || !centre) throw error;
    return { postcode: parsed.postcode, latitude: centre[0], longitude: centre[1] };
  }
}

/** A site as the API answers it, from a row that may carry other columns too. */
export function siteOf(row: VsuSitesTable): VsuSite {
  return {
    siteId: row.siteId,
    name: row.name,
    addressLine1: row.addressLine1,
    town: row.town,
    postcode: row.postcode,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    accessHours: row.accessHours,
    facilities: row.facilities as VsuFacility[],
    noticeDays: row.noticeDays,
  };
}

/** Sites within `VSU_SEARCH_MILES` of the postcode, nearest first; 185 when there are none. */
export async function sitesNear(db: Db, postcode: string): Promise<VsuSitesNear> {
  const place = await placeOf(db, postcode);
  const rows = await db.selectFrom('vsuSites').selectAll().execute();
  const sites = rows
    .map((row) => ({
      ...siteOf(row),
      miles: Math.round(milesBetween(place, row) * 10) / 10,
    }))
    .filter((site) => site.miles <= VSU_SEARCH_MILES)
    .sort((a, b) => a.miles - b.miles);
  if (sites.length === 0) throw new HttpError(404, ErrorCode.StorageUnitsNotAvailableInArea);
  return { postcode: place.postcode, sites };
}

export async function siteById(db: Db, siteId: number): Promise<VsuSite> {
  const row = await db
    .selectFrom('vsuSites')
    .selectAll()
    .where('siteId', '=', siteId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.NotFound);
  return siteOf(row);
}

/** The discount of each contract length, shortest first. */
export async function contractTerms(
  db: Db,
): Promise<{ months: VsuContract; discountPercent: number }[]> {
  const rows = await db.selectFrom('vsuContractTerms').selectAll().orderBy('months').execute();
  return rows.map((row) => ({
    months: row.months as VsuContract,
    discountPercent: row.discountPercent,
  }));
}

/** Units of each size at the site that no letting holds on `date`. */
async function freeUnitsBySize(
  db: Db,
  siteId: number,
  date: string,
  holdSince: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('vsuUnits as u')
    .select((eb) => [
      'u.unitSizeId',
      eb.fn
        .countAll<number>()
        .filterWhere(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('vsuLettings as l')
                .select('l.lettingId')
                .whereRef('l.unitId', '=', 'u.unitId')
                .where(holdsUnitOn(date, holdSince)),
            ),
          ),
        )
        .as('free'),
    ])
    .where('u.siteId', '=', siteId)
    .groupBy('u.unitSizeId')
    .execute();
  return new Map(rows.map((row) => [row.unitSizeId, Number(row.free)]));
}

/** Each size the site lets, smallest first, with its prices and the units free on `date`. */
export async function siteUnits(
  db: Db,
  siteId: number,
  date: string,
  holdSince: Date,
): Promise<VsuSiteUnits> {
  await siteById(db, siteId);
  const [sizes, terms, free] = await Promise.all([
    db
      .selectFrom('vsuSitePrices as p')
      .innerJoin('vsuUnitSizes as s', 's.unitSizeId', 'p.unitSizeId')
      .select([
        's.unitSizeId',
        's.sqFt',
        's.widthFt',
        's.depthFt',
        's.heightFt',
        's.guide',
        'p.monthlyPricePence',
      ])
      .where('p.siteId', '=', siteId)
      .orderBy('s.sqFt')
      .execute(),
    contractTerms(db),
    freeUnitsBySize(db, siteId, date, holdSince),
  ]);
  return {
    siteId,
    date,
    sizes: sizes.map(({ monthlyPricePence, ...size }) => ({
      ...size,
      monthlyPrice: poundsFromPence(monthlyPricePence),
      contracts: terms.map((term) => ({
        ...term,
        monthlyPrice: poundsFromPence(
          contractMonthlyPence(monthlyPricePence, term.discountPercent),
        ),
      })),
      unitsFree: free.get(size.unitSizeId) ?? 0,
    })),
  };
}

/** Most days one availability answer covers. */
export const MAX_AVAILABILITY_DAYS = 62;

/** A size's free units at the site on each of `days` days from `from`. */
export async function sizeAvailability(
  db: Db,
  siteId: number,
  unitSizeId: number,
  from: string,
  days: number,
  holdSince: Date,
): Promise<VsuAvailability> {
  await siteById(db, siteId);
  const units = await db
    .selectFrom('vsuUnits as u')
    .leftJoin('vsuLettings as l', (join) =>
      join.onRef('l.unitId', '=', 'u.unitId').on(holdsUnit(holdSince)),
    )
    .select(['u.unitId', 'l.endDate', 'l.lettingId'])
    .where('u.siteId', '=', siteId)
    .where('u.unitSizeId', '=', unitSizeId)
    .execute();
  if (units.length === 0) throw new HttpError(404, ErrorCode.NotFound);
  const unitIds = new Set(units.map((unit) => unit.unitId));
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  return {
    days: dates.map((date) => {
      const held = new Set(
        units
          .filter(
            (unit) => unit.lettingId !== null && (unit.endDate === null || unit.endDate >= date),
          )
          .map((unit) => unit.unitId),
      );
      return { date, unitsFree: unitIds.size - held.size };
    }),
  };
}
