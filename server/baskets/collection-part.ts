import type { CollectionBasket } from '../../src/domain/baskets.ts';
import type { Db } from '../db/database.ts';
import type { CollectionUpdateBody } from './bodies.ts';
import { checkInsurance, checkMonths, resolveAddress, storedTimeslot } from './fields.ts';
import { checkBoxes } from './stored-boxes.ts';

export async function nextCollection(
  trx: Db,
  customerId: number,
  basketId: number,
  current: CollectionBasket,
  body: CollectionUpdateBody,
): Promise<CollectionBasket> {
  checkMonths(body.numberOfMonths);
  return {
    collectionItems:
      body.collectionItems !== undefined
        ? await checkBoxes(
            trx,
            customerId,
            body.collectionItems.map((item) => item.boxId),
            'collection',
            basketId,
          )
        : current.collectionItems,
    numberOfMonths: body.numberOfMonths ?? current.numberOfMonths,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
    doorstepCollection: body.doorstepCollection ?? current.doorstepCollection,
    storageInsurance:
      body.storageInsurance !== undefined
        ? await checkInsurance(trx, body.storageInsurance)
        : current.storageInsurance,
  };
}
