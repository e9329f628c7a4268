import { driveUpOf, type LineItem } from '../../src/domain/baskets.ts';
import type { CountryCode } from '../../src/domain/catalogue.ts';
import { contractMonthlyPence } from '../../src/domain/driveUp.ts';
import { poundsFromPence, sumPence } from '../../src/domain/money.ts';
import type { InsurancePrice, Promotion, StoragePrices } from '../../src/domain/prices.ts';
import type { PriceTablePence } from '../../src/domain/priceTables.ts';
import {
  type BasketBreakdown,
  basketTotalsPence,
  insuranceMonthlyPence,
  type QuoteLinePence,
} from '../../src/domain/pricing.ts';
import { parsePostcode } from '../addresses/postcodes.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { ROOM_RETURN_PRICE_KEY } from '../db/seeds/prices.ts';
import { chosenUnit } from '../drive-up/lettings.ts';
import { moveOutLinePence } from '../drive-up/moveOut.ts';
import { packingLinesPence } from '../packing/pricing.ts';
import { shippingLinesPence } from '../shipping/pricing.ts';
import {
  type InsuranceLevelPence,
  type PricingCatalogue,
  priceTableOf,
  pricingCatalogue,
  type StoragePriceEntry,
} from './catalogue.ts';
import { usablePromotionTerms } from './promotions.ts';
import type { BasketRecord } from './repository.ts';

/** Longest term the further-months table of a storage basket shows. */
export const FURTHER_MONTHS_SHOWN = 12;

/*
 * Every customer is on the default plan: the catalogue has one, and nothing in SPEC.md says
 * who would be moved to another. The plan id is still looked up so a second plan can be
 * introduced without touching the callers.
 */
export async function pricePlanIdFor(db: Db, _customerId: number): Promise<number> {
  const plan = await db
    .selectFrom('storagePricePlans')
    .select('storagePricePlanId')
    .orderBy('isDefault', 'desc')
    .orderBy('storagePricePlanId')
    .executeTakeFirstOrThrow();
  return plan.storagePricePlanId;
}

/**
 * The storage price table of a customer's plan in pence, as the catalogue keeps it; customer
 * 0 is a visitor pricing an order.
 */
export async function storagePricesPenceFor(
  db: Db,
  customerId: number,
): Promise<{ storagePricePlanId: number; pricesPence: PriceTablePence }> {
  const storagePricePlanId = await pricePlanIdFor(db, customerId);
  const rows = await db
    .selectFrom('storagePrices')
    .select(['boxTypeId', 'numberOfBoxes', 'months', 'monthlyPricePence'])
    .where('storagePricePlanId', '=', storagePricePlanId)
    .orderBy('boxTypeId')
    .orderBy('numberOfBoxes')
    .orderBy('months')
    .execute();
  const table = priceTableOf(
    rows.map(
      (row): StoragePriceEntry => [
        row.boxTypeId,
        row.numberOfBoxes,
        row.months,
        row.monthlyPricePence,
      ],
    ),
  );
  return { storagePricePlanId, pricesPence: table };
}

/** The storage price table of a customer's plan as the API speaks it, in pounds. */
export async function storagePricesFor(db: Db, customerId: number): Promise<StoragePrices> {
  return storagePricesInPounds(await storagePricesPenceFor(db, customerId));
}

/** A price table in pence as the API speaks it, in pounds. */
export function storagePricesInPounds({
  storagePricePlanId,
  pricesPence,
}: {
  storagePricePlanId: number;
  pricesPence: PriceTablePence;
}): StoragePrices {
  const table: StoragePrices['pricesByMonthsByNumBoxesByBoxType'] = {};
  for (const [boxTypeId, byNumBoxes] of Object.entries(pricesPence)) {
    const pounds: Record<string, Record<string, number>> = {};
    for (const [numBoxes, byMonths] of Object.entries(byNumBoxes)) {
      pounds[numBoxes] = Object.fromEntries(
        Object.entries(byMonths).map(([months, pence]) => [months, poundsFromPence(pence)]),
      );
    }
    table[boxTypeId] = pounds;
  }
  return { storagePricePlanId, pricesByMonthsByNumBoxesByBoxType: table };
}

/** The insurance (cover) levels in pence, lowest cover first. */
async function insurancePricesPence(db: Db): Promise<InsuranceLevelPence[]> {
  return db
    .selectFrom('insurancePrices')
    .select(['coverageLimit', 'monthlyPricePence'])
    .orderBy('coverageLimit')
    .execute();
}

/** The insurance (cover) levels as the API speaks them, lowest cover first. */
export async function insurancePriceList(db: Db): Promise<InsurancePrice[]> {
  const rows = await insurancePricesPence(db);
  return rows.map((row) => ({
    coverageLimit: row.coverageLimit,
    monthlyPrice: poundsFromPence(row.monthlyPricePence),
  }));
}

/** Line items of a collection basket: its boxes counted by box type. */
async function collectionLineItems(
  db: Db,
  customerId: number,
  boxIds: readonly number[],
): Promise<LineItem[]> {
  if (boxIds.length === 0) return [];
  const rows = await db
    .selectFrom('boxes')
    .select(['boxTypeId', (eb) => eb.fn.countAll<number>().as('quantity')])
    .where('customerId', '=', customerId)
    .where('boxId', 'in', [...boxIds])
    .groupBy('boxTypeId')
    .orderBy('boxTypeId')
    .execute();
  return rows.map((row) => ({ boxTypeId: row.boxTypeId, quantity: Number(row.quantity) }));
}

/** The extra for carrying returned items into a room, in pence. */
export async function roomReturnPricePence(db: Db): Promise<number> {
  const row = await db
    .selectFrom('priceSettings')
    .select('pricePence')
    .where('key', '=', ROOM_RETURN_PRICE_KEY)
    .executeTakeFirstOrThrow();
  return row.pricePence;
}

/**
 * The surcharge for a return to this postcode from the London depot, in pence: the entry
 * with the longest matching prefix in the country. GB prefixes are whole postcode areas ('G'
 * is Glasgow, not Guildford's 'GU'); Irish ones prefix the Eircode.
 */
export async function longDistanceSurchargePence(
  db: Db,
  countryCode: CountryCode,
  postcode: string,
): Promise<number> {
  const parsed = parsePostcode(postcode);
  const rows = await db
    .selectFrom('longDistanceSurcharges')
    .select(['postcodePrefix', 'surchargePence'])
    .where('countryCode', '=', countryCode)
    .execute();
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const matches = rows.filter((row) =>
    countryCode === 'GB'
      ? row.postcodePrefix === '' || row.postcodePrefix === parsed?.area
      : compact.startsWith(row.postcodePrefix),
  );
  matches.sort((a, b) => b.postcodePrefix.length - a.postcodePrefix.length);
  return matches[0]?.surchargePence ?? 0;
}

/**
 * A return's one-off charges in pence: room return when asked for, and the long-distance
 * surcharge of the return address (none until there is an address).
 */
async function returnChargesPence(
  db: Db,
  returns: BasketRecord['returnBasket'],
): Promise<{ roomReturnPence: number; longDistanceSurchargePence: number }> {
  if (!returns) return { roomReturnPence: 0, longDistanceSurchargePence: 0 };
  const [room, surcharge] = await Promise.all([
    returns.roomReturn ? roomReturnPricePence(db) : Promise.resolve(0),
    returns.address
      ? longDistanceSurchargePence(db, returns.address.countryCode, returns.address.postcode)
      : Promise.resolve(0),
  ]);
  return { roomReturnPence: room, longDistanceSurchargePence: surcharge };
}

export type PricedBasket = Partial<Pick<BasketRecord, 'basketId'>> &
  Pick<
    BasketRecord,
    | 'customerId'
    | 'promoCode'
    | 'storageBasket'
    | 'materialBasket'
    | 'collectionBasket'
    | 'returnBasket'
  > &
  Partial<Pick<BasketRecord, 'packingBasket' | 'shippingBasket'>>;

/** A basket's price breakdown, with the promotion it was priced with (if the code is usable). */
export interface PricedBreakdown {
  breakdown: BasketBreakdown;
  promotion: Promotion | undefined;
  /** The one-off lines priced on the way (a move-out's last rent, packing, shipping). */
  oneOffLines: {
    rent: QuoteLinePence | null;
    packing: QuoteLinePence[];
    shipping: QuoteLinePence[];
  };
  /** What it was priced with, so its quote names and suggests from the same catalogue. */
  catalogue: PricingCatalogue;
}

/**
 * What the basket costs over its whole term (src/domain `basketTotals`): storage at the
 * customer's plan for the chosen months, boxes going back into storage (a collection basket)
 * priced the same way, materials once, insurance by coverage limit each month, a return's
 * room-return charge and long-distance surcharge, and the promotion code if the customer may
 * still use it at `now`. The catalogue is read unless the caller has read it already.
 */
export async function pricedBreakdown(
  db: Db,
  basket: PricedBasket,
  now: Date = new Date(),
  catalogueRead?: PricingCatalogue,
): Promise<PricedBreakdown> {
  const storage = basket.storageBasket;
  const collection = basket.collectionBasket;
  const lineItems: LineItem[] = [
    ...(storage?.lineItems ?? []),
    ...(collection
      ? await collectionLineItems(
          db,
          basket.customerId,
          collection.collectionItems.map((item) => item.boxId),
        )
      : []),
  ];
  const unit = storage ? chosenUnit(driveUpOf(storage)) : undefined;
  // A unit's first month is paid now, and the rest of its contract month by month.
  const months = unit ? 1 : (storage?.numberOfMonths ?? collection?.numberOfMonths ?? 1);
  const coverageLimit =
    storage?.storageInsurance?.coverageLimit ?? collection?.storageInsurance?.coverageLimit;

  const moveOut = movingOut(basket);
  const [catalogue, pricedPromotion, charges, unitRent, lastRent, packing, shipping] =
    await Promise.all([
      catalogueRead ?? pricingCatalogue(db, basket.customerId),
      basket.promoCode
        ? usablePromotionTerms(db, basket.promoCode, basket.customerId, now, basket.basketId)
        : Promise.resolve(undefined),
      returnChargesPence(db, basket.returnBasket),
      unit ? unitRentPenceFor(db, unit) : Promise.resolve(null),
      moveOut
        ? moveOutLinePence(db, basket.customerId, moveOut, londonDate(now))
        : Promise.resolve(null),
      packingLinesPence(db, basket.packingBasket),
      shippingLinesPence(db, basket.customerId, basket.shippingBasket),
    ]);

  const breakdown = basketTotalsPence({
    lineItems,
    pricesPence: catalogue.pricesPence,
    months,
    materials: basket.materialBasket?.items ?? [],
    materialCatalogue: catalogue.materials,
    insuranceMonthlyPence: insuranceMonthlyPence(catalogue.insurance, coverageLimit),
    promotion: pricedPromotion?.terms ?? null,
    ...charges,
    unitMonthlyPence: unitRent?.monthlyPence ?? 0,
    finalRentPence: lastRent?.amountPence ?? 0,
    packingPence: sumPence(packing.map((line) => line.amountPence)),
    shippingPence: sumPence(shipping.map((line) => line.amountPence)),
  });
  return {
    breakdown,
    promotion: pricedPromotion?.promotion,
    oneOffLines: { rent: lastRent, packing, shipping },
    catalogue,
  };
}

/** The unit a return basket moves out of, and the day, once both are chosen. */
export function movingOut(
  basket: Pick<PricedBasket, 'returnBasket'>,
): { vsuLettingId: number; moveOutDate: string } | null {
  const returns = basket.returnBasket;
  if (!returns?.vsuLettingId || !returns.moveOutDate) return null;
  return { vsuLettingId: returns.vsuLettingId, moveOutDate: returns.moveOutDate };
}

/** A unit's monthly rent on its contract, in pence: the site's price less the discount. */
export async function unitRentPenceFor(
  db: Db,
  unit: { siteId: number; unitSizeId: number; contractMonths: number },
): Promise<{ monthlyPence: number; oneMonthPence: number } | null> {
  const row = await db
    .selectFrom('vsuSitePrices as p')
    .innerJoin('vsuContractTerms as t', (join) => join.on('t.months', '=', unit.contractMonths))
    .select(['p.monthlyPricePence', 't.discountPercent'])
    .where('p.siteId', '=', unit.siteId)
    .where('p.unitSizeId', '=', unit.unitSizeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    monthlyPence: contractMonthlyPence(row.monthlyPricePence, row.discountPercent),
    oneMonthPence: row.monthlyPricePence,
  };
}

/** The price breakdown alone (see `pricedBreakdown`). */
export async function priceBasket(
  db: Db,
  basket: PricedBasket,
  now: Date = new Date(),
): Promise<BasketBreakdown> {
  return (await pricedBreakdown(db, basket, now)).breakdown;
}
