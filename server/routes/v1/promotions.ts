import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { promotionSchema } from '../../../src/domain/prices.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { ownBasket } from '../../baskets/own-basket.ts';
import { usablePromotion } from '../../baskets/promotions.ts';
import type { OrderingSettings } from '../../baskets/settings.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';

export const promotionParamsSchema = z.object({
  basketId: idParam,
  promoCode: z.string().trim().min(1).max(40),
});

/**
 * `GET /v1/promotion/{basketId}/{promoCode}`: the code's discount when this customer may use
 * it; otherwise 400 with 155, which the SPA shows as a code not accepted. Checking a code
 * does not apply it: `PATCH /basket/{id}` with `promoCode` does.
 */
export function promotionsApi(db: Db, settings: OrderingSettings) {
  return new Hono<SessionEnv>().get(
    '/promotion/:basketId/:promoCode',
    operation({
      summary: 'The discount of a promotion code; 155 when unknown, expired or already used',
      tag: 'prices',
      response: promotionSchema,
      bearer: true,
    }),
    validate('param', promotionParamsSchema),
    async (c) => {
      const { basketId, promoCode } = c.req.valid('param');
      const basket = await ownBasket(db, basketId, c.get('session').customerId);
      const promotion = await usablePromotion(db, promoCode, basket.customerId, settings.now());
      if (!promotion) throw new HttpError(400, ErrorCode.InvalidPromotionCode);
      return c.json(promotion);
    },
  );
}
