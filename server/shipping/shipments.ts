import { ErrorCode } from '../../src/domain/errors.ts';
import { penceFromPounds, poundsFromPence } from '../../src/domain/money.ts';
import {
  type CustomsDeclaration,
  type Shipment,
  type ShippingBasket,
  shipmentLeaves,
  shipmentStage,
  shippingCountry,
  TRANSIT_DAYS,
} from '../../src/domain/shipping.ts';
import type { BasketRecord } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { deliveryWindow } from './dispatch.ts';
import { boxShippingPence } from './pricing.ts';

/*
 * Shipments abroad once ordered: recorded with the order (where to, when it leaves and may
 * arrive, each box's declaration and price), listed in My stuff's 'Shipped', and undone when
 * the order is cancelled before it leaves.
 */

/**
 * The boxes a shipment sends, as the order's boxes: the stored ones chosen, or one new box
 * per item collected from home (with the customer until the courier comes, and the
 * customer's own: we supply no box for it).
 */
async function shippedBoxes(
  trx: Db,
  basket: BasketRecord,
  shipping: ShippingBasket,
  now: Date,
): Promise<{ boxId: number; declaration: CustomsDeclaration | null }[]> {
  if (shipping.source === 'storage') return shipping.shipItems;
  const created = await trx
    .insertInto('boxes')
    .values(
      shipping.homeItems.map((item) => ({
        customerId: basket.customerId,
        boxTypeId: item.boxTypeId,
        status: 'WithCustomerAwaitingPickup',
        serviceType: 'ShippingService',
        boxDescription: item.declaration?.description ?? null,
        parentBoxId: null,
        ownerType: 'customer',
        statusDate: now,
        createdAt: now,
      })),
    )
    .returning('boxId')
    .execute();
  return created.map((box, index) => ({
    boxId: box.boxId,
    declaration: shipping.homeItems[index]?.declaration ?? null,
  }));
}

/**
 * Records the paid shipment inside the order's transaction; its boxes become shipping.
 * Returns the shipped boxes' ids, for the order.
 */
export async function recordShipment(
  trx: Db,
  basket: BasketRecord,
  orderId: number,
  now: Date,
): Promise<number[]> {
  const shipping = basket.shippingBasket;
  const country = shipping?.destination ? shippingCountry(shipping.destination.countryCode) : null;
  const leaves = shipping ? shipmentLeaves(shipping) : null;
  if (!shipping?.destination || !leaves || !country) {
    throw new HttpError(409, ErrorCode.ValidationFailed, 'This shipment is not complete');
  }
  const fromHome = shipping.source === 'home';
  await trx
    .insertInto('shipments')
    .values({
      orderId,
      customerId: basket.customerId,
      destination: JSON.stringify(shipping.destination),
      zone: country.zone,
      dispatchDate: leaves,
      ...deliveryWindow(leaves, TRANSIT_DAYS[country.zone]),
      collectedFrom: fromHome ? JSON.stringify(shipping.collection.address) : null,
      createdAt: now,
    })
    .execute();
  const items = await shippedBoxes(trx, basket, shipping, now);
  const boxIds = items.map((item) => item.boxId);
  const types = await trx
    .selectFrom('boxes')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
    .select(['boxes.boxId', 'boxTypes.other'])
    .where('boxes.boxId', 'in', boxIds)
    .execute();
  await trx
    .insertInto('shipmentBoxes')
    .values(
      items.map((item) => {
        if (!item.declaration) {
          throw new HttpError(409, ErrorCode.ValidationFailed, 'Every box needs a declaration');
        }
        const bulky = types.find((type) => type.boxId === item.boxId)?.other ?? false;
        return {
          orderId,
          boxId: item.boxId,
          category: item.declaration.category,
          description: item.declaration.description,
          valuePence: penceFromPounds(item.declaration.value),
          pricePence: boxShippingPence(country.zone, bulky),
        };
      }),
    )
    .execute();
  if (!fromHome) {
    await trx
      .updateTable('boxes')
      .set({ serviceType: 'ShippingService' })
      .where('boxId', 'in', boxIds)
      .where('customerId', '=', basket.customerId)
      .execute();
  }
  return boxIds;
}

/**
 * A cancelled shipment from our store stays listed as cancelled; its boxes are ours to store
 * again, back on the with-provider list. One from home was never collected: it goes, with
 * the boxes made for it.
 */
export async function cancelShipment(trx: Db, orderId: number, customerId: number): Promise<void> {
  const cancelled = await trx
    .updateTable('shipments')
    .set({ cancelled: true })
    .where('orderId', '=', orderId)
    .where('customerId', '=', customerId)
    .returning('collectedFrom')
    .executeTakeFirst();
  if (!cancelled) return;
  const boxes = trx.selectFrom('shipmentBoxes').select('boxId').where('orderId', '=', orderId);
  if (cancelled.collectedFrom !== null) {
    await trx
      .deleteFrom('boxes')
      .where('customerId', '=', customerId)
      .where('boxId', 'in', boxes)
      .execute();
    await trx.deleteFrom('shipments').where('orderId', '=', orderId).execute();
    return;
  }
  await trx
    .updateTable('boxes')
    .set({ serviceType: null })
    .where('customerId', '=', customerId)
    .where('boxId', 'in', boxes)
    .execute();
}

/**
 * The customer's shipments, newest first, each at its stage on `today`; only the one of
 * `orderId` when it is given.
 */
export async function listShipments(
  db: Db,
  customerId: number,
  today: string,
  orderId?: number,
): Promise<Shipment[]> {
  let query = db.selectFrom('shipments').selectAll().where('customerId', '=', customerId);
  if (orderId !== undefined) query = query.where('orderId', '=', orderId);
  const shipments = await query
    .orderBy('dispatchDate', 'desc')
    .orderBy('orderId', 'desc')
    .execute();
  if (shipments.length === 0) return [];
  const boxes = await db
    .selectFrom('shipmentBoxes')
    .innerJoin('boxes', 'boxes.boxId', 'shipmentBoxes.boxId')
    .select([
      'shipmentBoxes.orderId',
      'shipmentBoxes.boxId',
      'boxes.boxTypeId',
      'shipmentBoxes.category',
      'shipmentBoxes.description',
      'shipmentBoxes.valuePence',
    ])
    .where(
      'shipmentBoxes.orderId',
      'in',
      shipments.map((shipment) => shipment.orderId),
    )
    .orderBy('shipmentBoxes.boxId')
    .execute();
  return shipments.map((shipment) => ({
    orderId: shipment.orderId,
    stage: shipmentStage(shipment, today),
    destination: shipment.destination,
    countryName:
      shippingCountry(shipment.destination.countryCode)?.name ?? shipment.destination.countryCode,
    dispatchDate: shipment.dispatchDate,
    collectedFrom: shipment.collectedFrom,
    deliveryFrom: shipment.deliveryFrom,
    deliveredBy: shipment.deliveredBy,
    boxes: boxes
      .filter((box) => box.orderId === shipment.orderId)
      .map((box) => ({
        boxId: box.boxId,
        boxTypeId: box.boxTypeId,
        declaration: {
          category: box.category as Shipment['boxes'][number]['declaration']['category'],
          description: box.description,
          value: poundsFromPence(box.valuePence),
        },
      })),
  }));
}
