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
    const card = await ownCard(trx, provider, customerId, cardId);
    // Two statements: the one-default index is checked row by row, not at the end.
    await trx
      .updateTable('cards')
      .set({ isDefault: false })
      .where('customerId', '=', customerId)
      .where('cardId', '!=', cardId)
      .where('isDefault', '=', true)
      .execute();
    await trx.updateTable('cards').set({ isDefault: true }).where('cardId', '=', cardId).execute();
    // The default card pays the monthly bills: every agreement still billed moves to it.
    await moveAgreementsTo(trx, provider, customerId, card);
  });
}

/**
 * The customer's agreements that may still be charged (not ended, ending after the paid-up
 * day, or with a month owed): the ones a change of card moves. With `from`, only those
 * charged to that payment method.
 */
function liveAgreements(trx: Db, provider: ProviderName, customerId: number) {
  return trx
    .selectFrom('agreements')
    .select('agreementId')
    .where('customerId', '=', customerId)
    .where('provider', '=', provider)
    .where((eb) =>
      eb.or([
        eb('endDate', 'is', null),
        eb('endDate', '>', eb.ref('paidUpTo')),
        eb.exists(
          eb
            .selectFrom('agreementBills')
            .select('agreementBills.billId')
            .whereRef('agreementBills.agreementId', '=', 'agreements.agreementId')
            .where('agreementBills.status', 'in', ['owed', 'failed', 'charging']),
        ),
      ]),
    );
}

/** The agreements still billed to the card's payment method. */
export async function agreementsPaidWith(
  trx: Db,
  provider: ProviderName,
  customerId: number,
  card: Pick<CardRow, 'providerRef'>,
): Promise<number[]> {
  const rows = await liveAgreements(trx, provider, customerId)
    .where('paymentMethod', '=', card.providerRef)
    .execute();
  return rows.map((row) => row.agreementId);
}

/** Every agreement still billed (or those given) is charged to `card` from now on. */
async function moveAgreementsTo(
  trx: Db,
  provider: ProviderName,
  customerId: number,
  card: Pick<CardRow, 'providerRef' | 'brand' | 'last4'>,
  only?: readonly number[],
): Promise<void> {
  const ids =
    only ??
    (await liveAgreements(trx, provider, customerId).execute()).map((row) => row.agreementId);
  if (ids.length === 0) return;
  await trx
    .updateTable('agreements')
    .set({ paymentMethod: card.providerRef, cardBrand: card.brand, cardLast4: card.last4 })
    .where('agreementId', 'in', [...ids])
    .execute();
}

/** The message of 13 when the only card pays monthly bills. */
export const CARD_PAYS_AGREEMENTS_MESSAGE =
  'This card pays your monthly storage. Add another card first, then you can delete this one.';

/**
 * Deletes a card. The default card cannot be deleted while the customer has others (13):
 * another must be made the default first. The only card may be deleted, unless it pays a
 * monthly bill (13 as well); the customer then enters a card at the next payment. A card that
 * is not the default hands its monthly bills to the default card first, in the same
 * transaction. Returns the provider token to detach.
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
    const paying = await agreementsPaidWith(trx, provider, customerId, card);
    if (paying.length > 0) {
      const fallback = card.isDefault ? undefined : await defaultCard(trx, provider, customerId);
      if (!fallback) {
        throw new HttpError(400, ErrorCode.CannotDeleteDefaultCard, CARD_PAYS_AGREEMENTS_MESSAGE);
      }
      await moveAgreementsTo(trx, provider, customerId, fallback, paying);
    }
    await trx.deleteFrom('cards').where('cardId', '=', cardId).execute();
    return card.providerRef;
  });
}

/**
 * Saves a card the provider has set up, as the default when the customer has none (the
 * monthly bills then move to it). Saving the same token twice gives the card saved the first
 * time.
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
  const saved = await trx
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
  // The first card is the default, and the default card pays the monthly bills.
  if (saved.isDefault) await moveAgreementsTo(trx, params.provider, params.customerId, saved);
  return saved;
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
