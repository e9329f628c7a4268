import { type Card, cardSchema } from '../domain/cards';
import { z } from '../domain/zod';
import { apiClient, emptyBody, type Result, urlPath } from './client';

/** `GET cards/{customerId}`: the saved cards. */
export function listCards(customerId: number): Promise<Result<Card[]>> {
  return apiClient().json(
    { service: 'api', path: urlPath`cards/${customerId}` },
    z.array(cardSchema),
  );
}

/** `PATCH card/{id}` with `{ default: true }`: makes it the card payments are taken from. */
export function setDefaultCard(cardId: number): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`card/${cardId}`, method: 'PATCH', json: { default: true } },
    emptyBody,
  );
}

/** `DELETE card/{id}`; the default card cannot be deleted (errorCode 13). */
export function deleteCard(cardId: number): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`card/${cardId}`, method: 'DELETE' },
    emptyBody,
  );
}
