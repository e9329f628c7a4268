import { Hono } from 'hono';
import { z } from 'zod';
import type { CountryCode } from '../../../src/domain/catalogue.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { poundsFromPence } from '../../../src/domain/money.ts';
import { packingPricesSchema } from '../../../src/domain/packing.ts';
import type { LongDistanceSurcharge } from '../../../src/domain/prices.ts';
import {
  insurancePricesSchema,
  longDistanceSurchargeSchema,
  roomReturnPriceSchema,
  storagePricesSchema,
} from '../../../src/domain/prices.ts';
import { quoteSchema, storageQuoteRequestSchema } from '../../../src/domain/quote.ts';
import { parsePostcode } from '../../addresses/postcodes.ts';
import { ownAddress } from '../../addresses/repository.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { ownBasket } from '../../baskets/own-basket.ts';
import {
  insurancePriceList,
  longDistanceSurchargePence,
  roomReturnPricePence,
  storagePricesFor,
} from '../../baskets/pricing.ts';
import { quoteStorageDraft } from '../../baskets/quote.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { packingPricesPence } from '../../packing/pricing.ts';

/** Customer 0 is a visitor without an account yet: they see the default plan. */
export const VISITOR_CUSTOMER_ID = 0;

export const storagePricesParamsSchema = z.object({
  customerId: z.union([z.literal(String(VISITOR_CUSTOMER_ID)).transform(() => 0), idParam]),
});
export const basketIdParamsSchema = z.object({ basketId: idParam });
export const surchargeParamsSchema = z.object({
  basketId: idParam,
  /** The return address's id, as the SPA sends it, or a postcode. */
  destination: z.string().trim().min(1).max(16),
});

/**
 * `/v1/storage/prices`, `/v1/quote/storage` (the pricing step's quote before there is a
 * basket), `/v1/insurance/prices` and `/v1/return/prices`.
 */
export function pricesApi(db: Db, now: () => Date) {
  return new Hono<SessionEnv>()
    .get(
      '/storage/prices/user/:customerId',
      operation({
        summary: "Storage prices of the customer's plan; customer 0 (a visitor) needs no bearer",
        tag: 'prices',
        response: storagePricesSchema,
        bearer: true,
      }),
      validate('param', storagePricesParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        // Customer 0 is public (see app.ts); any other id must be the bearer's own.
        if (customerId !== VISITOR_CUSTOMER_ID) assertOwnCustomer(c.get('session'), customerId);
        return c.json(await storagePricesFor(db, customerId));
      },
    )
    .post(
      '/quote/storage/user/:customerId',
      operation({
        summary:
          'The quote for boxes before there is a basket (the pricing step); customer 0 needs no bearer',
        tag: 'prices',
        response: quoteSchema,
        bearer: true,
      }),
      validate('param', storagePricesParamsSchema),
      validate('json', storageQuoteRequestSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        if (customerId !== VISITOR_CUSTOMER_ID) assertOwnCustomer(c.get('session'), customerId);
        return c.json(await quoteStorageDraft(db, customerId, c.req.valid('json'), now()));
      },
    )
    .get(
      '/insurance/prices/:basketId',
      operation({
        summary: 'Cover levels on offer for the basket, lowest first',
        tag: 'prices',
        response: insurancePricesSchema,
        bearer: true,
      }),
      validate('param', basketIdParamsSchema),
      async (c) => {
        await ownBasket(db, c.req.valid('param').basketId, c.get('session').customerId);
        return c.json({ insurancePrices: await insurancePriceList(db) });
      },
    )
    .get(
      '/packing/prices',
      operation({
        summary: "The packing service's prices: a team of two by the hour, and materials per box",
        tag: 'prices',
        response: packingPricesSchema,
      }),
      async (c) => {
        const prices = await packingPricesPence(db);
        return c.json({
          teamHourlyPrice: poundsFromPence(prices.teamHourPence),
          perBoxPrice: poundsFromPence(prices.perBoxPence),
        });
      },
    )
    .get(
      '/return/prices/roomReturn',
      operation({
        summary: 'The extra for carrying returned items into a room',
        tag: 'prices',
        response: roomReturnPriceSchema,
        bearer: true,
      }),
      async (c) => c.json({ roomReturnPrice: poundsFromPence(await roomReturnPricePence(db)) }),
    )
    .get(
      '/return/prices/longDistanceSurchargeForBasket/:basketId/:destination',
      operation({
        summary: 'The surcharge for a return to an address (its id) or a postcode',
        tag: 'prices',
        response: longDistanceSurchargeSchema,
        bearer: true,
      }),
      validate('param', surchargeParamsSchema),
      async (c) => {
        const { basketId, destination } = c.req.valid('param');
        const { customerId } = c.get('session');
        await ownBasket(db, basketId, customerId);
        let countryCode: CountryCode;
        let postcode: string;
        if (/^\d+$/.test(destination)) {
          const address = await ownAddress(db, customerId, idParam.parse(destination));
          countryCode = address.countryCode;
          postcode = address.postcode;
        } else {
          const parsed = parsePostcode(destination);
          if (!parsed) throw new HttpError(400, ErrorCode.ValidationFailed, 'Unknown postcode');
          countryCode = parsed.countryCode;
          postcode = parsed.postcode;
        }
        const body: LongDistanceSurcharge = {
          longDistanceSurcharge: poundsFromPence(
            await longDistanceSurchargePence(db, countryCode, postcode),
          ),
        };
        return c.json(body);
      },
    );
}
