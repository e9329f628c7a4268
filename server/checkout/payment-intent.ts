import { storesBoxes } from '../baskets/quote.ts';
import type { BasketRecord } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import { providerCustomer } from '../payments/cards.ts';
import {
  isIntentChangeable,
  type PaymentIntentView,
  type PaymentProvider,
} from '../payments/provider.ts';

/*
 * One payment intent per basket, however many attempts: `POST basket/{id}/paymentIntent/create`
 * and the checkout job both go through here. Its amount follows the basket's price while it
 * can still change; once a card is being charged it cannot.
 */

export async function basketPaymentIntentRow(db: Db, basketId: number) {
  return db
    .selectFrom('basketPaymentIntents')
    .selectAll()
    .where('basketId', '=', basketId)
    .executeTakeFirst();
}

async function followPrice(
  db: Db,
  provider: PaymentProvider,
  intent: PaymentIntentView,
  basketId: number,
  amountPence: number,
  now: Date,
): Promise<PaymentIntentView> {
  if (intent.amountPence === amountPence || !isIntentChangeable(intent.status)) return intent;
  const updated = await provider.updatePaymentIntent(intent.id, { amountPence });
  await db
    .updateTable('basketPaymentIntents')
    .set({ amountPence: updated.amountPence, updatedAt: now })
    .where('basketId', '=', basketId)
    .execute();
  return updated;
}

/**
 * An intent this basket can never pay with at `amountPence`: cancelled (a payment abandoned or
 * left waiting for the bank too long), or left waiting for the bank's check at another price
 * by an attempt that ended. Confirming it would charge what the customer no longer agreed to.
 */
function isSpent(intent: PaymentIntentView, amountPence: number): boolean {
  if (intent.status === 'canceled') return true;
  return intent.status === 'requires_action' && intent.amountPence !== amountPence;
}

/**
 * Puts a new intent at today's price in place of a spent one (cancelled first if it still
 * waits). Concurrent callers replacing the same intent make one between them: the new
 * intent's key names the one it replaces.
 */
async function replaceSpentIntent(
  db: Db,
  provider: PaymentProvider,
  basket: Pick<BasketRecord, 'basketId' | 'customerId' | 'createdAt'>,
  spent: PaymentIntentView,
  amountPence: number,
  now: Date,
): Promise<PaymentIntentView> {
  const { basketId } = basket;
  if (spent.status !== 'canceled') await provider.cancelPaymentIntent(spent.id);
  const customer = await providerCustomer(db, provider, basket.customerId, now);
  const created = await provider.createPaymentIntent(
    {
      amountPence,
      currency: 'gbp',
      customer,
      description: `Boxroom order from basket ${basketId}`,
      metadata: { basketId: String(basketId), customerId: String(basket.customerId) },
    },
    `boxroom-basket-${basketId}-${amountPence}-replacing-${spent.id}`,
  );
  await db
    .updateTable('basketPaymentIntents')
    .set({
      paymentIntentId: created.id,
      clientSecret: created.clientSecret,
      amountPence: created.amountPence,
      updatedAt: now,
    })
    .where('basketId', '=', basketId)
    .where('paymentIntentId', '=', spent.id)
    .execute();
  const saved = await basketPaymentIntentRow(db, basketId);
  if (!saved || saved.paymentIntentId === created.id) return created;
  const winner = await provider.retrievePaymentIntent(saved.paymentIntentId);
  return followPrice(db, provider, winner, basketId, amountPence, now);
}

/** The basket's payment intent for `amountPence`, created at the provider the first time. */
export async function ensureBasketPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  basket: Pick<
    BasketRecord,
    'basketId' | 'customerId' | 'createdAt' | 'storageBasket' | 'collectionBasket'
  >,
  amountPence: number,
  now: Date,
): Promise<PaymentIntentView> {
  const { basketId } = basket;
  const known = await basketPaymentIntentRow(db, basketId);
  if (known && known.provider === provider.name) {
    const intent = await provider.retrievePaymentIntent(known.paymentIntentId);
    if (!isSpent(intent, amountPence)) {
      return followPrice(db, provider, intent, basketId, amountPence, now);
    }
    return replaceSpentIntent(db, provider, basket, intent, amountPence, now);
  }
  if (known) {
    // Made with the other provider (the configuration changed): it cannot be paid here.
    await db.deleteFrom('basketPaymentIntents').where('basketId', '=', basketId).execute();
  }

  const customer = await providerCustomer(db, provider, basket.customerId, now);
  // Concurrent first calls for the same price get the same intent; the basket's creation time
  // keeps keys unique at the provider if this database is ever recreated with the same ids.
  const key = `boxroom-basket-${basketId}-${basket.createdAt.getTime()}-${amountPence}`;
  const created = await provider.createPaymentIntent(
    {
      amountPence,
      currency: 'gbp',
      customer,
      description: `Boxroom order from basket ${basketId}`,
      // Storage is billed monthly on this card after the paid term (the consent beside Pay):
      // the provider keeps it usable without the customer.
      ...(storesBoxes(basket) ? { setupFutureUsage: 'off_session' as const } : {}),
      metadata: { basketId: String(basketId), customerId: String(basket.customerId) },
    },
    key,
  );
  await db
    .insertInto('basketPaymentIntents')
    .values({
      basketId,
      customerId: basket.customerId,
      provider: provider.name,
      paymentIntentId: created.id,
      clientSecret: created.clientSecret,
      amountPence: created.amountPence,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('basketId').doNothing())
    .execute();
  const saved = await basketPaymentIntentRow(db, basketId);
  if (!saved || saved.paymentIntentId === created.id) return created;
  // Another request stored its intent first (at another price): that one is the basket's.
  const winner = await provider.retrievePaymentIntent(saved.paymentIntentId);
  return followPrice(db, provider, winner, basketId, amountPence, now);
}
