/* UK postcodes and Eircodes as customers type them, read without the schema library. */

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;
const EIRCODE_FULL = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[AC-FHKNPRTV-Y\d]{4}$/;

/**
 * A UK postcode or an Eircode in its usual written form ('sw1a1aa' → 'SW1A 1AA'), or null
 * when the text is neither.
 */
export function normalisePostcode(text: string): string | null {
  const compact = text.toUpperCase().replace(/\s+/g, '');
  if (UK_POSTCODE.test(compact)) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (EIRCODE_FULL.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return null;
}

/**
 * A postcode as shown and stored: a full UK postcode or Eircode in its written form
 * ('sw47ab' → 'SW4 7AB'); anything else upper case with single spaces, so it can be checked.
 */
export function tidyPostcode(text: string): string {
  return normalisePostcode(text) ?? text.trim().replace(/\s+/g, ' ').toUpperCase();
}
