import { poundsFromPence } from '../../src/domain/money.ts';
import type { Promotion } from '../../src/domain/prices.ts';
import type { PromotionTerms } from '../../src/domain/pricing.ts';
import type { Db } from '../db/database.ts';

/** A usable promotion as the API speaks it, and its terms in pence for pricing. */
export interface PricedPromotion {
  promotion: Promotion;
  terms: PromotionTerms;
}

/** Codes are matched without regard to case or surrounding spaces: 'welcome10 ' is WELCOME10. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The promotion behind a code as the customer may use it now, or undefined when the code is
 * unknown, switched off, past its expiry or already redeemed by this customer: all four read
 * as "Invalid promotion code" (155), so nobody learns which codes exist.
 */
export async function usablePromotion(
  db: Db,
  code: string,
  customerId: number,
  now: Date,
  /** The basket asking: a hold its own checkout placed on the code does not count against it. */
  basketId?: number,
): Promise<Promotion | undefined> {
  return (await usablePromotionTerms(db, code, customerId, now, basketId))?.promotion;
}

/** `usablePromotion`, with the terms in pence that a basket is priced with. */
export async function usablePromotionTerms(
  db: Db,
  code: string,
  customerId: number,
  now: Date,
  basketId?: number,
): Promise<PricedPromotion | undefined> {
  const promoCode = normalisePromoCode(code);
  if (promoCode === '') return undefined;
  const row = await db
    .selectFrom('promotions')
    .selectAll()
    .where('code', '=', promoCode)
    .executeTakeFirst();
  if (!row?.active) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return undefined;
  const redeemed = await db
    .selectFrom('promotionRedemptions')
    .select(['orderId', 'basketId'])
    .where('code', '=', promoCode)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (redeemed && (redeemed.orderId !== null || redeemed.basketId !== basketId)) return undefined;
  // The catalogue keeps a fixed amount in pence and a percentage as its percent.
  const terms: PromotionTerms =
    row.kind === 'fixed'
      ? { valid: true, discountType: 'fixed', amountPence: row.amount }
      : { valid: true, discountType: 'percentage', percent: row.amount };
  const promotion: Promotion = {
    valid: true,
    promoCode,
    discountType: terms.discountType,
    amount: terms.discountType === 'fixed' ? poundsFromPence(terms.amountPence) : terms.percent,
    description: row.description,
  };
  return { promotion, terms };
}

/**
 * Records that the customer has used the code on an order; payments calls it when an order
 * completes. Idempotent: the money is already taken by then, so a second redemption (a retried
 * completion, or two baskets racing with the same code) is not an error. Returns true when
 * this call recorded the redemption, false when the customer had already redeemed the code.
 */
export async function redeemPromotion(
  db: Db,
  code: string,
  customerId: number,
  orderId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const inserted = await db
    .insertInto('promotionRedemptions')
    .values({
      code: normalisePromoCode(code),
      customerId,
      orderId,
      basketId: null,
      redeemedAt: now,
    })
    .onConflict((oc) => oc.columns(['code', 'customerId']).doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Holds the code for this basket's checkout, in the checkout's transaction. The key (code,
 * customer) is the lock: of concurrent checkouts with one once-per-customer code, exactly one
 * gets the hold, and the rest are priced again without the discount. True when the basket
 * holds the code now (newly, or from an earlier attempt of its own).
 */
export async function holdPromotion(
  trx: Db,
  code: string,
  customerId: number,
  basketId: number,
  now: Date,
): Promise<boolean> {
  const promoCode = normalisePromoCode(code);
  await trx
    .insertInto('promotionRedemptions')
    .values({ code: promoCode, customerId, orderId: null, basketId, redeemedAt: now })
    .onConflict((oc) => oc.columns(['code', 'customerId']).doNothing())
    .execute();
  const holder = await trx
    .selectFrom('promotionRedemptions')
    .select(['orderId', 'basketId'])
    .where('code', '=', promoCode)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return holder?.orderId === null && holder.basketId === basketId;
}

/** A failed checkout gives its hold back, so the customer can use the code again. */
export async function releasePromotion(trx: Db, basketId: number): Promise<void> {
  await trx
    .deleteFrom('promotionRedemptions')
    .where('basketId', '=', basketId)
    .where('orderId', 'is', null)
    .execute();
}

/** A paid checkout turns its hold into the redemption of its order. */
export async function confirmPromotion(
  trx: Db,
  basketId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('promotionRedemptions')
    .set({ orderId, redeemedAt: now })
    .where('basketId', '=', basketId)
    .where('orderId', 'is', null)
    .execute();
}
