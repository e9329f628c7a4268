import { Hono } from 'hono';
import { chatEnvironmentFor } from '../../../src/domain/chat.ts';
import {
  bankHolidaysSchema,
  returnCitiesSchema,
  type SupportSettings,
  supportSettingsSchema,
} from '../../../src/domain/support.ts';
import { futureBankHolidays } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { operation } from '../../http/operation.ts';
import { returnCities, supportSettings } from '../../repositories/support.ts';

export function supportApi(db: Db) {
  return new Hono()
    .get(
      '/settings',
      operation({
        summary: 'Customer-services contact details',
        tag: 'support',
        response: supportSettingsSchema,
      }),
      async (c) => {
        const stored = await supportSettings(db);
        const settings: SupportSettings = {
          customerServicesPhone: stored.customerServicesPhone ?? '',
          infoEmail: stored.infoEmail ?? '',
          openingHours: stored.openingHours ?? '',
          chatResponseTime: stored.chatResponseTime ?? '1 working day',
          // The host the SPA called us on tells development from live.
          chatEnvironment: chatEnvironmentFor(new URL(c.req.url).hostname),
        };
        return c.json(settings);
      },
    )
    .get(
      '/returnCities',
      operation({
        summary: 'Cities that returns are delivered to',
        tag: 'support',
        response: returnCitiesSchema,
      }),
      async (c) => c.json(await returnCities(db)),
    )
    .get(
      '/bankholidays/future',
      operation({
        summary: 'GB (England and Wales) and IE bank holidays in the next 12 months',
        tag: 'support',
        response: bankHolidaysSchema,
      }),
      (c) => c.json(futureBankHolidays()),
    );
}
