import {
  type Address,
  type AddressFindRequest,
  type AddressGroupRequest,
  type AddressInput,
  type AddressRetrieveRequest,
  type AddressSuggestion,
  type addressAutocompleteRequestSchema,
  addressSchema,
  addressSuggestionsSchema,
  type LookedUpAddress,
  lookedUpAddressesSchema,
  type PostcodeGeoData,
  postcodeGeoDataSchema,
  toAddressUpdatePayload,
} from '../domain/addresses';
import { z } from '../domain/zod';
import { apiClient, emptyBody, type Result, urlPath } from './client';

/** `GET /addresses/{customerId}`. */
export function listAddresses(customerId: number): Promise<Result<Address[]>> {
  return apiClient().json(
    { service: 'api', path: urlPath`addresses/${customerId}` },
    z.array(addressSchema),
  );
}

/**
 * `POST /address/{customerId}`: answers with the stored address, whose id the funnels need to
 * attach it to a basket. An empty postcode is left out and the phone goes international.
 */
export function createAddress(
  customerId: number,
  address: Partial<AddressInput>,
): Promise<Result<Address>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`address/${customerId}`,
      method: 'POST',
      json: toAddressUpdatePayload(address),
    },
    addressSchema,
  );
}

/** `PUT /address/{id}`: an empty postcode is left out so it never wipes the stored one. */
export function updateAddress(
  addressId: number,
  address: Partial<AddressInput>,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`address/${addressId}`,
      method: 'PUT',
      json: toAddressUpdatePayload(address),
    },
    emptyBody,
  );
}

/** `DELETE /address/{id}`. */
export function deleteAddress(addressId: number): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`address/${addressId}`, method: 'DELETE' },
    emptyBody,
  );
}

/** `POST /postcodeGeoData`: where a postcode is, for distance-based rules and maps. */
export function getPostcodeGeoData(postcode: string): Promise<Result<PostcodeGeoData>> {
  return apiClient().json(
    {
      service: 'api',
      path: 'postcodeGeoData',
      method: 'POST',
      json: { postcode: postcode.trim() },
    },
    postcodeGeoDataSchema,
  );
}

/*
 * Address lookup goes through the front-end server routes, which hold the lookup provider's
 * private token, so it never reaches the browser.
 */

const suggestionListSchema = addressSuggestionsSchema.transform(
  (body): AddressSuggestion[] => body.suggestions,
);
const lookedUpListSchema = lookedUpAddressesSchema.transform(
  (body): LookedUpAddress[] => body.addresses,
);

/**
 * `POST /api/address/autocomplete`: suggestions for what the customer has typed so far; the
 * country is GB unless given.
 */
export function autocompleteAddress(
  request: z.input<typeof addressAutocompleteRequestSchema>,
): Promise<Result<AddressSuggestion[]>> {
  return apiClient().json(
    { service: 'app', path: '/api/address/autocomplete', method: 'POST', json: request },
    suggestionListSchema,
  );
}

/** `POST /api/address/find`: every address at a postcode. */
export function findAddresses(request: AddressFindRequest): Promise<Result<LookedUpAddress[]>> {
  return apiClient().json(
    { service: 'app', path: '/api/address/find', method: 'POST', json: request },
    lookedUpListSchema,
  );
}

/** `POST /api/address/group`: opens a group suggestion (a street, a postcode) into its entries. */
export function groupAddresses(request: AddressGroupRequest): Promise<Result<AddressSuggestion[]>> {
  return apiClient().json(
    {
      service: 'app',
      path: '/api/address/group',
      method: 'POST',
      json: { query: request.query, pathfilter: request.pathfilter },
    },
    suggestionListSchema,
  );
}

/** `POST /api/address/retrieve`: the full address of an address suggestion. */
export function retrieveAddress(
  request: AddressRetrieveRequest,
): Promise<Result<LookedUpAddress[]>> {
  return apiClient().json(
    {
      service: 'app',
      path: '/api/address/retrieve',
      method: 'POST',
      json: { query: request.query, id: request.id, identifier: request.identifier },
    },
    lookedUpListSchema,
  );
}
