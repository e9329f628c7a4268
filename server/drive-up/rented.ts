import {
  contractEndDate,
  contractMonthlyPence,
  earliestMoveOutDate,
  lettingState,
  nextPaymentDate,
  type VsuContract,
  type VsuFacility,
  type VsuRentedUnit,
} from '../../src/domain/driveUp.ts';
import type { Db } from '../db/database.ts';
import { poundsFromPence } from '../repositories/money.ts';

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
      site: {
        siteId: row.siteId,
        name: row.name,
        addressLine1: row.addressLine1,
        town: row.town,
        postcode: row.postcode,
        countryCode: row.countryCode,
        latitude: row.latitude,
        longitude: row.longitude,
        openingHours: row.openingHours,
        accessHours: row.accessHours,
        facilities: row.facilities as VsuFacility[],
        noticeDays: row.noticeDays,
      },
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
