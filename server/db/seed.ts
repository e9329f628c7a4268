import { ERROR_MESSAGES } from '../../src/domain/errors.ts';
import type { Db } from './database.ts';
import { seedBoxTypes, seedMaterials } from './seeds/catalogue.ts';
import { seedFaqs } from './seeds/faqs.ts';
import { seedGazetteer } from './seeds/gazetteer.ts';
import { seedInsurancePrices, seedReturnPrices, seedStoragePrices } from './seeds/prices.ts';
import { seedReferralCodes } from './seeds/referral-codes.ts';
import { seedErrorCodes, seedReturnCities, seedSupportSettings } from './seeds/support.ts';

type SeedStep = (db: Db) => Promise<void>;

/*
 * Reference data the service cannot run without. Every step is an upsert keyed on fixed ids,
 * so running it at each start is safe and also rolls corrections out to existing databases.
 * Order matters where tables reference each other (box types and materials first).
 */
const CATALOGUE_STEPS: SeedStep[] = [
  seedBoxTypes,
  seedMaterials,
  seedStoragePrices,
  seedInsurancePrices,
  seedReturnPrices,
  (db) => seedErrorCodes(db, ERROR_MESSAGES),
  seedSupportSettings,
  seedReturnCities,
  seedFaqs,
  seedGazetteer,
  seedReferralCodes,
];

/** Seeds everything a fresh database needs; later topics add their step functions here. */
export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const step of CATALOGUE_STEPS) await step(trx);
  });
}
