import { countryCodeSchema } from './catalogue';
import { toInternationalPhone } from './format';
import { emailSchema, idSchema, phoneSchema } from './primitives';
import { z } from './zod';

export const ADDRESS_TYPE_LABELS = ['Home', 'Work', 'Other'] as const;
export const addressTypeSchema = z.enum(ADDRESS_TYPE_LABELS);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** The fields a customer enters for an address (body of `POST /address/{customerId}`). */
export const addressInputSchema = z.object({
  addressType: addressTypeSchema.default('Home'),
  addressLine1: z.string().trim().min(1).max(100),
  addressLine2: z.string().trim().max(100).default(''),
  town: z.string().trim().min(1).max(60),
  county: z.string().trim().max(60).default(''),
  /** Optional because many Irish addresses are used without an Eircode. */
  postcode: z.string().trim().max(10).default(''),
  countryCode: countryCodeSchema.default('GB'),
  notificationEmail: emailSchema.nullable().default(null),
  notificationPhone: phoneSchema.nullable().default(null),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** `GET /addresses/{customerId}` items. */
export const addressSchema = addressInputSchema.extend({ addressId: idSchema });
export type Address = z.infer<typeof addressSchema>;

/**
 * Body of `PUT /address/{id}`: any input field, the postcode left out when empty. Written out
 * rather than `addressInputSchema.partial()`, whose defaults would fill in (and overwrite) the
 * fields a partial update leaves out.
 */
export const addressUpdatePayloadSchema = z.object({
  addressType: addressTypeSchema.optional(),
  addressLine1: z.string().trim().min(1).max(100).optional(),
  addressLine2: z.string().trim().max(100).optional(),
  town: z.string().trim().min(1).max(60).optional(),
  county: z.string().trim().max(60).optional(),
  postcode: z.string().trim().max(10).optional(),
  countryCode: countryCodeSchema.optional(),
  notificationEmail: emailSchema.nullable().optional(),
  notificationPhone: phoneSchema.nullable().optional(),
});
export type AddressUpdatePayload = z.infer<typeof addressUpdatePayloadSchema>;

/**
 * The body for saving an address: the id (it is in the path) and an empty postcode are left
 * out so a blank field never wipes a stored one, and the notification phone goes out in
 * international form.
 */
export function toAddressUpdatePayload(
  address: Partial<AddressInput> & { addressId?: number },
): AddressUpdatePayload {
  const { addressId: _id, postcode, notificationPhone, ...rest } = address;
  const payload: AddressUpdatePayload = { ...rest };
  const trimmedPostcode = typeof postcode === 'string' ? postcode.trim() : '';
  if (trimmedPostcode !== '') payload.postcode = trimmedPostcode.toUpperCase();
  if (notificationPhone !== undefined) {
    payload.notificationPhone =
      notificationPhone === null || notificationPhone.trim() === ''
        ? null
        : toInternationalPhone(notificationPhone);
  }
  return payload;
}

/** One line for lists and summaries: '1 High Street, Leeds, LS1 4AP'. */
export function addressOneLine(address: Partial<AddressInput>): string {
  return [address.addressLine1, address.addressLine2, address.town, address.postcode]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

/** Body of `POST /api/address/autocomplete`. */
export const addressAutocompleteRequestSchema = z.object({
  query: z.string().trim().min(1).max(100),
  countryCode: countryCodeSchema.default('GB'),
});
export type AddressAutocompleteRequest = z.infer<typeof addressAutocompleteRequestSchema>;

/**
 * A lookup suggestion: an address ('Address') to retrieve, or a group ('Group', e.g. a
 * street or a postcode) to open with `group`.
 */
export const addressSuggestionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['Address', 'Group']),
  text: z.string(),
  description: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionsSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });

/** Body of `POST /api/address/find`: every address at a postcode. */
export const addressFindRequestSchema = z.object({ postcode: z.string().trim().min(1).max(10) });
export type AddressFindRequest = z.infer<typeof addressFindRequestSchema>;

/** Body of `POST /api/address/group`. */
export const addressGroupRequestSchema = z.object({
  query: z.string().trim().max(100),
  pathfilter: z.string().min(1).max(200),
});
export type AddressGroupRequest = z.infer<typeof addressGroupRequestSchema>;

/** Body of `POST /api/address/retrieve`. */
export const addressRetrieveRequestSchema = z.object({
  query: z.string().trim().max(100),
  id: z.string().min(1).max(200),
  identifier: z.string().min(1).max(200),
});
export type AddressRetrieveRequest = z.infer<typeof addressRetrieveRequestSchema>;

/** A full address returned by `find` and `retrieve`, ready to fill the form. */
export const lookedUpAddressSchema = addressInputSchema.pick({
  addressLine1: true,
  addressLine2: true,
  town: true,
  county: true,
  postcode: true,
  countryCode: true,
});
export type LookedUpAddress = z.infer<typeof lookedUpAddressSchema>;
export const lookedUpAddressesSchema = z.object({ addresses: z.array(lookedUpAddressSchema) });

/** `POST /postcodeGeoData`. */
export const postcodeGeoDataRequestSchema = z.object({
  postcode: z.string().trim().min(1).max(10),
});
export const postcodeGeoDataSchema = z.object({
  postcode: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type PostcodeGeoData = z.infer<typeof postcodeGeoDataSchema>;

/** `GET /courier/isInHouseCollectionPostcode/{postcode}/basketType/{type}`. */
export const inHouseCollectionPostcodeSchema = z.object({
  isInHouseCollectionPostcode: z.boolean(),
});
