import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * The signed-in customer's account area: box photos, invoice lines of orders, feedback on an
 * order's service, the contact phone of open orders and the basket each order came from
 * (whose timeslot the customer may change while the order is editable).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  /*
   * Photos of a box. The customer's own uploads are files under DATA_DIR/uploads, named by
   * `storage_key`; the provider's evidence and item-check photos are small and part of the
   * warehouse record, so their bytes are kept here. Exactly one of the two is set.
   */
  await db.schema
    .createTable('box_images')
    .addColumn('box_image_id', 'serial', (col) => col.primaryKey())
    .addColumn('box_id', 'integer', (col) =>
      col.notNull().references('boxes.box_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    // Photo/evidence type of SPEC.md section 3; 0 for the customer's own photos.
    .addColumn('photo_type', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`photo_type between 0 and 12`),
    )
    .addColumn('mime_type', 'text', (col) =>
      col.notNull().check(sql`mime_type in ('image/jpeg', 'image/png', 'image/webp')`),
    )
    .addColumn('byte_size', 'integer', (col) => col.notNull().check(sql`byte_size > 0`))
    .addColumn('readonly', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('storage_key', 'text', (col) => col.unique())
    .addColumn('image_data', 'bytea')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('box_images_one_source', sql`(storage_key is null) <> (image_data is null)`)
    .execute();
  await db.schema
    .createIndex('box_images_box_idx')
    .on('box_images')
    .columns(['box_id', 'box_image_id'])
    .execute();

  // What an order was for, line by line, for its invoice. Prices include VAT.
  await db.schema
    .createTable('order_lines')
    .addColumn('order_line_id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn('unit_price_pence', 'integer', (col) =>
      col.notNull().check(sql`unit_price_pence >= 0`),
    )
    .addColumn('line_total_pence', 'integer', (col) =>
      col.notNull().check(sql`line_total_pence >= 0`),
    )
    .addUniqueConstraint('order_lines_position_key', ['order_id', 'position'])
    .execute();

  // One rating per order, given once the order is completed.
  await db.schema
    .createTable('service_feedback')
    .addColumn('order_id', 'integer', (col) =>
      col.primaryKey().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('orders')
    // International form (+44...), set with PUT /orders/{customerId}/updatePhoneNumber.
    .addColumn('notification_phone', 'text')
    .addColumn('basket_id', 'integer', (col) =>
      col.references('baskets.basket_id').onDelete('set null'),
    )
    .execute();
  // Orders placed before this migration are linked to their basket through the checkout job.
  await sql`
    update orders set basket_id = checkout_jobs.basket_id
    from checkout_jobs
    where checkout_jobs.order_id = orders.order_id and orders.basket_id is null
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .dropColumn('basket_id')
    .dropColumn('notification_phone')
    .execute();
  for (const table of ['service_feedback', 'order_lines', 'box_images']) {
    await db.schema.dropTable(table).execute();
  }
}
