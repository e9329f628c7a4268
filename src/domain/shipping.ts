import { addressSchema } from './addresses';
import { orderableBoxTypes } from './box-types';
import { penceFromPounds, poundsFromPence } from './money';
import { idSchema, isoDateSchema, moneySchema } from './primitives';
import { timeslotSchema } from './timeslots';
import { z } from './zod';

/*
 * International shipping, of boxes stored with us or of things collected from the customer's
 * home: a destination abroad (a country in one of our zones, an address in that country's own
 * format), a customs declaration for each box, the day it leaves (a dispatch day from our
 * store, or the day our courier collects from home), then the transit time to the door.
 */

/** Where a shipment starts: boxes in our store, or the customer's home. */
export const SHIPPING_SOURCES = ['storage', 'home'] as const;
export type ShippingSource = (typeof SHIPPING_SOURCES)[number];

/** The most items one shipment collects from home. */
export const MAX_HOME_ITEMS = 20;

export const SHIPPING_ZONES = ['EU', 'EUROPE', 'NORTH_AMERICA', 'OCEANIA', 'WORLD'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const SHIPPING_ZONE_LABELS: Record<ShippingZone, string> = {
  EU: 'European Union',
  EUROPE: 'Rest of Europe',
  NORTH_AMERICA: 'United States and Canada',
  OCEANIA: 'Australia and New Zealand',
  WORLD: 'Rest of the world',
};

/** Working days from dispatch to the door, fewest and most. */
export const TRANSIT_DAYS: Record<ShippingZone, { min: number; max: number }> = {
  EU: { min: 3, max: 5 },
  EUROPE: { min: 4, max: 7 },
  NORTH_AMERICA: { min: 5, max: 8 },
  OCEANIA: { min: 7, max: 12 },
  WORLD: { min: 6, max: 14 },
};

export interface ShippingCountry {
  code: string;
  name: string;
  zone: ShippingZone;
  /** The postcode's shape there, and how it is called; none where there are no postcodes. */
  postalCode?: { label: string; pattern: RegExp; example: string };
}

const digits = (count: number, example: string, label = 'Postcode') => ({
  label,
  pattern: new RegExp(`^\\d{${count}}$`),
  example,
});

/** The countries we ship to, by name. */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = [
  { code: 'AU', name: 'Australia', zone: 'OCEANIA', postalCode: digits(4, '2000') },
  { code: 'AT', name: 'Austria', zone: 'EU', postalCode: digits(4, '1010') },
  { code: 'BE', name: 'Belgium', zone: 'EU', postalCode: digits(4, '1000') },
  {
    code: 'CA',
    name: 'Canada',
    zone: 'NORTH_AMERICA',
    postalCode: {
      label: 'Postal code',
      pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
      example: 'K1A 0B1',
    },
  },
  { code: 'DK', name: 'Denmark', zone: 'EU', postalCode: digits(4, '1050') },
  { code: 'FR', name: 'France', zone: 'EU', postalCode: digits(5, '75001', 'Code postal') },
  { code: 'DE', name: 'Germany', zone: 'EU', postalCode: digits(5, '10115', 'Postleitzahl') },
  { code: 'GR', name: 'Greece', zone: 'EU', postalCode: digits(5, '10431') },
  { code: 'HK', name: 'Hong Kong', zone: 'WORLD' },
  { code: 'IN', name: 'India', zone: 'WORLD', postalCode: digits(6, '110001', 'PIN code') },
  { code: 'IT', name: 'Italy', zone: 'EU', postalCode: digits(5, '00118', 'CAP') },
  {
    code: 'JP',
    name: 'Japan',
    zone: 'WORLD',
    postalCode: { label: 'Postal code', pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  },
  {
    code: 'NL',
    name: 'Netherlands',
    zone: 'EU',
    postalCode: { label: 'Postcode', pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1011 AB' },
  },
  { code: 'NZ', name: 'New Zealand', zone: 'OCEANIA', postalCode: digits(4, '6011') },
  { code: 'NO', name: 'Norway', zone: 'EUROPE', postalCode: digits(4, '0150') },
  {
    code: 'PL',
    name: 'Poland',
    zone: 'EU',
    postalCode: { label: 'Kod pocztowy', pattern: /^\d{2}-\d{3}$/, example: '00-001' },
  },
  {
    code: 'PT',
    name: 'Portugal',
    zone: 'EU',
    postalCode: { label: 'Código postal', pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  },
  { code: 'SG', name: 'Singapore', zone: 'WORLD', postalCode: digits(6, '018956') },
  { code: 'ZA', name: 'South Africa', zone: 'WORLD', postalCode: digits(4, '8001') },
  { code: 'ES', name: 'Spain', zone: 'EU', postalCode: digits(5, '28001', 'Código postal') },
  {
    code: 'SE',
    name: 'Sweden',
    zone: 'EU',
    postalCode: { label: 'Postnummer', pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  },
  { code: 'CH', name: 'Switzerland', zone: 'EUROPE', postalCode: digits(4, '8001') },
  { code: 'AE', name: 'United Arab Emirates', zone: 'WORLD' },
  {
    code: 'US',
    name: 'United States',
    zone: 'NORTH_AMERICA',
    postalCode: { label: 'ZIP code', pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
  },
];

/** Countries we are asked for and do not ship to (sanctions, or no courier we trust). */
export const NOT_SHIPPED_COUNTRIES: Readonly<Record<string, string>> = {
  AF: 'Afghanistan',
  BY: 'Belarus',
  CU: 'Cuba',
  IR: 'Iran',
  KP: 'North Korea',
  RU: 'Russia',
  SY: 'Syria',
};

export function shippingCountry(code: string): ShippingCountry | undefined {
  return SHIPPING_COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** Why a country cannot be shipped to, or null when it can. */
export function countryRefusal(code: string): string | null {
  if (shippingCountry(code)) return null;
  const name = NOT_SHIPPED_COUNTRIES[code.toUpperCase()];
  return name ? `We don't ship to ${name}` : "We don't ship to that country";
}

/** What a box holds, as the customs declaration asks. */
export const CUSTOMS_CATEGORIES = [
  'personalEffects',
  'clothing',
  'books',
  'household',
  'electronics',
  'gifts',
] as const;
export type CustomsCategory = (typeof CUSTOMS_CATEGORIES)[number];
export const CUSTOMS_CATEGORY_LABELS: Record<CustomsCategory, string> = {
  personalEffects: 'Used personal effects',
  clothing: 'Clothing and shoes',
  books: 'Books and papers',
  household: 'Household goods',
  electronics: 'Electronics',
  gifts: 'Gifts',
};

/** The most a box may be declared at, in pounds: more needs a freight forwarder. */
export const MAX_DECLARED_VALUE = 5000;

/**
 * What couriers will not carry abroad, each with the words that name it in a declaration
 * and the refusal the customer reads.
 */
const PROHIBITED: readonly { words: RegExp; refusal: string }[] = [
  {
    words: /\b(lithium|batter(y|ies)|power ?banks?)\b/i,
    refusal: "Loose batteries and power banks can't be shipped abroad",
  },
  { words: /\b(aerosols?|spray ?cans?)\b/i, refusal: "Aerosols can't be shipped abroad" },
  {
    words: /\b(alcohol|wine|beer|spirits|whisky|vodka|gin)\b/i,
    refusal: "Alcohol can't be shipped abroad in a box",
  },
  {
    words: /\b(perfumes?|aftershaves?|nail polish)\b/i,
    refusal: "Perfume and nail polish can't be shipped abroad",
  },
  {
    words: /\b(guns?|firearms?|ammunition|knives|knife|swords?|weapons?)\b/i,
    refusal: "Weapons and knives can't be shipped abroad",
  },
  {
    words: /\b(fireworks?|matches|lighters?|paint|petrol|gas canisters?)\b/i,
    refusal: "Flammable items can't be shipped abroad",
  },
  { words: /\b(cash|banknotes?|money)\b/i, refusal: "Cash can't be shipped abroad" },
  {
    words: /\b(drugs|medicines?|prescriptions?|cannabis)\b/i,
    refusal: "Medicines and drugs can't be shipped abroad",
  },
  {
    words: /\b(plants?|seeds?|soil|food|meat|cheese)\b/i,
    refusal: "Food, plants and seeds can't be shipped abroad",
  },
];

/** Why a box described so cannot be shipped, or null when it can. */
export function prohibitedItem(description: string): string | null {
  return PROHIBITED.find((item) => item.words.test(description))?.refusal ?? null;
}

export const customsDeclarationSchema = z.object({
  category: z.enum(CUSTOMS_CATEGORIES),
  description: z.string().trim().min(3).max(200),
  /** What the contents are worth, in pounds. */
  value: moneySchema.min(1).max(MAX_DECLARED_VALUE),
});
export type CustomsDeclaration = z.infer<typeof customsDeclarationSchema>;

/** An address abroad, as the destination country writes it. */
export const shippingAddressSchema = z.object({
  fullName: z.string().trim().min(2).max(100),
  addressLine1: z.string().trim().min(2).max(100),
  addressLine2: z.string().trim().max(100).default(''),
  city: z.string().trim().min(1).max(60),
  region: z.string().trim().max(60).default(''),
  postalCode: z.string().trim().max(12).default(''),
  countryCode: z.string().trim().length(2).toUpperCase(),
  phone: z.string().trim().min(6).max(20),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** What is wrong with an address for its country, or null when it will do. */
export function shippingAddressProblem(address: ShippingAddress): string | null {
  return (
    countryRefusal(address.countryCode) ??
    postalCodeProblem(address.countryCode, address.postalCode)
  );
}

/** Why a postcode is not in its country's format, or null when it is (or there are none). */
function postalCodeProblem(countryCode: string, postalCode: string): string | null {
  const format = shippingCountry(countryCode)?.postalCode;
  return format && !format.pattern.test(postalCode)
    ? `Enter the ${format.label.toLowerCase()} as it is written there, for example ${format.example}`
    : null;
}

export const shipItemSchema = z.object({
  boxId: idSchema,
  declaration: customsDeclarationSchema.nullable(),
});
export type ShipItem = z.infer<typeof shipItemSchema>;

/** One item collected from home to be shipped: its type (box or suitcase) and declaration. */
export const homeItemSchema = z.object({
  boxTypeId: idSchema,
  declaration: customsDeclarationSchema.nullable(),
});
export type HomeItem = z.infer<typeof homeItemSchema>;

/**
 * The shipping part of an `international` basket: boxes in storage sent on a dispatch day
 * (`shipItems`), or items our courier collects from home in a collection window
 * (`homeItems`, `collection`); never both.
 */
export const shippingBasketSchema = z.object({
  source: z.enum(SHIPPING_SOURCES).default('storage'),
  shipItems: z.array(shipItemSchema),
  homeItems: z
    .array(homeItemSchema)
    .max(MAX_HOME_ITEMS)
    .default(() => []),
  destination: shippingAddressSchema.nullable(),
  /**
   * The country chosen before the whole address is given ('FR'): the shipment is priced to it
   * at once, so the running total follows the choice. The destination's country once it is set.
   */
  destinationCountry: z.string().length(2).nullable().default(null),
  dispatchDate: isoDateSchema.nullable(),
  /** Where and when our courier collects the items from home (timeslot order type COLLECTION). */
  collection: z
    .object({ address: addressSchema.nullable(), timeslot: timeslotSchema.nullable() })
    .default(() => ({ address: null, timeslot: null })),
});
export type ShippingBasket = z.infer<typeof shippingBasketSchema>;
export const shippingBasketUpdateSchema = z.object({
  source: z.enum(SHIPPING_SOURCES).optional(),
  shipItems: z.array(shipItemSchema).optional(),
  homeItems: z.array(homeItemSchema).max(MAX_HOME_ITEMS).optional(),
  destination: shippingAddressSchema.nullable().optional(),
  destinationCountry: z.string().length(2).nullable().optional(),
  dispatchDate: isoDateSchema.nullable().optional(),
  collection: z
    .object({
      address: addressSchema.nullable().optional(),
      timeslot: timeslotSchema.nullable().optional(),
    })
    .optional(),
});

/** The day a shipment leaves: its dispatch day from our store, or its collection day. */
export function shipmentLeaves(
  shipping: Pick<ShippingBasket, 'source' | 'dispatchDate' | 'collection'>,
): string | null {
  return shipping.source === 'home'
    ? (shipping.collection.timeslot?.doorstepDate ?? null)
    : shipping.dispatchDate;
}

/** How many boxes a shipment sends. */
export function shippedItemCount(
  shipping: Pick<ShippingBasket, 'source' | 'shipItems' | 'homeItems'>,
): number {
  return shipping.source === 'home' ? shipping.homeItems.length : shipping.shipItems.length;
}

/** Where a shipment is, as My stuff's timeline shows it. */
export const SHIPMENT_STAGES = [
  'booked',
  'dispatched',
  'inTransit',
  'delivered',
  'cancelled',
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/**
 * The stage a shipment is at on `today`: booked until its dispatch day, dispatched on it, in
 * transit until the last transit day has passed, then delivered.
 */
export function shipmentStage(
  shipment: { dispatchDate: string; deliveredBy: string; cancelled: boolean },
  today: string,
): ShipmentStage {
  if (shipment.cancelled) return 'cancelled';
  if (today < shipment.dispatchDate) return 'booked';
  if (today === shipment.dispatchDate) return 'dispatched';
  if (today <= shipment.deliveredBy) return 'inTransit';
  return 'delivered';
}

/** `GET /shipments/{customerId}`: one shipment, for My stuff's 'Shipped'. */
export const shipmentSchema = z.object({
  orderId: idSchema,
  stage: z.enum(SHIPMENT_STAGES),
  destination: shippingAddressSchema,
  countryName: z.string(),
  dispatchDate: isoDateSchema,
  /** The home our courier collected it from; null when it left our store. */
  collectedFrom: addressSchema.nullable(),
  /** The first and last day it may arrive. */
  deliveryFrom: isoDateSchema,
  deliveredBy: isoDateSchema,
  boxes: z.array(
    z.object({ boxId: idSchema, boxTypeId: idSchema, declaration: customsDeclarationSchema }),
  ),
});
export type Shipment = z.infer<typeof shipmentSchema>;
export const shipmentsSchema = z.object({ shipments: z.array(shipmentSchema) });

/** `GET /shipping/countries`: where we ship, with the zone, price per box and transit time. */
export const shippingCountryOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  zone: z.enum(SHIPPING_ZONES),
  pricePerBox: moneySchema,
  transitDays: z.object({ min: z.int(), max: z.int() }),
  postalCodeLabel: z.string().nullable(),
  postalCodeExample: z.string().nullable(),
});
export type ShippingCountryOffer = z.infer<typeof shippingCountryOfferSchema>;
export const shippingCountriesSchema = z.object({ countries: z.array(shippingCountryOfferSchema) });

/** The address form as typed: every field a string, kept as the customer left it. */
export type ShippingAddressDraft = { [K in keyof ShippingAddress]: string };

export const EMPTY_SHIPPING_ADDRESS: ShippingAddressDraft = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  region: '',
  postalCode: '',
  countryCode: '',
  phone: '',
};

/** What is wrong with each field of the address form, by field; empty when it will do. */
export function shippingAddressErrors(
  draft: ShippingAddressDraft,
): Partial<Record<keyof ShippingAddress, string>> {
  const errors: Partial<Record<keyof ShippingAddress, string>> = {};
  if (draft.countryCode === '') errors.countryCode = 'Choose the country';
  else {
    const refusal = countryRefusal(draft.countryCode);
    if (refusal) errors.countryCode = refusal;
  }
  if (draft.fullName.trim().length < 2) errors.fullName = 'Enter the name of who receives it';
  if (draft.addressLine1.trim().length < 2) errors.addressLine1 = 'Enter the street address';
  if (draft.city.trim() === '') errors.city = 'Enter the town or city';
  const postalCode = postalCodeProblem(draft.countryCode, draft.postalCode.trim());
  if (postalCode) errors.postalCode = postalCode;
  if (draft.phone.replace(/\D/g, '').length < 6) {
    errors.phone = 'Enter a phone number the courier can call, with its country code';
  }
  return errors;
}

/** The address to send, once the form has no errors. */
export function shippingAddressOf(draft: ShippingAddressDraft): ShippingAddress | null {
  const parsed = shippingAddressSchema.safeParse(draft);
  return Object.keys(shippingAddressErrors(draft)).length === 0 && parsed.success
    ? parsed.data
    : null;
}

/** A box's declaration as typed. */
export interface CustomsDeclarationDraft {
  category: CustomsCategory | '';
  description: string;
  /** Pounds, as typed. */
  value: string;
}

export const EMPTY_DECLARATION: CustomsDeclarationDraft = {
  category: '',
  description: '',
  value: '',
};

export function declarationDraftOf(
  declaration: CustomsDeclaration | null,
): CustomsDeclarationDraft {
  return declaration
    ? { ...declaration, value: String(declaration.value) }
    : { ...EMPTY_DECLARATION };
}

/** What is wrong with each field of a declaration, by field; empty when it will do. */
export function declarationErrors(
  draft: CustomsDeclarationDraft,
): Partial<Record<keyof CustomsDeclaration, string>> {
  const errors: Partial<Record<keyof CustomsDeclaration, string>> = {};
  if (draft.category === '') errors.category = 'Choose what the box holds';
  const description = draft.description.trim();
  if (description.length < 3) errors.description = 'Describe what is in the box';
  else {
    const refusal = prohibitedItem(description);
    if (refusal) errors.description = refusal;
  }
  const value = typedPounds(draft.value);
  if (draft.value.trim() === '' || !Number.isFinite(value) || value < 1) {
    errors.value = 'Enter what the contents are worth, in pounds';
  } else if (value > MAX_DECLARED_VALUE) {
    errors.value = `Boxes worth more than £${MAX_DECLARED_VALUE.toLocaleString('en-GB')} need a freight forwarder`;
  }
  return errors;
}

/** The declaration to send, once it has no errors. */
export function declarationOf(draft: CustomsDeclarationDraft): CustomsDeclaration | null {
  if (Object.keys(declarationErrors(draft)).length > 0 || draft.category === '') return null;
  const value = poundsFromPence(penceFromPounds(typedPounds(draft.value)));
  return { category: draft.category, description: draft.description.trim(), value };
}

/** A typed amount of pounds as a number: '£1,250' is 1250; NaN when it is none. */
function typedPounds(typed: string): number {
  return Number(typed.replace(/[£,\s]/g, ''));
}

/** Every country in the destination list: those we ship to, and those we are asked for. */
export function destinationChoices(): { code: string; name: string; shipped: boolean }[] {
  return [
    ...SHIPPING_COUNTRIES.map((country) => ({
      code: country.code,
      name: country.name,
      shipped: true,
    })),
    ...Object.entries(NOT_SHIPPED_COUNTRIES).map(([code, name]) => ({
      code,
      name,
      shipped: false,
    })),
  ].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** One thing a shipment sends as the funnel lists it: a box stored with us, or an item at home. */
export type ShipmentItem =
  /** `key` is what its declaration is kept under. */
  { key: string; boxId: number; boxTypeId: null } | { key: string; boxId: null; boxTypeId: number };

/**
 * The shipment's items in order: the stored boxes chosen, or, from home, each item counted
 * (by box type, in the catalogue's order), its key naming its type and its place among them.
 */
export function shipmentItems(choice: {
  source: ShippingSource;
  boxIds: readonly number[];
  homeCounts: Readonly<Record<number, number>>;
}): ShipmentItem[] {
  if (choice.source === 'storage') {
    return choice.boxIds.map((boxId) => ({ key: String(boxId), boxId, boxTypeId: null }));
  }
  return orderableBoxTypes().flatMap(({ boxTypeId }) =>
    Array.from({ length: choice.homeCounts[boxTypeId] ?? 0 }, (_, index) => ({
      key: `home-${boxTypeId}-${index + 1}`,
      boxId: null,
      boxTypeId,
    })),
  );
}

/** What a shipment is of: where it starts, the items, and each item's declaration as typed. */
export interface ShipmentChoice {
  source: ShippingSource;
  boxIds: readonly number[];
  homeCounts: Readonly<Record<number, number>>;
  /** By item key (`shipmentItems`). */
  declarations: Readonly<Record<string, CustomsDeclarationDraft>>;
}

/** What the basket is sent of the items: each with its declaration, or none while unfinished. */
export interface ShippedItems {
  source: ShippingSource;
  shipItems: ShipItem[];
  homeItems: HomeItem[];
}

export function shippedItems(choice: ShipmentChoice): ShippedItems {
  const declared = shipmentItems(choice).map((item) => ({
    ...item,
    declaration: declarationOf(choice.declarations[item.key] ?? EMPTY_DECLARATION),
  }));
  return {
    source: choice.source,
    shipItems: declared.flatMap(({ boxId, declaration }) =>
      boxId === null ? [] : [{ boxId, declaration }],
    ),
    homeItems: declared.flatMap(({ boxTypeId, declaration }) =>
      boxTypeId === null ? [] : [{ boxTypeId, declaration }],
    ),
  };
}

/** True once there is an item, and every item's declaration is filled in right. */
export function isFullyDeclared(choice: ShipmentChoice): boolean {
  const { shipItems, homeItems } = shippedItems(choice);
  const items: { declaration: CustomsDeclaration | null }[] = [...shipItems, ...homeItems];
  return items.length > 0 && items.every((item) => item.declaration !== null);
}

/**
 * The items of one box type to collect from home, set to `count`: never below nought, and at
 * most `MAX_HOME_ITEMS` in all (what the other types take is left).
 */
export function withHomeCount(
  homeCounts: Readonly<Record<number, number>>,
  boxTypeId: number,
  count: number,
): Record<number, number> {
  const others = Object.entries(homeCounts)
    .filter(([id]) => Number(id) !== boxTypeId)
    .reduce((sum, [, taken]) => sum + taken, 0);
  return { ...homeCounts, [boxTypeId]: Math.min(Math.max(0, count), MAX_HOME_ITEMS - others) };
}
