import { randomInt } from 'node:crypto';
import type { DriveUpFields } from '../../src/domain/baskets.ts';
import type { VsuContract } from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { holdsUnitOn } from './catalogue.ts';

/*
 * Letting a unit: the first free unit of the size at the site (by number) is let from the
 * drop-off date, held for the basket while the customer chooses and pays, and booked with
 * the order. The site's price row for the size is locked first, so two baskets choosing the
 * same size at the same site take turns: the second sees the first's letting, and when none
 * is left it is refused with 198.
 */

export interface UnitRequest {
  /** 'held' for a basket choosing the unit; 'booked' for an order. */
  status: 'held' | 'booked';
  basketId: number | null;
  siteId: number;
  unitSizeId: number;
  dropOffDate: string;
  customerId: number;
  orderId: number | null;
  contractMonths: VsuContract;
}

export interface Letting {
  lettingId: number;
  unitId: number;
  unitNumber: string;
  monthlyPricePence: number;
}

/**
 * Lets a free unit to the customer; 198 when the size is full at the site on that day. Holds
 * of other baskets count while they are newer than `holdSince` or at checkout.
 */
export async function letUnit(
  trx: Db,
  request: UnitRequest,
  now: Date,
  holdSince: Date,
): Promise<Letting> {
  const offer = await trx
    .selectFrom('vsuSitePrices')
    .select('monthlyPricePence')
    .where('siteId', '=', request.siteId)
    .where('unitSizeId', '=', request.unitSizeId)
    .forUpdate()
    .executeTakeFirst();
  if (!offer) throw new HttpError(404, ErrorCode.NotFound);
  const unit = await trx
    .selectFrom('vsuUnits as u')
    .select(['u.unitId', 'u.unitNumber'])
    .where('u.siteId', '=', request.siteId)
    .where('u.unitSizeId', '=', request.unitSizeId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('vsuLettings as l')
            .select('l.lettingId')
            .whereRef('l.unitId', '=', 'u.unitId')
            .where(holdsUnitOn(request.dropOffDate, holdSince)),
        ),
      ),
    )
    .orderBy('u.unitNumber')
    .executeTakeFirst();
  if (!unit) throw new HttpError(409, ErrorCode.NotEnoughUnitsOnDropOffDay);
  const { lettingId } = await trx
    .insertInto('vsuLettings')
    .values({
      unitId: unit.unitId,
      customerId: request.customerId,
      orderId: request.orderId,
      basketId: request.basketId,
      contractMonths: request.contractMonths,
      monthlyPricePence: offer.monthlyPricePence,
      dropOffDate: request.dropOffDate,
      endDate: null,
      status: request.status,
      accessCode: null,
      createdAt: now,
    })
    .returning('lettingId')
    .executeTakeFirstOrThrow();
  return { lettingId, ...unit, monthlyPricePence: offer.monthlyPricePence };
}

/** Gives up the unit the basket holds, if any. */
export async function releaseHeldUnit(trx: Db, basketId: number): Promise<void> {
  await trx
    .deleteFrom('vsuLettings')
    .where('basketId', '=', basketId)
    .where('status', '=', 'held')
    .execute();
}

/**
 * Holds a unit for the basket, giving up the one it held before: what the customer chose on
 * the date step. 198 when the size is full at the site on that day.
 */
export async function holdUnit(
  trx: Db,
  request: Omit<UnitRequest, 'status' | 'orderId'> & { basketId: number },
  now: Date,
  holdSince: Date,
): Promise<Letting> {
  await releaseHeldUnit(trx, request.basketId);
  return letUnit(trx, { ...request, status: 'held', orderId: null }, now, holdSince);
}

/** A keypad code for the site's gates and the unit's door: six digits. */
function newAccessCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The unit held for the basket, booked for its order; undefined when it holds none. */
export async function bookHeldUnit(
  trx: Db,
  basketId: number,
  orderId: number,
): Promise<Letting | undefined> {
  const booked = await trx
    .updateTable('vsuLettings')
    .set({ status: 'booked', orderId, accessCode: newAccessCode() })
    .where('basketId', '=', basketId)
    .where('status', '=', 'held')
    .returning(['lettingId', 'unitId', 'monthlyPricePence'])
    .executeTakeFirst();
  if (!booked) return undefined;
  const unit = await trx
    .selectFrom('vsuUnits')
    .select('unitNumber')
    .where('unitId', '=', booked.unitId)
    .executeTakeFirstOrThrow();
  return { ...booked, unitNumber: unit.unitNumber };
}

/** The unit a drive-up choice names, once site, size and day are all chosen. */
export function chosenUnit(choice: DriveUpFields) {
  const { dropOffType, siteId, unitSizeId, dropOffDate, vsuContract } = choice;
  if (dropOffType !== 'driveUp' || siteId === null || unitSizeId === null || !dropOffDate) {
    return undefined;
  }
  return { siteId, unitSizeId, dropOffDate, contractMonths: vsuContract };
}

/** Whether a unit is held for the basket. */
export async function basketHoldsUnit(db: Db, basketId: number): Promise<boolean> {
  const held = await db
    .selectFrom('vsuLettings')
    .select('lettingId')
    .where('basketId', '=', basketId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return held !== undefined;
}
