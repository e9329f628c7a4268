import type { Kysely } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Uploaded photos kept in the database, so that two server processes on one PostgreSQL both
 * serve them (a folder on one machine is seen by one process only). Keyed like the files of
 * the file store: the customer and a random key the server made.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_files')
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('uploaded_files_pk', ['customer_id', 'storage_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploaded_files').execute();
}
