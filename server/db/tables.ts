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

export interface ReferralCodesTable {
  /** One capital letter, sent at sign-up as referralCodeSourceOneLetterCode. */
  code: string;
  /** Where the customer heard of the service. */
  source: string;
}

export interface CustomersTable {
  customerId: Generated<number>;
  /** Always lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`, see server/auth/passwords.ts. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  postcode: Generated<string>;
  /** Phone numbers in international form (+44...), '' when not given. */
  dayTimePhone: Generated<string>;
  eveningPhone: Generated<string>;
  mobilePhone: Generated<string>;
  debtStatus: Generated<number>;
  smsCommsEnabled: Generated<boolean>;
  emailCommsEnabled: Generated<boolean>;
  tieredPricing: Generated<boolean>;
  /** 'yyyy-MM-dd'. */
  joinedDate: string;
  /** A JSON array of role names. */
  roles: Generated<string>;
  signUpFunnel: string | null;
  referralCode: string | null;
}

export interface SessionsTable {
  sessionId: Generated<number>;
  /** SHA-256 of the bearer token, base64url. */
  tokenHash: string;
  customerId: number;
  createdAt: Date;
  lastUsedAt: Date;
  revokedAt: Date | null;
}

export interface LoginAttemptsTable {
  loginAttemptId: Generated<number>;
  /** 'account:<lower-cased email>' or 'ip:<address>'. */
  key: string;
  at: Date;
}

export interface PasswordResetsTable {
  passwordResetId: Generated<number>;
  /** SHA-256 of the token in the emailed link, base64url. */
  tokenHash: string;
  customerId: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface MailOutboxTable {
  mailId: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

export interface BoxesTable {
  boxId: Generated<number>;
  customerId: number;
  boxTypeId: number;
  /** One of BOX_STATUSES in src/domain/boxes.ts. */
  status: string;
  /** 'ShippingService', 'PackingService' or null for plain storage. */
  serviceType: string | null;
  boxDescription: string | null;
  parentBoxId: number | null;
  /** 'lovespace' or 'customer'. */
  ownerType: string;
  statusDate: Date | null;
  createdAt: Date;
}

export interface OrdersTable {
  orderId: Generated<number>;
  customerId: number;
  /** A key of ORDER_TYPE_LABELS in src/domain/orders.ts. */
  orderType: string;
  orderDate: Date;
  /** 'yyyy-MM-dd', once booked. */
  serviceDate: string | null;
  numberOfItems: Generated<number>;
  status: string;
  totalPence: number;
  isRemovalsReturn: Generated<boolean>;
  isOrderEditable: Generated<boolean>;
  isOrderCancellable: Generated<boolean>;
  isOrderCancelled: Generated<boolean>;
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
  referralCodes: ReferralCodesTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  passwordResets: PasswordResetsTable;
  mailOutbox: MailOutboxTable;
  boxes: BoxesTable;
  orders: OrdersTable;
}

export type BoxType = Selectable<BoxTypesTable>;
export type NewBoxType = Insertable<BoxTypesTable>;
export type Material = Selectable<MaterialsTable>;
export type NewMaterial = Insertable<MaterialsTable>;
export type Faq = Selectable<FaqsTable>;
export type FaqCategory = Selectable<FaqCategoriesTable>;
export type GazetteerAddress = Selectable<GazetteerAddressesTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type BoxRow = Selectable<BoxesTable>;
export type NewBox = Insertable<BoxesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
