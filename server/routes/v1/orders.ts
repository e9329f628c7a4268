import { Hono } from 'hono';
import { z } from 'zod';
import { sortDirectionSchema } from '../../../src/domain/catalogue.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import {
  cancelOrderRequestSchema,
  invoiceDataSchema,
  orderSchema,
  ordersPageSchema,
  orderTimeslotRequestSchema,
  updatePhoneNumberRequestSchema,
} from '../../../src/domain/orders.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { OrderingSettings } from '../../baskets/settings.ts';
import type { ImageStore } from '../../boxes/image-store.ts';
import { boxLabels, orderBoxIds } from '../../boxes/labels.ts';
import { londonDate } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam, pageParam, sizeParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { invoiceData } from '../../orders/invoice.ts';
import {
  cancelOrder,
  changeOrderTimeslot,
  ownOrder,
  updateOpenOrdersPhone,
} from '../../orders/service.ts';
import type { PaymentJobContext } from '../../payments/background.ts';
import { boxLabelsPdf } from '../../pdf/labels.ts';
import { afterQuerySchema } from '../../repositories/keyset.ts';
import { listOrders } from '../../repositories/orders.ts';
import { pdfResponseHeaders } from './boxes.ts';

export const ordersParamsSchema = z.object({
  customerId: idParam,
  page: pageParam,
  size: sizeParam,
  order: sortDirectionSchema,
});
export const orderIdParamsSchema = z.object({ orderId: idParam });
export const ordersCustomerParamsSchema = z.object({ customerId: idParam });

export const updatePhoneNumberResponseSchema = z.object({
  /** How many open orders now carry the number. */
  updatedOrders: z.int().nonnegative(),
  newPhoneNumber: z.string(),
});

export interface OrdersApiOptions {
  db: Db;
  images: ImageStore;
  settings: OrderingSettings;
  /** Cancelling a paid order refunds it through the payment provider. */
  payments: PaymentJobContext;
}

/** `/v1/orders/...` and `/v1/order/...`: the Orders page. */
export function ordersApi({ db, images, settings, payments }: OrdersApiOptions) {
  return new Hono<SessionEnv>()
    .get(
      '/orders/:customerId/:page/:size/:order',
      operation({
        summary: "One page of the customer's orders",
        tag: 'orders',
        response: ordersPageSchema,
        bearer: true,
      }),
      validate('param', ordersParamsSchema),
      validate('query', afterQuerySchema),
      async (c) => {
        const { customerId, page, size, order } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        const today = londonDate(settings.now());
        const { after } = c.req.valid('query');
        return c.json(await listOrders(db, { customerId, page, size, order, today, after }));
      },
    )
    .put(
      '/orders/:customerId/updatePhoneNumber',
      operation({
        summary: "Set the contact phone (international form) of the customer's open orders",
        tag: 'orders',
        response: updatePhoneNumberResponseSchema,
        bearer: true,
      }),
      validate('param', ordersCustomerParamsSchema),
      validate('json', updatePhoneNumberRequestSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        const { newPhoneNumber } = c.req.valid('json');
        return c.json(
          updatePhoneNumberResponseSchema.parse(
            await updateOpenOrdersPhone(db, customerId, newPhoneNumber, settings.now()),
          ),
        );
      },
    )
    .get(
      '/order/:orderId/boxLabels',
      operation({
        summary: "A label for each of the order's boxes, in one PDF",
        tag: 'orders',
        binary: 'application/pdf',
        bearer: true,
      }),
      validate('param', orderIdParamsSchema),
      async (c) => {
        const customerId = c.get('session').customerId;
        const order = await ownOrder(db, c.req.valid('param').orderId, customerId);
        const labels = await boxLabels(
          db,
          customerId,
          await orderBoxIds(db, order.orderId, customerId),
        );
        if (labels.length === 0) {
          throw new HttpError(404, ErrorCode.NotFound, 'This order has no boxes to label');
        }
        const pdf = await boxLabelsPdf(`Boxroom box labels for order ${order.orderId}`, labels);
        return c.body(pdf, 200, pdfResponseHeaders(`order-${order.orderId}-box-labels.pdf`));
      },
    )
    .get(
      '/order/:orderId/invoiceData',
      operation({
        summary: 'The invoice: lines, subtotal, discount, total and the VAT (20%) it includes',
        tag: 'orders',
        response: invoiceDataSchema,
        bearer: true,
      }),
      validate('param', orderIdParamsSchema),
      async (c) => {
        const order = await ownOrder(db, c.req.valid('param').orderId, c.get('session').customerId);
        return c.json(await invoiceData(db, order));
      },
    )
    .put(
      '/order/:orderId/cancel',
      operation({
        summary: 'Cancel the order (409 code 193 when it cannot be cancelled)',
        tag: 'orders',
        response: orderSchema,
        bearer: true,
      }),
      validate('param', orderIdParamsSchema),
      validate('json', cancelOrderRequestSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const customerId = c.get('session').customerId;
        // The path decides; a body naming another order is a mistake, not a second order.
        await ownOrder(db, orderId, customerId);
        if (c.req.valid('json').orderId !== orderId) {
          throw new HttpError(400, ErrorCode.ValidationFailed, 'orderId must match the path');
        }
        return c.json(await cancelOrder(payments, images, orderId, customerId));
      },
    )
    .put(
      '/order/:orderId/timeslot',
      operation({
        summary:
          'Move an editable order to another courier slot (193 when not editable; 172, 174 or 191 for the slot)',
        tag: 'orders',
        response: orderSchema,
        bearer: true,
      }),
      validate('param', orderIdParamsSchema),
      validate('json', orderTimeslotRequestSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        return c.json(
          await changeOrderTimeslot(
            db,
            settings,
            orderId,
            c.get('session').customerId,
            c.req.valid('json'),
          ),
        );
      },
    );
}
