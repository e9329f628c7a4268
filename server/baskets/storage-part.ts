import { type DriveUpFields, driveUpOf, NO_DRIVE_UP } from '../../src/domain/baskets.ts';
import { dropOffDayProblem } from '../../src/domain/driveUp.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { StoredStorageBasket } from '../db/tables.ts';
import { basketHoldsUnit, chosenUnit, holdUnit, releaseHeldUnit } from '../drive-up/lettings.ts';
import type { StorageUpdateBody } from './bodies.ts';
import {
  checkInsurance,
  checkLineItems,
  checkMonths,
  invalid,
  resolveAddress,
  storedTimeslot,
} from './fields.ts';
import type { BasketRecord } from './repository.ts';
import { holdStart, type OrderingSettings } from './settings.ts';

export async function nextStorage(
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
export async function holdChosenUnit(
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
