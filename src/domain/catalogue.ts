import { z } from './zod';

/** Catalogues of SPEC.md section 3 that more than one topic uses. */

export const LOCALES = ['uk', 'en', 'ie'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof sortDirectionSchema>;
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';

/** Who owns a stored item's packaging: the provider's boxes or the customer's own. */
export const OWNER_TYPES = ['lovespace', 'customer'] as const;
export const ownerTypeSchema = z.enum(OWNER_TYPES);
export type OwnerType = z.infer<typeof ownerTypeSchema>;

/** Countries served, as ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES = ['GB', 'IE'] as const;
export const countryCodeSchema = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof countryCodeSchema>;
