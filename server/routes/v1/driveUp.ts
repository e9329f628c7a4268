import { Hono } from 'hono';
import { z } from 'zod';
import { PhotoType } from '../../../src/domain/boxes.ts';
import {
  vsuAvailabilitySchema,
  vsuRentedUnitsSchema,
  vsuSitesNearSchema,
  vsuSiteUnitsSchema,
} from '../../../src/domain/driveUp.ts';
import { isoDateSchema } from '../../../src/domain/primitives.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { holdStart, type OrderingSettings } from '../../baskets/settings.ts';
import { londonDate } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import {
  MAX_AVAILABILITY_DAYS,
  sitesNear,
  siteUnits,
  sizeAvailability,
} from '../../drive-up/catalogue.ts';
import { rentedUnits, unitItemCheckPhotos } from '../../drive-up/rented.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';

export const customerParamsSchema = z.object({ customerId: idParam });
export const sitesNearParamsSchema = z.object({ postcode: z.string().trim().min(2).max(10) });
export const siteUnitsParamsSchema = z.object({ siteId: idParam, date: isoDateSchema });
export const availabilityParamsSchema = z.object({
  siteId: idParam,
  unitSizeId: idParam,
  from: isoDateSchema,
  days: z.coerce.number().int().min(1).max(MAX_AVAILABILITY_DAYS),
});

/** Like a box's `/itemCheckPhotos/box/{boxId}/{x}`, for a unit: only type 5 is taken of one. */
export const unitItemCheckParamsSchema = z.object({
  lettingId: idParam,
  photoType: z.coerce
    .number()
    .int()
    .refine((type) => type === PhotoType.ItemCheckDriveUpStorage, {
      message: `A unit's item-check photos are type ${PhotoType.ItemCheckDriveUpStorage}`,
    }),
});

/** `/v1/vsu/sites`: the drive-up catalogue, open to visitors like the storage prices. */
export function driveUpApi(db: Db, settings: OrderingSettings) {
  const holdSince = () => holdStart(settings, settings.now());
  return new Hono<SessionEnv>()
    .get(
      '/vsu/sites/near/:postcode',
      operation({
        summary: 'Drive-up sites within 30 miles of a postcode, nearest first (185 when none)',
        tag: 'drive-up',
        response: vsuSitesNearSchema,
      }),
      validate('param', sitesNearParamsSchema),
      async (c) => c.json(await sitesNear(db, c.req.valid('param').postcode)),
    )
    .get(
      '/vsu/sites/:siteId/units/:date',
      operation({
        summary: "A site's unit sizes with the price per contract length and the units free",
        tag: 'drive-up',
        response: vsuSiteUnitsSchema,
      }),
      validate('param', siteUnitsParamsSchema),
      async (c) => {
        const { siteId, date } = c.req.valid('param');
        return c.json(await siteUnits(db, siteId, date, holdSince()));
      },
    )
    .get(
      '/vsu/units/:customerId',
      operation({
        summary: "The customer's drive-up units: site, unit, contract, payments and access",
        tag: 'drive-up',
        response: vsuRentedUnitsSchema,
        bearer: true,
      }),
      validate('param', customerParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json({ units: await rentedUnits(db, customerId, londonDate(settings.now())) });
      },
    )
    .get(
      '/itemCheckPhotos/unit/:lettingId/:photoType',
      operation({
        summary: "Item-check photos (type 5) of a customer's drive-up unit as bare base64 jpegs",
        tag: 'drive-up',
        response: z.array(z.string()),
        bearer: true,
      }),
      validate('param', unitItemCheckParamsSchema),
      async (c) => {
        const { customerId } = c.get('session');
        return c.json(await unitItemCheckPhotos(db, customerId, c.req.valid('param').lettingId));
      },
    )
    .get(
      '/vsu/sites/:siteId/sizes/:unitSizeId/availability/:from/:days',
      operation({
        summary: 'The units of one size free at a site on each day from a date',
        tag: 'drive-up',
        response: vsuAvailabilitySchema,
      }),
      validate('param', availabilityParamsSchema),
      async (c) => {
        const { siteId, unitSizeId, from, days } = c.req.valid('param');
        return c.json(await sizeAvailability(db, siteId, unitSizeId, from, days, holdSince()));
      },
    );
}
