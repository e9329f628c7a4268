import type { z } from 'zod';
import { inHouseCollectionPostcodeSchema } from '../domain/addresses';
import type { BasketType } from '../domain/baskets';
import { apiClient, type Result, urlPath } from './client';

export type InHouseCollectionPostcode = z.output<typeof inHouseCollectionPostcodeSchema>;

/** `GET /courier/isInHouseCollectionPostcode/{postcode}/basketType/{type}`. */
export function isInHouseCollectionPostcode(
  postcode: string,
  basketType: BasketType,
): Promise<Result<InHouseCollectionPostcode>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`courier/isInHouseCollectionPostcode/${postcode.trim().toUpperCase()}/basketType/${basketType}`,
    },
    inHouseCollectionPostcodeSchema,
  );
}
