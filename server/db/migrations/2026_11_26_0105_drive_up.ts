import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Drive-up storage units: our sites, the unit sizes, a monthly price per size and site, the
 * discount for each contract length, every unit with its own number, and the lettings of
 * units to customers. A letting holds its unit from its drop-off date until its end date (a
 * move-out), or for good while it has none; a cancelled or ended letting holds nothing. A
 * basket choosing a unit holds one ('held', with the basket) while it is being chosen and
 * through checkout; the order then books it.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vsu_sites')
    .addColumn('site_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('town', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) =>
      col.notNull().check(sql`country_code in ('GB', 'IE')`),
    )
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('access_hours', 'text', (col) => col.notNull())
    .addColumn('facilities', sql`text[]`, (col) => col.notNull())
    .addColumn('notice_days', 'integer', (col) => col.notNull().check(sql`notice_days >= 0`))
    .execute();

  await db.schema
    .createTable('vsu_unit_sizes')
    .addColumn('unit_size_id', 'integer', (col) => col.primaryKey())
    .addColumn('sq_ft', 'integer', (col) => col.notNull().unique().check(sql`sq_ft > 0`))
    .addColumn('width_ft', 'real', (col) => col.notNull())
    .addColumn('depth_ft', 'real', (col) => col.notNull())
    .addColumn('height_ft', 'real', (col) => col.notNull())
    .addColumn('guide', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('vsu_contract_terms')
    .addColumn('months', 'integer', (col) => col.primaryKey().check(sql`months in (1, 3, 6, 12)`))
    .addColumn('discount_percent', 'integer', (col) =>
      col.notNull().check(sql`discount_percent between 0 and 100`),
    )
    .execute();

  // One row per size a site offers; a letting locks it, so two checkouts for the same size at
  // the same site take their turns.
  await db.schema
    .createTable('vsu_site_prices')
    .addColumn('site_id', 'integer', (col) =>
      col.notNull().references('vsu_sites.site_id').onDelete('cascade'),
    )
    .addColumn('unit_size_id', 'integer', (col) =>
      col.notNull().references('vsu_unit_sizes.unit_size_id').onDelete('cascade'),
    )
    .addColumn('monthly_price_pence', 'integer', (col) =>
      col.notNull().check(sql`monthly_price_pence > 0`),
    )
    .addPrimaryKeyConstraint('vsu_site_prices_pk', ['site_id', 'unit_size_id'])
    .execute();

  await db.schema
    .createTable('vsu_units')
    .addColumn('unit_id', 'serial', (col) => col.primaryKey())
    .addColumn('site_id', 'integer', (col) => col.notNull())
    .addColumn('unit_size_id', 'integer', (col) => col.notNull())
    .addColumn('unit_number', 'text', (col) => col.notNull())
    .addForeignKeyConstraint(
      'vsu_units_offer_fk',
      ['site_id', 'unit_size_id'],
      'vsu_site_prices',
      ['site_id', 'unit_size_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('vsu_units_number_uq', ['site_id', 'unit_number'])
    .execute();

  await db.schema
    .createTable('vsu_lettings')
    .addColumn('letting_id', 'serial', (col) => col.primaryKey())
    .addColumn('unit_id', 'integer', (col) =>
      col.notNull().references('vsu_units.unit_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) =>
      col.references('orders.order_id').onDelete('set null'),
    )
    .addColumn('basket_id', 'integer', (col) =>
      col.references('baskets.basket_id').onDelete('cascade'),
    )
    // The 'Drive-up Storage Return' order that booked the move-out (the end date).
    .addColumn('move_out_order_id', 'integer', (col) =>
      col.references('orders.order_id').onDelete('set null'),
    )
    .addColumn('contract_months', 'integer', (col) =>
      col.notNull().check(sql`contract_months in (1, 3, 6, 12)`),
    )
    .addColumn('monthly_price_pence', 'integer', (col) => col.notNull())
    .addColumn('drop_off_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('held', 'booked', 'active', 'ended', 'cancelled')`),
    )
    .addColumn('access_code', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vsu_lettings_unit_idx')
    .on('vsu_lettings')
    .columns(['unit_id', 'status'])
    .execute();
  // A basket holds one unit at a time.
  await db.schema
    .createIndex('vsu_lettings_basket_held_uq')
    .on('vsu_lettings')
    .column('basket_id')
    .unique()
    .where(sql.ref('status'), '=', 'held')
    .execute();
  await db.schema
    .createIndex('vsu_lettings_customer_idx')
    .on('vsu_lettings')
    .column('customer_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'vsu_lettings',
    'vsu_units',
    'vsu_site_prices',
    'vsu_contract_terms',
    'vsu_unit_sizes',
    'vsu_sites',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
