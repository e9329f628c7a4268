import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Customers, their sessions and everything sign-in needs, plus the first boxes and orders so
 * the landing after sign-in has something to decide on. Timestamps are `timestamptz` and are
 * always written by the server from its clock (tests inject one), never by column defaults.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_codes')
    .addColumn('code', 'text', (col) => col.primaryKey().check(sql`code ~ '^[A-Z]$'`))
    .addColumn('source', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('customer_id', 'serial', (col) => col.primaryKey())
    // Stored lower-cased, so the unique constraint is case-insensitive in effect.
    .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('day_time_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('evening_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('debt_status', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`debt_status >= 0`),
    )
    .addColumn('sms_comms_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('email_comms_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('tiered_pricing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('joined_date', 'date', (col) => col.notNull())
    // A JSON array of role names, handed to the SPA as is in the token response.
    .addColumn('roles', 'text', (col) => col.notNull().defaultTo('["Customer"]'))
    .addColumn('sign_up_funnel', 'text')
    .addColumn('referral_code', 'text', (col) => col.references('referral_codes.code'))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('session_id', 'serial', (col) => col.primaryKey())
    // SHA-256 of the bearer token; the token itself is never stored.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sessions_customer_idx')
    .on('sessions')
    .column('customer_id')
    .execute();

  // Failed sign-ins, one row per failure and per key ('account:<email>' or 'ip:<address>').
  await db.schema
    .createTable('login_attempts')
    .addColumn('login_attempt_id', 'serial', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_at_idx')
    .on('login_attempts')
    .columns(['key', 'at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('password_reset_id', 'serial', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // Mail that would be sent; no mail leaves these machines.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', 'serial', (col) => col.primaryKey())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_recipient_idx')
    .on('mail_outbox')
    .columns(['recipient', 'mail_id'])
    .execute();

  await db.schema
    .createTable('boxes')
    .addColumn('box_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('box_type_id', 'integer', (col) => col.notNull().references('box_types.box_type_id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('service_type', 'text')
    .addColumn('box_description', 'text')
    .addColumn('parent_box_id', 'integer', (col) => col.references('boxes.box_id'))
    .addColumn('owner_type', 'text', (col) =>
      col.notNull().check(sql`owner_type in ('lovespace', 'customer')`),
    )
    .addColumn('status_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('boxes_customer_idx')
    .on('boxes')
    .columns(['customer_id', 'status'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('order_type', 'text', (col) => col.notNull())
    .addColumn('order_date', 'timestamptz', (col) => col.notNull())
    .addColumn('service_date', 'date')
    .addColumn('number_of_items', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`number_of_items >= 0`),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_pence', 'integer', (col) => col.notNull().check(sql`total_pence >= 0`))
    .addColumn('is_removals_return', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_order_editable', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_order_cancellable', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_order_cancelled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_id', 'order_date'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'orders',
    'boxes',
    'mail_outbox',
    'password_resets',
    'login_attempts',
    'sessions',
    'customers',
    'referral_codes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
