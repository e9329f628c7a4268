import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Moving out of a drive-up unit is ordered through a return basket, quoted and paid like any
 * other order: the basket whose checkout is paying for a letting's move-out claims it, so two
 * move-outs of one unit can never both be paid for. And the item-check photos (type 5) our
 * team takes of what is in a unit when it is dropped off at.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vsu_lettings')
    .addColumn('move_out_basket_id', 'integer', (col) =>
      col.references('baskets.basket_id').onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('vsu_item_check_photos')
    .addColumn('photo_id', 'serial', (col) => col.primaryKey())
    .addColumn('letting_id', 'integer', (col) =>
      col.notNull().references('vsu_lettings.letting_id').onDelete('cascade'),
    )
    .addColumn('photo_type', 'integer', (col) => col.notNull().check(sql`photo_type = 5`))
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('image_data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vsu_item_check_photos_letting_idx')
    .on('vsu_item_check_photos')
    .column('letting_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vsu_item_check_photos').execute();
  await db.schema.alterTable('vsu_lettings').dropColumn('move_out_basket_id').execute();
}
