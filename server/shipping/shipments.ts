import { ErrorCode } from '../../src/domain/errors.ts';
import {
  type Shipment,
  shipmentStage,
  shippingCountry,
  TRANSIT_DAYS,
} from '../../src/domain/shipping.ts';
import type { BasketRecord } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { penceFromPounds } from '../payments/outcomes.ts';
import { poundsFromPence } from '../repositories/money.ts';
import { deliveryWindow } from './dispatch.ts';
import { boxShippingPence } from './pricing.ts';

/*
 * Shipments abroad once ordered: recorded with the order (where to, when it leaves and may
 * arrive, each box's declaration and price), listed in My stuff's 'Shipped', and undone when
 * the order is cancelled before it leaves.
 */

/** Records the paid shipment inside the order's transaction; its boxes become shipping. */
export async function recordShipment(
  trx: Db,
  basket: BasketRecord,
  orderId: number,
  now: Date,
): Promise<void> {
  const shipping = basket.shippingBasket;
  const country = shipping?.destination ? shippingCountry(shipping.destination.countryCode) : null;
  if (!shipping?.destination || !shipping.dispatchDate || !country) {
    throw new HttpError(409, ErrorCode.ValidationFailed, 'This shipment is not complete');
  }
  const window = deliveryWindow(shipping.dispatchDate, TRANSIT_DAYS[country.zone]);
  await trx
    .insertInto('shipments')
    .values({
      orderId,
      customerId: basket.customerId,
      destination: JSON.stringify(shipping.destination),
      zone: country.zone,
      dispatchDate: shipping.dispatchDate,
      ...window,
      createdAt: now,
    })
    .execute();
  const boxIds = shipping.shipItems.map((item) => item.boxId);
  const types = await trx
    .selectFrom('boxes')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
    .select(['boxes.boxId', 'boxTypes.other'])
    .where('boxes.boxId', 'in', boxIds)
    .execute();
  await trx
    .insertInto('shipmentBoxes')
    .values(
      shipping.shipItems.map((item) => {
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
  await trx
    .updateTable('boxes')
    .set({ serviceType: 'ShippingService' })
    .where('boxId', 'in', boxIds)
    .where('customerId', '=', basket.customerId)
    .execute();
}

/**
 * A cancelled shipment stays listed as cancelled; its boxes are ours to store again, back on
 * the with-provider list.
 */
export async function cancelShipment(trx: Db, orderId: number, customerId: number): Promise<void> {
  const cancelled = await trx
    .updateTable('shipments')
    .set({ cancelled: true })
    .where('orderId', '=', orderId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) return;
  await trx
    .updateTable('boxes')
    .set({ serviceType: null })
    .where('customerId', '=', customerId)
    .where(
      'boxId',
      'in',
      trx.selectFrom('shipmentBoxes').select('boxId').where('orderId', '=', orderId),
    )
    .execute();
}

/** The customer's shipments, newest first, each at its stage on `today`. */
export async function listShipments(
  db: Db,
  customerId: number,
  today: string,
): Promise<Shipment[]> {
  const shipments = await db
    .selectFrom('shipments')
    .selectAll()
    .where('customerId', '=', customerId)
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
