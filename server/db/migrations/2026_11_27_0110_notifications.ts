import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Notifications, sent at most once per event key (server/notify/events.ts): a row claims a key
 * while its message goes and marks it sent after, so a second send of the same key (another
 * process, a retry, the reminders run twice) sees it and stops. `local_jobs` is the job queue
 * of the embedded database (server/jobs/in-process.ts); on PostgreSQL pg-boss keeps its own
 * schema and this table stays empty.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sent_notifications')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('sending', 'sent')`))
    // The job sending it, and until when the claim holds (a crash leaves it to expire).
    .addColumn('claimed_by', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('created', 'retry', 'active', 'completed', 'failed')`),
    )
    .addColumn('singleton_key', 'text')
    .addColumn('retry_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (col) => col.notNull())
    .addColumn('retry_delay_seconds', 'integer', (col) => col.notNull())
    .addColumn('retry_backoff', 'boolean', (col) => col.notNull())
    .addColumn('start_after', 'timestamptz', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull())
    .addColumn('started_on', 'timestamptz')
    .addColumn('completed_on', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  // One open job per (name, key): a second send of the same key while one waits is dropped.
  await sql`CREATE UNIQUE INDEX local_jobs_open_key ON local_jobs (name, singleton_key)
    WHERE singleton_key IS NOT NULL AND state IN ('created', 'retry', 'active')`.execute(db);
  await sql`CREATE INDEX local_jobs_due ON local_jobs (start_after)
    WHERE state IN ('created', 'retry')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('local_jobs').execute();
  await db.schema.dropTable('sent_notifications').execute();
}
