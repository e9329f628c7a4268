import type { CountryCode } from '../../src/domain/catalogue.ts';

/*
 * UK postcodes and Irish Eircodes as people type them: any case, any spacing. A full code is
 * normalised to its printed form ('sw1a1aa' → 'SW1A 1AA', 'd02vx62' → 'D02 VX62').
 */

const GB_FULL = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;
const GB_OUTWARD = /^([A-Z]{1,2})[0-9][A-Z0-9]?$/;
// Eircode routing keys are a letter and two digits (D6W is the one exception); the unique
// identifier uses digits and the letters A C D E F H K N P R T V W X Y.
const EIRCODE_FULL = /^([AC-FHKNPRTV-Y][0-9]{2}|D6W)([0-9AC-FHKNPRTV-Y]{4})$/;
const ROUTING_KEY = /^([AC-FHKNPRTV-Y][0-9]{2}|D6W)$/;

export interface ParsedPostcode {
  countryCode: CountryCode;
  /** The printed form of a full code, or the outward code / routing key alone. */
  postcode: string;
  /** GB outward code ('SW1A') or Eircode routing key ('D02'). */
  outward: string;
  /** GB postcode area ('SW'); the routing key for Eircodes. */
  area: string;
  /** False for an outward code or routing key without the rest. */
  full: boolean;
}

/** Upper case without spaces. */
export function compactPostcode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/**
 * Reads a full code or an outward code / routing key; undefined when it is neither. A lone
 * routing key is read as Irish only for Dublin (D..): 'T12' could as well be a GB district.
 */
export function parsePostcode(raw: string): ParsedPostcode | undefined {
  const code = compactPostcode(raw);
  if (code.length > 8) return undefined;
  const eircode = EIRCODE_FULL.exec(code);
  if (eircode) {
    const [, key, unique] = eircode as unknown as [string, string, string];
    return { countryCode: 'IE', postcode: `${key} ${unique}`, outward: key, area: key, full: true };
  }
  const gb = GB_FULL.exec(code);
  if (gb) {
    const [, outward, inward] = gb as unknown as [string, string, string];
    const area = /^[A-Z]+/.exec(outward)?.[0] ?? outward;
    return { countryCode: 'GB', postcode: `${outward} ${inward}`, outward, area, full: true };
  }
  if (ROUTING_KEY.test(code) && code.startsWith('D')) {
    return { countryCode: 'IE', postcode: code, outward: code, area: code, full: false };
  }
  const outward = GB_OUTWARD.exec(code);
  if (outward) {
    const [, area] = outward as unknown as [string, string];
    return { countryCode: 'GB', postcode: code, outward: code, area, full: false };
  }
  return undefined;
}

/** London postcode areas our own vans cover. */
const IN_HOUSE_GB_AREAS = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']);
/** Dublin 1 to 24 and Dublin 6W. */
const IN_HOUSE_IE_KEYS = new Set([
  ...Array.from({ length: 24 }, (_, i) => `D${String(i + 1).padStart(2, '0')}`),
  'D6W',
]);

/**
 * Whether our own vans collect at this postcode: London (E, EC, N, NW, SE, SW, W, WC) and
 * Dublin (D01 to D24, D6W). Anything else, including text that is not a postcode, is left
 * to the partner courier.
 */
export function isInHousePostcode(raw: string | null | undefined): boolean {
  if (!raw) return false;
  const parsed = parsePostcode(raw);
  if (!parsed) return false;
  return parsed.countryCode === 'GB'
    ? IN_HOUSE_GB_AREAS.has(parsed.area)
    : IN_HOUSE_IE_KEYS.has(parsed.outward);
}
