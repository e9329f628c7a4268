import { Hono } from 'hono';
import { z } from 'zod';
import {
  cardSchema,
  setDefaultCardRequestSchema,
  setupIntentResultSchema,
  setupIntentSchema,
} from '../../../src/domain/cards.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { Db } from '../../db/database.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { deleteCard, listCards, setDefaultCard } from '../../payments/cards.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { createAddCardSetupIntent, setupIntentProgress } from '../../payments/setup-intents.ts';

export const cardsParamsSchema = z.object({ customerId: idParam });
export const cardParamsSchema = z.object({ cardId: idParam });
/** The provider's id, e.g. `seti_...`: letters, digits and underscores. */
export const setupIntentParamsSchema = z.object({
  setupIntentId: z.string().regex(/^[A-Za-z0-9_]{1,255}$/),
});

/**
 * Saved cards and adding one: `GET cards/{customerId}`, `PATCH card/{id}`, `DELETE card/{id}`,
 * `POST setupIntent/addCard/{customerId}` and `POST setupIntent/{id}`. The PATCH and DELETE
 * answer the customer's cards as they now are.
 */
export function cardsApi(db: Db, provider: PaymentProvider, now: () => Date) {
  return new Hono<SessionEnv>()
    .get(
      '/cards/:customerId',
      operation({
        summary: "The customer's saved cards",
        tag: 'cards',
        response: z.array(cardSchema),
        bearer: true,
      }),
      validate('param', cardsParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await listCards(db, provider.name, customerId));
      },
    )
    .patch(
      '/card/:cardId',
      operation({
        summary: 'Make the card the default; answers the cards',
        tag: 'cards',
        response: z.array(cardSchema),
        bearer: true,
      }),
      validate('param', cardParamsSchema),
      validate('json', setDefaultCardRequestSchema),
      async (c) => {
        const { cardId } = c.req.valid('param');
        const { customerId } = c.get('session');
        await setDefaultCard(db, provider.name, customerId, cardId);
        return c.json(await listCards(db, provider.name, customerId));
      },
    )
    .delete(
      '/card/:cardId',
      operation({
        summary:
          'Delete a card (13 for the default card while there are others); answers the cards',
        tag: 'cards',
        response: z.array(cardSchema),
        bearer: true,
      }),
      validate('param', cardParamsSchema),
      async (c) => {
        const { cardId } = c.req.valid('param');
        const { customerId } = c.get('session');
        const token = await deleteCard(db, provider.name, customerId, cardId);
        try {
          await provider.detachPaymentMethod(token);
        } catch (error) {
          // The card is gone from the account either way; the provider can be tidied later.
          console.error(`Could not detach payment method of card ${cardId}:`, error);
        }
        return c.json(await listCards(db, provider.name, customerId));
      },
    )
    .post(
      '/setupIntent/addCard/:customerId',
      operation({
        summary: 'A setup intent for the card form to save a new card with',
        tag: 'cards',
        response: setupIntentSchema,
        bearer: true,
      }),
      validate('param', cardsParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await createAddCardSetupIntent(db, provider, customerId, now()));
      },
    )
    .post(
      '/setupIntent/:setupIntentId',
      operation({
        summary: 'Where adding the card stands; saves the card once the provider has set it up',
        tag: 'cards',
        response: setupIntentResultSchema,
        bearer: true,
      }),
      validate('param', setupIntentParamsSchema),
      async (c) => {
        const { setupIntentId } = c.req.valid('param');
        const { customerId } = c.get('session');
        return c.json(await setupIntentProgress(db, provider, customerId, setupIntentId, now()));
      },
    );
}
