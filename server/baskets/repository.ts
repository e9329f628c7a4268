import {
  BASKET_STAGES,
  type BasketStage,
  type BasketType,
  basketTypeSchema,
  type CollectionBasket,
  type MaterialBasket,
  type PackingBasket,
  type ReturnBasket,
} from '../../src/domain/baskets.ts';
import { DEFAULT_MONTHS } from '../../src/domain/constants.ts';
import type { ShippingBasket } from '../../src/domain/shipping.ts';
import type { Db } from '../db/database.ts';
import type { BasketRow, StoredStorageBasket } from '../db/tables.ts';

/** A basket as stored: the domain's basket without computed prices, plus its stage. */
export interface BasketRecord {
  basketId: number;
  customerId: number;
  basketType: BasketType;
  partner: string | null;
  sales: boolean;
  marketingReference: string | null;
  promoCode: string | null;
  stage: BasketStage;
  storageBasket: StoredStorageBasket | null;
  materialBasket: MaterialBasket | null;
  collectionBasket: CollectionBasket | null;
  returnBasket: ReturnBasket | null;
  packingBasket: PackingBasket | null;
  shippingBasket: ShippingBasket | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The parts of a basket, each a JSON column. */
export type BasketPart =
  | 'storageBasket'
  | 'materialBasket'
  | 'collectionBasket'
  | 'returnBasket'
  | 'packingBasket'
  | 'shippingBasket';

export interface BasketParts {
  storageBasket: StoredStorageBasket;
  materialBasket: MaterialBasket;
  collectionBasket: CollectionBasket;
  returnBasket: ReturnBasket;
  packingBasket: PackingBasket;
  shippingBasket: ShippingBasket;
}

/** Which part a basket type's calls (`PATCH /basket/{id}/{type}`, `DELETE ...`) work on. */
export const PART_OF_TYPE: Record<BasketType, BasketPart> = {
  btb: 'storageBasket',
  international: 'shippingBasket',
  materials: 'materialBasket',
  collection: 'collectionBasket',
  return: 'returnBasket',
  packing: 'packingBasket',
};

export function emptyStorageBasket(): StoredStorageBasket {
  return {
    lineItems: [],
    numberOfMonths: DEFAULT_MONTHS,
    otherItemsBoxed: false,
    collection: { address: null, timeslot: null },
    storageInsurance: null,
    doorstepCollection: false,
  };
}

export function emptyMaterialBasket(): MaterialBasket {
  return { items: [], address: null, timeslot: null };
}

export function emptyCollectionBasket(): CollectionBasket {
  return {
    collectionItems: [],
    numberOfMonths: DEFAULT_MONTHS,
    address: null,
    timeslot: null,
    doorstepCollection: false,
    storageInsurance: null,
  };
}

export function emptyReturnBasket(): ReturnBasket {
  return {
    returnItems: [],
    address: null,
    notificationEmail: null,
    notificationPhone: null,
    roomReturn: false,
    floorDetails: null,
    returnReasonText: null,
    timeslot: null,
    vsuLettingId: null,
    moveOutDate: null,
  };
}

export function emptyPackingBasket(): PackingBasket {
  return { rooms: null, boxes: null, materialsIncluded: false, address: null, timeslot: null };
}

export function emptyShippingBasket(): ShippingBasket {
  return {
    source: 'storage',
    shipItems: [],
    homeItems: [],
    destination: null,
    destinationCountry: null,
    dispatchDate: null,
    collection: { address: null, timeslot: null },
  };
}

export const EMPTY_PART: { [P in BasketPart]: () => BasketParts[P] } = {
  storageBasket: emptyStorageBasket,
  materialBasket: emptyMaterialBasket,
  collectionBasket: emptyCollectionBasket,
  returnBasket: emptyReturnBasket,
  packingBasket: emptyPackingBasket,
  shippingBasket: emptyShippingBasket,
};

function stageOf(value: string): BasketStage {
  return (BASKET_STAGES as readonly string[]).includes(value)
    ? (value as BasketStage)
    : 'notStarted';
}

function toRecord(row: BasketRow): BasketRecord {
  return {
    basketId: row.basketId,
    customerId: row.customerId,
    basketType: basketTypeSchema.parse(row.basketType),
    partner: row.partner,
    sales: row.sales,
    marketingReference: row.marketingReference,
    promoCode: row.promoCode,
    stage: stageOf(row.stage),
    storageBasket: row.storageBasket,
    // Material parts stored before materials had a delivery timeslot read as having none.
    materialBasket: row.materialBasket ? { ...emptyMaterialBasket(), ...row.materialBasket } : null,
    collectionBasket: row.collectionBasket,
    // Return parts stored before the return had a timeslot read as having none.
    returnBasket: row.returnBasket ? { ...emptyReturnBasket(), ...row.returnBasket } : null,
    packingBasket: row.packingBasket,
    // Shipping parts stored before shipping from home read as boxes in storage.
    shippingBasket: row.shippingBasket ? { ...emptyShippingBasket(), ...row.shippingBasket } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The basket with this id, whoever owns it; undefined when there is none. */
export async function getBasket(db: Db, basketId: number): Promise<BasketRecord | undefined> {
  const row = await db
    .selectFrom('baskets')
    .selectAll()
    .where('basketId', '=', basketId)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/**
 * Moves a basket to a stage. With `from`, only a basket currently in one of those stages
 * moves, so concurrent callers can race for a transition and exactly one wins. Returns
 * whether the basket moved.
 */
export async function setBasketStage(
  db: Db,
  basketId: number,
  stage: BasketStage,
  options: { from?: readonly BasketStage[]; now?: Date } = {},
): Promise<boolean> {
  let update = db
    .updateTable('baskets')
    .set({ stage, updatedAt: options.now ?? new Date() })
    .where('basketId', '=', basketId);
  if (options.from) {
    if (options.from.length === 0) return false;
    update = update.where('stage', 'in', [...options.from]);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface NewBasket {
  customerId: number;
  basketType: BasketType;
  partner: string | null;
  sales: boolean;
  marketingReference: string | null;
}

/** Creates a basket with the part its type works on, empty. */
export async function insertBasket(db: Db, basket: NewBasket, now: Date): Promise<BasketRecord> {
  const part = PART_OF_TYPE[basket.basketType];
  const row = await db
    .insertInto('baskets')
    .values({
      ...basket,
      [part]: JSON.stringify(EMPTY_PART[part]()),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Replaces one part of the basket (null removes it). */
export async function writeBasketPart<P extends BasketPart>(
  db: Db,
  basketId: number,
  part: P,
  value: BasketParts[P] | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('baskets')
    .set({ [part]: value === null ? null : JSON.stringify(value), updatedAt: now })
    .where('basketId', '=', basketId)
    .execute();
}

export interface BasketFieldsUpdate {
  partner?: string | null;
  marketingReference?: string | null;
  promoCode?: string | null;
}

export async function updateBasketFields(
  db: Db,
  basketId: number,
  fields: BasketFieldsUpdate,
  now: Date,
): Promise<void> {
  await db
    .updateTable('baskets')
    .set({ ...fields, updatedAt: now })
    .where('basketId', '=', basketId)
    .execute();
}

/** Locks the basket's row until the transaction ends, so changes to one basket run in turn. */
export async function lockBasket(db: Db, basketId: number): Promise<BasketRecord | undefined> {
  const row = await db
    .selectFrom('baskets')
    .selectAll()
    .where('basketId', '=', basketId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}
