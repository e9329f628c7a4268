import type { Generated, Insertable, Selectable } from 'kysely';

/*
 * Table types for Kysely. The database runs with CamelCasePlugin: tables and columns are
 * snake_case in SQL and camelCase here, so rows come out in the shape the API speaks.
 * Money is stored as whole pence (integers) to keep arithmetic exact on both dialects.
 */

export interface BoxTypesTable {
  boxTypeId: number;
  name: string;
  /** The size rule shown under the name. */
  info: string;
  /** Extra advice, e.g. that a suitcase needs a box or a hard shell. */
  note: string | null;
  /** Position in pickers and lists, lowest first (the API calls it `order`). */
  sortOrder: number;
  /** Items that are not a standard box (suitcases). */
  other: Generated<boolean>;
  /** Only offered in the in-house collection area. */
  local: Generated<boolean>;
  packingRequired: Generated<boolean>;
  orderable: Generated<boolean>;
}

export interface MaterialsTable {
  materialId: number;
  name: string;
  description: string;
  bookingAllowed: boolean;
  sortOrder: number;
  unitPricePence: number;
  /** Units in one pack (the API calls it `quantity`), e.g. 3 for a pack of three rolls. */
  packSize: Generated<number>;
  /** Offered on the first step of the order funnel. */
  startOrder: Generated<boolean>;
}

export interface MaterialSuggestionsTable {
  boxTypeId: number;
  materialId: number;
  /** Suggested quantity of the material for each box of this type. */
  quantity: number;
}

export interface StoragePricePlansTable {
  storagePricePlanId: number;
  name: string;
  isDefault: Generated<boolean>;
}

export interface StoragePricesTable {
  storagePricePlanId: number;
  boxTypeId: number;
  numberOfBoxes: number;
  months: number;
  /** Price of one box for one month when storing `numberOfBoxes` for `months`. */
  monthlyPricePence: number;
}

export interface InsurancePricesTable {
  /** Cover in whole pounds for the whole order. */
  coverageLimit: number;
  monthlyPricePence: number;
}

export interface PriceSettingsTable {
  key: string;
  pricePence: number;
}

export interface LongDistanceSurchargesTable {
  countryCode: string;
  /** Postcode area (GB, e.g. 'EH') or Eircode routing key prefix (IE, e.g. 'D'). */
  postcodePrefix: string;
  surchargePence: number;
}

export interface ErrorCodesTable {
  errorCode: number;
  message: string;
}

export interface SupportSettingsTable {
  key: string;
  value: string;
}

export interface ReturnCitiesTable {
  cityId: number;
  name: string;
  countryCode: string;
  postcodePrefixes: string[];
  sortOrder: number;
}

export interface FaqCategoriesTable {
  faqCategoryId: number;
  slug: string;
  name: string;
  sortOrder: number;
}

export interface FaqsTable {
  faqId: number;
  faqCategoryId: number;
  question: string;
  answer: string;
  sortOrder: number;
}

export interface GazetteerAddressesTable {
  gazetteerAddressId: string;
  countryCode: string;
  organisation: string | null;
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
  latitude: number;
  longitude: number;
}

export interface DB {
  boxTypes: BoxTypesTable;
  materials: MaterialsTable;
  materialSuggestions: MaterialSuggestionsTable;
  storagePricePlans: StoragePricePlansTable;
  storagePrices: StoragePricesTable;
  insurancePrices: InsurancePricesTable;
  priceSettings: PriceSettingsTable;
  longDistanceSurcharges: LongDistanceSurchargesTable;
  errorCodes: ErrorCodesTable;
  supportSettings: SupportSettingsTable;
  returnCities: ReturnCitiesTable;
  faqCategories: FaqCategoriesTable;
  faqs: FaqsTable;
  gazetteerAddresses: GazetteerAddressesTable;
}

export type BoxType = Selectable<BoxTypesTable>;
export type NewBoxType = Insertable<BoxTypesTable>;
export type Material = Selectable<MaterialsTable>;
export type NewMaterial = Insertable<MaterialsTable>;
export type Faq = Selectable<FaqsTable>;
export type FaqCategory = Selectable<FaqCategoriesTable>;
export type GazetteerAddress = Selectable<GazetteerAddressesTable>;
