import {
  type Material,
  type MaterialSuggestion,
  materialSchema,
  materialSuggestionsSchema,
} from '../domain/materials';
import { type PackingPrices, packingPricesSchema } from '../domain/packing';
import {
  type InsurancePrices,
  insurancePricesSchema,
  invalidPromotion,
  type LongDistanceSurcharge,
  longDistanceSurchargeSchema,
  type Promotion,
  promotionSchema,
  type RoomReturnPrice,
  roomReturnPriceSchema,
  type StoragePrices,
  storagePricesSchema,
} from '../domain/prices';
import { type Quote, quoteSchema, type StorageQuoteRequest } from '../domain/quote';
import { z } from '../domain/zod';
import { apiClient, ok, type Result, urlPath } from './client';

/** `GET /storage/prices/user/{customerId}`: the customer's price plan. */
export function getStoragePrices(customerId: number): Promise<Result<StoragePrices>> {
  return apiClient().json(
    { service: 'api', path: urlPath`storage/prices/user/${customerId}` },
    storagePricesSchema,
  );
}

/**
 * `POST /quote/storage/user/{customerId}`: what boxes cost before there is a basket (the
 * pricing step); customer 0 is a visitor on the public plan.
 */
export function quoteStorage(
  customerId: number,
  request: StorageQuoteRequest,
): Promise<Result<Quote>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`quote/storage/user/${customerId}`,
      method: 'POST',
      json: request,
    },
    quoteSchema,
  );
}

/** `GET /insurance/prices/{basketId}`: the cover levels on offer for the basket. */
export function getInsurancePrices(basketId: number): Promise<Result<InsurancePrices>> {
  return apiClient().json(
    { service: 'api', path: urlPath`insurance/prices/${basketId}` },
    insurancePricesSchema,
  );
}

/** `GET /materials`: every material; offer only `bookableMaterials` of it. */
export function getMaterials(): Promise<Result<Material[]>> {
  return apiClient().json({ service: 'api', path: 'materials' }, z.array(materialSchema));
}

/** `GET /materials/suggestions`: per box type, the materials each box needs. */
export function getMaterialSuggestions(): Promise<Result<MaterialSuggestion[]>> {
  return apiClient().json(
    { service: 'api', path: 'materials/suggestions' },
    materialSuggestionsSchema,
  );
}

/**
 * `GET /promotion/{basketId}/{promoCode}`. Never a failure: SPEC.md section 5 has a check that
 * could not run count as an invalid code, so the funnel just shows the code as not accepted.
 */
export async function checkPromotion(
  basketId: number,
  promoCode: string,
): Promise<Result<Promotion>> {
  const code = promoCode.trim();
  if (code === '') return ok(invalidPromotion(code));
  const result = await apiClient().json(
    { service: 'api', path: urlPath`promotion/${basketId}/${code}` },
    promotionSchema,
  );
  return result.ok ? result : ok(invalidPromotion(code));
}

/**
 * `GET /return/prices/longDistanceSurchargeForBasket/{basketId}/{destination}`: the saved
 * address's id, or the postcode of an address not saved yet.
 */
export function getLongDistanceSurcharge(
  basketId: number,
  destination: number | string,
): Promise<Result<LongDistanceSurcharge>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`return/prices/longDistanceSurchargeForBasket/${basketId}/${destination}`,
    },
    longDistanceSurchargeSchema,
  );
}

/** `GET /return/prices/roomReturn`: the extra for carrying items into a room. */
export function getRoomReturnPrice(): Promise<Result<RoomReturnPrice>> {
  return apiClient().json(
    { service: 'api', path: 'return/prices/roomReturn' },
    roomReturnPriceSchema,
  );
}

/** `GET /packing/prices`: the packing team's hourly price and materials per box. */
export function getPackingPrices(): Promise<Result<PackingPrices>> {
  return apiClient().json({ service: 'api', path: 'packing/prices' }, packingPricesSchema);
}
