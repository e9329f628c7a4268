import { Hono } from 'hono';
import { z } from 'zod';
import { checkoutStartRequestSchema } from '../../../src/domain/quote.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
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

export const checkoutParamsSchema = z.object({ basketId: idParam });

/**
 * `POST basket/{id}/paymentIntent/create`, `POST basket/{id}/checkout/start` and
 * `GET basket/{id}/checkout/progress`; another customer's basket is 404 'Basket not found'.
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
      '/basket/:basketId/checkout/progress',
      validate('param', checkoutParamsSchema),
      async (c) => {
        const { basketId } = c.req.valid('param');
        return c.json(await checkoutProgress(context, c.get('session').customerId, basketId));
      },
    );
}
