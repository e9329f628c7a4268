import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * International shipping of stored boxes: the shipping part of an `international` basket,
 * and each shipment once ordered (where to, the dispatch day, the transit time), with the
 * customs declaration of each of its boxes.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('baskets').addColumn('shipping_basket', 'jsonb').execute();

  await db.schema
    .createTable('shipments')
    .addColumn('order_id', 'integer', (col) =>
      col.primaryKey().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('destination', 'jsonb', (col) => col.notNull())
    .addColumn('zone', 'text', (col) => col.notNull())
    .addColumn('dispatch_date', 'date', (col) => col.notNull())
    .addColumn('delivery_from', 'date', (col) => col.notNull())
    .addColumn('delivered_by', 'date', (col) => col.notNull())
    .addColumn('cancelled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shipments_customer_idx')
    .on('shipments')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('shipment_boxes')
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('shipments.order_id').onDelete('cascade'),
    )
    .addColumn('box_id', 'integer', (col) =>
      col.notNull().references('boxes.box_id').onDelete('cascade'),
    )
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('value_pence', 'integer', (col) => col.notNull().check(sql`value_pence > 0`))
    .addColumn('price_pence', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('shipment_boxes_pk', ['order_id', 'box_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipment_boxes').execute();
  await db.schema.dropTable('shipments').execute();
  await db.schema.alterTable('baskets').dropColumn('shipping_basket').execute();
}
