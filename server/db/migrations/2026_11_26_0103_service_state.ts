import type { Kysely } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Small facts the service keeps about itself, by key: for now the version of the catalogue last
 * seeded, so a start with an unchanged catalogue does not write it all again.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('service_state')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_state').execute();
}
