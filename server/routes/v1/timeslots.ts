import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { isoDateSchema } from '../../../src/domain/primitives.ts';
import type {
  FirstAvailableServiceDate,
  TimeslotOrderType,
} from '../../../src/domain/timeslots.ts';
import {
  firstAvailableServiceDateSchema,
  timeslotOrderTypeSchema,
  timeslotsResponseSchema,
} from '../../../src/domain/timeslots.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { ownBasket } from '../../baskets/own-basket.ts';
import { orderTypeOf } from '../../baskets/parts.ts';
import type { BasketRecord } from '../../baskets/repository.ts';
import type { OrderingSettings } from '../../baskets/settings.ts';
import { londonDate } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { addDays, MAX_LISTED_DAYS } from '../../timeslots/rules.ts';
import { earliestServiceDate, listTimeslots } from '../../timeslots/service.ts';

/** How far ahead a timeslot list may start. */
const MAX_DAYS_AHEAD = 366;

/** A date in a path, or the literal `null` the SPA sends when it has none. */
const nullableDate = z.union([z.literal('null').transform(() => null), isoDateSchema]);
const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const fasdParamsSchema = z.object({
  orderType: timeslotOrderTypeSchema,
  basketId: idParam,
  containsFurniture: booleanText,
  materialsDeliveryDate: nullableDate,
});
export const editFasdParamsSchema = fasdParamsSchema.omit({ orderType: true });
export const nextTimeslotsParamsSchema = z.object({
  orderType: timeslotOrderTypeSchema,
  basketId: idParam,
  date: nullableDate,
  numberOfDays: z.coerce.number().int().min(1).max(MAX_LISTED_DAYS),
});

/** `/v1/timeslots/...` and `/v1/fasd/...`: when the courier can come. */
export function timeslotsApi(db: Db, settings: OrderingSettings) {
  const latestDate = () => addDays(londonDate(settings.now()), MAX_DAYS_AHEAD);

  function fasd(
    basket: BasketRecord,
    orderType: TimeslotOrderType,
    containsFurniture: boolean,
    materialsDeliveryDate: string | null,
  ): FirstAvailableServiceDate {
    if (materialsDeliveryDate !== null && materialsDeliveryDate > latestDate()) {
      throw new HttpError(400, ErrorCode.ValidationFailed, 'The delivery date is too far ahead');
    }
    return {
      firstAvailableServiceDate: earliestServiceDate(settings, basket, orderType, {
        containsFurniture,
        materialsDeliveryDate,
      }),
    };
  }

  async function slots(customerId: number, params: z.infer<typeof nextTimeslotsParamsSchema>) {
    const basket = await ownBasket(db, params.basketId, customerId);
    if (params.date !== null && params.date > latestDate()) {
      throw new HttpError(
        400,
        ErrorCode.ValidationFailed,
        'Timeslots are offered up to a year ahead',
      );
    }
    const timeslots = await listTimeslots(
      db,
      settings,
      basket,
      params.orderType,
      params.date,
      params.numberOfDays,
    );
    return { timeslots };
  }

  return new Hono<SessionEnv>()
    .get(
      '/timeslots/fasd/ordertype/:orderType/basket/:basketId/containsFurniture/:containsFurniture/materialsdeliverydate/:materialsDeliveryDate',
      operation({
        summary: 'First available service date for a job',
        tag: 'timeslots',
        response: firstAvailableServiceDateSchema,
        bearer: true,
      }),
      validate('param', fasdParamsSchema),
      async (c) => {
        const params = c.req.valid('param');
        const basket = await ownBasket(db, params.basketId, c.get('session').customerId);
        return c.json(
          fasd(basket, params.orderType, params.containsFurniture, params.materialsDeliveryDate),
        );
      },
    )
    .get(
      '/fasd/editbasket/:basketId/containsFurniture/:containsFurniture/materialsdeliverydate/:materialsDeliveryDate',
      operation({
        summary: "First available service date for the basket's own job, when editing",
        tag: 'timeslots',
        response: firstAvailableServiceDateSchema,
        bearer: true,
      }),
      validate('param', editFasdParamsSchema),
      async (c) => {
        const params = c.req.valid('param');
        const basket = await ownBasket(db, params.basketId, c.get('session').customerId);
        const orderType = orderTypeOf(basket.basketType);
        if (orderType === null) {
          throw new HttpError(400, ErrorCode.ValidationFailed, 'A shipment has no timeslot');
        }
        return c.json(
          fasd(basket, orderType, params.containsFurniture, params.materialsDeliveryDate),
        );
      },
    )
    .get(
      '/timeslots/:orderType/next/:basketId/:date/:numberOfDays',
      operation({
        summary: 'Courier windows on the next service days, full ones marked unavailable',
        tag: 'timeslots',
        response: timeslotsResponseSchema,
        bearer: true,
      }),
      validate('param', nextTimeslotsParamsSchema),
      async (c) => c.json(await slots(c.get('session').customerId, c.req.valid('param'))),
    )
    .get(
      '/timeslots/:orderType/editbasket/:basketId/date/:date/next/:numberOfDays',
      operation({
        summary: 'Courier windows on the next service days, when editing',
        tag: 'timeslots',
        response: timeslotsResponseSchema,
        bearer: true,
      }),
      validate('param', nextTimeslotsParamsSchema),
      async (c) => c.json(await slots(c.get('session').customerId, c.req.valid('param'))),
    );
}
