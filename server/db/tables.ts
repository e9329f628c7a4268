import type { Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { Address } from '../../src/domain/addresses.ts';
import type {
  CollectionBasket,
  DriveUpFields,
  MaterialBasket,
  PackingBasket,
  ReturnBasket,
  StorageBasket,
} from '../../src/domain/baskets.ts';
import type { BasketBreakdown } from '../../src/domain/pricing.ts';
import type { ShippingAddress, ShippingBasket } from '../../src/domain/shipping.ts';

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

export interface SupportConversationsTable {
  supportConversationId: Generated<number>;
  customerId: number;
  subject: string;
  orderId: number | null;
  status: Generated<'open' | 'closed'>;
  createdAt: Date;
  updatedAt: Date;
  /** When the customer's open chat panel last asked for it; null before it ever did. */
  customerSeenAt: Generated<Date | null>;
}

/** Facts the service keeps about itself, by key (the catalogue version last seeded). */
export interface ServiceStateTable {
  key: string;
  value: string;
}

/** Uploaded photos' bytes on PostgreSQL, so every server process sees them (image-store.ts). */
export interface UploadedFilesTable {
  customerId: number;
  storageKey: string;
  bytes: Uint8Array;
  createdAt: Date;
}

export interface SupportMessagesTable {
  supportMessageId: Generated<number>;
  supportConversationId: number;
  author: 'customer' | 'staff' | 'auto';
  authorName: string | null;
  body: string;
  createdAt: Date;
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

/** A change of e-mail waiting for the link mailed to the new address to be opened. */
export interface EmailChangesTable {
  emailChangeId: Generated<number>;
  /** SHA-256 of the token in the emailed link, base64url. */
  tokenHash: string;
  customerId: number;
  newEmail: string;
  /** The session that asked for the change; it stays signed in when the change is made. */
  sessionId: number | null;
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
  /** Held by the provider (unpaid balance, inspection): cannot be returned (code 88). */
  detained: Generated<boolean>;
}

/**
 * How many boxes each of a customer's My stuff lists holds, kept by a trigger as boxes change
 * (migration 2026_11_26_0104), so a page does not count them all.
 */
export interface BoxListCountsTable {
  customerId: number;
  /** 'with-provider' or 'with-customer', as the boxes list's filter. */
  list: string;
  /** Boxes without a parent box. */
  topLevel: boolean;
  boxes: number;
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
  /** The contact phone for the order's courier jobs, international form; null: the customer's. */
  notificationPhone: string | null;
  /** The basket the order was placed from; its timeslot booking is the order's slot. */
  basketId: number | null;
}

export interface BoxImagesTable {
  boxImageId: Generated<number>;
  boxId: number;
  customerId: number;
  /** PhotoType of src/domain/boxes.ts; 0 for the customer's own photos. */
  photoType: Generated<number>;
  /** The type found in the bytes, never the one a client declared. */
  mimeType: string;
  byteSize: number;
  /** The provider's photos, which the customer cannot delete. */
  readonly: Generated<boolean>;
  /** The file's name under DATA_DIR/uploads/<customerId>/ for uploads; else null. */
  storageKey: string | null;
  /** The bytes of the provider's photos, kept in the database; null for uploads. */
  imageData: Uint8Array | null;
  createdAt: Date;
}

export interface OrderLinesTable {
  orderLineId: Generated<number>;
  orderId: number;
  /** Order on the invoice, from 1. */
  position: number;
  description: string;
  quantity: number;
  /** VAT included, as every price here. */
  unitPricePence: number;
  lineTotalPence: number;
}

export interface ServiceFeedbackTable {
  orderId: number;
  customerId: number;
  rating: number;
  comment: Generated<string>;
  submittedAt: Date;
}

/** The storage part as stored: prices are worked out when the basket is read. */
/** As stored: baskets saved before drive-up units have no drive-up fields (`driveUpOf`). */
export type StoredStorageBasket = Omit<
  StorageBasket,
  'furtherMonthsStoragePrices' | keyof DriveUpFields
> &
  Partial<DriveUpFields>;

export interface BasketsTable {
  basketId: Generated<number>;
  customerId: number;
  /** One of BASKET_TYPES in src/domain/baskets.ts. */
  basketType: string;
  partner: string | null;
  sales: Generated<boolean>;
  marketingReference: string | null;
  /** Upper-cased promotion code, checked when set and again when priced. */
  promoCode: string | null;
  /** One of BASKET_STAGES: 'notStarted', 'checkoutStarted' or 'completed'. */
  stage: Generated<string>;
  /** Each part is a JSON document in the domain's shape; written as JSON text. */
  storageBasket: JSONColumnType<StoredStorageBasket> | null;
  materialBasket: JSONColumnType<MaterialBasket> | null;
  collectionBasket: JSONColumnType<CollectionBasket> | null;
  returnBasket: JSONColumnType<ReturnBasket> | null;
  packingBasket: JSONColumnType<PackingBasket> | null;
  shippingBasket: JSONColumnType<ShippingBasket> | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PromotionsTable {
  /** Upper case. */
  code: string;
  /** 'percentage' (amount in percent) or 'fixed' (amount in pence). */
  kind: string;
  amount: number;
  description: string;
  expiresAt: Date | null;
  active: Generated<boolean>;
}

export interface PromotionRedemptionsTable {
  code: string;
  customerId: number;
  /** Null while the basket's checkout holds the code and its order does not exist yet. */
  orderId: number | null;
  /** The basket whose checkout took the code. */
  basketId: number | null;
  redeemedAt: Date;
}

export interface AddressesTable {
  addressId: Generated<number>;
  customerId: number;
  /** 'Home', 'Work' or 'Other'. */
  addressType: string;
  addressLine1: string;
  addressLine2: Generated<string>;
  town: string;
  county: Generated<string>;
  /** Normalised ('SW1A 1AA', 'D02 VX62'); null when none was given. */
  postcode: string | null;
  /** 'GB' or 'IE'. */
  countryCode: string;
  notificationEmail: string | null;
  notificationPhone: string | null;
  createdAt: Date;
}

export interface TimeslotBookingsTable {
  basketId: number;
  /** One of TIMESLOT_ORDER_TYPES: a basket holds at most one slot per order type. */
  orderType: string;
  /** 'yyyy-MM-dd'. */
  serviceDate: string;
  /** 'am' or 'pm', see server/timeslots/rules.ts. */
  timeWindow: string;
  createdAt: Date;
}

export interface PaymentCustomersTable {
  customerId: number;
  /** 'sandbox' or 'stripe'. */
  provider: string;
  /** The provider's customer id. */
  providerRef: string;
  createdAt: Date;
}

export interface CardsTable {
  cardId: Generated<number>;
  customerId: number;
  /** 'sandbox' or 'stripe': cards are listed only under the provider that saved them. */
  provider: string;
  /** The provider's payment method id; the card number is never stored. */
  providerRef: string;
  /** One of CARD_BRANDS in src/domain/cards.ts. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: Generated<boolean>;
  createdAt: Date;
}

export interface CardSetupIntentsTable {
  setupIntentId: string;
  customerId: number;
  provider: string;
  cardId: number | null;
  completedAt: Date | null;
  createdAt: Date;
}

export interface BasketPaymentIntentsTable {
  basketId: number;
  customerId: number;
  provider: string;
  paymentIntentId: string;
  clientSecret: string;
  amountPence: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CheckoutJobsTable {
  basketId: number;
  customerId: number;
  /** One of PROGRESS_STATUSES in src/domain/payments.ts. */
  status: string;
  attempts: number;
  jobToken: string;
  /** The key of this attempt's confirm request at the provider. */
  idempotencyKey: string;
  /** The saved card chosen at start; null means the intent's own card or the default card. */
  cardId: number | null;
  clientSecret: string | null;
  errorCode: number | null;
  message: string | null;
  reportedErrorRef: string | null;
  orderId: number | null;
  /** What this attempt charges: the quote total the customer agreed to at start. */
  amountPence: number | null;
  /** The price breakdown behind that amount, from which the order's lines are written. */
  breakdown: JSONColumnType<BasketBreakdown> | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderBoxesTable {
  orderId: number;
  boxId: number;
}

export interface BalancePaymentsTable {
  balancePaymentId: Generated<number>;
  customerId: number;
  cardId: number | null;
  provider: string;
  amountPence: number;
  /** One of PROGRESS_STATUSES in src/domain/payments.ts. */
  status: string;
  idempotencyKey: string;
  paymentIntentId: string | null;
  clientSecret: string | null;
  errorCode: number | null;
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PaymentsTable {
  paymentId: Generated<number>;
  customerId: number;
  orderId: number | null;
  description: string;
  amountPence: number;
  /** One of PAYMENT_STATUSES in src/domain/payments.ts. */
  status: string;
  /** When it was taken, or when it is due while pending. */
  paymentDate: Date;
  paymentIntentId: string | null;
  balancePaymentId: number | null;
  /** The card charged, kept as it was: one of CARD_BRANDS in src/domain/cards.ts. */
  cardBrand: string | null;
  cardLast4: string | null;
  createdAt: Date;
}

export interface RefundsTable {
  refundId: Generated<number>;
  customerId: number;
  /** Unique: an order is refunded at most once. */
  orderId: number;
  /** The payment refunded. */
  paymentId: number;
  /** 'sandbox' or 'stripe': the provider that took the payment. */
  provider: string;
  paymentIntentId: string;
  amountPence: number;
  /** One of REFUND_STATUSES in src/domain/payments.ts. */
  status: string;
  idempotencyKey: string;
  providerRefundId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxCustomersTable {
  id: string;
  email: string;
  name: string;
  idempotencyKey: string | null;
  createdAt: Date;
}

export interface SandboxPaymentMethodsTable {
  id: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** One of CARD_BEHAVIOURS in server/payments/test-cards.ts. */
  behaviour: string;
  authenticated: Generated<boolean>;
  createdAt: Date;
}

export interface SandboxSetupIntentsTable {
  id: string;
  clientSecret: string;
  customerId: string;
  /** One of INTENT_STATUSES in server/payments/provider.ts. */
  status: string;
  paymentMethodId: string | null;
  lastErrorCode: string | null;
  lastErrorDeclineCode: string | null;
  lastErrorMessage: string | null;
  lastErrorRef: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxPaymentIntentsTable {
  id: string;
  clientSecret: string;
  customerId: string | null;
  amountPence: number;
  currency: string;
  description: string | null;
  /** One of INTENT_STATUSES in server/payments/provider.ts. */
  status: string;
  paymentMethodId: string | null;
  lastErrorCode: string | null;
  lastErrorDeclineCode: string | null;
  lastErrorMessage: string | null;
  lastErrorRef: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxChargesTable {
  id: string;
  paymentIntentId: string;
  paymentMethodId: string;
  amountPence: number;
  /** 'succeeded' or 'failed'. */
  status: string;
  failureCode: string | null;
  createdAt: Date;
}

export interface SandboxRefundsTable {
  id: string;
  paymentIntentId: string;
  amountPence: number;
  idempotencyKey: string;
  createdAt: Date;
}

export interface SandboxConfirmationsTable {
  idempotencyKey: string;
  paymentIntentId: string;
  createdAt: Date;
}

export interface VsuSitesTable {
  siteId: number;
  name: string;
  addressLine1: string;
  town: string;
  postcode: string;
  countryCode: 'GB' | 'IE';
  latitude: number;
  longitude: number;
  openingHours: string;
  accessHours: string;
  facilities: string[];
  noticeDays: number;
}

export interface VsuUnitSizesTable {
  unitSizeId: number;
  sqFt: number;
  widthFt: number;
  depthFt: number;
  heightFt: number;
  guide: string;
}

export interface VsuContractTermsTable {
  months: number;
  discountPercent: number;
}

export interface VsuSitePricesTable {
  siteId: number;
  unitSizeId: number;
  monthlyPricePence: number;
}

export interface VsuUnitsTable {
  unitId: Generated<number>;
  siteId: number;
  unitSizeId: number;
  unitNumber: string;
}

export type VsuLettingStatus = 'held' | 'booked' | 'active' | 'ended' | 'cancelled';

export interface VsuLettingsTable {
  lettingId: Generated<number>;
  unitId: number;
  customerId: number;
  orderId: number | null;
  /** The basket choosing the unit, while it is held for it. */
  basketId: number | null;
  /** The 'Drive-up Storage Return' order that booked the move-out. */
  moveOutOrderId: number | null;
  /** The return basket whose checkout is paying for the move-out, while it is. */
  moveOutBasketId: number | null;
  contractMonths: number;
  monthlyPricePence: number;
  /** ISO date. */
  dropOffDate: string;
  /** ISO date: the move-out day, once booked. */
  endDate: string | null;
  status: VsuLettingStatus;
  accessCode: string | null;
  createdAt: Date;
}

/** What our team photographed in a unit at drop-off (photo type 5). */
export interface VsuItemCheckPhotosTable {
  photoId: Generated<number>;
  lettingId: number;
  photoType: number;
  mimeType: string;
  imageData: Uint8Array;
  createdAt: Date;
}

/** A shipment abroad, once ordered: one per 'International shipping' order. */
export interface ShipmentsTable {
  orderId: number;
  customerId: number;
  destination: JSONColumnType<ShippingAddress>;
  zone: string;
  /** ISO dates: the dispatch day, and the first and last day it may arrive. */
  dispatchDate: string;
  deliveryFrom: string;
  deliveredBy: string;
  /** The home our courier collects it from; null when it leaves our store. */
  collectedFrom: JSONColumnType<Address> | null;
  cancelled: Generated<boolean>;
  createdAt: Date;
}

/** A box of a shipment, with its customs declaration and what it cost to send. */
export interface ShipmentBoxesTable {
  orderId: number;
  boxId: number;
  category: string;
  description: string;
  valuePence: number;
  pricePence: number;
}

/** A notification's key, claimed while it is sent and kept once sent (server/notify/send.ts). */
export interface SentNotificationsTable {
  key: string;
  state: 'sending' | 'sent';
  claimedBy: string;
  claimedUntil: Date;
  sentAt: Date | null;
  createdAt: Date;
}

/** The embedded database's job queue (server/jobs/in-process.ts). */
export interface LocalJobsTable {
  id: string;
  name: string;
  data: JSONColumnType<object>;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  singletonKey: string | null;
  retryCount: Generated<number>;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  startAfter: Date;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  lastError: string | null;
}

/** One order's storage billed monthly (server/billing/agreements.ts). */
export interface AgreementsTable {
  agreementId: Generated<number>;
  customerId: number;
  orderId: number;
  /** 'boxes' (with their cover) | 'cover' | 'unit'. */
  kind: string;
  startDate: string;
  /** The day the paid months run to: the next bill's period starts here. */
  paidUpTo: string;
  monthlyPence: number;
  provider: string;
  /** The provider's payment method charged off-session. */
  paymentMethod: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The return's or move-out's service day; null while open. */
  endDate: string | null;
  endedByOrderId: number | null;
  /** 'open' | 'ended'. */
  status: string;
  createdAt: Date;
}

/** One month of an agreement, claimed by the billing run that charges it. */
export interface AgreementBillsTable {
  billId: Generated<number>;
  agreementId: number;
  periodStart: string;
  periodEnd: string;
  amountPence: number;
  /** 'charging' | 'paid' | 'owed' | 'failed'. */
  status: string;
  attempts: Generated<number>;
  firstFailedOn: string | null;
  claimedUntil: Date | null;
  idempotencyKey: string;
  paymentId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A box agreement's price from a day on: the boxes left after a partial return. */
export interface AgreementPriceChangesTable {
  agreementId: number;
  /** The return's service day: periods starting on or after it are billed at this price. */
  fromDate: string;
  monthlyPence: number;
  /** The agreement's boxes still stored from that day. */
  boxCount: number;
  createdAt: Date;
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
  emailChanges: EmailChangesTable;
  mailOutbox: MailOutboxTable;
  boxes: BoxesTable;
  boxListCounts: BoxListCountsTable;
  orders: OrdersTable;
  baskets: BasketsTable;
  promotions: PromotionsTable;
  promotionRedemptions: PromotionRedemptionsTable;
  addresses: AddressesTable;
  timeslotBookings: TimeslotBookingsTable;
  sentNotifications: SentNotificationsTable;
  localJobs: LocalJobsTable;
  paymentCustomers: PaymentCustomersTable;
  cards: CardsTable;
  cardSetupIntents: CardSetupIntentsTable;
  basketPaymentIntents: BasketPaymentIntentsTable;
  checkoutJobs: CheckoutJobsTable;
  orderBoxes: OrderBoxesTable;
  balancePayments: BalancePaymentsTable;
  payments: PaymentsTable;
  sandboxCustomers: SandboxCustomersTable;
  sandboxPaymentMethods: SandboxPaymentMethodsTable;
  sandboxSetupIntents: SandboxSetupIntentsTable;
  sandboxPaymentIntents: SandboxPaymentIntentsTable;
  sandboxCharges: SandboxChargesTable;
  sandboxConfirmations: SandboxConfirmationsTable;
  sandboxRefunds: SandboxRefundsTable;
  refunds: RefundsTable;
  boxImages: BoxImagesTable;
  orderLines: OrderLinesTable;
  serviceFeedback: ServiceFeedbackTable;
  supportConversations: SupportConversationsTable;
  supportMessages: SupportMessagesTable;
  uploadedFiles: UploadedFilesTable;
  serviceState: ServiceStateTable;
  vsuSites: VsuSitesTable;
  vsuUnitSizes: VsuUnitSizesTable;
  vsuContractTerms: VsuContractTermsTable;
  vsuSitePrices: VsuSitePricesTable;
  vsuUnits: VsuUnitsTable;
  vsuLettings: VsuLettingsTable;
  vsuItemCheckPhotos: VsuItemCheckPhotosTable;
  shipments: ShipmentsTable;
  shipmentBoxes: ShipmentBoxesTable;
  agreements: AgreementsTable;
  agreementBills: AgreementBillsTable;
  agreementPriceChanges: AgreementPriceChangesTable;
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
export type BasketRow = Selectable<BasketsTable>;
export type PromotionRow = Selectable<PromotionsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type CardRow = Selectable<CardsTable>;
export type CheckoutJobRow = Selectable<CheckoutJobsTable>;
export type BalancePaymentRow = Selectable<BalancePaymentsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type BoxImageRow = Selectable<BoxImagesTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
