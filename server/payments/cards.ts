import { createHash } from 'node:crypto';
import { type Card, cardBrandSchema } from '../../src/domain/cards.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import type { CardRow } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import {
  type CardDetails,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderName,
} from './provider.ts';

/*
 * Saved cards and the provider's customer behind each of ours. A card is the provider's token
 * plus what may be shown (brand, last four, expiry); cards are listed under the provider that
 * saved them, so switching to Stripe never offers a sandbox card. Changes to one customer's
 * cards run one at a time (the customer row is locked), which keeps exactly one default.
 */

export function toCard(row: CardRow): Card {
  return {
    cardId: row.cardId,
    brand: cardBrandSchema.catch('unknown').parse(row.brand),
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
  };
}

/** The customer's cards for this provider, oldest first. */
export async function listCards(db: Db, provider: ProviderName, customerId: number) {
  const rows = await db
    .selectFrom('cards')
    .selectAll()
    .where('customerId', '=', customerId)
    .where('provider', '=', provider)
    .orderBy('createdAt')
    .orderBy('cardId')
    .execute();
  return rows.map(toCard);
}

/** The card if it is this customer's and usable with this provider; otherwise 404. */
export async function ownCard(
  db: Db,
  provider: ProviderName,
  customerId: number,
  cardId: number,
): Promise<CardRow> {
  const row = await db
    .selectFrom('cards')
    .selectAll()
    .where('cardId', '=', cardId)
    .where('customerId', '=', customerId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.NotFound);
  return row;
}

export async function defaultCard(
  db: Db,
  provider: ProviderName,
  customerId: number,
): Promise<CardRow | undefined> {
  return db
    .selectFrom('cards')
    .selectAll()
    .where('customerId', '=', customerId)
    .where('provider', '=', provider)
    .where('isDefault', '=', true)
    .executeTakeFirst();
}

/** Serialises changes to one customer's cards and payments until the transaction ends. */
export async function lockCustomer(trx: Db, customerId: number): Promise<void> {
  await trx
    .selectFrom('customers')
    .select('customerId')
    .where('customerId', '=', customerId)
    .forUpdate()
    .execute();
}

export async function setDefaultCard(
  db: Db,
  provider: ProviderName,
  customerId: number,
  cardId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    await ownCard(trx, provider, customerId, cardId);
    // Two statements: the one-default index is checked row by row, not at the end.
    await trx
      .updateTable('cards')
      .set({ isDefault: false })
      .where('customerId', '=', customerId)
      .where('cardId', '!=', cardId)
      .where('isDefault', '=', true)
      .execute();
    await trx.updateTable('cards').set({ isDefault: true }).where('cardId', '=', cardId).execute();
  });
}

/**
 * Deletes a card. The default card cannot be deleted while the customer has others (13):
 * another must be made the default first. The only card may be deleted; the customer then
 * enters a card at the next payment. Returns the provider token to detach.
 */
export async function deleteCard(
  db: Db,
  provider: ProviderName,
  customerId: number,
  cardId: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, customerId);
    const card = await ownCard(trx, provider, customerId, cardId);
    if (card.isDefault) {
      const others = await trx
        .selectFrom('cards')
        .select('cardId')
        .where('customerId', '=', customerId)
        .where('provider', '=', provider)
        .where('cardId', '!=', cardId)
        .executeTakeFirst();
      if (others) throw new HttpError(400, ErrorCode.CannotDeleteDefaultCard);
    }
    await trx.deleteFrom('cards').where('cardId', '=', cardId).execute();
    return card.providerRef;
  });
}

/**
 * Saves a card the provider has set up, as the default when the customer has none. Saving
 * the same token twice gives the card saved the first time.
 */
export async function saveCard(
  trx: Db,
  params: {
    customerId: number;
    provider: ProviderName;
    providerRef: string;
    details: CardDetails;
    now: Date;
  },
): Promise<CardRow> {
  await lockCustomer(trx, params.customerId);
  const existing = await trx
    .selectFrom('cards')
    .selectAll()
    .where('provider', '=', params.provider)
    .where('providerRef', '=', params.providerRef)
    .executeTakeFirst();
  if (existing) return existing;
  const hasDefault = await defaultCard(trx, params.provider, params.customerId);
  return trx
    .insertInto('cards')
    .values({
      customerId: params.customerId,
      provider: params.provider,
      providerRef: params.providerRef,
      ...params.details,
      isDefault: !hasDefault,
      createdAt: params.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The provider's customer for ours, created at the provider on first use. */
export async function providerCustomer(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  now: Date,
): Promise<string> {
  const known = await db
    .selectFrom('paymentCustomers')
    .select('providerRef')
    .where('customerId', '=', customerId)
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (known) return known.providerRef;

  const customer = await db
    .selectFrom('customers')
    .select(['email', 'firstName', 'lastName'])
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw new HttpError(404, ErrorCode.NotFound);
  // Concurrent first uses send the same key and get the same provider customer; the email
  // in it keeps keys apart if this database is ever recreated with the same ids.
  const emailHash = createHash('sha256').update(customer.email).digest('hex').slice(0, 16);
  const providerRef = await provider.createCustomer(
    { email: customer.email, name: `${customer.firstName} ${customer.lastName}`, customerId },
    `boxroom-customer-${customerId}-${emailHash}`,
  );
  await db
    .insertInto('paymentCustomers')
    .values({ customerId, provider: provider.name, providerRef, createdAt: now })
    .onConflict((oc) => oc.columns(['customerId', 'provider']).doNothing())
    .execute();
  const saved = await db
    .selectFrom('paymentCustomers')
    .select('providerRef')
    .where('customerId', '=', customerId)
    .where('provider', '=', provider.name)
    .executeTakeFirstOrThrow();
  return saved.providerRef;
}

/** Our customer behind a provider customer id, if any. */
export async function customerOfProviderRef(
  db: Db,
  provider: ProviderName,
  providerRef: string | null,
): Promise<number | undefined> {
  if (!providerRef) return undefined;
  const row = await db
    .selectFrom('paymentCustomers')
    .select('customerId')
    .where('provider', '=', provider)
    .where('providerRef', '=', providerRef)
    .executeTakeFirst();
  return row?.customerId;
}

/**
 * What may be kept of the card behind a payment method (brand, last four, expiry), asked of
 * the provider; null when it cannot say. A checkout's card is saved with it when the order is
 * billed monthly.
 */
export async function paymentMethodCard(
  provider: PaymentProvider,
  paymentMethod: string | null,
): Promise<CardDetails | null> {
  if (!paymentMethod) return null;
  try {
    const card = await provider.retrievePaymentMethod(paymentMethod);
    return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}
