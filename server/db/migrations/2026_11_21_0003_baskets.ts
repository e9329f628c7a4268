import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Ordering storage: baskets, promotions and their single use per customer, saved addresses,
 * the courier capacity held by timeslot bookings, and the detained flag on boxes.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('boxes')
    .addColumn('detained', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('baskets')
    .addColumn('basket_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('basket_type', 'text', (col) =>
      col
        .notNull()
        .check(sql`basket_type in ('btb', 'materials', 'international', 'return', 'collection')`),
    )
    .addColumn('partner', 'text')
    .addColumn('sales', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('marketing_reference', 'text')
    .addColumn('promo_code', 'text')
    .addColumn('stage', 'text', (col) =>
      col
        .notNull()
        .defaultTo('notStarted')
        .check(sql`stage in ('notStarted', 'checkoutStarted', 'completed')`),
    )
    .addColumn('storage_basket', 'jsonb')
    .addColumn('material_basket', 'jsonb')
    .addColumn('collection_basket', 'jsonb')
    .addColumn('return_basket', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('baskets_customer_idx')
    .on('baskets')
    .columns(['customer_id', 'basket_id'])
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('code', 'text', (col) => col.primaryKey().check(sql`code = upper(code)`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percentage', 'fixed')`))
    // Percent for a percentage, pence for a fixed amount.
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('promotions_percentage_max', sql`kind <> 'percentage' or amount <= 100`)
    .execute();

  await db.schema
    .createTable('promotion_redemptions')
    .addColumn('code', 'text', (col) => col.notNull().references('promotions.code'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('redeemed_at', 'timestamptz', (col) => col.notNull())
    // The rule "once per customer" is the key itself, so two checkouts cannot both redeem.
    .addPrimaryKeyConstraint('promotion_redemptions_pk', ['code', 'customer_id'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('address_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('address_type', 'text', (col) =>
      col.notNull().check(sql`address_type in ('Home', 'Work', 'Other')`),
    )
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('town', 'text', (col) => col.notNull())
    .addColumn('county', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('postcode', 'text')
    .addColumn('country_code', 'text', (col) =>
      col.notNull().check(sql`country_code in ('GB', 'IE')`),
    )
    .addColumn('notification_email', 'text')
    .addColumn('notification_phone', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('addresses_customer_idx')
    .on('addresses')
    .columns(['customer_id', 'address_id'])
    .execute();

  await db.schema
    .createTable('timeslot_bookings')
    .addColumn('basket_id', 'integer', (col) =>
      col.notNull().references('baskets.basket_id').onDelete('cascade'),
    )
    .addColumn('order_type', 'text', (col) =>
      col.notNull().check(sql`order_type in ('BTB', 'BTB_RETURN', 'BTB_MATERIALS', 'COLLECTION')`),
    )
    .addColumn('service_date', 'date', (col) => col.notNull())
    .addColumn('time_window', 'text', (col) =>
      col.notNull().check(sql`time_window in ('am', 'pm')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('timeslot_bookings_pk', ['basket_id', 'order_type'])
    .execute();
  await db.schema
    .createIndex('timeslot_bookings_slot_idx')
    .on('timeslot_bookings')
    .columns(['service_date', 'time_window'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'timeslot_bookings',
    'addresses',
    'promotion_redemptions',
    'promotions',
    'baskets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('boxes').dropColumn('detained').execute();
}
