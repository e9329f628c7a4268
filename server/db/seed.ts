import { ERROR_MESSAGES } from '../../src/domain/errors.ts';
import type { Db } from './database.ts';
import { seedBoxTypes, seedMaterials } from './seeds/catalogue.ts';
import { seedDemoAccountArea } from './seeds/demo-account-area.ts';
import { seedDemoAgreement } from './seeds/demo-agreements.ts';
import { seedDemoDriveUp } from './seeds/demo-drive-up.ts';
import { seedDemoOrderPayments, seedDemoPayments } from './seeds/demo-payments.ts';
import { seedDemoShipment } from './seeds/demo-shipping.ts';
import { seedDriveUp } from './seeds/drive-up.ts';
import { seedFaqs } from './seeds/faqs.ts';
import { seedGazetteer } from './seeds/gazetteer.ts';
import {
  seedInsurancePrices,
  seedPackingPrices,
  seedReturnPrices,
  seedStoragePrices,
} from './seeds/prices.ts';
import { seedPromotions } from './seeds/promotions.ts';
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
  seedPackingPrices,
  (db) => seedErrorCodes(db, ERROR_MESSAGES),
  seedSupportSettings,
  seedReturnCities,
  seedFaqs,
  seedGazetteer,
  seedReferralCodes,
  seedPromotions,
  seedDriveUp,
];

/** Seeds everything a fresh database needs; later topics add their step functions here. */
/** Where `service_state` keeps the version of the catalogue last seeded. */
const CATALOGUE_KEY = 'catalogue_version';

export async function seed(db: Db, version?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const step of CATALOGUE_STEPS) await step(trx);
    if (version === undefined) return;
    await trx
      .insertInto('serviceState')
      .values({ key: CATALOGUE_KEY, value: version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
      .execute();
  });
}

/**
 * Seeds the catalogue unless this version of it was the last seeded. The built server knows
 * its version (a hash of the catalogue's sources, scripts/build-server.mjs); run from source
 * (development, tests) it has none and seeds at every start, as before.
 */
export async function seedIfChanged(db: Db, version: string | undefined): Promise<boolean> {
  if (version !== undefined) {
    const seeded = await db
      .selectFrom('serviceState')
      .select('value')
      .where('key', '=', CATALOGUE_KEY)
      .executeTakeFirst();
    if (seeded?.value === version) return false;
  }
  await seed(db, version);
  return true;
}

/** A step run for each demo account as `seedDemo` creates it, inside the same transaction. */
export type DemoAccountStep = (
  trx: Db,
  account: { customerId: number; email: string; name: string },
  now: Date,
) => Promise<void>;

/** Demo data beyond the account, boxes, addresses and orders; later topics add theirs here. */
export const DEMO_ACCOUNT_STEPS: DemoAccountStep[] = [
  seedDemoPayments,
  seedDemoAccountArea,
  seedDemoDriveUp,
  seedDemoShipment,
  // After every step that adds an order, before the monthly bills.
  seedDemoOrderPayments,
  seedDemoAgreement,
];
