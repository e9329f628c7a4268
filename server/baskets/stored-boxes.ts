import { ErrorCode } from '../../src/domain/errors.ts';
import { boxJobProblem } from '../../src/domain/returns.ts';
import { refuseBooked } from '../boxes/bookings.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { invalid } from './fields.ts';

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
