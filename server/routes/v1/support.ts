import { Hono } from 'hono';
import { chatEnvironmentFor, type SupportSettings } from '../../../src/domain/support.ts';
import { futureBankHolidays } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { returnCities, supportSettings } from '../../repositories/support.ts';

export function supportApi(db: Db) {
  return new Hono()
    .get('/settings', async (c) => {
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
    })
    .get('/returnCities', async (c) => c.json(await returnCities(db)))
    .get('/bankholidays/future', (c) => c.json(futureBankHolidays()));
}
