import type { VsuFacility } from '../../../src/domain/driveUp.ts';
import type { Db } from '../database.ts';
import type { VsuSitesTable, VsuUnitSizesTable } from '../tables.ts';
import { fromExcluded } from './upsert.ts';

/*
 * The drive-up catalogue: our sites (eight in Great Britain, two in Ireland), the unit sizes
 * with a plain guide, a monthly price per size and site, the discount per contract length, and
 * each site's units with their numbers. Belfast has no site within 30 miles, so a BT postcode
 * hears that units are not available there (185).
 */

const ALL_FACILITIES: VsuFacility[] = ['driveUpAccess', 'cctv', 'lifts', 'trolleys', 'parking'];
const GROUND_FLOOR: VsuFacility[] = ['driveUpAccess', 'cctv', 'trolleys', 'parking'];
const STANDARD_OPENING = 'Mon–Fri 8am–6pm, Sat 9am–4pm, Sun 10am–2pm';

export const VSU_SITES: VsuSitesTable[] = [
  {
    siteId: 1,
    name: 'Boxroom Battersea',
    addressLine1: 'Unit 4, Stewarts Road',
    town: 'London',
    postcode: 'SW8 4UB',
    countryCode: 'GB',
    latitude: 51.476,
    longitude: -0.142,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 24 hours',
    facilities: ALL_FACILITIES,
    noticeDays: 14,
  },
  {
    siteId: 2,
    name: "Boxroom King's Cross",
    addressLine1: "2 Randell's Road",
    town: 'London',
    postcode: 'N1 0DH',
    countryCode: 'GB',
    latitude: 51.5405,
    longitude: -0.1225,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 6am–10pm',
    facilities: ALL_FACILITIES,
    noticeDays: 14,
  },
  {
    siteId: 3,
    name: 'Boxroom Hackney Wick',
    addressLine1: '15 Wallis Road',
    town: 'London',
    postcode: 'E9 5LN',
    countryCode: 'GB',
    latitude: 51.544,
    longitude: -0.025,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 6am–10pm',
    facilities: GROUND_FLOOR,
    noticeDays: 14,
  },
  {
    siteId: 4,
    name: 'Boxroom Manchester Trafford',
    addressLine1: 'Trafford Park Road',
    town: 'Manchester',
    postcode: 'M17 1WH',
    countryCode: 'GB',
    latitude: 53.466,
    longitude: -2.3,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 6am–10pm',
    facilities: ALL_FACILITIES,
    noticeDays: 14,
  },
  {
    siteId: 5,
    name: 'Boxroom Edinburgh Leith',
    addressLine1: '40 Bonnington Road',
    town: 'Edinburgh',
    postcode: 'EH6 5QQ',
    countryCode: 'GB',
    latitude: 55.97,
    longitude: -3.19,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 7am–9pm',
    facilities: ALL_FACILITIES,
    noticeDays: 14,
  },
  {
    siteId: 6,
    name: 'Boxroom Cardiff Bay',
    addressLine1: 'Ferry Road',
    town: 'Cardiff',
    postcode: 'CF11 0JL',
    countryCode: 'GB',
    latitude: 51.46,
    longitude: -3.195,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 7am–9pm',
    facilities: GROUND_FLOOR,
    noticeDays: 14,
  },
  {
    siteId: 7,
    name: 'Boxroom Birmingham Digbeth',
    addressLine1: 'Adderley Street',
    town: 'Birmingham',
    postcode: 'B9 4ED',
    countryCode: 'GB',
    latitude: 52.476,
    longitude: -1.873,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 6am–10pm',
    facilities: ALL_FACILITIES,
    noticeDays: 14,
  },
  {
    siteId: 8,
    name: 'Boxroom Leeds Kirkstall',
    addressLine1: 'Kirkstall Road',
    town: 'Leeds',
    postcode: 'LS4 2AZ',
    countryCode: 'GB',
    latitude: 53.806,
    longitude: -1.58,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 6am–10pm',
    facilities: GROUND_FLOOR,
    noticeDays: 14,
  },
  {
    siteId: 9,
    name: 'Boxroom Dublin Ballymount',
    addressLine1: 'Ballymount Road Upper',
    town: 'Dublin 24',
    postcode: 'D24 X2F6',
    countryCode: 'IE',
    latitude: 53.312,
    longitude: -6.355,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 6am–10pm',
    facilities: ALL_FACILITIES,
    noticeDays: 14,
  },
  {
    siteId: 10,
    name: 'Boxroom Dublin Swords',
    addressLine1: 'Airside Business Park',
    town: 'Swords',
    postcode: 'K67 F2T4',
    countryCode: 'IE',
    latitude: 53.449,
    longitude: -6.215,
    openingHours: STANDARD_OPENING,
    accessHours: 'Every day, 7am–9pm',
    facilities: GROUND_FLOOR,
    noticeDays: 14,
  },
];

export const VSU_UNIT_SIZES: VsuUnitSizesTable[] = [
  {
    unitSizeId: 1,
    sqFt: 15,
    widthFt: 3,
    depthFt: 5,
    heightFt: 8,
    guide: 'A garden shed: boxes and a bike',
  },
  { unitSizeId: 2, sqFt: 25, widthFt: 5, depthFt: 5, heightFt: 8, guide: 'A studio flat' },
  { unitSizeId: 3, sqFt: 35, widthFt: 5, depthFt: 7, heightFt: 8, guide: 'A one-bedroom flat' },
  { unitSizeId: 4, sqFt: 50, widthFt: 5, depthFt: 10, heightFt: 8, guide: 'A two-bedroom flat' },
  { unitSizeId: 5, sqFt: 75, widthFt: 7.5, depthFt: 10, heightFt: 8, guide: 'A two-bedroom house' },
  {
    unitSizeId: 6,
    sqFt: 100,
    widthFt: 10,
    depthFt: 10,
    heightFt: 8,
    guide: 'A three-bedroom house',
  },
  {
    unitSizeId: 7,
    sqFt: 150,
    widthFt: 10,
    depthFt: 15,
    heightFt: 8,
    guide: 'A four-bedroom house',
  },
];

/** Discount off the monthly price for each contract length. */
export const VSU_CONTRACT_DISCOUNTS: Record<number, number> = { 1: 0, 3: 5, 6: 10, 12: 20 };

/** A month of each size on a one-month contract outside London and Dublin, in pence. */
const BASE_PRICE_PENCE: Record<number, number> = {
  1: 3500,
  2: 5200,
  3: 6900,
  4: 8900,
  5: 12500,
  6: 15900,
  7: 22900,
};

/** What a site's prices are of the base: London's and Dublin's rents are higher. */
const SITE_PRICE_FACTOR: Record<number, number> = { 1: 1.35, 2: 1.4, 3: 1.3, 9: 1.2, 10: 1.15 };

/** How many units of each size every site has; the biggest are few. */
const UNITS_PER_SIZE: Record<number, number> = { 1: 8, 2: 8, 3: 6, 4: 6, 5: 4, 6: 3, 7: 2 };

/** Units are numbered by size row and place: 'A01' is the first 15 sq ft unit. */
export function vsuUnitNumber(unitSizeId: number, place: number): string {
  return `${String.fromCharCode(64 + unitSizeId)}${String(place).padStart(2, '0')}`;
}

export async function seedDriveUp(db: Db): Promise<void> {
  await db
    .insertInto('vsuSites')
    .values(VSU_SITES)
    .onConflict((oc) => oc.column('siteId').doUpdateSet(fromExcluded(VSU_SITES[0]!)))
    .execute();
  await db
    .insertInto('vsuUnitSizes')
    .values(VSU_UNIT_SIZES)
    .onConflict((oc) => oc.column('unitSizeId').doUpdateSet(fromExcluded(VSU_UNIT_SIZES[0]!)))
    .execute();
  const terms = Object.entries(VSU_CONTRACT_DISCOUNTS).map(([months, discountPercent]) => ({
    months: Number(months),
    discountPercent,
  }));
  await db
    .insertInto('vsuContractTerms')
    .values(terms)
    .onConflict((oc) => oc.column('months').doUpdateSet(fromExcluded({ discountPercent: 0 })))
    .execute();

  const prices = VSU_SITES.flatMap((site) =>
    VSU_UNIT_SIZES.map((size) => ({
      siteId: site.siteId,
      unitSizeId: size.unitSizeId,
      // Rounded to the pound less 5p, as rents are shown.
      monthlyPricePence:
        Math.round(
          ((BASE_PRICE_PENCE[size.unitSizeId] ?? 0) * (SITE_PRICE_FACTOR[site.siteId] ?? 1)) / 100,
        ) *
          100 -
        5,
    })),
  );
  await db
    .insertInto('vsuSitePrices')
    .values(prices)
    .onConflict((oc) =>
      oc.columns(['siteId', 'unitSizeId']).doUpdateSet(fromExcluded({ monthlyPricePence: 0 })),
    )
    .execute();

  const units = VSU_SITES.flatMap((site) =>
    VSU_UNIT_SIZES.flatMap((size) =>
      Array.from({ length: UNITS_PER_SIZE[size.unitSizeId] ?? 0 }, (_, index) => ({
        siteId: site.siteId,
        unitSizeId: size.unitSizeId,
        unitNumber: vsuUnitNumber(size.unitSizeId, index + 1),
      })),
    ),
  );
  await db
    .insertInto('vsuUnits')
    .values(units)
    .onConflict((oc) =>
      oc.columns(['siteId', 'unitNumber']).doUpdateSet(fromExcluded({ unitSizeId: 0 })),
    )
    .execute();
}
