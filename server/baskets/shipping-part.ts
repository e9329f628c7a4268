import {
  countryRefusal,
  type HomeItem,
  prohibitedItem,
  type ShippingBasket,
  shippingAddressProblem,
} from '../../src/domain/shipping.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { dispatchDayProblem } from '../shipping/dispatch.ts';
import type { ShippingUpdateBody } from './bodies.ts';
import { invalid, resolveAddress, storedTimeslot, unorderableBoxType } from './fields.ts';
import type { OrderingSettings } from './settings.ts';
import { checkBoxes } from './stored-boxes.ts';

/** Items to collect from home: each of a box type we take (boxes and suitcases). */
async function checkHomeItems(db: Db, items: readonly HomeItem[]): Promise<HomeItem[]> {
  if (items.length === 0) return [];
  const unknown = await unorderableBoxType(
    db,
    items.map((item) => item.boxTypeId),
  );
  if (unknown !== undefined) throw invalid(`Box type ${unknown} cannot be shipped`);
  items.forEach((item, index) => {
    const refusal = item.declaration ? prohibitedItem(item.declaration.description) : null;
    if (refusal) throw invalid(`Item ${index + 1}: ${refusal}`);
  });
  return items.map((item) => ({ boxTypeId: item.boxTypeId, declaration: item.declaration }));
}

/**
 * A shipment abroad, from one place: boxes in storage (each the customer's own and with us,
 * else 404 or the reason) on a dispatch day from the first we can make, or items collected
 * from a saved address at home. Each declaration is free of what couriers refuse, and the
 * address we ship to is in its country's format.
 */
export async function nextShipping(
  trx: Db,
  settings: OrderingSettings,
  customerId: number,
  basketId: number,
  current: ShippingBasket,
  body: ShippingUpdateBody,
): Promise<ShippingBasket> {
  const source = body.source ?? current.source;
  let shipItems = current.shipItems;
  if (body.shipItems !== undefined) {
    const boxes = await checkBoxes(
      trx,
      customerId,
      body.shipItems.map((item) => item.boxId),
      'return',
      basketId,
    );
    shipItems = boxes.map(({ boxId }) => ({
      boxId,
      declaration: body.shipItems?.find((item) => item.boxId === boxId)?.declaration ?? null,
    }));
    for (const item of shipItems) {
      const refusal = item.declaration ? prohibitedItem(item.declaration.description) : null;
      if (refusal) throw invalid(`Box ${item.boxId}: ${refusal}`);
    }
  }
  const destination = body.destination !== undefined ? body.destination : current.destination;
  if (body.destination) {
    const problem = shippingAddressProblem(body.destination);
    if (problem) throw invalid(problem);
  }
  const destinationCountry = destination
    ? destination.countryCode
    : body.destinationCountry !== undefined
      ? body.destinationCountry
      : current.destinationCountry;
  if (body.destinationCountry) {
    const refusal = countryRefusal(body.destinationCountry);
    if (refusal) throw invalid(refusal);
  }
  const dispatchDate = body.dispatchDate !== undefined ? body.dispatchDate : current.dispatchDate;
  if (body.dispatchDate) {
    const problem = dispatchDayProblem(body.dispatchDate, londonDate(settings.now()));
    if (problem) throw invalid(problem);
  }
  const homeItems =
    body.homeItems !== undefined ? await checkHomeItems(trx, body.homeItems) : current.homeItems;
  const collection = {
    address:
      body.collection?.address !== undefined
        ? await resolveAddress(trx, customerId, body.collection.address)
        : current.collection.address,
    timeslot:
      body.collection?.timeslot !== undefined
        ? storedTimeslot(body.collection.timeslot)
        : current.collection.timeslot,
  };
  // A shipment starts in one place: what the other would need is let go.
  return source === 'home'
    ? {
        source,
        shipItems: [],
        homeItems,
        destination,
        destinationCountry,
        dispatchDate: null,
        collection,
      }
    : {
        source,
        shipItems,
        homeItems: [],
        destination,
        destinationCountry,
        dispatchDate,
        collection: { address: null, timeslot: null },
      };
}
