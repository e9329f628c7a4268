import { Hono } from 'hono';
import { z } from 'zod';
import { inHouseCollectionPostcodeSchema } from '../../../src/domain/addresses.ts';
import { basketTypeSchema } from '../../../src/domain/baskets.ts';
import { isInHousePostcode } from '../../addresses/postcodes.ts';
import { operation } from '../../http/operation.ts';
import { validate } from '../../http/validate.ts';

export const inHouseParamsSchema = z.object({
  postcode: z.string().trim().min(1).max(16),
  basketType: basketTypeSchema,
});

/**
 * `GET /v1/courier/isInHouseCollectionPostcode/{postcode}/basketType/{type}`: whether our own
 * vans serve the postcode. Public: the answer depends on nothing but the postcode, and the
 * order funnel asks before the visitor has an account.
 */
export function courierApi() {
  return new Hono().get(
    '/courier/isInHouseCollectionPostcode/:postcode/basketType/:basketType',
    operation({
      summary: 'Whether our own vans serve the postcode (London and Dublin); public',
      tag: 'courier',
      response: inHouseCollectionPostcodeSchema,
    }),
    validate('param', inHouseParamsSchema),
    (c) =>
      c.json({ isInHouseCollectionPostcode: isInHousePostcode(c.req.valid('param').postcode) }),
  );
}
