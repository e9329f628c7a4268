import { prettyDay } from '../../src/domain/dates.ts';
import {
  contractEndDate,
  contractMonthlyPence,
  earliestMoveOutDate,
  finalRentPence,
  finalRentPeriod,
  lettingState,
} from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { QuoteLinePence } from '../../src/domain/pricing.ts';
import { isActive } from '../checkout/jobs.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

/*
 * Moving out of a drive-up unit, ordered through a return basket (`vsuLettingId` and
 * `moveOutDate`) and paid like any other order: the quote charges the last rent period's days
 * up to the move-out day when that period is still to come, the checkout claims the letting
 * for the basket (so two move-outs of one unit are never both paid for), and the order sets
 * the letting's end.
 */

/** A letting of the customer's, with what its move-out is decided and priced by. */
async function letting(db: Db, customerId: number, lettingId: number) {
  const row = await db
    .selectFrom('vsuLettings as l')
    .innerJoin('vsuUnits as u', 'u.unitId', 'l.unitId')
    .innerJoin('vsuSites as site', 'site.siteId', 'u.siteId')
    .innerJoin('vsuContractTerms as t', 't.months', 'l.contractMonths')
    .select([
      'l.lettingId',
      'l.status',
      'l.dropOffDate',
      'l.endDate',
      'l.contractMonths',
      'l.monthlyPricePence',
      't.discountPercent',
      'site.noticeDays',
      'site.name as siteName',
      'u.unitNumber',
    ])
    .where('l.lettingId', '=', lettingId)
    .where('l.customerId', '=', customerId)
    .where('l.status', 'not in', ['held', 'cancelled'])
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.NotFound);
  return row;
}

type MoveOutLetting = Awaited<ReturnType<typeof letting>>;

/** The first day the letting can be moved out on, seen from `today`. */
function earliestFor(row: MoveOutLetting, today: string): string {
  return earliestMoveOutDate(
    today,
    row.noticeDays,
    contractEndDate(row.dropOffDate, row.contractMonths),
  );
}

/** Why the letting cannot be moved out of (on `date`, when one is given), or null. */
function moveOutProblem(
  row: MoveOutLetting,
  date: string | null,
  today: string,
): { status: 400 | 409; message: string } | null {
  const state = lettingState(row, today);
  if (state === 'movingOut') {
    return { status: 409, message: 'A move-out is already booked for this unit' };
  }
  if (state !== 'active') {
    return { status: 409, message: 'This unit is not in use, so there is nothing to move out of' };
  }
  const earliest = earliestFor(row, today);
  if (date !== null && date < earliest) {
    return { status: 400, message: `Choose a move-out day from ${prettyDay(earliest)}` };
  }
  return null;
}

/**
 * Checks a move-out as a basket takes it: the customer's own letting (else 404), in use and
 * not already moving out (409), and a day from the first the notice and contract allow (400).
 */
export async function assertMoveOut(
  db: Db,
  customerId: number,
  choice: { vsuLettingId: number; moveOutDate: string | null },
  today: string,
): Promise<void> {
  const row = await letting(db, customerId, choice.vsuLettingId);
  const problem = moveOutProblem(row, choice.moveOutDate, today);
  if (problem) {
    throw new HttpError(
      problem.status,
      problem.status === 409 ? ErrorCode.OrderAlreadyPlaced : ErrorCode.ValidationFailed,
      problem.message,
    );
  }
}

/** The same checks as a basket validation message, or null when the move-out can go ahead. */
export async function moveOutRefusal(
  db: Db,
  customerId: number,
  choice: { vsuLettingId: number; moveOutDate: string },
  today: string,
): Promise<string | null> {
  try {
    const row = await letting(db, customerId, choice.vsuLettingId);
    return moveOutProblem(row, choice.moveOutDate, today)?.message ?? null;
  } catch (error) {
    // The letting has gone since the basket chose it; any other failure is not the customer's.
    if (error instanceof HttpError && error.status === 404) {
      return 'This unit can no longer be found';
    }
    throw error;
  }
}

/**
 * The quote's line for a move-out, in pence: the last rent period's days up to the move-out
 * day, or nothing more to pay when that period has begun (it was paid on its payment day).
 */
export async function moveOutLinePence(
  db: Db,
  customerId: number,
  choice: { vsuLettingId: number; moveOutDate: string },
  today: string,
): Promise<QuoteLinePence> {
  const row = await letting(db, customerId, choice.vsuLettingId);
  const monthly = contractMonthlyPence(row.monthlyPricePence, row.discountPercent);
  const pence = finalRentPence(monthly, row.dropOffDate, choice.moveOutDate, today);
  const period = finalRentPeriod(row.dropOffDate, choice.moveOutDate);
  const unit = `unit ${row.unitNumber} at ${row.siteName}`;
  return {
    kind: 'rent',
    itemId: row.lettingId,
    description:
      pence > 0
        ? `Last rent for ${unit}, ${prettyDay(period.from)} to ${prettyDay(period.to)}`
        : `Moving out of ${unit}: your rent is paid to the day`,
    quantity: 1,
    unitPricePence: pence,
    months: null,
    amountPence: pence,
  };
}

/**
 * Claims the letting for the basket whose checkout is starting: refused (409) when a move-out
 * is booked, or another basket's checkout is paying for one now.
 */
export async function claimMoveOut(
  trx: Db,
  customerId: number,
  basketId: number,
  lettingId: number,
): Promise<void> {
  const refuse = () =>
    new HttpError(409, ErrorCode.OrderAlreadyPlaced, 'A move-out is already booked for this unit');
  // The row is held first, so a second checkout waits here and then reads, afresh, the
  // first one's claim and its job.
  const letting = await trx
    .selectFrom('vsuLettings')
    .select(['moveOutBasketId', 'moveOutOrderId', 'endDate'])
    .where('lettingId', '=', lettingId)
    .where('customerId', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!letting || letting.moveOutOrderId !== null || letting.endDate !== null) throw refuse();
  const claimant = letting.moveOutBasketId;
  if (claimant !== null && claimant !== basketId) {
    const job = await trx
      .selectFrom('checkoutJobs')
      .select('status')
      .where('basketId', '=', claimant)
      .executeTakeFirst();
    if (job && isActive(job)) throw refuse();
  }
  await trx
    .updateTable('vsuLettings')
    .set({ moveOutBasketId: basketId })
    .where('lettingId', '=', lettingId)
    .execute();
}

/** The paid move-out's order ends the letting on its day; false if the claim was lost. */
export async function bookMoveOut(
  trx: Db,
  basketId: number,
  choice: { vsuLettingId: number; moveOutDate: string },
  orderId: number,
): Promise<boolean> {
  const booked = await trx
    .updateTable('vsuLettings')
    .set({ endDate: choice.moveOutDate, moveOutOrderId: orderId })
    .where('lettingId', '=', choice.vsuLettingId)
    .where('moveOutBasketId', '=', basketId)
    .where('moveOutOrderId', 'is', null)
    .executeTakeFirst();
  return Number(booked.numUpdatedRows) > 0;
}
