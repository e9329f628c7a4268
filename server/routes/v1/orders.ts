import { Hono } from 'hono';
import { z } from 'zod';
import { sortDirectionSchema } from '../../../src/domain/catalogue.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { Db } from '../../db/database.ts';
import { assertOwnCustomer, idParam, pageParam, sizeParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { listOrders } from '../../repositories/orders.ts';

export const ordersParamsSchema = z.object({
  customerId: idParam,
  page: pageParam,
  size: sizeParam,
  order: sortDirectionSchema,
});

/** `GET /v1/orders/{customerId}/{page}/{size}/{order}`. */
export function ordersApi(db: Db) {
  return new Hono<SessionEnv>().get(
    '/:customerId/:page/:size/:order',
    validate('param', ordersParamsSchema),
    async (c) => {
      const { customerId, page, size, order } = c.req.valid('param');
      assertOwnCustomer(c.get('session'), customerId);
      return c.json(await listOrders(db, { customerId, page, size, order }));
    },
  );
}
