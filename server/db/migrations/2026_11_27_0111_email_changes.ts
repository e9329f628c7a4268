import type { Kysely } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * A change of e-mail waits here until the link mailed to the new address is opened, so an
 * account only ever moves onto an address its owner reads (and the answer to the change
 * says nothing about whether the address had an account).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('email_change_id', 'serial', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (col) => col.notNull())
    // The session that asked, which stays signed in when the change is confirmed.
    .addColumn('session_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_changes_customer_id')
    .on('email_changes')
    .column('customer_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
