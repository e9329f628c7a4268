import type {
  BasketPatch,
  CollectionBasket,
  MaterialBasket,
  PackingBasket,
  ReturnBasket,
} from '../../src/domain/baskets.ts';
import { driveUpOf } from '../../src/domain/baskets.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { ShippingBasket } from '../../src/domain/shipping.ts';
import type { Db } from '../db/database.ts';
import type { StoredStorageBasket } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import { holdTimeslot, releaseTimeslot } from '../timeslots/service.ts';
import type {
  CollectionUpdateBody,
  MaterialUpdateBody,
  PackingUpdateBody,
  PartBodies,
  ReturnUpdateBody,
  ShippingUpdateBody,
  StorageUpdateBody,
} from './bodies.ts';
import { nextCollection } from './collection-part.ts';
import { invalid } from './fields.ts';
import { nextMaterials } from './materials-part.ts';
import { editableBasket } from './own-basket.ts';
import { nextPacking } from './packing-part.ts';
import { ALLOWED_PARTS, ORDER_TYPE_OF_PART, PART_NAMES } from './parts.ts';
import { normalisePromoCode, usablePromotion } from './promotions.ts';
import {
  type BasketPart,
  type BasketParts,
  type BasketRecord,
  EMPTY_PART,
  insertBasket,
  type NewBasket,
  updateBasketFields,
  writeBasketPart,
} from './repository.ts';
import { nextReturn } from './return-part.ts';
import type { OrderingSettings } from './settings.ts';
import { nextShipping } from './shipping-part.ts';
import { holdChosenUnit, nextStorage } from './storage-part.ts';

/*
 * Creating a basket and changing it: each part's fields are checked by its own module
 * (storage-part.ts, collection-part.ts, ...), the timeslot it books is held here.
 */

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
