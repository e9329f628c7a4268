import type { Db } from '../db/database.ts';

export async function supportSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('supportSettings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export interface ReturnCity {
  returnCityId: number;
  name: string;
  country: string;
  postcodePrefixes: string[];
}

export function returnCities(db: Db): Promise<ReturnCity[]> {
  return db
    .selectFrom('returnCities')
    .select(['returnCityId', 'name', 'country', 'postcodePrefixes'])
    .orderBy('sortOrder')
    .execute();
}
