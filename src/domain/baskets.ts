import { type Address, addressSchema } from './addresses';
import { findBoxType } from './box-types';
import { DEFAULT_MONTHS, DEFAULT_VSU_CONTRACT, MIN_MONTHS } from './constants';
import { vsuContractSchema } from './driveUp';
import { materialItemSchema } from './materials';
import { packingBoxesSchema, packingRoomsSchema } from './packing';
import {
  emailSchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  phoneSchema,
  quantitySchema,
} from './primitives';
import { quoteSchema } from './quote';
import { shippingBasketSchema } from './shipping';
import { type Timeslot, timeslotSchema } from './timeslots';
import { z } from './zod';

/**
 * btb = by-the-box storage; international = shipping abroad; packing = the packing service on
 * its own (ours: the spec's list has the other five).
 */
export const BASKET_TYPES = [
  'btb',
  'materials',
  'international',
  'return',
  'collection',
  'packing',
] as const;
export const basketTypeSchema = z.enum(BASKET_TYPES);
export type BasketType = z.infer<typeof basketTypeSchema>;

/** Where a basket is in its life, inferred from the errors its calls return. */
export const BASKET_STAGES = ['notStarted', 'checkoutStarted', 'completed'] as const;
export type BasketStage = (typeof BASKET_STAGES)[number];

export const lineItemSchema = z.object({
  boxTypeId: idSchema,
  quantity: quantitySchema,
});
export type LineItem = z.infer<typeof lineItemSchema>;

/**
 * A storage line item as the server answers it: with its monthly price per box at the chosen
 * term and at one month, when the customer's price plan has them.
 */
export const pricedLineItemSchema = lineItemSchema.extend({
  unitPrice: moneySchema.optional(),
  oneMonthPrice: moneySchema.optional(),
});
export type PricedLineItem = z.infer<typeof pricedLineItemSchema>;

/** Cover is offered in whole pounds (the seeded levels), never a fraction. */
export const storageInsuranceSchema = z.object({ coverageLimit: z.int().min(0).max(1_000_000) });
export type StorageInsurance = z.infer<typeof storageInsuranceSchema>;

/** A timeslot as booked in a basket: the doorstep date is what matters once chosen. */
export const bookedTimeslotSchema = timeslotSchema;

const monthsSchema = z.int().min(MIN_MONTHS);

/** A storage basket's things are collected at the door, or driven to a drive-up unit. */
export const STORAGE_DROP_OFF_TYPES = ['doorstep', 'driveUp'] as const;
export const storageDropOffTypeSchema = z.enum(STORAGE_DROP_OFF_TYPES);
export type StorageDropOffType = z.infer<typeof storageDropOffTypeSchema>;

export const storageBasketSchema = z.object({
  lineItems: z.array(pricedLineItemSchema),
  numberOfMonths: monthsSchema,
  /** True when the customer's other items (suitcases and the like) are packed in boxes. */
  otherItemsBoxed: z.boolean(),
  collection: z.object({
    address: addressSchema.nullable(),
    timeslot: bookedTimeslotSchema.nullable(),
  }),
  storageInsurance: storageInsuranceSchema.nullable(),
  doorstepCollection: z.boolean(),
  /** How the things reach us: collected at the door, or driven to a storage unit. */
  dropOffType: storageDropOffTypeSchema.default('doorstep'),
  /** A drive-up unit: its contract length, site, size and drop-off day (null until chosen). */
  vsuContract: vsuContractSchema.default(DEFAULT_VSU_CONTRACT),
  siteId: idSchema.nullable().default(null),
  unitSizeId: idSchema.nullable().default(null),
  dropOffDate: isoDateSchema.nullable().default(null),
  /** Element i is the monthly price of month i + 1, for the further-months table. */
  furtherMonthsStoragePrices: z.array(moneySchema),
});
export type StorageBasket = z.infer<typeof storageBasketSchema>;

/** A storage basket's drive-up fields. */
export type DriveUpFields = Pick<
  StorageBasket,
  'dropOffType' | 'vsuContract' | 'siteId' | 'unitSizeId' | 'dropOffDate'
>;

/** A storage basket of boxes collected at the door: no unit. */
export const NO_DRIVE_UP: DriveUpFields = {
  dropOffType: 'doorstep',
  vsuContract: DEFAULT_VSU_CONTRACT,
  siteId: null,
  unitSizeId: null,
  dropOffDate: null,
};

/** The drive-up fields of a stored basket, those it was saved without as a doorstep one's. */
export function driveUpOf(storage: Partial<DriveUpFields>): DriveUpFields {
  return {
    dropOffType: storage.dropOffType ?? NO_DRIVE_UP.dropOffType,
    vsuContract: storage.vsuContract ?? NO_DRIVE_UP.vsuContract,
    siteId: storage.siteId ?? null,
    unitSizeId: storage.unitSizeId ?? null,
    dropOffDate: storage.dropOffDate ?? null,
  };
}

/** The drive-up fields of a storage basket, as an update sends them (each optional). */
const driveUpUpdateShape = {
  dropOffType: storageDropOffTypeSchema.optional(),
  vsuContract: vsuContractSchema.optional(),
  siteId: idSchema.nullable().optional(),
  unitSizeId: idSchema.nullable().optional(),
  dropOffDate: isoDateSchema.nullable().optional(),
};

export const materialBasketSchema = z.object({
  items: z.array(materialItemSchema),
  address: addressSchema.nullable(),
  /**
   * The delivery timeslot (order type BTB_MATERIALS) of materials ordered on their own; null
   * for materials that come with a storage order, which arrive before its collection.
   */
  timeslot: bookedTimeslotSchema.nullable().default(null),
});
export type MaterialBasket = z.infer<typeof materialBasketSchema>;

/**
 * The packing service (ours; SPEC.md names the service type only): rooms or boxes, packing
 * materials included or not, where, and the packers' arrival window (order type PACKING).
 */
export const packingBasketSchema = z.object({
  rooms: packingRoomsSchema.nullable(),
  boxes: packingBoxesSchema.nullable(),
  materialsIncluded: z.boolean(),
  address: addressSchema.nullable(),
  timeslot: bookedTimeslotSchema.nullable(),
});
export type PackingBasket = z.infer<typeof packingBasketSchema>;

const boxRefSchema = z.object({ boxId: idSchema });

export const collectionBasketSchema = z.object({
  collectionItems: z.array(boxRefSchema),
  numberOfMonths: monthsSchema,
  address: addressSchema.nullable(),
  timeslot: bookedTimeslotSchema.nullable(),
  doorstepCollection: z.boolean(),
  storageInsurance: storageInsuranceSchema.nullable(),
});
export type CollectionBasket = z.infer<typeof collectionBasketSchema>;

export const returnBasketSchema = z.object({
  returnItems: z.array(boxRefSchema),
  address: addressSchema.nullable(),
  notificationEmail: emailSchema.nullable(),
  notificationPhone: phoneSchema.nullable(),
  /** True when the courier carries items into a room (priced by roomReturnPrice). */
  roomReturn: z.boolean(),
  floorDetails: z.string().max(500).nullable(),
  returnReasonText: z.string().max(1000).nullable(),
  /** The delivery timeslot of the return (order type BTB_RETURN). */
  timeslot: bookedTimeslotSchema.nullable(),
  /**
   * A move-out of a drive-up unit ('Drive-up Storage Return') instead of boxes: the letting
   * and the day (null for a return of boxes).
   */
  vsuLettingId: idSchema.nullable().default(null),
  moveOutDate: isoDateSchema.nullable().default(null),
});
export type ReturnBasket = z.infer<typeof returnBasketSchema>;

export const basketSchema = z.object({
  basketId: idSchema,
  basketType: basketTypeSchema,
  partner: z.string().nullable(),
  /** True when the basket was started by the provider's sales team for the customer. */
  sales: z.boolean(),
  marketingReference: z.string().nullable(),
  customerId: idSchema,
  /** The promotion code applied, if any. */
  promoCode: z.string().nullable(),
  storageBasket: storageBasketSchema.nullable(),
  materialBasket: materialBasketSchema.nullable(),
  collectionBasket: collectionBasketSchema.nullable(),
  returnBasket: returnBasketSchema.nullable(),
  packingBasket: packingBasketSchema.nullable().default(null),
  /** Boxes in storage shipped abroad (an `international` basket). */
  shippingBasket: shippingBasketSchema.nullable().default(null),
  /** What the basket costs now, worked out by the server: the only price the SPA shows. */
  quote: quoteSchema,
});
export type Basket = z.infer<typeof basketSchema>;

/** `PATCH /basket/{id}`: the top-level fields that may change after creation. */
export const basketPatchSchema = basketSchema
  .pick({ partner: true, marketingReference: true, promoCode: true })
  .partial();
export type BasketPatch = z.infer<typeof basketPatchSchema>;

/** `PUT basket/storage/{id}`, `PUT basket/materials/{id}`, `PUT basket/{type}/{id}` bodies. */
export const storageBasketUpdateSchema = storageBasketSchema
  .omit({
    furtherMonthsStoragePrices: true,
    dropOffType: true,
    vsuContract: true,
    siteId: true,
    unitSizeId: true,
    dropOffDate: true,
  })
  .partial()
  // Without defaults, so an update that leaves them out keeps what the basket has.
  .extend(driveUpUpdateShape);
export const materialBasketUpdateSchema = materialBasketSchema
  .omit({ timeslot: true })
  .partial()
  // Without a default, so an update that leaves the timeslot out keeps it.
  .extend({ timeslot: bookedTimeslotSchema.nullable().optional() });
export const collectionBasketUpdateSchema = collectionBasketSchema.partial();
export const packingBasketUpdateSchema = packingBasketSchema.partial();
export const returnBasketUpdateSchema = returnBasketSchema
  .omit({ vsuLettingId: true, moveOutDate: true })
  .partial()
  // Without defaults, so an update that leaves them out keeps what the basket has.
  .extend({
    vsuLettingId: idSchema.nullable().optional(),
    moveOutDate: isoDateSchema.nullable().optional(),
  });

/** `GET /basket/{id}/validate`: pass, or fail with the message to show. */
export const basketValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string().nullable().default(null),
});
export type BasketValidation = z.infer<typeof basketValidationSchema>;

/** How stored items reach the provider. */
export const DROP_OFF_TYPES = ['collection', 'dropOff'] as const;
export const dropOffTypeSchema = z.enum(DROP_OFF_TYPES);
export type DropOffType = z.infer<typeof dropOffTypeSchema>;

/** Contact details for a quote the sales team prepares for someone not yet signed up. */
export const quoteCustomerDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: emailSchema,
  phone: phoneSchema,
});
export type QuoteCustomerDetails = z.infer<typeof quoteCustomerDetailsSchema>;

/**
 * What the order funnel keeps between visits before and while a basket exists. Parsing
 * `{}` gives the starting state (months 1, vsuContract 1, nothing chosen).
 */
export const basketClientStateSchema = z.object({
  boxes: z.array(lineItemSchema).default(() => []),
  /** Non-box items (suitcases) chosen separately from boxes. */
  other: z.array(lineItemSchema).default(() => []),
  materials: z.array(materialItemSchema).default(() => []),
  dropOffType: dropOffTypeSchema.default('collection'),
  onlyMaterials: z.boolean().default(false),
  months: monthsSchema.default(DEFAULT_MONTHS),
  /** Drive-up storage contract length in months. */
  vsuContract: z.int().min(1).default(DEFAULT_VSU_CONTRACT),
  postcode: z.string().default(''),
  partner: z.string().nullable().default(null),
  /** First available service date. */
  fasd: isoDateSchema.nullable().default(null),
  timeslots: z.array(timeslotSchema).default(() => []),
  promoPopup: z.boolean().default(false),
  savedQuotePopup: z.boolean().default(false),
  paymentSucceeded: z.boolean().default(false),
  priceChangeConfirmed: z.boolean().default(false),
  lastPage: z.string().nullable().default(null),
  /** True when the basket is a quote the sales team prepared, opened from their link. */
  isSalesQuote: z.boolean().default(false),
  quoteCustomerDetails: quoteCustomerDetailsSchema.nullable().default(null),
});
export type BasketClientState = z.infer<typeof basketClientStateSchema>;

export function initialBasketClientState(): BasketClientState {
  return basketClientStateSchema.parse({});
}

/** Boxes and other items (suitcases) together, as the basket's line items. */
export function lineItemsOf(client: Pick<BasketClientState, 'boxes' | 'other'>): LineItem[] {
  return [...client.boxes, ...client.other].filter((item) => item.quantity > 0);
}

export function boxCount(client: Pick<BasketClientState, 'boxes' | 'other'>): number {
  return lineItemsOf(client).reduce((sum, item) => sum + item.quantity, 0);
}

/** What a pricing-step quote was asked for: the boxes and the term. */
export function draftQuoteKey(client: Pick<BasketClientState, 'boxes' | 'other' | 'months'>) {
  const items = lineItemsOf(client)
    .map((item) => `${item.boxTypeId}x${item.quantity}`)
    .sort();
  return `${items.join(',')}/${client.months}`;
}

export function withQuantity(items: LineItem[], boxTypeId: number, quantity: number): LineItem[] {
  const count = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  const rest = items.filter((item) => item.boxTypeId !== boxTypeId);
  return count === 0 ? rest : [...rest, { boxTypeId, quantity: count }];
}

/** The client state with `quantity` of a box type (an 'other' item goes with the others). */
export function withBoxQuantity(
  client: BasketClientState,
  boxTypeId: number,
  quantity: number,
): BasketClientState {
  return findBoxType(boxTypeId)?.other
    ? { ...client, other: withQuantity(client.other, boxTypeId, quantity) }
    : { ...client, boxes: withQuantity(client.boxes, boxTypeId, quantity) };
}

/** A storage term set to `months`: whole months, at least the minimum; else unchanged. */
export function withMonths<T extends { months: number }>(term: T, months: number): T {
  return Number.isFinite(months)
    ? { ...term, months: Math.max(MIN_MONTHS, Math.floor(months)) }
    : term;
}

/** The storage part of a box order's basket, without the drive-up fields (a doorstep order). */
export type StoragePart = Omit<StorageBasket, 'furtherMonthsStoragePrices' | keyof DriveUpFields>;

/**
 * The storage part of a box order's basket as the order funnel knows it, sent whole on every
 * save: the boxes and term, the collection, and the cover chosen (none until chosen).
 */
export function storagePartOf(order: {
  client: Pick<BasketClientState, 'boxes' | 'other' | 'months'>;
  address: Address | null;
  timeslot: Timeslot | null;
  coverageLimit: number | null;
}): StoragePart {
  return {
    lineItems: lineItemsOf(order.client),
    numberOfMonths: order.client.months,
    otherItemsBoxed: false,
    collection: { address: order.address, timeslot: order.timeslot },
    storageInsurance: order.coverageLimit === null ? null : { coverageLimit: order.coverageLimit },
    // Boxes are handed to our team in person, so our own vans can come on Saturday mornings
    // as the timeslot rules allow (a doorstep collection never runs on a Saturday, 172).
    doorstepCollection: false,
  };
}
