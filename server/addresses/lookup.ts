import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { type AddressLookup, gazetteerLookup } from './gazetteer.ts';
import { loqateLookup } from './loqate.ts';

/** The hosted provider when ADDRESS_API_KEY is set, the local gazetteer otherwise. */
export function addressLookupFor(db: Db, config: Pick<Config, 'addressApiKey'>): AddressLookup {
  return config.addressApiKey ? loqateLookup(config.addressApiKey) : gazetteerLookup(db);
}
