import type { VsuContract } from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { holdsUnitOn } from './catalogue.ts';

/*
 * Letting a unit: at checkout, inside the transaction that places the order, the first free
 * unit of the size at the site (by number) is let from the drop-off date. The site's price row
 * for the size is locked first, so two checkouts for the same size and site take turns: the
 * second sees the first's letting, and when none is left it is refused with 198.
 */

export interface UnitRequest {
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

/** Lets a free unit to the customer; 198 when the size is full at the site on that day. */
export async function letUnit(trx: Db, request: UnitRequest, now: Date): Promise<Letting> {
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
            .where(holdsUnitOn(request.dropOffDate)),
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
      contractMonths: request.contractMonths,
      monthlyPricePence: offer.monthlyPricePence,
      dropOffDate: request.dropOffDate,
      endDate: null,
      status: 'booked',
      accessCode: null,
      createdAt: now,
    })
    .returning('lettingId')
    .executeTakeFirstOrThrow();
  return { lettingId, ...unit, monthlyPricePence: offer.monthlyPricePence };
}
