import { Hono } from 'hono';
import { z } from 'zod';
import {
  basketPatchSchema,
  basketSchema,
  basketTypeSchema,
  basketValidationSchema,
} from '../../../src/domain/baskets.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { PART_BODY_SCHEMAS } from '../../baskets/bodies.ts';
import { ownBasket } from '../../baskets/own-basket.ts';
import { presentBasket } from '../../baskets/present.ts';
import { PART_OF_TYPE } from '../../baskets/repository.ts';
import {
  createBasket,
  deleteBasketPart,
  patchBasket,
  updateBasketPart,
} from '../../baskets/service.ts';
import type { OrderingSettings } from '../../baskets/settings.ts';
import { validateBasket } from '../../baskets/validation.ts';
import type { Db } from '../../db/database.ts';
import { readJsonBody } from '../../http/json.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';

/** A path value the SPA sends as the literal `null` when it has none. */
const nullableText = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === '' || value === 'null' ? null : value));

export const createBasketParamsSchema = z.object({
  customerId: idParam,
  basketType: basketTypeSchema,
  marketingReference: nullableText,
  partner: nullableText,
  sales: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const basketIdParamsSchema = z.object({ basketId: idParam });
export const basketTypeParamsSchema = z.object({ basketId: idParam, basketType: basketTypeSchema });
export const returnOrCollectionParamsSchema = z.object({
  basketType: z.enum(['return', 'collection', 'packing', 'international']),
  basketId: idParam,
});

/** `/v1/basket...`: the basket lifecycle. Every change answers the basket as it now is. */
/** The body of `PATCH /basket/{id}/{type}`: the part of that type, any of its fields. */
const anyPartBodySchema = z.union(Object.values(PART_BODY_SCHEMAS));

/** The body of `PUT /basket/{collection|return}/{id}`. */
const returnOrCollectionBodySchema = z.union([
  PART_BODY_SCHEMAS.collectionBasket,
  PART_BODY_SCHEMAS.returnBasket,
  PART_BODY_SCHEMAS.packingBasket,
  PART_BODY_SCHEMAS.shippingBasket,
]);

export function basketsApi(db: Db, settings: OrderingSettings) {
  const reloaded = async (basketId: number, customerId: number) =>
    presentBasket(db, await ownBasket(db, basketId, customerId), settings.now());

  return (
    new Hono<SessionEnv>()
      .post(
        '/basket/cid/:customerId/basketType/:basketType/marketingReference/:marketingReference/partner/:partner/sales/:sales',
        operation({
          summary: 'Start a basket for the signed-in customer; `null` in a path means none',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
        }),
        validate('param', createBasketParamsSchema),
        async (c) => {
          const params = c.req.valid('param');
          assertOwnCustomer(c.get('session'), params.customerId);
          const basket = await createBasket(db, settings, params);
          return c.json(await presentBasket(db, basket, settings.now()));
        },
      )
      .get(
        '/basket/:basketId',
        operation({
          summary: 'The basket, storage line items priced for the chosen term',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
        }),
        validate('param', basketIdParamsSchema),
        async (c) => {
          const { basketId } = c.req.valid('param');
          return c.json(await reloaded(basketId, c.get('session').customerId));
        },
      )
      .patch(
        '/basket/:basketId',
        operation({
          summary: 'Change partner, marketing reference or promotion code (155 when not usable)',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
        }),
        validate('param', basketIdParamsSchema),
        validate('json', basketPatchSchema),
        async (c) => {
          const { basketId } = c.req.valid('param');
          const { customerId } = c.get('session');
          await patchBasket(db, settings, basketId, customerId, c.req.valid('json'));
          return c.json(await reloaded(basketId, customerId));
        },
      )
      .get(
        '/basket/:basketId/validate',
        operation({
          summary: 'Whether the basket can go to checkout, or the first thing to put right',
          tag: 'baskets',
          response: basketValidationSchema,
          bearer: true,
        }),
        validate('param', basketIdParamsSchema),
        async (c) => {
          const { basketId } = c.req.valid('param');
          const basket = await ownBasket(db, basketId, c.get('session').customerId);
          return c.json(await validateBasket(db, settings, basket));
        },
      )
      .patch(
        '/basket/:basketId/:basketType',
        operation({
          summary:
            'Change some fields of the part of this type (160 once ordered, 197 during checkout)',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
          body: { schema: anyPartBodySchema },
        }),
        validate('param', basketTypeParamsSchema),
        async (c) => {
          const { basketId, basketType } = c.req.valid('param');
          const { customerId } = c.get('session');
          const part = PART_OF_TYPE[basketType];
          const body = PART_BODY_SCHEMAS[part].parse(await readJsonBody(c));
          await updateBasketPart(db, settings, basketId, customerId, part, body);
          return c.json(await reloaded(basketId, customerId));
        },
      )
      .delete(
        '/basket/:basketId/:basketType',
        operation({
          summary: 'Remove the part of this type and give up its timeslot',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
        }),
        validate('param', basketTypeParamsSchema),
        async (c) => {
          const { basketId, basketType } = c.req.valid('param');
          const { customerId } = c.get('session');
          await deleteBasketPart(db, settings, basketId, customerId, PART_OF_TYPE[basketType]);
          return c.json(await reloaded(basketId, customerId));
        },
      )
      // The two fixed parts are registered before `{type}`, so they are matched first.
      .put(
        '/basket/storage/:basketId',
        operation({
          summary: 'Set boxes, months (25 under one), collection address and timeslot, insurance',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
        }),
        validate('param', basketIdParamsSchema),
        validate('json', PART_BODY_SCHEMAS.storageBasket),
        async (c) => {
          const { basketId } = c.req.valid('param');
          const { customerId } = c.get('session');
          const body = c.req.valid('json');
          await updateBasketPart(db, settings, basketId, customerId, 'storageBasket', body);
          return c.json(await reloaded(basketId, customerId));
        },
      )
      .put(
        '/basket/materials/:basketId',
        operation({
          summary: 'Set packing materials (bookable ones only) and the delivery address',
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
        }),
        validate('param', basketIdParamsSchema),
        validate('json', PART_BODY_SCHEMAS.materialBasket),
        async (c) => {
          const { basketId } = c.req.valid('param');
          const { customerId } = c.get('session');
          const body = c.req.valid('json');
          await updateBasketPart(db, settings, basketId, customerId, 'materialBasket', body);
          return c.json(await reloaded(basketId, customerId));
        },
      )
      .put(
        '/basket/:basketType/:basketId',
        operation({
          summary:
            "Set a return or collection of the customer's boxes (88 for detained boxes), a packing visit, or a shipment abroad",
          tag: 'baskets',
          response: basketSchema,
          bearer: true,
          body: { schema: returnOrCollectionBodySchema },
        }),
        validate('param', returnOrCollectionParamsSchema),
        async (c) => {
          const { basketId, basketType } = c.req.valid('param');
          const { customerId } = c.get('session');
          const part = PART_OF_TYPE[basketType];
          const body = PART_BODY_SCHEMAS[part].parse(await readJsonBody(c));
          await updateBasketPart(db, settings, basketId, customerId, part, body);
          return c.json(await reloaded(basketId, customerId));
        },
      )
  );
}
