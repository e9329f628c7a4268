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
import { poundsFromPence } from '../../src/domain/money.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
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
      (eb) =>
        eb
          .selectFrom('vsuItemCheckPhotos as p')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('p.lettingId', '=', 'l.lettingId')
          .as('itemCheckPhotoCount'),
    ])
    .select((eb) =>
      eb
        .selectFrom('agreements as a')
        .select('a.monthlyPence')
        .whereRef('a.orderId', '=', 'l.orderId')
        .where('a.status', '=', 'open')
        .limit(1)
        .as('agreementMonthlyPence'),
    )
    .where('l.customerId', '=', customerId)
    .where('l.status', 'in', ['booked', 'active', 'ended'])
    .orderBy('l.dropOffDate', 'desc')
    .execute();
  return rows.map((row) => {
    const state = lettingState(row, today);
    const contractEnd = contractEndDate(row.dropOffDate, row.contractMonths);
    const started = state !== 'booked';
    const rentPence = contractMonthlyPence(row.monthlyPricePence, row.discountPercent);
    const next = state === 'ended' ? null : nextPaymentDate(row.dropOffDate, today, row.endDate);
    return {
      lettingId: row.lettingId,
      orderId: row.orderId,
      state,
      site: siteOf(row),
      unitNumber: row.unitNumber,
      sqFt: row.sqFt,
      contractMonths: row.contractMonths as VsuContract,
      monthlyPrice: poundsFromPence(rentPence),
      dropOffDate: row.dropOffDate,
      contractEnd,
      moveOutDate: row.endDate,
      accessCode: started && state !== 'ended' ? row.accessCode : null,
      nextPaymentDate: next,
      // What the monthly bill takes: the rent and the cover chosen with it, as agreed at checkout.
      nextPaymentAmount:
        next === null
          ? null
          : poundsFromPence(
              row.agreementMonthlyPence === null || row.agreementMonthlyPence === undefined
                ? rentPence
                : Number(row.agreementMonthlyPence),
            ),
      earliestMoveOut:
        state === 'active' ? earliestMoveOutDate(today, row.noticeDays, contractEnd) : null,
      itemCheckPhotoCount: Number(row.itemCheckPhotoCount ?? 0),
    };
  });
}

/**
 * The item-check photos (type 5) of a unit the customer rents, as bare base64 jpegs like a
 * box's; another customer's unit, or none, is 404.
 */
export async function unitItemCheckPhotos(
  db: Db,
  customerId: number,
  lettingId: number,
): Promise<string[]> {
  const letting = await db
    .selectFrom('vsuLettings')
    .select('lettingId')
    .where('lettingId', '=', lettingId)
    .where('customerId', '=', customerId)
    .where('status', 'in', ['booked', 'active', 'ended'])
    .executeTakeFirst();
  if (!letting) throw new HttpError(404, ErrorCode.NotFound);
  const rows = await db
    .selectFrom('vsuItemCheckPhotos')
    .select('imageData')
    .where('lettingId', '=', lettingId)
    .orderBy('photoId')
    .execute();
  return rows.map((row) => Buffer.from(row.imageData).toString('base64'));
}
