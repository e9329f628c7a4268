import type { z } from 'zod';
import {
  type Basket,
  type BasketPatch,
  type BasketType,
  type BasketValidation,
  basketSchema,
  basketValidationSchema,
  type collectionBasketUpdateSchema,
  type materialBasketUpdateSchema,
  type packingBasketUpdateSchema,
  type returnBasketUpdateSchema,
  type storageBasketUpdateSchema,
} from '../domain/baskets';
import type { shippingBasketUpdateSchema } from '../domain/shipping';
import { apiClient, emptyBody, type Result, urlPath } from './client';

export type StorageBasketUpdate = z.input<typeof storageBasketUpdateSchema>;
export type MaterialBasketUpdate = z.input<typeof materialBasketUpdateSchema>;
export type CollectionBasketUpdate = z.input<typeof collectionBasketUpdateSchema>;
export type ReturnBasketUpdate = z.input<typeof returnBasketUpdateSchema>;
export type PackingBasketUpdate = z.input<typeof packingBasketUpdateSchema>;
export type ShippingBasketUpdate = z.input<typeof shippingBasketUpdateSchema>;

/** The body each basket type's part takes: by-the-box and shipping baskets are storage baskets. */
export interface BasketPartUpdates {
  btb: StorageBasketUpdate;
  international: ShippingBasketUpdate;
  materials: MaterialBasketUpdate;
  collection: CollectionBasketUpdate;
  return: ReturnBasketUpdate;
  packing: PackingBasketUpdate;
}

/*
 * Every write answers with nothing the app relies on: SPEC.md section 4 has each basket change
 * followed by a reload of the basket, which is the one source of its state.
 */

/** `GET /basket/{id}`. */
export function getBasket(basketId: number): Promise<Result<Basket>> {
  return apiClient().json({ service: 'api', path: urlPath`basket/${basketId}` }, basketSchema);
}

export interface CreateBasketParams {
  customerId: number;
  basketType: BasketType;
  partner?: string | null;
  /** True when the provider's sales team starts the basket for the customer. */
  sales?: boolean;
}

/**
 * `POST /basket/cid/{customerId}/basketType/{type}/marketingReference/null/partner/{partner}/sales/{sales}`.
 * The marketing reference is always the literal `null` in this path, as the provider's API
 * takes it; it can be set later with `patchBasket`.
 */
export function createBasket({
  customerId,
  basketType,
  partner = null,
  sales = false,
}: CreateBasketParams): Promise<Result<Basket>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`basket/cid/${customerId}/basketType/${basketType}/marketingReference/null/partner/${partner ?? 'null'}/sales/${sales}`,
      method: 'POST',
    },
    basketSchema,
  );
}

/** `PATCH /basket/{id}`: partner, marketing reference or promotion code. */
export function patchBasket(basketId: number, patch: BasketPatch): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`basket/${basketId}`, method: 'PATCH', json: patch },
    emptyBody,
  );
}

/** `PATCH /basket/{id}/{type}`: some fields of one part of the basket. */
export function patchBasketPart<T extends BasketType>(
  basketId: number,
  basketType: T,
  changes: BasketPartUpdates[T],
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`basket/${basketId}/${basketType}`,
      method: 'PATCH',
      json: changes,
    },
    emptyBody,
  );
}

/** `PUT basket/storage/{id}`. */
export function updateStorageBasket(
  basketId: number,
  storageBasket: StorageBasketUpdate,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`basket/storage/${basketId}`,
      method: 'PUT',
      json: storageBasket,
    },
    emptyBody,
  );
}

/** `PUT basket/{type}/{id}` for a return, a collection, a packing visit or a shipment. */
export function updateReturnOrCollectionBasket<
  T extends 'return' | 'collection' | 'packing' | 'international',
>(basketType: T, basketId: number, body: BasketPartUpdates[T]): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`basket/${basketType}/${basketId}`, method: 'PUT', json: body },
    emptyBody,
  );
}

/** `PUT basket/materials/{id}`. */
export function updateMaterialsBasket(
  basketId: number,
  materialBasket: MaterialBasketUpdate,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`basket/materials/${basketId}`,
      method: 'PUT',
      json: materialBasket,
    },
    emptyBody,
  );
}

/** `DELETE /basket/{id}/{type}`: removes one part of the basket. */
export function deleteBasketPart(
  basketId: number,
  basketType: BasketType,
): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`basket/${basketId}/${basketType}`, method: 'DELETE' },
    emptyBody,
  );
}

/** `GET /basket/{id}/validate`: pass, or fail with the message to show. */
export function validateBasket(basketId: number): Promise<Result<BasketValidation>> {
  return apiClient().json(
    { service: 'api', path: urlPath`basket/${basketId}/validate` },
    basketValidationSchema,
  );
}
