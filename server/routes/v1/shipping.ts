import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { poundsFromPence } from '../../../src/domain/money.ts';
import {
  SHIPPING_COUNTRIES,
  type Shipment,
  shipmentsSchema,
  shippingCountriesSchema,
  shippingCountry,
  TRANSIT_DAYS,
} from '../../../src/domain/shipping.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { OrderingSettings } from '../../baskets/settings.ts';
import { londonDate } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { commercialInvoicePdf } from '../../pdf/commercialInvoice.ts';
import { boxLabelsPdf } from '../../pdf/labels.ts';
import { dispatchDays } from '../../shipping/dispatch.ts';
import { boxShippingPence } from '../../shipping/pricing.ts';
import { listShipments } from '../../shipping/shipments.ts';
import { pdfResponseHeaders } from './boxes.ts';

/** Who sends a shipment from our store, as the commercial invoice names it. */
const OUR_STORE = {
  name: 'Boxroom Ltd',
  address: ['Unit 4, Stewarts Road', 'London SW8 4UB', 'United Kingdom'],
};

const orderParamsSchema = z.object({ orderId: idParam });

/** `/v1/shipping/...` and `/v1/shipments/...`: shipping boxes abroad, from our store or home. */
export function shippingApi(db: Db, settings: OrderingSettings) {
  /** The customer's shipment of this order, or 404. */
  async function ownShipment(customerId: number, orderId: number) {
    const today = londonDate(settings.now());
    const [shipment] = await listShipments(db, customerId, today, orderId);
    if (!shipment) throw new HttpError(404, ErrorCode.NotFound);
    return shipment;
  }

  /** Who sends it: our store, or the customer at the home our courier collects it from. */
  async function shipperOf(customerId: number, shipment: Shipment) {
    const home = shipment.collectedFrom;
    if (!home) return OUR_STORE;
    const customer = await db
      .selectFrom('customers')
      .select(['firstName', 'lastName'])
      .where('customerId', '=', customerId)
      .executeTakeFirstOrThrow();
    return {
      name: `${customer.firstName} ${customer.lastName}`,
      address: [
        home.addressLine1,
        home.addressLine2,
        [home.town, home.postcode].filter(Boolean).join(' '),
        home.countryCode === 'IE' ? 'Ireland' : 'United Kingdom',
      ].filter((line) => line.trim() !== ''),
    };
  }

  return new Hono<SessionEnv>()
    .get(
      '/shipping/countries',
      operation({
        summary: 'Where we ship, each with its zone, the price per box and the transit time',
        tag: 'shipping',
        response: shippingCountriesSchema,
      }),
      (c) =>
        c.json({
          countries: SHIPPING_COUNTRIES.map((country) => ({
            code: country.code,
            name: country.name,
            zone: country.zone,
            pricePerBox: poundsFromPence(boxShippingPence(country.zone, false)),
            transitDays: TRANSIT_DAYS[country.zone],
            postalCodeLabel: country.postalCode?.label ?? null,
            postalCodeExample: country.postalCode?.example ?? null,
          })),
        }),
    )
    .get(
      '/shipping/dispatchDays',
      operation({
        summary: 'The working days a shipment can leave our store, from the first',
        tag: 'shipping',
        response: z.object({ dispatchDays: z.array(z.string()) }),
      }),
      (c) => c.json({ dispatchDays: dispatchDays(londonDate(settings.now())) }),
    )
    .get(
      '/shipments/:customerId',
      operation({
        summary: "The customer's shipments abroad, newest first, each at its stage",
        tag: 'shipping',
        response: shipmentsSchema,
        bearer: true,
      }),
      validate('param', z.object({ customerId: idParam })),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json({
          shipments: await listShipments(db, customerId, londonDate(settings.now())),
        });
      },
    )
    .get(
      '/order/:orderId/shipping/labels',
      operation({
        summary: "A shipment's box labels, addressed abroad (PDF, one page per box)",
        tag: 'shipping',
        binary: 'application/pdf',
        bearer: true,
      }),
      validate('param', orderParamsSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const shipment = await ownShipment(c.get('session').customerId, orderId);
        const types = await db.selectFrom('boxTypes').select(['boxTypeId', 'name']).execute();
        const to = shipment.destination;
        const address = [
          to.addressLine1,
          to.addressLine2,
          [to.postalCode, to.city].filter(Boolean).join(' '),
          to.region,
          shipment.countryName.toUpperCase(),
        ].filter((line) => line.trim() !== '');
        const pdf = await boxLabelsPdf(
          `Boxroom shipping labels for order ${orderId}`,
          shipment.boxes.map((box) => ({
            boxId: box.boxId,
            boxTypeName: types.find((type) => type.boxTypeId === box.boxTypeId)?.name ?? 'Box',
            customerName: to.fullName,
            address,
          })),
        );
        return c.body(pdf, 200, pdfResponseHeaders(`order-${orderId}-shipping-labels.pdf`));
      },
    )
    .get(
      '/order/:orderId/shipping/invoice',
      operation({
        summary: "A shipment's commercial invoice for customs (PDF)",
        tag: 'shipping',
        binary: 'application/pdf',
        bearer: true,
      }),
      validate('param', orderParamsSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const { customerId } = c.get('session');
        const shipment = await ownShipment(customerId, orderId);
        const pdf = await commercialInvoicePdf({
          orderId,
          dispatchDate: shipment.dispatchDate,
          sender: await shipperOf(customerId, shipment),
          destination: shipment.destination,
          countryName:
            shippingCountry(shipment.destination.countryCode)?.name ?? shipment.countryName,
          boxes: shipment.boxes.map((box) => ({ boxId: box.boxId, ...box.declaration })),
        });
        return c.body(pdf, 200, pdfResponseHeaders(`order-${orderId}-commercial-invoice.pdf`));
      },
    );
}
