import type { CountryCode } from '../../src/domain/catalogue.ts';
import type { ReturnCity } from '../../src/domain/support.ts';
import type { Db } from '../db/database.ts';

/** The support_settings rows as one object; keys are those of `supportSettingsSchema`. */
export async function supportSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('supportSettings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function returnCities(db: Db): Promise<ReturnCity[]> {
  const rows = await db
    .selectFrom('returnCities')
    .select(['cityId', 'name', 'countryCode'])
    .orderBy('sortOrder')
    .execute();
  return rows.map((row) => ({ ...row, countryCode: row.countryCode as CountryCode }));
}
