import { z } from 'zod';
import type { Address } from '../../src/domain/addresses.ts';
import {
  type Basket,
  type BasketPatch,
  type BasketType,
  type CollectionBasket,
  collectionBasketUpdateSchema,
  type DriveUpFields,
  driveUpOf,
  type LineItem,
  type MaterialBasket,
  materialBasketUpdateSchema,
  NO_DRIVE_UP,
  type PackingBasket,
  packingBasketUpdateSchema,
  type ReturnBasket,
  returnBasketUpdateSchema,
  type StorageInsurance,
  storageBasketUpdateSchema,
} from '../../src/domain/baskets.ts';
import { openBookingText } from '../../src/domain/boxes.ts';
import { MAX_ITEM_QUANTITY } from '../../src/domain/constants.ts';
import { dropOffDayProblem } from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { toInternationalPhone } from '../../src/domain/format.ts';
import type { MaterialItem } from '../../src/domain/materials.ts';
import { lineItemPrice, monthlyPriceList } from '../../src/domain/priceTables.ts';
import { roundMoney } from '../../src/domain/pricing.ts';
import { enteredPhoneSchema } from '../../src/domain/primitives.ts';
import { boxJobProblem } from '../../src/domain/returns.ts';
import {
  type HomeItem,
  prohibitedItem,
  type ShippingBasket,
  shippingAddressProblem,
  shippingBasketUpdateSchema,
} from '../../src/domain/shipping.ts';
import type { Timeslot, TimeslotOrderType } from '../../src/domain/timeslots.ts';
import { ownAddress } from '../addresses/repository.ts';
import { openBookings } from '../boxes/bookings.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { StoredStorageBasket } from '../db/tables.ts';
import { basketHoldsUnit, chosenUnit, holdUnit, releaseHeldUnit } from '../drive-up/lettings.ts';
import { assertMoveOut } from '../drive-up/moveOut.ts';
import { HttpError } from '../http/errors.ts';
import { dispatchDayProblem } from '../shipping/dispatch.ts';
import { holdTimeslot, releaseTimeslot } from '../timeslots/service.ts';
import { FURTHER_MONTHS_SHOWN, storagePricesFor } from './pricing.ts';
import { normalisePromoCode, usablePromotion } from './promotions.ts';
import { quoteBasket } from './quote.ts';
import {
  type BasketPart,
  type BasketParts,
  type BasketRecord,
  EMPTY_PART,
  getBasket,
  insertBasket,
  lockBasket,
  type NewBasket,
  PART_OF_TYPE,
  updateBasketFields,
  writeBasketPart,
} from './repository.ts';
import { holdStart, type OrderingSettings } from './settings.ts';

/** Longest storage term a basket takes. */
export const MAX_MONTHS = 60;
/** Most of one box type, or of one material, in a basket. */
export const MAX_QUANTITY = MAX_ITEM_QUANTITY;

/**
 * The courier job each part books a timeslot for. A shipment's is the collection of its items
 * from home; boxes shipped from our store leave on a dispatch day and hold no window.
 */
export const ORDER_TYPE_OF_PART: Record<BasketPart, TimeslotOrderType> = {
  storageBasket: 'BTB',
  materialBasket: 'BTB_MATERIALS',
  collectionBasket: 'COLLECTION',
  returnBasket: 'BTB_RETURN',
  packingBasket: 'PACKING',
  shippingBasket: 'COLLECTION',
};

/**
 * The parts each type of basket can have: its own, plus materials wherever boxes are packed
 * for collection, and our packers before a first collection. A return has nothing but the
 * return.
 */
export const ALLOWED_PARTS: Record<BasketType, readonly BasketPart[]> = {
  btb: ['storageBasket', 'materialBasket', 'packingBasket'],
  international: ['shippingBasket'],
  materials: ['materialBasket'],
  collection: ['collectionBasket', 'materialBasket'],
  return: ['returnBasket'],
  packing: ['packingBasket'],
};

const PART_NAMES: Record<BasketPart, string> = {
  storageBasket: 'storage',
  materialBasket: 'materials',
  collectionBasket: 'collection',
  returnBasket: 'return',
  packingBasket: 'packing',
  shippingBasket: 'shipping',
};

/**
 * The timeslot order type of a basket's own job, which its order can be moved to another
 * window of; null for a shipment abroad, whose day also sets its delivery dates.
 */
export function orderTypeOf(basketType: BasketType): TimeslotOrderType | null {
  return basketType === 'international' ? null : ORDER_TYPE_OF_PART[PART_OF_TYPE[basketType]];
}

/*
 * Request bodies. Months are taken as any whole number so that a term under one month is
 * answered with the provider's own code (25) rather than a generic validation failure.
 */
const monthsInput = z.int().optional();
export const storageUpdateBodySchema = storageBasketUpdateSchema.extend({
  numberOfMonths: monthsInput,
});
export const collectionUpdateBodySchema = collectionBasketUpdateSchema.extend({
  numberOfMonths: monthsInput,
});
export const materialUpdateBodySchema = materialBasketUpdateSchema;
export const returnUpdateBodySchema = returnBasketUpdateSchema.extend({
  notificationPhone: enteredPhoneSchema.nullable().optional(),
});

export type StorageUpdateBody = z.infer<typeof storageUpdateBodySchema>;
export type CollectionUpdateBody = z.infer<typeof collectionUpdateBodySchema>;
export type MaterialUpdateBody = z.infer<typeof materialUpdateBodySchema>;
export type ReturnUpdateBody = z.infer<typeof returnUpdateBodySchema>;
export const packingUpdateBodySchema = packingBasketUpdateSchema;
export type PackingUpdateBody = z.infer<typeof packingUpdateBodySchema>;
export const shippingUpdateBodySchema = shippingBasketUpdateSchema;
export type ShippingUpdateBody = z.infer<typeof shippingUpdateBodySchema>;

export interface PartBodies {
  storageBasket: StorageUpdateBody;
  materialBasket: MaterialUpdateBody;
  collectionBasket: CollectionUpdateBody;
  returnBasket: ReturnUpdateBody;
  packingBasket: PackingUpdateBody;
  shippingBasket: ShippingUpdateBody;
}

export const PART_BODY_SCHEMAS = {
  storageBasket: storageUpdateBodySchema,
  materialBasket: materialUpdateBodySchema,
  collectionBasket: collectionUpdateBodySchema,
  returnBasket: returnUpdateBodySchema,
  packingBasket: packingUpdateBodySchema,
  shippingBasket: shippingUpdateBodySchema,
} as const;

const invalid = (message: string) => new HttpError(400, ErrorCode.ValidationFailed, message);

/** Refuses any change to a basket that is being paid for or has become an order. */
export function assertEditable(basket: Pick<BasketRecord, 'stage'>): void {
  if (basket.stage === 'completed') throw new HttpError(409, ErrorCode.OrderAlreadyPlaced);
  if (basket.stage === 'checkoutStarted') throw new HttpError(409, ErrorCode.CheckoutInProgress);
}

/** The customer's basket; anyone else's, or none, is 404 'Basket not found'. */
export async function ownBasket(
  db: Db,
  basketId: number,
  customerId: number,
): Promise<BasketRecord> {
  const basket = await getBasket(db, basketId);
  if (!basket || basket.customerId !== customerId) {
    throw new HttpError(404, ErrorCode.BasketNotFound);
  }
  return basket;
}

/** Locks the customer's basket for a change in this transaction, refusing one it cannot take. */
async function editableBasket(trx: Db, basketId: number, customerId: number) {
  const basket = await lockBasket(trx, basketId);
  if (!basket || basket.customerId !== customerId) {
    throw new HttpError(404, ErrorCode.BasketNotFound);
  }
  assertEditable(basket);
  return basket;
}

export async function createBasket(
  db: Db,
  settings: OrderingSettings,
  basket: NewBasket,
): Promise<BasketRecord> {
  return insertBasket(db, basket, settings.now());
}

/** `PATCH /basket/{id}`: partner, marketing reference, and the promotion code (checked). */
export async function patchBasket(
  db: Db,
  settings: OrderingSettings,
  basketId: number,
  customerId: number,
  patch: BasketPatch,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await editableBasket(trx, basketId, customerId);
    const fields: BasketPatch = { ...patch };
    if (patch.promoCode !== undefined && patch.promoCode !== null) {
      const code = normalisePromoCode(patch.promoCode);
      if (code === '') {
        fields.promoCode = null;
      } else {
        const promotion = await usablePromotion(trx, code, customerId, settings.now());
        if (!promotion) throw new HttpError(400, ErrorCode.InvalidPromotionCode);
        fields.promoCode = promotion.promoCode;
      }
    }
    await updateBasketFields(trx, basketId, fields, settings.now());
  });
}

async function resolveAddress(
  db: Db,
  customerId: number,
  address: Address | null,
): Promise<Address | null> {
  // The stored address is what the courier gets, whatever the body said about it.
  return address === null ? null : ownAddress(db, customerId, address.addressId);
}

function checkMonths(months: number | undefined): void {
  if (months === undefined) return;
  if (months < 1) throw new HttpError(400, ErrorCode.MinimumOneMonthStorage);
  if (months > MAX_MONTHS) throw invalid(`Storage can be booked for up to ${MAX_MONTHS} months`);
}

/** Items with the same id merged, zero quantities dropped, each at most MAX_QUANTITY. */
function mergeQuantities<K extends 'boxTypeId' | 'materialId'>(
  items: readonly ({ quantity: number } & Record<K, number>)[],
  key: K,
): { id: number; quantity: number }[] {
  const totals = new Map<number, number>();
  for (const item of items) totals.set(item[key], (totals.get(item[key]) ?? 0) + item.quantity);
  const merged = [...totals].filter(([, quantity]) => quantity > 0);
  for (const [, quantity] of merged) {
    if (quantity > MAX_QUANTITY) throw invalid(`At most ${MAX_QUANTITY} of each item`);
  }
  return merged.map(([id, quantity]) => ({ id, quantity }));
}

/** The first of these box types a customer cannot order (or send from home), if any. */
async function unorderableBoxType(
  db: Db,
  boxTypeIds: readonly number[],
): Promise<number | undefined> {
  const orderable = await db
    .selectFrom('boxTypes')
    .select('boxTypeId')
    .where('orderable', '=', true)
    .where('boxTypeId', 'in', [...boxTypeIds])
    .execute();
  const known = new Set(orderable.map((row) => row.boxTypeId));
  return boxTypeIds.find((boxTypeId) => !known.has(boxTypeId));
}

async function checkLineItems(db: Db, items: readonly LineItem[]): Promise<LineItem[]> {
  const merged = mergeQuantities(items, 'boxTypeId');
  if (merged.length === 0) return [];
  const unknown = await unorderableBoxType(
    db,
    merged.map((item) => item.id),
  );
  if (unknown !== undefined) throw invalid(`Box type ${unknown} cannot be ordered`);
  return merged.map((item) => ({ boxTypeId: item.id, quantity: item.quantity }));
}

async function checkMaterials(db: Db, items: readonly MaterialItem[]): Promise<MaterialItem[]> {
  const merged = mergeQuantities(items, 'materialId');
  if (merged.length === 0) return [];
  const rows = await db
    .selectFrom('materials')
    .select(['materialId', 'name', 'bookingAllowed'])
    .where(
      'materialId',
      'in',
      merged.map((item) => item.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.materialId, row]));
  for (const item of merged) {
    const material = byId.get(item.id);
    if (!material) throw invalid(`Material ${item.id} does not exist`);
    if (!material.bookingAllowed) throw invalid(`${material.name} can no longer be ordered`);
  }
  return merged.map((item) => ({ materialId: item.id, quantity: item.quantity }));
}

async function checkInsurance(
  db: Db,
  insurance: StorageInsurance | null,
): Promise<StorageInsurance | null> {
  if (insurance === null) return null;
  const level = await db
    .selectFrom('insurancePrices')
    .select('coverageLimit')
    .where('coverageLimit', '=', insurance.coverageLimit)
    .executeTakeFirst();
  if (!level) throw invalid(`There is no cover level of £${insurance.coverageLimit}`);
  return { coverageLimit: level.coverageLimit };
}

type BoxCheck = 'collection' | 'return';

/**
 * The boxes named in a collection or return, each the customer's own (else 404) and where
 * that job can start (`boxJobProblem`): a collection picks up boxes the customer has, a
 * return brings back boxes in storage, and a return never takes detained boxes (88). A box
 * in another open order, or in another basket's checkout under way, is refused (187) until
 * that order is done or cancelled.
 */
export async function checkBoxes(
  db: Db,
  customerId: number,
  boxIds: readonly number[],
  job: BoxCheck,
  basketId: number,
): Promise<{ boxId: number }[]> {
  const unique = [...new Set(boxIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('boxes')
    .select(['boxId', 'status', 'detained'])
    .where('customerId', '=', customerId)
    .where('boxId', 'in', unique)
    .execute();
  const byId = new Map(rows.map((row) => [row.boxId, row]));
  for (const boxId of unique) {
    const box = byId.get(boxId);
    if (!box) throw new HttpError(404, ErrorCode.NotFound);
    if (job === 'return' && box.detained) {
      throw new HttpError(400, ErrorCode.DetainedItemsCannotBeReturned);
    }
    const problem = boxJobProblem(job, box);
    if (problem) throw invalid(problem);
  }
  await refuseBooked(db, customerId, unique, basketId);
  return unique.map((boxId) => ({ boxId }));
}

/** 187 for the first of the boxes that is already booked elsewhere, naming what for and when. */
export async function refuseBooked(
  db: Db,
  customerId: number,
  boxIds: readonly number[],
  basketId: number,
): Promise<void> {
  const booked = await openBookings(db, customerId, { boxIds, exceptBasketId: basketId });
  for (const boxId of boxIds) {
    const booking = booked.get(boxId);
    if (booking) {
      throw new HttpError(
        409,
        ErrorCode.BoxAlreadyBooked,
        `Box ${boxId} is already ${openBookingText(booking).replace(/^Booked/, 'booked')}`,
      );
    }
  }
}

function storedTimeslot(slot: Timeslot | null): Timeslot | null {
  return slot === null
    ? null
    : {
        doorstepDate: slot.doorstepDate,
        startHour: slot.startHour,
        endHour: slot.endHour,
        available: true,
      };
}

async function nextStorage(
  trx: Db,
  customerId: number,
  current: StoredStorageBasket,
  body: StorageUpdateBody,
): Promise<StoredStorageBasket> {
  checkMonths(body.numberOfMonths);
  const collection = body.collection ?? current.collection;
  const next: StoredStorageBasket = {
    lineItems:
      body.lineItems !== undefined ? await checkLineItems(trx, body.lineItems) : current.lineItems,
    numberOfMonths: body.numberOfMonths ?? current.numberOfMonths,
    otherItemsBoxed: body.otherItemsBoxed ?? current.otherItemsBoxed,
    collection: {
      address:
        body.collection !== undefined
          ? await resolveAddress(trx, customerId, collection.address)
          : current.collection.address,
      timeslot: storedTimeslot(collection.timeslot),
    },
    storageInsurance:
      body.storageInsurance !== undefined
        ? await checkInsurance(trx, body.storageInsurance)
        : current.storageInsurance,
    doorstepCollection: body.doorstepCollection ?? current.doorstepCollection,
    ...nextDriveUp(driveUpOf(current), body),
  };
  // A unit is driven to: no boxes to count, no courier to send.
  return next.dropOffType === 'driveUp'
    ? { ...next, lineItems: [], collection: { address: null, timeslot: null } }
    : next;
}

/** The drive-up choice after an update: what it sends, else what the basket had. */
function nextDriveUp(current: DriveUpFields, body: StorageUpdateBody): DriveUpFields {
  const next: DriveUpFields = {
    dropOffType: body.dropOffType ?? current.dropOffType,
    vsuContract: body.vsuContract ?? current.vsuContract,
    siteId: body.siteId !== undefined ? body.siteId : current.siteId,
    unitSizeId: body.unitSizeId !== undefined ? body.unitSizeId : current.unitSizeId,
    dropOffDate: body.dropOffDate !== undefined ? body.dropOffDate : current.dropOffDate,
  };
  // Boxes collected at the door have no unit.
  return next.dropOffType === 'doorstep' ? NO_DRIVE_UP : next;
}

/**
 * Holds the unit a drive-up basket chose (198 when none is free that day), gives up the one
 * it held when the choice changes or goes, and leaves a held unit alone when it stays.
 */
async function holdChosenUnit(
  trx: Db,
  settings: OrderingSettings,
  basket: BasketRecord,
  before: DriveUpFields,
  after: DriveUpFields,
): Promise<void> {
  const chosen = chosenUnit(after);
  if (!chosen) {
    await releaseHeldUnit(trx, basket.basketId);
    return;
  }
  const same = chosenUnit(before);
  if (
    same &&
    same.siteId === chosen.siteId &&
    same.unitSizeId === chosen.unitSizeId &&
    same.dropOffDate === chosen.dropOffDate &&
    (await basketHoldsUnit(trx, basket.basketId))
  ) {
    return;
  }
  const problem = dropOffDayProblem(chosen.dropOffDate, londonDate(settings.now()));
  if (problem) throw invalid(problem);
  const now = settings.now();
  await holdUnit(
    trx,
    { ...chosen, basketId: basket.basketId, customerId: basket.customerId },
    now,
    holdStart(settings, now),
  );
}

async function nextMaterials(
  trx: Db,
  customerId: number,
  current: MaterialBasket,
  body: MaterialUpdateBody,
): Promise<MaterialBasket> {
  return {
    items: body.items !== undefined ? await checkMaterials(trx, body.items) : current.items,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
  };
}

async function nextCollection(
  trx: Db,
  customerId: number,
  basketId: number,
  current: CollectionBasket,
  body: CollectionUpdateBody,
): Promise<CollectionBasket> {
  checkMonths(body.numberOfMonths);
  return {
    collectionItems:
      body.collectionItems !== undefined
        ? await checkBoxes(
            trx,
            customerId,
            body.collectionItems.map((item) => item.boxId),
            'collection',
            basketId,
          )
        : current.collectionItems,
    numberOfMonths: body.numberOfMonths ?? current.numberOfMonths,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
    doorstepCollection: body.doorstepCollection ?? current.doorstepCollection,
    storageInsurance:
      body.storageInsurance !== undefined
        ? await checkInsurance(trx, body.storageInsurance)
        : current.storageInsurance,
  };
}

async function nextReturn(
  trx: Db,
  settings: OrderingSettings,
  customerId: number,
  basketId: number,
  current: ReturnBasket,
  body: ReturnUpdateBody,
): Promise<ReturnBasket> {
  const phone = body.notificationPhone;
  return {
    returnItems:
      body.returnItems !== undefined
        ? await checkBoxes(
            trx,
            customerId,
            body.returnItems.map((item) => item.boxId),
            'return',
            basketId,
          )
        : current.returnItems,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    notificationEmail:
      body.notificationEmail !== undefined ? body.notificationEmail : current.notificationEmail,
    notificationPhone:
      phone === undefined
        ? current.notificationPhone
        : phone === null || phone.trim() === ''
          ? null
          : toInternationalPhone(phone),
    roomReturn: body.roomReturn ?? current.roomReturn,
    floorDetails: body.floorDetails !== undefined ? body.floorDetails : current.floorDetails,
    returnReasonText:
      body.returnReasonText !== undefined ? body.returnReasonText : current.returnReasonText,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
    ...(await nextMoveOut(trx, settings, customerId, current, body)),
  };
}

/** Items to collect from home: each of a box type we take (boxes and suitcases). */
async function checkHomeItems(db: Db, items: readonly HomeItem[]): Promise<HomeItem[]> {
  if (items.length === 0) return [];
  const unknown = await unorderableBoxType(
    db,
    items.map((item) => item.boxTypeId),
  );
  if (unknown !== undefined) throw invalid(`Box type ${unknown} cannot be shipped`);
  items.forEach((item, index) => {
    const refusal = item.declaration ? prohibitedItem(item.declaration.description) : null;
    if (refusal) throw invalid(`Item ${index + 1}: ${refusal}`);
  });
  return items.map((item) => ({ boxTypeId: item.boxTypeId, declaration: item.declaration }));
}

/**
 * A shipment abroad, from one place: boxes in storage (each the customer's own and with us,
 * else 404 or the reason) on a dispatch day from the first we can make, or items collected
 * from a saved address at home. Each declaration is free of what couriers refuse, and the
 * address we ship to is in its country's format.
 */
async function nextShipping(
  trx: Db,
  settings: OrderingSettings,
  customerId: number,
  basketId: number,
  current: ShippingBasket,
  body: ShippingUpdateBody,
): Promise<ShippingBasket> {
  const source = body.source ?? current.source;
  let shipItems = current.shipItems;
  if (body.shipItems !== undefined) {
    const boxes = await checkBoxes(
      trx,
      customerId,
      body.shipItems.map((item) => item.boxId),
      'return',
      basketId,
    );
    shipItems = boxes.map(({ boxId }) => ({
      boxId,
      declaration: body.shipItems?.find((item) => item.boxId === boxId)?.declaration ?? null,
    }));
    for (const item of shipItems) {
      const refusal = item.declaration ? prohibitedItem(item.declaration.description) : null;
      if (refusal) throw invalid(`Box ${item.boxId}: ${refusal}`);
    }
  }
  const destination = body.destination !== undefined ? body.destination : current.destination;
  if (body.destination) {
    const problem = shippingAddressProblem(body.destination);
    if (problem) throw invalid(problem);
  }
  const dispatchDate = body.dispatchDate !== undefined ? body.dispatchDate : current.dispatchDate;
  if (body.dispatchDate) {
    const problem = dispatchDayProblem(body.dispatchDate, londonDate(settings.now()));
    if (problem) throw invalid(problem);
  }
  const homeItems =
    body.homeItems !== undefined ? await checkHomeItems(trx, body.homeItems) : current.homeItems;
  const collection = {
    address:
      body.collection?.address !== undefined
        ? await resolveAddress(trx, customerId, body.collection.address)
        : current.collection.address,
    timeslot:
      body.collection?.timeslot !== undefined
        ? storedTimeslot(body.collection.timeslot)
        : current.collection.timeslot,
  };
  // A shipment starts in one place: what the other would need is let go.
  return source === 'home'
    ? { source, shipItems: [], homeItems, destination, dispatchDate: null, collection }
    : {
        source,
        shipItems,
        homeItems: [],
        destination,
        dispatchDate,
        collection: { address: null, timeslot: null },
      };
}

/**
 * The packing service: rooms or boxes (one replaces the other), materials included or not,
 * the address, and the packers' window.
 */
async function nextPacking(
  trx: Db,
  customerId: number,
  current: PackingBasket,
  body: PackingUpdateBody,
): Promise<PackingBasket> {
  const rooms = body.rooms !== undefined ? body.rooms : body.boxes != null ? null : current.rooms;
  const boxes = body.boxes !== undefined ? body.boxes : body.rooms != null ? null : current.boxes;
  return {
    rooms,
    boxes,
    materialsIncluded: body.materialsIncluded ?? current.materialsIncluded,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
  };
}

/** A move-out of a drive-up unit: the customer's unit in use, on a day the notice allows. */
async function nextMoveOut(
  trx: Db,
  settings: OrderingSettings,
  customerId: number,
  current: ReturnBasket,
  body: ReturnUpdateBody,
): Promise<Pick<ReturnBasket, 'vsuLettingId' | 'moveOutDate'>> {
  const next = {
    vsuLettingId: body.vsuLettingId !== undefined ? body.vsuLettingId : current.vsuLettingId,
    moveOutDate: body.moveOutDate !== undefined ? body.moveOutDate : current.moveOutDate,
  };
  if (next.vsuLettingId === null) return { vsuLettingId: null, moveOutDate: null };
  const returnItems = body.returnItems ?? current.returnItems;
  if (returnItems.length > 0) {
    throw invalid('A move-out is ordered on its own, without boxes');
  }
  await assertMoveOut(
    trx,
    customerId,
    { vsuLettingId: next.vsuLettingId, moveOutDate: next.moveOutDate },
    londonDate(settings.now()),
  );
  return next;
}

/** The slot a part holds, and what else decides whether it may hold it. */
function slotOf(part: BasketPart, value: BasketParts[BasketPart]) {
  switch (part) {
    case 'storageBasket': {
      const storage = value as StoredStorageBasket;
      return {
        timeslot: storage.collection.timeslot,
        address: storage.collection.address,
        doorstep: storage.doorstepCollection,
      };
    }
    case 'collectionBasket': {
      const collection = value as CollectionBasket;
      return {
        timeslot: collection.timeslot,
        address: collection.address,
        doorstep: collection.doorstepCollection,
      };
    }
    case 'materialBasket': {
      const materials = value as MaterialBasket;
      // Materials come to the door: the Saturday doorstep rule (172) holds for their delivery.
      return { timeslot: materials.timeslot, address: materials.address, doorstep: true };
    }
    case 'packingBasket': {
      const packing = value as PackingBasket;
      // The packers come in, like a courier who is not kept at the door.
      return { timeslot: packing.timeslot, address: packing.address, doorstep: false };
    }
    case 'returnBasket': {
      const returns = value as ReturnBasket;
      // Returns have no doorstep choice: the Saturday rule (174) holds either way.
      return { timeslot: returns.timeslot, address: returns.address, doorstep: false };
    }
    case 'shippingBasket': {
      // Items shipped from home are collected indoors, like a collection for storage.
      const { collection } = value as ShippingBasket;
      return { timeslot: collection.timeslot, address: collection.address, doorstep: false };
    }
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PUT basket/{part}/{id}` and `PATCH /basket/{id}/{type}`: the fields given replace the
 * stored ones (lists whole), the rest are kept. A timeslot is held for the basket when it is
 * chosen, and checked again when the address or doorstep choice under it changes.
 */
export async function updateBasketPart<P extends BasketPart>(
  db: Db,
  settings: OrderingSettings,
  basketId: number,
  customerId: number,
  part: P,
  body: PartBodies[P],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const basket = await editableBasket(trx, basketId, customerId);
    if (!ALLOWED_PARTS[basket.basketType].includes(part)) {
      throw invalid(`A ${basket.basketType} basket has no ${PART_NAMES[part]} part`);
    }
    const current = (basket[part] ?? EMPTY_PART[part]()) as BasketParts[P];
    let next: BasketParts[BasketPart];
    switch (part) {
      case 'storageBasket':
        next = await nextStorage(
          trx,
          customerId,
          current as StoredStorageBasket,
          body as StorageUpdateBody,
        );
        break;
      case 'materialBasket':
        next = await nextMaterials(
          trx,
          customerId,
          current as MaterialBasket,
          body as MaterialUpdateBody,
        );
        break;
      case 'collectionBasket':
        next = await nextCollection(
          trx,
          customerId,
          basketId,
          current as CollectionBasket,
          body as CollectionUpdateBody,
        );
        break;
      case 'shippingBasket':
        next = await nextShipping(
          trx,
          settings,
          customerId,
          basketId,
          current as ShippingBasket,
          body as ShippingUpdateBody,
        );
        break;
      case 'packingBasket':
        next = await nextPacking(
          trx,
          customerId,
          current as PackingBasket,
          body as PackingUpdateBody,
        );
        break;
      default:
        next = await nextReturn(
          trx,
          settings,
          customerId,
          basketId,
          current as ReturnBasket,
          body as ReturnUpdateBody,
        );
    }

    if (part === 'storageBasket') {
      await holdChosenUnit(
        trx,
        settings,
        basket,
        driveUpOf(current as StoredStorageBasket),
        driveUpOf(next as StoredStorageBasket),
      );
    }
    const before = slotOf(part, current);
    const after = slotOf(part, next);
    const orderType = ORDER_TYPE_OF_PART[part];
    if (after.timeslot === null) {
      await releaseTimeslot(trx, basketId, orderType);
    } else if (
      basket[part] === null ||
      !sameJson(before.timeslot, after.timeslot) ||
      !sameJson(before.address, after.address) ||
      before.doorstep !== after.doorstep
    ) {
      const refusal = await holdTimeslot(
        trx,
        settings,
        { ...basket, [part]: next },
        orderType,
        after.timeslot,
      );
      if (refusal !== undefined) {
        throw new HttpError(refusal === ErrorCode.TimeslotUnavailable ? 409 : 400, refusal);
      }
    }
    await writeBasketPart(trx, basketId, part, next as BasketParts[P], settings.now());
  });
}

/** `DELETE /basket/{id}/{type}`: removes the part and gives up its timeslot. */
export async function deleteBasketPart(
  db: Db,
  settings: OrderingSettings,
  basketId: number,
  customerId: number,
  part: BasketPart,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await editableBasket(trx, basketId, customerId);
    await releaseTimeslot(trx, basketId, ORDER_TYPE_OF_PART[part]);
    await writeBasketPart(trx, basketId, part, null, settings.now());
  });
}

/**
 * The basket as the API answers it: each storage line item with its prices for the chosen
 * term and for one month, and the basket's monthly storage price for terms of 1 to 12
 * months (element i is a term of i + 1 months).
 */
export async function presentBasket(
  db: Db,
  basket: BasketRecord,
  now: Date = new Date(),
): Promise<Basket> {
  const storage = basket.storageBasket;
  let storageBasket: Basket['storageBasket'] = null;
  if (storage) {
    const prices = await storagePricesFor(db, basket.customerId);
    const lineItems = storage.lineItems.map((item) => ({
      boxTypeId: item.boxTypeId,
      quantity: item.quantity,
      ...lineItemPrice(prices, item.boxTypeId, item.quantity, storage.numberOfMonths),
    }));
    const furtherMonthsStoragePrices: number[] = [];
    const perLine = storage.lineItems.map((item) => ({
      quantity: item.quantity,
      prices: monthlyPriceList(prices, item.boxTypeId, item.quantity, FURTHER_MONTHS_SHOWN),
    }));
    if (perLine.length > 0) {
      const months = Math.min(...perLine.map((line) => line.prices.length));
      for (let index = 0; index < months; index += 1) {
        furtherMonthsStoragePrices.push(
          roundMoney(
            perLine.reduce((sum, line) => sum + (line.prices[index] ?? 0) * line.quantity, 0),
          ),
        );
      }
    }
    storageBasket = { ...storage, ...driveUpOf(storage), lineItems, furtherMonthsStoragePrices };
  }
  return {
    basketId: basket.basketId,
    basketType: basket.basketType,
    partner: basket.partner,
    sales: basket.sales,
    marketingReference: basket.marketingReference,
    customerId: basket.customerId,
    promoCode: basket.promoCode,
    storageBasket,
    materialBasket: basket.materialBasket,
    collectionBasket: basket.collectionBasket,
    returnBasket: basket.returnBasket,
    packingBasket: basket.packingBasket,
    shippingBasket: basket.shippingBasket,
    quote: await quoteBasket(db, basket, now),
  };
}
