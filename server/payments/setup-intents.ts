import { randomUUID } from 'node:crypto';
import type { SetupIntent, SetupIntentResult } from '../../src/domain/cards.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { providerCustomer, saveCard, toCard } from './cards.ts';
import type { PaymentProvider } from './provider.ts';

/*
 * Adding a card: `POST setupIntent/addCard/{customerId}` makes a setup intent; the card form
 * (Stripe Elements with its client secret, or the sandbox card form) confirms it; polling
 * `POST setupIntent/{id}` reads where it stands and saves the card the first time it reads
 * "succeeded". The first card a customer saves becomes the default.
 */

export async function createAddCardSetupIntent(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  now: Date,
): Promise<SetupIntent> {
  const customer = await providerCustomer(db, provider, customerId, now);
  const intent = await provider.createSetupIntent({ customer }, `boxroom-setup-${randomUUID()}`);
  await db
    .insertInto('cardSetupIntents')
    .values({
      setupIntentId: intent.id,
      customerId,
      provider: provider.name,
      cardId: null,
      completedAt: null,
      createdAt: now,
    })
    .execute();
  return { setupIntentId: intent.id, clientSecret: intent.clientSecret };
}

/** The setup intent if this customer made it with this provider; otherwise 404. */
export async function ownSetupIntent(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  setupIntentId: string,
) {
  const row = await db
    .selectFrom('cardSetupIntents')
    .selectAll()
    .where('setupIntentId', '=', setupIntentId)
    .where('customerId', '=', customerId)
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.NotFound);
  return row;
}

async function savedResult(db: Db, cardId: number | null): Promise<SetupIntentResult> {
  const card = cardId
    ? await db.selectFrom('cards').selectAll().where('cardId', '=', cardId).executeTakeFirst()
    : undefined;
  return { status: 'succeeded', card: card ? toCard(card) : null, message: null };
}

const WAITING: SetupIntentResult = { status: 'processing', card: null, message: null };

export async function setupIntentProgress(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  setupIntentId: string,
  now: Date,
): Promise<SetupIntentResult> {
  const row = await ownSetupIntent(db, provider, customerId, setupIntentId);
  if (row.completedAt) return savedResult(db, row.cardId);

  const intent = await provider.retrieveSetupIntent(setupIntentId);
  switch (intent.status) {
    case 'succeeded': {
      if (!intent.paymentMethod) return WAITING;
      const details = await provider.retrievePaymentMethod(intent.paymentMethod);
      const paymentMethod = intent.paymentMethod;
      const cardId = await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('cardSetupIntents')
          .selectAll()
          .where('setupIntentId', '=', setupIntentId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.completedAt) return locked.cardId;
        const card = await saveCard(trx, {
          customerId,
          provider: provider.name,
          providerRef: paymentMethod,
          details,
          now,
        });
        await trx
          .updateTable('cardSetupIntents')
          .set({ cardId: card.cardId, completedAt: now })
          .where('setupIntentId', '=', setupIntentId)
          .execute();
        return card.cardId;
      });
      return savedResult(db, cardId);
    }
    case 'requires_action':
      return {
        status: 'requires_action',
        card: null,
        message: ERROR_MESSAGES[ErrorCode.PaymentAuthenticationRequired] ?? null,
      };
    case 'canceled':
      return { status: 'failed', card: null, message: 'The card set-up was cancelled' };
    case 'requires_payment_method':
      // No card entered yet reads as still going; a refused card as failed, in the bank's words.
      return intent.lastError
        ? { status: 'failed', card: null, message: intent.lastError.message }
        : WAITING;
    case 'requires_confirmation':
    case 'processing':
      return WAITING;
  }
}
