import { expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { seed, seedIfChanged } from '../../server/db/seed.ts';
import type { DB } from '../../server/db/tables.ts';
import { ERROR_MESSAGES } from '../../src/domain/errors.ts';
import { forEachDatabase } from './harness.ts';

const TABLES: (keyof DB)[] = [
  'boxTypes',
  'materials',
  'materialSuggestions',
  'storagePricePlans',
  'storagePrices',
  'insurancePrices',
  'priceSettings',
  'longDistanceSurcharges',
  'errorCodes',
  'supportSettings',
  'returnCities',
  'faqCategories',
  'faqs',
  'gazetteerAddresses',
  'referralCodes',
  'promotions',
  'vsuSites',
  'vsuUnitSizes',
  'vsuContractTerms',
  'vsuSitePrices',
  'vsuUnits',
];

forEachDatabase(
  'migrations and seed',
  (getDatabase) => {
    async function rowCounts(): Promise<Record<string, number>> {
      const { db } = getDatabase();
      const counts: Record<string, number> = {};
      for (const table of TABLES) {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        counts[table] = row.count;
      }
      return counts;
    }

    it('applies every migration once and nothing on a second run', async () => {
      expect(await migrate(getDatabase())).toEqual([
        '2026_11_21_0001_catalogue',
        '2026_11_21_0002_accounts',
        '2026_11_21_0003_baskets',
        '2026_11_21_0004_payments',
        '2026_11_21_0005_account_area',
        '2026_11_24_0101_checkout_quotes',
        '2026_11_24_1301_support_chat',
        '2026_11_25_0101_refunds',
        '2026_11_26_0101_list_indexes',
        '2026_11_26_0102_uploaded_files',
        '2026_11_26_0103_service_state',
        '2026_11_26_0104_box_list_counts',
        '2026_11_26_0105_drive_up',
        '2026_11_26_0106_drive_up_move_out',
        '2026_11_26_0107_packing_service',
        '2026_11_26_0108_shipping',
        '2026_11_26_0109_shipping_from_home',
        '2026_11_27_0110_notifications',
        '2026_11_27_0111_email_changes',
        '2026_11_27_0112_support_seen',
        '2026_11_27_0113_agreements',
        '2026_11_27_0114_agreement_price_changes',
        '2026_11_27_0120_checkout_jobs_order_index',
        '2026_11_27_0121_session_notices',
      ]);
      expect(await migrate(getDatabase())).toEqual([]);
    });

    it('seeds every catalogue table, and seeding again changes nothing', async () => {
      await seed(getDatabase().db);
      const first = await rowCounts();
      for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
      await seed(getDatabase().db);
      expect(await rowCounts()).toEqual(first);
    });

    it('seeds a built catalogue version once, and again when the version changes', async () => {
      const db = getDatabase().db;
      expect(await seedIfChanged(db, 'catalogue-a')).toBe(true);
      // A change made by hand stays until the next version is seeded.
      await db
        .updateTable('boxTypes')
        .set({ name: 'Renamed' })
        .where('boxTypeId', '=', 48)
        .execute();
      expect(await seedIfChanged(db, 'catalogue-a')).toBe(false);
      const kept = await db
        .selectFrom('boxTypes')
        .select('name')
        .where('boxTypeId', '=', 48)
        .executeTakeFirst();
      expect(kept?.name).toBe('Renamed');
      expect(await seedIfChanged(db, 'catalogue-b')).toBe(true);
      const reseeded = await db
        .selectFrom('boxTypes')
        .select('name')
        .where('boxTypeId', '=', 48)
        .executeTakeFirst();
      expect(reseeded?.name).toBe('Small box');
      // Run from source there is no version: it seeds every time.
      expect(await seedIfChanged(db, undefined)).toBe(true);
    });

    it('seeds the box types of SPEC.md with the four orderable ones', async () => {
      const types = await getDatabase()
        .db.selectFrom('boxTypes')
        .selectAll()
        .orderBy('sortOrder')
        .execute();
      expect(types.map((type) => [type.boxTypeId, type.name, type.sortOrder])).toEqual([
        [48, 'Small box', 1],
        [14, 'Medium box', 2],
        [19, 'Large box', 3],
        [16, 'Medium suitcase', 4],
        [17, 'Suitcase', 5],
      ]);
      expect(types.filter((type) => type.orderable).map((type) => type.boxTypeId)).toEqual([
        48, 14, 19, 17,
      ]);
      const suitcase = types.find((type) => type.boxTypeId === 17);
      expect(suitcase).toMatchObject({
        packingRequired: true,
        note: 'Must be in a box or have a hard shell.',
      });
    });

    it('puts a correction to seeded data into an existing database', async () => {
      const { db } = getDatabase();
      await db
        .updateTable('materials')
        .set({ unitPricePence: 1 })
        .where('materialId', '=', 1)
        .execute();
      await seed(db);
      const material = await db
        .selectFrom('materials')
        .select('unitPricePence')
        .where('materialId', '=', 1)
        .executeTakeFirstOrThrow();
      expect(material.unitPricePence).toBe(195);
    });

    it('holds the whole error-code table of src/domain', async () => {
      const rows = await getDatabase().db.selectFrom('errorCodes').selectAll().execute();
      expect(Object.fromEntries(rows.map((row) => [row.errorCode, row.message]))).toEqual(
        Object.fromEntries(Object.entries(ERROR_MESSAGES)),
      );
    });

    it('prices storage lower per box for longer terms and more boxes', async () => {
      const { db } = getDatabase();
      const price = async (numberOfBoxes: number, months: number) =>
        (
          await db
            .selectFrom('storagePrices')
            .select('monthlyPricePence')
            .where('boxTypeId', '=', 48)
            .where('numberOfBoxes', '=', numberOfBoxes)
            .where('months', '=', months)
            .executeTakeFirstOrThrow()
        ).monthlyPricePence;
      expect(await price(1, 12)).toBeLessThan(await price(1, 1));
      expect(await price(10, 1)).toBeLessThan(await price(1, 1));
      const { count } = await db
        .selectFrom('storagePrices')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(count).toBe(5 * 10 * 12);
    });

    it('keeps gazetteer postcodes in GB and Eircode formats', async () => {
      const rows = await getDatabase().db.selectFrom('gazetteerAddresses').selectAll().execute();
      expect(rows.length).toBeGreaterThanOrEqual(60);
      for (const row of rows) {
        const format =
          row.countryCode === 'GB'
            ? /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/
            : /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/;
        expect(row.postcode, row.gazetteerAddressId).toMatch(format);
      }
    });
  },
  { migrate: false },
);
