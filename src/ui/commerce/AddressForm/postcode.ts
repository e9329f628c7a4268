import type { CountryCode } from '../../../domain/catalogue';

// Full-format checks only: they catch typing slips before a lookup or a save, and leave the
// question of whether the postcode exists to the address service.
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;
const EIRCODE = /^[A-Z]\d[\dW][A-Z\d]{4}$/;

export { tidyPostcode } from '../../../domain/postcodes';

function compact(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

export function isUkPostcode(postcode: string): boolean {
  return UK_POSTCODE.test(compact(postcode));
}

export function isEircode(postcode: string): boolean {
  return EIRCODE.test(compact(postcode));
}

/** A postcode in the format of the given country, or of either when no country is given. */
export function isPostcodeFormat(postcode: string, country?: CountryCode): boolean {
  if (country === 'GB') return isUkPostcode(postcode);
  if (country === 'IE') return isEircode(postcode);
  return isUkPostcode(postcode) || isEircode(postcode);
}
