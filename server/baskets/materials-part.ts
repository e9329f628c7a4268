import type { MaterialBasket } from '../../src/domain/baskets.ts';
import type { Db } from '../db/database.ts';
import type { MaterialUpdateBody } from './bodies.ts';
import { checkMaterials, resolveAddress, storedTimeslot } from './fields.ts';

export async function nextMaterials(
  trx: Db,
  customerId: number,
  current: MaterialBasket,
  body: MaterialUpdateBody,
): Promise<MaterialBasket> {
  return {
    items: body.items !== undefined ? await checkMaterials(trx, body.items) : current.items,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
  };
}
