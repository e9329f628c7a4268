import {
  type Shipment,
  type ShippingCountryOffer,
  shipmentsSchema,
  shippingCountriesSchema,
} from '../domain/shipping';
import { z } from '../domain/zod';
import { apiClient, type Result, urlPath } from './client';

/** `GET /shipping/countries`: where we ship, with the price per box and transit time. */
export async function getShippingCountries(): Promise<Result<ShippingCountryOffer[]>> {
  const result = await apiClient().json(
    { service: 'api', path: 'shipping/countries' },
    shippingCountriesSchema,
  );
  return result.ok ? { ...result, data: result.data.countries } : result;
}

/** `GET /shipping/dispatchDays`: the days a shipment can leave, from the first. */
export async function getDispatchDays(): Promise<Result<string[]>> {
  const result = await apiClient().json(
    { service: 'api', path: 'shipping/dispatchDays' },
    z.object({ dispatchDays: z.array(z.string()) }),
  );
  return result.ok ? { ...result, data: result.data.dispatchDays } : result;
}

/** `GET /shipments/{customerId}`: the customer's shipments, newest first. */
export async function getShipments(customerId: number): Promise<Result<Shipment[]>> {
  const result = await apiClient().json(
    { service: 'api', path: urlPath`shipments/${customerId}` },
    shipmentsSchema,
  );
  return result.ok ? { ...result, data: result.data.shipments } : result;
}

/** `GET /order/{id}/shipping/labels` or `.../invoice`: a shipment's PDF. */
export function getShipmentDocument(
  orderId: number,
  document: 'labels' | 'invoice',
): Promise<Result<Blob>> {
  return apiClient().blob({ service: 'api', path: urlPath`order/${orderId}/shipping/${document}` });
}
