import { Hono } from 'hono';
import { z } from 'zod';
import { orderConfirmationSchema } from '../../../src/domain/orders.ts';
import { paymentIntentSchema } from '../../../src/domain/payments.ts';
import { checkoutStartRequestSchema } from '../../../src/domain/quote.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { londonDate } from '../../calendar.ts';
import { checkoutProgressResponseSchema } from '../../checkout/jobs.ts';
import {
  basketPaymentIntent,
  type CheckoutContext,
  checkoutProgress,
  paymentIntentRequestSchema,
  startCheckout,
} from '../../checkout/service.ts';
import { abandonCheckout } from '../../checkout/stuck.ts';
import { readJsonBody } from '../../http/json.ts';
import { operation } from '../../http/operation.ts';
import { idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { orderConfirmation } from '../../orders/confirmation.ts';

export const checkoutParamsSchema = z.object({ basketId: idParam });
export const orderConfirmationParamsSchema = z.object({ orderId: idParam });

/**
 * `POST basket/{id}/paymentIntent/create`, `POST basket/{id}/checkout/start`,
 * `GET basket/{id}/checkout/progress`, `POST basket/{id}/checkout/abandon` and what the
 * customer sees once it is done,
 * `GET order/{id}/confirmation`; another customer's basket or order is 404.
 */
export function checkoutApi(context: CheckoutContext) {
  return new Hono<SessionEnv>()
    .post(
      '/basket/:basketId/paymentIntent/create',
      operation({
        summary:
          "The basket's one payment intent at its current price; a body {cardId} or {paymentMethodId} attaches the card to pay with",
        tag: 'checkout',
        response: paymentIntentSchema,
        bearer: true,
        body: { schema: paymentIntentRequestSchema, optional: true },
      }),
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
      operation({
        summary:
          'Start paying the quoted total with the attached or default card; 199 with the new quote when the price changed; repeats answer the running attempt',
        tag: 'checkout',
        response: checkoutProgressResponseSchema,
        bearer: true,
        body: { schema: checkoutStartRequestSchema, optional: true },
      }),
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
      operation({
        summary:
          "The confirmation page's view of the customer's own order: lines, amount charged, card, day",
        tag: 'checkout',
        response: orderConfirmationSchema,
        bearer: true,
      }),
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
    .post(
      '/basket/:basketId/checkout/abandon',
      operation({
        summary:
          "Give up the payment waiting for the bank's 3-D Secure check: cancelled, nothing charged, the basket free again; answers the checkout as it then stands (succeeded when the bank's yes came first)",
        tag: 'checkout',
        response: checkoutProgressResponseSchema,
        bearer: true,
      }),
      validate('param', checkoutParamsSchema),
      async (c) => {
        const { basketId } = c.req.valid('param');
        return c.json(await abandonCheckout(context, c.get('session').customerId, basketId));
      },
    )
    .get(
      '/basket/:basketId/checkout/progress',
      operation({
        summary:
          'Where the checkout stands: processing, requires_action, succeeded (orderId) or failed',
        tag: 'checkout',
        response: checkoutProgressResponseSchema,
        bearer: true,
      }),
      validate('param', checkoutParamsSchema),
      async (c) => {
        const { basketId } = c.req.valid('param');
        return c.json(await checkoutProgress(context, c.get('session').customerId, basketId));
      },
    );
}
