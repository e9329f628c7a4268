import { TRANSIT_DAYS } from '../../../src/domain/shipping.ts';
import { recordOrderLines } from '../../orders/lines.ts';
import { deliveryWindow } from '../../shipping/dispatch.ts';
import { boxShippingPence } from '../../shipping/pricing.ts';
import type { DemoAccountStep } from '../seed.ts';
import { DEMO_EMAIL } from './demo.ts';

const DAY = 86_400_000;
const MEDIUM_BOX = 14;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo customer shipped one box to a friend in Lyon a fortnight ago, so My stuff shows a
 * delivered shipment under 'Shipped' at once. The box is ours no longer to store: it is
 * marked as shipping, which keeps it off the with-provider list.
 */
export const seedDemoShipment: DemoAccountStep = async (trx, account, now) => {
  if (account.email !== DEMO_EMAIL) return;
  const ordered = new Date(now.getTime() - 18 * DAY);
  const dispatch = isoDate(new Date(now.getTime() - 14 * DAY));
  const pricePence = boxShippingPence('EU', false);
  const { boxId } = await trx
    .insertInto('boxes')
    .values({
      customerId: account.customerId,
      boxTypeId: MEDIUM_BOX,
      status: 'WithLoveSpaceDueOut',
      serviceType: 'ShippingService',
      boxDescription: 'Winter clothes for Lyon',
      parentBoxId: null,
      ownerType: 'lovespace',
      statusDate: ordered,
      createdAt: new Date(now.getTime() - 90 * DAY),
    })
    .returning('boxId')
    .executeTakeFirstOrThrow();
  const { orderId } = await trx
    .insertInto('orders')
    .values({
      customerId: account.customerId,
      orderType: 'SHIPPING',
      orderDate: ordered,
      serviceDate: dispatch,
      numberOfItems: 1,
      status: 'Completed',
      totalPence: pricePence,
      isOrderEditable: false,
      isOrderCancellable: false,
      notificationPhone: null,
      basketId: null,
    })
    .returning('orderId')
    .executeTakeFirstOrThrow();
  await trx.insertInto('orderBoxes').values({ orderId, boxId }).execute();
  await recordOrderLines(trx, orderId, [
    { description: 'Shipping abroad: one item to France', quantity: 1, unitPricePence: pricePence },
  ]);
  await trx
    .insertInto('shipments')
    .values({
      orderId,
      customerId: account.customerId,
      destination: JSON.stringify({
        fullName: 'Camille Martin',
        addressLine1: '8 rue de la République',
        addressLine2: '',
        city: 'Lyon',
        region: '',
        postalCode: '69002',
        countryCode: 'FR',
        phone: '+33 4 78 00 00 00',
      }),
      zone: 'EU',
      dispatchDate: dispatch,
      ...deliveryWindow(dispatch, TRANSIT_DAYS.EU),
      createdAt: ordered,
    })
    .execute();
  await trx
    .insertInto('shipmentBoxes')
    .values({
      orderId,
      boxId,
      category: 'clothing',
      description: 'Coats, jumpers and boots',
      valuePence: 25000,
      pricePence,
    })
    .execute();
};
