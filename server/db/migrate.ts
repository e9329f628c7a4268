import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './database.ts';
import * as catalogue from './migrations/2026_11_21_0001_catalogue.ts';
import * as accounts from './migrations/2026_11_21_0002_accounts.ts';
import * as baskets from './migrations/2026_11_21_0003_baskets.ts';
import * as payments from './migrations/2026_11_21_0004_payments.ts';
import * as accountArea from './migrations/2026_11_21_0005_account_area.ts';
import * as checkoutQuotes from './migrations/2026_11_24_0101_checkout_quotes.ts';
import * as supportChat from './migrations/2026_11_24_1301_support_chat.ts';
import * as refunds from './migrations/2026_11_25_0101_refunds.ts';
import * as listIndexes from './migrations/2026_11_26_0101_list_indexes.ts';
import * as uploadedFiles from './migrations/2026_11_26_0102_uploaded_files.ts';
import * as serviceState from './migrations/2026_11_26_0103_service_state.ts';
import * as boxListCounts from './migrations/2026_11_26_0104_box_list_counts.ts';
import * as driveUp from './migrations/2026_11_26_0105_drive_up.ts';
import * as driveUpMoveOut from './migrations/2026_11_26_0106_drive_up_move_out.ts';
import * as packingService from './migrations/2026_11_26_0107_packing_service.ts';
import * as shipping from './migrations/2026_11_26_0108_shipping.ts';
import * as shippingFromHome from './migrations/2026_11_26_0109_shipping_from_home.ts';
import * as notifications from './migrations/2026_11_27_0110_notifications.ts';
import * as emailChanges from './migrations/2026_11_27_0111_email_changes.ts';
import * as supportSeen from './migrations/2026_11_27_0112_support_seen.ts';
import * as agreements from './migrations/2026_11_27_0113_agreements.ts';
import * as agreementPriceChanges from './migrations/2026_11_27_0114_agreement_price_changes.ts';
import * as checkoutJobsOrderIndex from './migrations/2026_11_27_0120_checkout_jobs_order_index.ts';
import * as sessionNotices from './migrations/2026_11_27_0121_session_notices.ts';

/*
 * Listed here rather than read from the folder, so migrations survive bundling and run the
 * same from any working directory. Add each new migration file to this list.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_21_0001_catalogue': catalogue,
  '2026_11_21_0002_accounts': accounts,
  '2026_11_21_0003_baskets': baskets,
  '2026_11_21_0004_payments': payments,
  '2026_11_21_0005_account_area': accountArea,
  '2026_11_24_0101_checkout_quotes': checkoutQuotes,
  '2026_11_24_1301_support_chat': supportChat,
  '2026_11_25_0101_refunds': refunds,
  '2026_11_26_0101_list_indexes': listIndexes,
  '2026_11_26_0102_uploaded_files': uploadedFiles,
  '2026_11_26_0103_service_state': serviceState,
  '2026_11_26_0104_box_list_counts': boxListCounts,
  '2026_11_26_0105_drive_up': driveUp,
  '2026_11_26_0106_drive_up_move_out': driveUpMoveOut,
  '2026_11_26_0107_packing_service': packingService,
  '2026_11_26_0108_shipping': shipping,
  '2026_11_26_0109_shipping_from_home': shippingFromHome,
  '2026_11_27_0110_notifications': notifications,
  '2026_11_27_0111_email_changes': emailChanges,
  '2026_11_27_0112_support_seen': supportSeen,
  '2026_11_27_0113_agreements': agreements,
  '2026_11_27_0114_agreement_price_changes': agreementPriceChanges,
  '2026_11_27_0120_checkout_jobs_order_index': checkoutJobsOrderIndex,
  '2026_11_27_0121_session_notices': sessionNotices,
};

const provider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

const LATEST = Object.keys(MIGRATIONS).at(-1) ?? '';

/**
 * Whether the newest migration is already applied (migrations apply in order, so then all
 * are): one query, where the migrator's own check takes a lock and reads every table.
 */
async function isUpToDate(database: Pick<Database, 'db' | 'schema'>): Promise<boolean> {
  const table = database.schema
    ? sql.table(`${database.schema}.kysely_migration`)
    : sql.table('kysely_migration');
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${table} where name = ${LATEST}`.execute(database.db.withoutPlugins());
    return rows.length > 0;
  } catch {
    // No bookkeeping table yet: a new database.
    return false;
  }
}

/** Brings the database up to the latest migration; returns the names applied now. */
export async function migrate(database: Pick<Database, 'db' | 'schema'>): Promise<string[]> {
  if (await isUpToDate(database)) return [];
  const migrator = new Migrator({
    // Without plugins: Kysely's own bookkeeping queries expect snake_case result keys.
    db: database.db.withoutPlugins(),
    provider,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
