import { Hono } from 'hono';
import { futureBankHolidays } from '../../calendar.ts';
import type { Db } from '../../db/database.ts';
import { returnCities, supportSettings } from '../../repositories/support.ts';

export function supportApi(db: Db) {
  return new Hono()
    .get('/settings', async (c) => c.json(await supportSettings(db)))
    .get('/returnCities', async (c) => c.json(await returnCities(db)))
    .get('/bankholidays/future', (c) => c.json(futureBankHolidays()));
}
