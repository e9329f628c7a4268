import type { Kysely } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * My stuff and Orders list a customer's boxes and orders newest first, a page at a time, and a
 * later page continues after the last row of the one before (keyset). With these indexes a
 * page is read in order from the index instead of sorting everything the customer has. The
 * orders index replaces the (customer, order date) one it extends.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('boxes_customer_newest_idx')
    .on('boxes')
    .columns(['customer_id', 'created_at', 'box_id'])
    .execute();
  await db.schema
    .createIndex('orders_customer_newest_idx')
    .on('orders')
    .columns(['customer_id', 'order_date', 'order_id'])
    .execute();
  await db.schema.dropIndex('orders_customer_idx').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_id', 'order_date'])
    .execute();
  await db.schema.dropIndex('orders_customer_newest_idx').execute();
  await db.schema.dropIndex('boxes_customer_newest_idx').execute();
}
