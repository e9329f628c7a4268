import { driveUpOf, type LineItem } from '../../src/domain/baskets.ts';
import type { CountryCode } from '../../src/domain/catalogue.ts';
import { contractMonthlyPence } from '../../src/domain/driveUp.ts';
import type { InsurancePrice, Promotion, StoragePrices } from '../../src/domain/prices.ts';
import {
  type BasketBreakdown,
  basketTotals,
  insuranceMonthlyPrice,
} from '../../src/domain/pricing.ts';
import type { QuoteLine } from '../../src/domain/quote.ts';
import { parsePostcode } from '../addresses/postcodes.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { ROOM_RETURN_PRICE_KEY } from '../db/seeds/prices.ts';
import { chosenUnit } from '../drive-up/lettings.ts';
import { moveOutLine } from '../drive-up/moveOut.ts';
import { packingLines } from '../packing/pricing.ts';
import { poundsFromPence } from '../repositories/money.ts';
import { shippingLines } from '../shipping/pricing.ts';
import { usablePromotion } from './promotions.ts';
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

/** The storage price table of a customer's plan; customer 0 is a visitor pricing an order. */
export async function storagePricesFor(db: Db, customerId: number): Promise<StoragePrices> {
  const storagePricePlanId = await pricePlanIdFor(db, customerId);
  const rows = await db
    .selectFrom('storagePrices')
    .select(['boxTypeId', 'numberOfBoxes', 'months', 'monthlyPricePence'])
    .where('storagePricePlanId', '=', storagePricePlanId)
    .orderBy('boxTypeId')
    .orderBy('numberOfBoxes')
    .orderBy('months')
    .execute();
  const table: StoragePrices['pricesByMonthsByNumBoxesByBoxType'] = {};
  for (const row of rows) {
    const byNumBoxes = table[String(row.boxTypeId)] ?? {};
    const byMonths = byNumBoxes[String(row.numberOfBoxes)] ?? {};
    byMonths[String(row.months)] = poundsFromPence(row.monthlyPricePence);
    byNumBoxes[String(row.numberOfBoxes)] = byMonths;
    table[String(row.boxTypeId)] = byNumBoxes;
  }
  return { storagePricePlanId, pricesByMonthsByNumBoxesByBoxType: table };
}

/** The insurance (cover) levels, lowest cover first. */
export async function insurancePriceList(db: Db): Promise<InsurancePrice[]> {
  const rows = await db
    .selectFrom('insurancePrices')
    .selectAll()
    .orderBy('coverageLimit')
    .execute();
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
 * A return's one-off charges in pounds: room return when asked for, and the long-distance
 * surcharge of the return address (none until there is an address).
 */
async function returnCharges(
  db: Db,
  returns: BasketRecord['returnBasket'],
): Promise<{ roomReturn: number; longDistanceSurcharge: number }> {
  if (!returns) return { roomReturn: 0, longDistanceSurcharge: 0 };
  const [room, surcharge] = await Promise.all([
    returns.roomReturn ? roomReturnPricePence(db) : Promise.resolve(0),
    returns.address
      ? longDistanceSurchargePence(db, returns.address.countryCode, returns.address.postcode)
      : Promise.resolve(0),
  ]);
  return { roomReturn: poundsFromPence(room), longDistanceSurcharge: poundsFromPence(surcharge) };
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
  oneOffLines: { rent: QuoteLine | null; packing: QuoteLine[]; shipping: QuoteLine[] };
}

/**
 * What the basket costs over its whole term (src/domain `basketTotals`): storage at the
 * customer's plan for the chosen months, boxes going back into storage (a collection basket)
 * priced the same way, materials once, insurance by coverage limit each month, a return's
 * room-return charge and long-distance surcharge, and the promotion code if the customer may
 * still use it at `now`.
 */
export async function pricedBreakdown(
  db: Db,
  basket: PricedBasket,
  now: Date = new Date(),
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
  const [prices, insurance, catalogue, promotion, charges, unitRent, lastRent, packing, shipping] =
    await Promise.all([
      storagePricesFor(db, basket.customerId),
      insurancePriceList(db),
      db.selectFrom('materials').select(['materialId', 'unitPricePence']).execute(),
      basket.promoCode
        ? usablePromotion(db, basket.promoCode, basket.customerId, now, basket.basketId)
        : Promise.resolve(undefined),
      returnCharges(db, basket.returnBasket),
      unit ? unitRentFor(db, unit) : Promise.resolve(null),
      moveOut
        ? moveOutLine(db, basket.customerId, moveOut, londonDate(now))
        : Promise.resolve(null),
      packingLines(db, basket.packingBasket),
      shippingLines(db, basket.customerId, basket.shippingBasket),
    ]);

  const breakdown = basketTotals({
    lineItems,
    prices,
    months,
    materials: basket.materialBasket?.items ?? [],
    materialCatalogue: catalogue.map((row) => ({
      materialId: row.materialId,
      unitPrice: poundsFromPence(row.unitPricePence),
    })),
    insuranceMonthlyPrice: insuranceMonthlyPrice(insurance, coverageLimit),
    promotion: promotion ?? null,
    ...charges,
    unitMonthly: unitRent?.monthly ?? 0,
    finalRent: lastRent?.amount ?? 0,
    packing: packing.reduce((sum, line) => sum + line.amount, 0),
    shipping: shipping.reduce((sum, line) => sum + line.amount, 0),
  });
  return { breakdown, promotion, oneOffLines: { rent: lastRent, packing, shipping } };
}

/** The unit a return basket moves out of, and the day, once both are chosen. */
export function movingOut(
  basket: Pick<PricedBasket, 'returnBasket'>,
): { vsuLettingId: number; moveOutDate: string } | null {
  const returns = basket.returnBasket;
  if (!returns?.vsuLettingId || !returns.moveOutDate) return null;
  return { vsuLettingId: returns.vsuLettingId, moveOutDate: returns.moveOutDate };
}

/** A unit's monthly rent on its contract, in pounds: the site's price less the discount. */
export async function unitRentFor(
  db: Db,
  unit: { siteId: number; unitSizeId: number; contractMonths: number },
): Promise<{ monthly: number; oneMonth: number } | null> {
  const row = await db
    .selectFrom('vsuSitePrices as p')
    .innerJoin('vsuContractTerms as t', (join) => join.on('t.months', '=', unit.contractMonths))
    .select(['p.monthlyPricePence', 't.discountPercent'])
    .where('p.siteId', '=', unit.siteId)
    .where('p.unitSizeId', '=', unit.unitSizeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    monthly: poundsFromPence(contractMonthlyPence(row.monthlyPricePence, row.discountPercent)),
    oneMonth: poundsFromPence(row.monthlyPricePence),
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
