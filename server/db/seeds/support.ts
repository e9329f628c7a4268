import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from '../../../src/domain/contact.ts';
import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

/** Keys are the field names of `supportSettingsSchema` in src/domain/support.ts. */
export const SUPPORT_SETTINGS: Record<string, string> = {
  customerServicesPhone: CUSTOMER_SERVICES_PHONE,
  infoEmail: INFO_EMAIL,
  openingHours: 'Monday to Friday 8am to 8pm, Saturday 9am to 5pm',
  chatResponseTime: '2 working hours',
};

const RETURN_CITIES = [
  {
    cityId: 1,
    name: 'London',
    countryCode: 'GB',
    postcodePrefixes: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
  },
  { cityId: 2, name: 'Manchester', countryCode: 'GB', postcodePrefixes: ['M'] },
  { cityId: 3, name: 'Edinburgh', countryCode: 'GB', postcodePrefixes: ['EH'] },
  { cityId: 4, name: 'Cardiff', countryCode: 'GB', postcodePrefixes: ['CF'] },
  { cityId: 5, name: 'Belfast', countryCode: 'GB', postcodePrefixes: ['BT'] },
  { cityId: 6, name: 'Dublin', countryCode: 'IE', postcodePrefixes: ['D'] },
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
    .onConflict((oc) => oc.column('cityId').doUpdateSet(fromExcluded(rows[0]!)))
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
