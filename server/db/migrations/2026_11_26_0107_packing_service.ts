import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * The packing service: a basket type of its own ('packing'), the packing part of a basket
 * (on its own, or added to a storage order), and the packers' visits as bookings of their
 * own timeslot order type (PACKING), counted against the packing teams rather than the vans.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('baskets').addColumn('packing_basket', 'jsonb').execute();
  await db.schema.alterTable('baskets').dropConstraint('baskets_basket_type_check').execute();
  await db.schema
    .alterTable('baskets')
    .addCheckConstraint(
      'baskets_basket_type_check',
      sql`basket_type in ('btb', 'materials', 'international', 'return', 'collection', 'packing')`,
    )
    .execute();
  await db.schema
    .alterTable('timeslot_bookings')
    .dropConstraint('timeslot_bookings_order_type_check')
    .execute();
  await db.schema
    .alterTable('timeslot_bookings')
    .addCheckConstraint(
      'timeslot_bookings_order_type_check',
      sql`order_type in ('BTB', 'BTB_RETURN', 'BTB_MATERIALS', 'COLLECTION', 'PACKING')`,
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('timeslot_bookings')
    .dropConstraint('timeslot_bookings_order_type_check')
    .execute();
  await db.schema
    .alterTable('timeslot_bookings')
    .addCheckConstraint(
      'timeslot_bookings_order_type_check',
      sql`order_type in ('BTB', 'BTB_RETURN', 'BTB_MATERIALS', 'COLLECTION')`,
    )
    .execute();
  await db.schema.alterTable('baskets').dropConstraint('baskets_basket_type_check').execute();
  await db.schema
    .alterTable('baskets')
    .addCheckConstraint(
      'baskets_basket_type_check',
      sql`basket_type in ('btb', 'materials', 'international', 'return', 'collection')`,
    )
    .execute();
  await db.schema.alterTable('baskets').dropColumn('packing_basket').execute();
}
