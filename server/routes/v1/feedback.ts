import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { feedbackRequestSchema, feedbackSchema } from '../../../src/domain/feedback.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { getFeedback, submitFeedback } from '../../orders/feedback.ts';
import { ownOrder } from '../../orders/service.ts';

export const feedbackParamsSchema = z.object({ orderId: idParam });

/** `/v1/customer/feedback/service/{orderId}`: the customer's rating of an order's service. */
export function feedbackApi(db: Db, now: () => Date) {
  return new Hono<SessionEnv>()
    .get(
      '/customer/feedback/service/:orderId',
      operation({
        summary: "The customer's feedback on an order, null fields until given",
        tag: 'orders',
        response: feedbackSchema,
        bearer: true,
      }),
      validate('param', feedbackParamsSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        return c.json(await getFeedback(db, orderId, c.get('session').customerId));
      },
    )
    .post(
      '/customer/feedback/service/:orderId',
      operation({
        summary:
          'Rate a completed order once (409 code 211 or 214 when already given, 189 when not completed)',
        tag: 'orders',
        response: feedbackSchema,
        bearer: true,
      }),
      validate('param', feedbackParamsSchema),
      validate('json', feedbackRequestSchema),
      async (c) => {
        const { orderId } = c.req.valid('param');
        const customerId = c.get('session').customerId;
        const body = c.req.valid('json');
        await ownOrder(db, orderId, customerId);
        if (body.orderId !== orderId) {
          throw new HttpError(400, ErrorCode.ValidationFailed, 'orderId must match the path');
        }
        return c.json(
          await submitFeedback(
            db,
            orderId,
            customerId,
            {
              rating: body.rating,
              comment: body.comment,
            },
            now(),
          ),
        );
      },
    );
}
