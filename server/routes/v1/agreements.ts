import { Hono } from 'hono';
import { z } from 'zod';
import { agreementsSchema } from '../../../src/domain/agreements.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { customerAgreements } from '../../billing/views.ts';
import { londonDate } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';

export const agreementsParamsSchema = z.object({ customerId: idParam });

/** `GET agreements/{customerId}`: what is billed monthly, the next payment and its card. */
export function agreementsApi(db: Db, now: () => Date) {
  return new Hono<SessionEnv>().get(
    '/agreements/:customerId',
    operation({
      summary:
        'Monthly storage and unit rent still running: what each pays for, the monthly amount, the next payment day and the card it is taken from',
      tag: 'payments',
      response: agreementsSchema,
      bearer: true,
    }),
    validate('param', agreementsParamsSchema),
    async (c) => {
      const { customerId } = c.req.valid('param');
      assertOwnCustomer(c.get('session'), customerId);
      return c.json(await customerAgreements(db, customerId, londonDate(now())));
    },
  );
}
