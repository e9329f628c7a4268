import { Hono } from 'hono';
import { z } from 'zod';
import { boxFilterSchema } from '../../../src/domain/boxes.ts';
import { sortDirectionSchema } from '../../../src/domain/catalogue.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { Db } from '../../db/database.ts';
import { assertOwnCustomer, idParam, pageParam, sizeParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { listBoxes } from '../../repositories/boxes.ts';

export const boxesParamsSchema = z.object({
  customerId: idParam,
  page: pageParam,
  size: sizeParam,
  filter: boxFilterSchema,
  order: sortDirectionSchema,
  returnOnlyParentBoxes: z.enum(['true', 'false']),
});

/** `GET /v1/boxes/...`: the My stuff tabs. */
export function boxesApi(db: Db) {
  return new Hono<SessionEnv>().get(
    '/:customerId/:page/:size/:filter/:order/:returnOnlyParentBoxes',
    validate('param', boxesParamsSchema),
    async (c) => {
      const params = c.req.valid('param');
      assertOwnCustomer(c.get('session'), params.customerId);
      return c.json(
        await listBoxes(db, {
          customerId: params.customerId,
          filter: params.filter,
          page: params.page,
          size: params.size,
          order: params.order,
          onlyParents: params.returnOnlyParentBoxes === 'true',
        }),
      );
    },
  );
}
