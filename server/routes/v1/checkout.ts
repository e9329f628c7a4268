import { Hono } from 'hono';
import { z } from 'zod';
import { checkoutStartRequestSchema } from '../../../src/domain/quote.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { londonDate } from '../../calendar.ts';
import {
  basketPaymentIntent,
  type CheckoutContext,
  checkoutProgress,
  paymentIntentRequestSchema,
  startCheckout,
} from '../../checkout/service.ts';
import { readJsonBody } from '../../http/json.ts';
import { idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { orderConfirmation } from '../../orders/confirmation.ts';

export const checkoutParamsSchema = z.object({ basketId: idParam });
export const orderConfirmationParamsSchema = z.object({ orderId: idParam });

/**
 * `POST basket/{id}/paymentIntent/create`, `POST basket/{id}/checkout/start`,
 * `GET basket/{id}/checkout/progress` and what the customer sees once it is done,
 * `GET order/{id}/confirmation`; another customer's basket or order is 404.
 */
export function checkoutApi(context: CheckoutContext) {
  return new Hono<SessionEnv>()
    .post(
      '/basket/:basketId/paymentIntent/create',
      validate('param', checkoutParamsSchema),
      async (c) => {
        const { basketId } = c.req.valid('param');
        // The body is optional: the SPA's plain call sends none.
        const request = paymentIntentRequestSchema.parse(await readJsonBody(c));
        const session = c.get('session');
        return c.json(await basketPaymentIntent(context, session.customerId, basketId, request));
      },
    )
    .post(
      '/basket/:basketId/checkout/start',
      validate('param', checkoutParamsSchema),
      async (c) => {
        const { basketId } = c.req.valid('param');
        // The body is optional: without a quoted total the current price is charged.
        const request = checkoutStartRequestSchema.parse(await readJsonBody(c));
        const session = c.get('session');
        return c.json(await startCheckout(context, session.customerId, basketId, request));
      },
    )
    .get(
      '/order/:orderId/confirmation',
      validate('param', orderConfirmationParamsSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const { customerId } = c.get('session');
        const today = londonDate(context.now());
        return c.json(
          await orderConfirmation(context.db, context.provider, customerId, orderId, today),
        );
      },
    )
    .get(
      '/basket/:basketId/checkout/progress',
      validate('param', checkoutParamsSchema),
      async (c) => {
        const { basketId } = c.req.valid('param');
        return c.json(await checkoutProgress(context, c.get('session').customerId, basketId));
      },
    );
}
