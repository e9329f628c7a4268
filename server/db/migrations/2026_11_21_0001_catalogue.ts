import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Names are written in snake_case so the migration does not depend on CamelCasePlugin.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('box_types')
    .addColumn('box_type_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('info', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('other', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('local', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('packing_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('orderable', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('materials')
    .addColumn('material_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('booking_allowed', 'boolean', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('unit_price_pence', 'integer', (col) =>
      col.notNull().check(sql`unit_price_pence >= 0`),
    )
    .addColumn('pack_size', 'integer', (col) =>
      col.notNull().defaultTo(1).check(sql`pack_size > 0`),
    )
    .addColumn('start_order', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('material_suggestions')
    .addColumn('box_type_id', 'integer', (col) => col.notNull().references('box_types.box_type_id'))
    .addColumn('material_id', 'integer', (col) => col.notNull().references('materials.material_id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('material_suggestions_pk', ['box_type_id', 'material_id'])
    .execute();

  await db.schema
    .createTable('storage_price_plans')
    .addColumn('storage_price_plan_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('storage_prices')
    .addColumn('storage_price_plan_id', 'integer', (col) =>
      col.notNull().references('storage_price_plans.storage_price_plan_id'),
    )
    .addColumn('box_type_id', 'integer', (col) => col.notNull().references('box_types.box_type_id'))
    .addColumn('number_of_boxes', 'integer', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('monthly_price_pence', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('storage_prices_pk', [
      'storage_price_plan_id',
      'box_type_id',
      'number_of_boxes',
      'months',
    ])
    .execute();

  await db.schema
    .createTable('insurance_prices')
    .addColumn('coverage_limit', 'integer', (col) => col.primaryKey())
    .addColumn('monthly_price_pence', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('price_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('price_pence', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('long_distance_surcharges')
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('postcode_prefix', 'text', (col) => col.notNull())
    .addColumn('surcharge_pence', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('long_distance_surcharges_pk', ['country_code', 'postcode_prefix'])
    .execute();

  await db.schema
    .createTable('error_codes')
    .addColumn('error_code', 'integer', (col) => col.primaryKey())
    .addColumn('message', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('support_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('return_cities')
    .addColumn('city_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('postcode_prefixes', sql`text[]`, (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('faq_categories')
    .addColumn('faq_category_id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('faq_id', 'integer', (col) => col.primaryKey())
    .addColumn('faq_category_id', 'integer', (col) =>
      col.notNull().references('faq_categories.faq_category_id'),
    )
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('gazetteer_addresses')
    .addColumn('gazetteer_address_id', 'text', (col) => col.primaryKey())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('organisation', 'text')
    .addColumn('line1', 'text', (col) => col.notNull())
    .addColumn('line2', 'text')
    .addColumn('town', 'text', (col) => col.notNull())
    .addColumn('county', 'text')
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gazetteer_addresses_postcode_idx')
    .on('gazetteer_addresses')
    .column('postcode')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'gazetteer_addresses',
    'faqs',
    'faq_categories',
    'return_cities',
    'support_settings',
    'error_codes',
    'long_distance_surcharges',
    'price_settings',
    'insurance_prices',
    'storage_prices',
    'storage_price_plans',
    'material_suggestions',
    'materials',
    'box_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
