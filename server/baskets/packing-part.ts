import type { PackingBasket } from '../../src/domain/baskets.ts';
import type { Db } from '../db/database.ts';
import type { PackingUpdateBody } from './bodies.ts';
import { resolveAddress, storedTimeslot } from './fields.ts';

/**
 * The packing service: rooms or boxes (one replaces the other), materials included or not,
 * the address, and the packers' window.
 */
export async function nextPacking(
  trx: Db,
  customerId: number,
  current: PackingBasket,
  body: PackingUpdateBody,
): Promise<PackingBasket> {
  const rooms = body.rooms !== undefined ? body.rooms : body.boxes != null ? null : current.rooms;
  const boxes = body.boxes !== undefined ? body.boxes : body.rooms != null ? null : current.boxes;
  return {
    rooms,
    boxes,
    materialsIncluded: body.materialsIncluded ?? current.materialsIncluded,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
  };
}
