import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from '../../../src/domain/contact.ts';
import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

export const SUPPORT_SETTINGS: Record<string, string> = {
  phone: CUSTOMER_SERVICES_PHONE,
  email: INFO_EMAIL,
  openingHours: 'Monday to Friday 8am to 8pm, Saturday 9am to 5pm',
};

const RETURN_CITIES = [
  {
    returnCityId: 1,
    name: 'London',
    country: 'GB',
    postcodePrefixes: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
  },
  { returnCityId: 2, name: 'Manchester', country: 'GB', postcodePrefixes: ['M'] },
  { returnCityId: 3, name: 'Edinburgh', country: 'GB', postcodePrefixes: ['EH'] },
  { returnCityId: 4, name: 'Cardiff', country: 'GB', postcodePrefixes: ['CF'] },
  { returnCityId: 5, name: 'Belfast', country: 'GB', postcodePrefixes: ['BT'] },
  { returnCityId: 6, name: 'Dublin', country: 'IE', postcodePrefixes: ['D'] },
];

export async function seedSupportSettings(db: Db): Promise<void> {
  await db
    .insertInto('supportSettings')
    .values(Object.entries(SUPPORT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflict((oc) => oc.column('key').doUpdateSet(fromExcluded({ value: '' })))
    .execute();
}

export async function seedReturnCities(db: Db): Promise<void> {
  const rows = RETURN_CITIES.map((city, index) => ({ ...city, sortOrder: index + 1 }));
  await db
    .insertInto('returnCities')
    .values(rows)
    .onConflict((oc) => oc.column('returnCityId').doUpdateSet(fromExcluded(rows[0]!)))
    .execute();
}

/** The code table comes from src/domain so the SPA and the database never disagree. */
export async function seedErrorCodes(db: Db, messages: Record<number, string>): Promise<void> {
  const rows = Object.entries(messages).map(([code, message]) => ({
    errorCode: Number(code),
    message,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('errorCodes')
    .values(rows)
    .onConflict((oc) => oc.column('errorCode').doUpdateSet(fromExcluded({ message: '' })))
    .execute();
}
