import { type Box, boxSchema } from '../../src/domain/boxes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import type { BoxRow } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';

/** A box as the API speaks it. */
export function toBox(row: BoxRow): Box {
  return boxSchema.parse({
    boxId: row.boxId,
    boxTypeId: row.boxTypeId,
    status: row.status,
    serviceType: row.serviceType,
    boxDescription: row.boxDescription,
    parentBoxId: row.parentBoxId,
    ownerType: row.ownerType,
    statusDate: row.statusDate?.toISOString() ?? null,
  });
}

/** The customer's box; anyone else's, or none, is 404 as if it did not exist. */
export async function ownBox(db: Db, boxId: number, customerId: number): Promise<BoxRow> {
  const box = await db
    .selectFrom('boxes')
    .selectAll()
    .where('boxId', '=', boxId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (!box) throw new HttpError(404, ErrorCode.NotFound);
  return box;
}

/** Sets the customer's description; an empty one clears it. */
export async function updateBoxDescription(
  db: Db,
  boxId: number,
  customerId: number,
  description: string,
): Promise<Box> {
  const row = await db
    .updateTable('boxes')
    .set({ boxDescription: description === '' ? null : description })
    .where('boxId', '=', boxId)
    .where('customerId', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.NotFound);
  return toBox(row);
}
