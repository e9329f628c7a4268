import { prettyDay } from '../../src/domain/dates.ts';
import {
  contractEndDate,
  contractMonthlyPence,
  earliestMoveOutDate,
  lettingState,
  nextPaymentDate,
  type VsuContract,
  type VsuRentedUnit,
} from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { poundsFromPence } from '../repositories/money.ts';
import { siteOf } from './catalogue.ts';

/*
 * The units a customer rents, as My stuff shows them: where, which unit, the contract and its
 * payments, the access code once the letting has started, and when they may move out.
 */

export async function rentedUnits(
  db: Db,
  customerId: number,
  today: string,
): Promise<VsuRentedUnit[]> {
  const rows = await db
    .selectFrom('vsuLettings as l')
    .innerJoin('vsuUnits as u', 'u.unitId', 'l.unitId')
    .innerJoin('vsuUnitSizes as s', 's.unitSizeId', 'u.unitSizeId')
    .innerJoin('vsuSites as site', 'site.siteId', 'u.siteId')
    .innerJoin('vsuContractTerms as t', 't.months', 'l.contractMonths')
    .selectAll('site')
    .select([
      'l.lettingId',
      'l.orderId',
      'l.status',
      'l.contractMonths',
      'l.monthlyPricePence',
      'l.dropOffDate',
      'l.endDate',
      'l.accessCode',
      'u.unitNumber',
      's.sqFt',
      't.discountPercent',
    ])
    .where('l.customerId', '=', customerId)
    .where('l.status', 'in', ['booked', 'active', 'ended'])
    .orderBy('l.dropOffDate', 'desc')
    .execute();
  return rows.map((row) => {
    const state = lettingState(row, today);
    const contractEnd = contractEndDate(row.dropOffDate, row.contractMonths);
    const started = state !== 'booked';
    return {
      lettingId: row.lettingId,
      orderId: row.orderId,
      state,
      site: siteOf(row),
      unitNumber: row.unitNumber,
      sqFt: row.sqFt,
      contractMonths: row.contractMonths as VsuContract,
      monthlyPrice: poundsFromPence(
        contractMonthlyPence(row.monthlyPricePence, row.discountPercent),
      ),
      dropOffDate: row.dropOffDate,
      contractEnd,
      moveOutDate: row.endDate,
      accessCode: started && state !== 'ended' ? row.accessCode : null,
      nextPaymentDate:
        state === 'ended' ? null : nextPaymentDate(row.dropOffDate, today, row.endDate),
      earliestMoveOut:
        state === 'active' ? earliestMoveOutDate(today, row.noticeDays, contractEnd) : null,
    };
  });
}

/**
 * Books the move-out: a 'Drive-up Storage Return' order for the day, from which the rent
 * stops. The letting must be running, and the day after the notice and the contract's end.
 * Moving out costs nothing, so the order is free; it can be cancelled until the day.
 */
export async function bookMoveOut(
  db: Db,
  customerId: number,
  lettingId: number,
  date: string,
  now: Date,
): Promise<VsuRentedUnit> {
  const today = londonDate(now);
  await db.transaction().execute(async (trx) => {
    const letting = await trx
      .selectFrom('vsuLettings as l')
      .innerJoin('vsuUnits as u', 'u.unitId', 'l.unitId')
      .innerJoin('vsuSites as site', 'site.siteId', 'u.siteId')
      .select([
        'l.lettingId',
        'l.status',
        'l.dropOffDate',
        'l.endDate',
        'l.contractMonths',
        'site.noticeDays',
      ])
      .where('l.lettingId', '=', lettingId)
      .where('l.customerId', '=', customerId)
      .forUpdate('l')
      .executeTakeFirst();
    if (!letting || letting.status === 'held' || letting.status === 'cancelled') {
      throw new HttpError(404, ErrorCode.NotFound);
    }
    if (lettingState(letting, today) !== 'active') {
      throw new HttpError(
        409,
        ErrorCode.OrderNotCancellable,
        'This unit is not in use, so there is nothing to move out of',
      );
    }
    const earliest = earliestMoveOutDate(
      today,
      letting.noticeDays,
      contractEndDate(letting.dropOffDate, letting.contractMonths),
    );
    if (date < earliest) {
      throw new HttpError(
        400,
        ErrorCode.ValidationFailed,
        `Choose a move-out day from ${prettyDay(earliest)}`,
      );
    }
    const { orderId } = await trx
      .insertInto('orders')
      .values({
        customerId,
        orderType: 'VSU_RETURN',
        orderDate: now,
        serviceDate: date,
        numberOfItems: 1,
        status: 'Booked',
        totalPence: 0,
        isOrderEditable: false,
        isOrderCancellable: true,
        notificationPhone: null,
        basketId: null,
      })
      .returning('orderId')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('vsuLettings')
      .set({ endDate: date, moveOutOrderId: orderId })
      .where('lettingId', '=', lettingId)
      .execute();
  });
  const units = await rentedUnits(db, customerId, today);
  const unit = units.find((candidate) => candidate.lettingId === lettingId);
  if (!unit) throw new HttpError(404, ErrorCode.NotFound);
  return unit;
}
