import type { LineItem } from '../../src/domain/baskets.ts';
import { driveUpOf } from '../../src/domain/baskets.ts';
import { defaultMaterialId, suggestMaterials } from '../../src/domain/materials.ts';
import { poundsFromPence, sumPence } from '../../src/domain/money.ts';
import type { Promotion } from '../../src/domain/prices.ts';
import { type QuoteLinePence, quoteLineInPounds } from '../../src/domain/pricing.ts';
import {
  type MaterialSuggestionQuote,
  type MonthlyPayments,
  QUOTE_CURRENCY,
  QUOTE_LIFETIME_MINUTES,
  type Quote,
} from '../../src/domain/quote.ts';
import { addMonths } from '../billing/periods.ts';
import type { Db } from '../db/database.ts';
import { chosenUnit } from '../drive-up/lettings.ts';
import { londonDate } from '../jobs/london.ts';
import { type MaterialPence, materialInPounds } from '../repositories/materials.ts';
import { materialsDeliveryDay } from '../timeslots/service.ts';
import type { PricingCatalogue } from './catalogue.ts';
import { type PricedBasket, type PricedBreakdown, pricedBreakdown } from './pricing.ts';
import { basketServiceDate, type DatedBasket } from './service-date.ts';

/*
 * The one place a basket's price is put into words and figures for the customer. Every basket
 * answer carries it, the pricing step asks for it before there is a basket, and checkout
 * charges its total. Lines and sums are worked in pence; the quote speaks pounds (the API's
 * moneySchema), each figure converted once from its pence.
 */

function materialLinesPence(
  items: readonly { materialId: number; quantity: number }[],
  catalogue: readonly MaterialPence[],
): QuoteLinePence[] {
  const lines: QuoteLinePence[] = [];
  for (const item of items) {
    const material = catalogue.find((m) => m.materialId === item.materialId);
    if (!material || item.quantity <= 0) continue;
    lines.push({
      kind: 'material',
      itemId: material.materialId,
      description: material.name,
      quantity: item.quantity,
      unitPricePence: material.unitPricePence,
      months: null,
      amountPence: material.unitPricePence * item.quantity,
    });
  }
  return lines;
}

/** What the suggested packing materials for these boxes would add, never put in the basket. */
function suggestionFor(
  lineItems: readonly LineItem[],
  { materials, suggestions }: PricingCatalogue,
): MaterialSuggestionQuote | null {
  if (lineItems.length === 0) return null;
  const named = materials.map(materialInPounds);
  const items = suggestMaterials(
    [...lineItems],
    named,
    [...suggestions],
    defaultMaterialId(named, suggestions),
  );
  const lines = materialLinesPence(items, materials);
  if (lines.length === 0) return null;
  return {
    lines: lines.map(quoteLineInPounds),
    total: poundsFromPence(sumPence(lines.map((line) => line.amountPence))),
  };
}

function validUntil(now: Date, promotionEnds: Date | null): string {
  const lifetimeEnds = new Date(now.getTime() + QUOTE_LIFETIME_MINUTES * 60_000);
  const ends = promotionEnds && promotionEnds < lifetimeEnds ? promotionEnds : lifetimeEnds;
  return ends.toISOString();
}

/** Whether anything stays in storage after the order, so there will be monthly bills. */
export function storesBoxes(basket: Pick<PricedBasket, 'storageBasket' | 'collectionBasket'>) {
  return Boolean(basket.storageBasket || basket.collectionBasket);
}

/**
 * What each month after the term costs: storage (a unit's rent on its contract) and cover at
 * the same rate. The quote says it ("After your first month: £X a month") and the monthly bill
 * charges it (server/billing/agreements.ts).
 */
export function monthlyBillPence(breakdown: PricedBreakdown['breakdown']): number {
  return breakdown.storageMonthlyPence + breakdown.insuranceMonthlyPence;
}

/**
 * The monthly payments a storage order is billed after its paid term, from the day its storage
 * starts (`startDate`, the order's service day): the price and the day of the first. The quote
 * shows them beside Pay (the customer's consent to keep the card) and the paid order's
 * agreement is opened with them (server/billing/agreements.ts). Null when nothing is billed.
 */
export function monthlyPaymentsPence(
  breakdown: PricedBreakdown['breakdown'],
  startDate: string,
): { amountPence: number; firstPaymentDate: string } | null {
  const amountPence = monthlyBillPence(breakdown);
  if (amountPence <= 0) return null;
  return { amountPence, firstPaymentDate: addMonths(startDate, breakdown.months) };
}

function isBasket(basket: PricedBasket): basket is DatedBasket {
  return basket.basketId !== undefined && 'basketType' in basket;
}

/**
 * A basket's monthly payments as its quote states them. The start is the day booked for it, or
 * today while none is (the agreement starts today too if the order is placed without one). A
 * draft, not yet a basket, has none: there is no checkout to agree to them.
 */
async function quotedMonthlyPayments(
  db: Db,
  basket: PricedBasket,
  breakdown: PricedBreakdown['breakdown'],
  now: Date,
): Promise<MonthlyPayments | null> {
  if (!storesBoxes(basket) || !isBasket(basket)) return null;
  const startDate = (await basketServiceDate(db, basket)) ?? londonDate(now);
  const payments = monthlyPaymentsPence(breakdown, startDate);
  if (!payments) return null;
  return {
    amount: poundsFromPence(payments.amountPence),
    firstPaymentDate: payments.firstPaymentDate,
  };
}

/** The quote of a basket (or of a draft of one) from its price breakdown. */
export async function quoteFromBreakdown(
  db: Db,
  basket: PricedBasket,
  { breakdown, promotion, oneOffLines, catalogue }: PricedBreakdown,
  now: Date,
): Promise<Quote> {
  const [promotionEnds, monthlyPayments] = await Promise.all([
    promotionExpiry(db, basket.promoCode),
    quotedMonthlyPayments(db, basket, breakdown, now),
  ]);
  const storageLines: QuoteLinePence[] = breakdown.lines.map((line) => ({
    kind: 'storage',
    itemId: line.boxTypeId,
    description: catalogue.boxTypeNames.get(line.boxTypeId) ?? 'Storage box',
    quantity: line.quantity,
    unitPricePence: line.unitPricePence,
    months: breakdown.months,
    amountPence: line.termTotalPence,
  }));
  const unitLine = await driveUpLinePence(db, basket, breakdown.unitMonthlyPence);
  const stores = storesBoxes(basket);
  const monthlyPence = monthlyBillPence(breakdown);
  const lines: QuoteLinePence[] = [
    ...(unitLine ? [unitLine] : []),
    ...(oneOffLines.rent ? [oneOffLines.rent] : []),
    ...storageLines,
    ...oneOffLines.packing,
    ...oneOffLines.shipping,
    ...materialLinesPence(basket.materialBasket?.items ?? [], catalogue.materials),
  ];
  return {
    lineItems: lines.map(quoteLineInPounds),
    months: stores ? breakdown.months : null,
    monthlyTotal: poundsFromPence(monthlyPence),
    discountPercent: breakdown.discountPercent,
    insurance:
      breakdown.insuranceMonthlyPence > 0
        ? {
            coverageLimit: coverageLimitOf(basket) ?? 0,
            monthlyPrice: poundsFromPence(breakdown.insuranceMonthlyPence),
            months: breakdown.months,
            amount: poundsFromPence(breakdown.insuranceTotalPence),
          }
        : null,
    roomReturn: basket.returnBasket?.roomReturn ? poundsFromPence(breakdown.roomReturnPence) : null,
    longDistanceSurcharge:
      breakdown.longDistanceSurchargePence > 0
        ? poundsFromPence(breakdown.longDistanceSurchargePence)
        : null,
    subtotal: poundsFromPence(breakdown.subtotalPence),
    promotion: quotedPromotion(promotion, breakdown.promotionDiscountPence),
    total: poundsFromPence(breakdown.totalPence),
    currency: QUOTE_CURRENCY,
    // The term is paid now; after it storage and cover go on month by month at the same rate.
    nextMonthlyBill: stores ? poundsFromPence(monthlyPence) : null,
    // Paying agrees to them: the card is kept for them (said beside Pay).
    monthlyPayments,
    unpricedBoxTypeIds: breakdown.unpricedBoxTypeIds,
    // Offered for boxes being stored, whatever is chosen already: the screen hides the offer
    // once every suggested material is in at its quantity.
    suggestedMaterials: suggestionFor(basket.storageBasket?.lineItems ?? [], catalogue),
    materialsDeliveryDate: isBasket(basket)
      ? materialsDeliveryDay(basket as Parameters<typeof materialsDeliveryDay>[0], londonDate(now))
      : null,
    validUntil: validUntil(now, promotionEnds),
  };
}

/** '35 sq ft unit at Boxroom Battersea, 3-month contract': its first month, paid now. */
async function driveUpLinePence(
  db: Db,
  basket: PricedBasket,
  monthlyPence: number,
): Promise<QuoteLinePence | null> {
  const unit = basket.storageBasket ? chosenUnit(driveUpOf(basket.storageBasket)) : undefined;
  if (!unit || monthlyPence <= 0) return null;
  const row = await db
    .selectFrom('vsuUnitSizes as s')
    .innerJoin('vsuSites as site', (join) => join.on('site.siteId', '=', unit.siteId))
    .select(['s.sqFt', 'site.name'])
    .where('s.unitSizeId', '=', unit.unitSizeId)
    .executeTakeFirst();
  const contract = unit.contractMonths === 1 ? 'monthly' : `${unit.contractMonths}-month contract`;
  return {
    kind: 'unit',
    itemId: unit.unitSizeId,
    description: row
      ? `${row.sqFt} sq ft unit at ${row.name}, ${contract}`
      : `Storage unit, ${contract}`,
    quantity: 1,
    unitPricePence: monthlyPence,
    months: 1,
    amountPence: monthlyPence,
  };
}

function quotedPromotion(promotion: Promotion | undefined, discountPence: number) {
  if (!promotion) return null;
  return {
    code: promotion.promoCode,
    description: promotion.description,
    amount: poundsFromPence(discountPence),
  };
}

function coverageLimitOf(basket: PricedBasket): number | null {
  return (
    basket.storageBasket?.storageInsurance?.coverageLimit ??
    basket.collectionBasket?.storageInsurance?.coverageLimit ??
    null
  );
}

async function promotionExpiry(db: Db, code: string | null): Promise<Date | null> {
  if (!code) return null;
  const row = await db
    .selectFrom('promotions')
    .select('expiresAt')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.expiresAt ?? null;
}

/** The quote of a basket as it stands at `now`, from the catalogue given or read now. */
export async function quoteBasket(
  db: Db,
  basket: PricedBasket,
  now: Date,
  catalogue?: PricingCatalogue,
): Promise<Quote> {
  return quoteFromBreakdown(db, basket, await pricedBreakdown(db, basket, now, catalogue), now);
}

/**
 * A quote for boxes not yet in a basket: what the pricing step shows before the customer has
 * an account. Visitors (customer 0) get the public plan.
 */
export async function quoteStorageDraft(
  db: Db,
  customerId: number,
  draft: { lineItems: readonly LineItem[]; numberOfMonths: number },
  now: Date,
): Promise<Quote> {
  const basket: PricedBasket = {
    customerId,
    promoCode: null,
    storageBasket: {
      lineItems: draft.lineItems.filter((item) => item.quantity > 0),
      numberOfMonths: draft.numberOfMonths,
      otherItemsBoxed: false,
      collection: { address: null, timeslot: null },
      storageInsurance: null,
      doorstepCollection: true,
    },
    materialBasket: null,
    collectionBasket: null,
    returnBasket: null,
  };
  return quoteBasket(db, basket, now);
}
