import { BoxTypeId } from '../../../src/domain/box-types.ts';
import { COVER_LEVELS_PENCE } from '../../../src/domain/cover.ts';
import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

export const DEFAULT_STORAGE_PRICE_PLAN_ID = 1;
export const MAX_PRICED_BOXES = 10;
export const MAX_PRICED_MONTHS = 12;
export const ROOM_RETURN_PRICE_KEY = 'roomReturn';
/** The packing service: a team of two packers by the hour, and materials per box packed. */
export const PACKING_TEAM_HOUR_PRICE_KEY = 'packingTeamHour';
export const PACKING_MATERIALS_PER_BOX_PRICE_KEY = 'packingMaterialsPerBox';

/** One box for one month, in pence. */
const BASE_MONTHLY_PENCE: Record<number, number> = {
  [BoxTypeId.SmallBox]: 595,
  [BoxTypeId.MediumBox]: 795,
  [BoxTypeId.LargeBox]: 995,
  [BoxTypeId.MediumSuitcase]: 895,
  [BoxTypeId.Suitcase]: 1095,
};

/*
 * Discounts come in bands rather than a smooth curve, so the further-month prices the SPA
 * groups "by consecutive equal values" form a few readable steps.
 */
function monthsFactor(months: number): number {
  if (months >= 12) return 0.65;
  if (months >= 6) return 0.75;
  if (months >= 4) return 0.85;
  if (months >= 2) return 0.9;
  return 1;
}

function boxesFactor(boxes: number): number {
  if (boxes >= 10) return 0.85;
  if (boxes >= 5) return 0.9;
  if (boxes >= 2) return 0.95;
  return 1;
}

/** Rounded to 5p so prices look like prices. */
export function monthlyPricePence(boxTypeId: number, boxes: number, months: number): number {
  const base = BASE_MONTHLY_PENCE[boxTypeId];
  if (base === undefined) throw new Error(`No base price for box type ${boxTypeId}`);
  return Math.round((base * monthsFactor(months) * boxesFactor(boxes)) / 5) * 5;
}

export async function seedStoragePrices(db: Db): Promise<void> {
  await db
    .insertInto('storagePricePlans')
    .values({
      storagePricePlanId: DEFAULT_STORAGE_PRICE_PLAN_ID,
      name: 'Standard',
      isDefault: true,
    })
    .onConflict((oc) =>
      oc.column('storagePricePlanId').doUpdateSet(fromExcluded({ name: '', isDefault: true })),
    )
    .execute();

  const rows = Object.keys(BASE_MONTHLY_PENCE).flatMap((key) => {
    const boxTypeId = Number(key);
    return Array.from({ length: MAX_PRICED_BOXES }, (_, b) => b + 1).flatMap((numberOfBoxes) =>
      Array.from({ length: MAX_PRICED_MONTHS }, (_, m) => m + 1).map((months) => ({
        storagePricePlanId: DEFAULT_STORAGE_PRICE_PLAN_ID,
        boxTypeId,
        numberOfBoxes,
        months,
        monthlyPricePence: monthlyPricePence(boxTypeId, numberOfBoxes, months),
      })),
    );
  });
  await db
    .insertInto('storagePrices')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['storagePricePlanId', 'boxTypeId', 'numberOfBoxes', 'months'])
        .doUpdateSet(fromExcluded({ monthlyPricePence: 0 })),
    )
    .execute();
}

export async function seedInsurancePrices(db: Db): Promise<void> {
  const rows = COVER_LEVELS_PENCE.map((level) => ({ ...level }));
  await db
    .insertInto('insurancePrices')
    .values(rows)
    .onConflict((oc) =>
      oc.column('coverageLimit').doUpdateSet(fromExcluded({ monthlyPricePence: 0 })),
    )
    .execute();
}

/*
 * Returns leave from the London depot. The surcharge is found by the longest matching prefix
 * within the country; an empty prefix covers the rest of that country.
 */
const LONG_DISTANCE_SURCHARGES: [countryCode: string, prefix: string, pence: number][] = [
  ['GB', 'M', 1500],
  ['GB', 'CF', 1500],
  ['GB', 'EH', 2500],
  ['GB', 'G', 2500],
  ['GB', 'AB', 4500],
  ['GB', 'IV', 4500],
  ['GB', 'KW', 5000],
  ['GB', 'HS', 6000],
  ['GB', 'ZE', 6000],
  ['GB', 'BT', 3500],
  ['IE', 'D', 3500],
  ['IE', '', 4500],
];

export async function seedReturnPrices(db: Db): Promise<void> {
  await db
    .insertInto('priceSettings')
    .values({ key: ROOM_RETURN_PRICE_KEY, pricePence: 2500 })
    .onConflict((oc) => oc.column('key').doUpdateSet(fromExcluded({ pricePence: 0 })))
    .execute();

  await db
    .insertInto('longDistanceSurcharges')
    .values(
      LONG_DISTANCE_SURCHARGES.map(([countryCode, postcodePrefix, surchargePence]) => ({
        countryCode,
        postcodePrefix,
        surchargePence,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['countryCode', 'postcodePrefix'])
        .doUpdateSet(fromExcluded({ surchargePence: 0 })),
    )
    .execute();
}

export async function seedPackingPrices(db: Db): Promise<void> {
  await db
    .insertInto('priceSettings')
    .values([
      { key: PACKING_TEAM_HOUR_PRICE_KEY, pricePence: 4800 },
      { key: PACKING_MATERIALS_PER_BOX_PRICE_KEY, pricePence: 250 },
    ])
    .onConflict((oc) => oc.column('key').doUpdateSet(fromExcluded({ pricePence: 0 })))
    .execute();
}
