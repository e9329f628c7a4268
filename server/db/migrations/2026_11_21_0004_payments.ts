import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Cards and payments: the customer's saved cards and the payment provider's references,
 * checkout jobs that survive a restart, the orders' boxes, the payments list and balance
 * payments, and the sandbox payment provider's own records (it lives in this database so its
 * idempotency keys and intents survive a restart too). Card numbers and security codes are
 * never stored anywhere: only brand, last four digits, expiry and the provider's token.
 */

const PROVIDERS = sql`('sandbox', 'stripe')`;
const PROGRESS = sql`('processing', 'requires_action', 'succeeded', 'failed')`;
const INTENT_STATUSES = sql`('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled')`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  // The provider's customer for each of ours, per provider: a sandbox id means nothing to Stripe.
  await db.schema
    .createTable('payment_customers')
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('provider_ref', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_customers_pk', ['customer_id', 'provider'])
    .addUniqueConstraint('payment_customers_ref_key', ['provider', 'provider_ref'])
    .execute();

  await db.schema
    .createTable('cards')
    .addColumn('card_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    // The provider's payment method id: the token the card is charged through.
    .addColumn('provider_ref', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('exp_month', 'integer', (col) =>
      col.notNull().check(sql`exp_month between 1 and 12`),
    )
    .addColumn('exp_year', 'integer', (col) =>
      col.notNull().check(sql`exp_year between 2000 and 2100`),
    )
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('cards_provider_ref_key', ['provider', 'provider_ref'])
    .execute();
  await db.schema
    .createIndex('cards_customer_idx')
    .on('cards')
    .columns(['customer_id', 'card_id'])
    .execute();
  // One default card per customer, whatever races.
  await db.schema
    .createIndex('cards_one_default_idx')
    .on('cards')
    .column('customer_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();

  await db.schema
    .createTable('card_setup_intents')
    .addColumn('setup_intent_id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('card_id', 'integer', (col) => col.references('cards.card_id').onDelete('set null'))
    // Set once the card is saved, so a card deleted later is not saved again by a re-poll.
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // One payment intent per basket, whatever the number of attempts.
  await db.schema
    .createTable('basket_payment_intents')
    .addColumn('basket_id', 'integer', (col) =>
      col.primaryKey().references('baskets.basket_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('payment_intent_id', 'text', (col) => col.notNull().unique())
    .addColumn('client_secret', 'text', (col) => col.notNull())
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('checkout_jobs')
    .addColumn('basket_id', 'integer', (col) =>
      col.primaryKey().references('baskets.basket_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${PROGRESS}`))
    .addColumn('attempts', 'integer', (col) => col.notNull().check(sql`attempts >= 1`))
    // Random per job, so idempotency keys stay unique at the provider if this database is reset.
    .addColumn('job_token', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('card_id', 'integer', (col) => col.references('cards.card_id').onDelete('set null'))
    .addColumn('client_secret', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('message', 'text')
    // The provider failure already reported, so a retry does not report it again.
    .addColumn('reported_error_ref', 'text')
    .addColumn('order_id', 'integer', (col) => col.references('orders.order_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_jobs_status_idx')
    .on('checkout_jobs')
    .column('status')
    .execute();

  // The boxes each order is about: new boxes for storage, or existing ones collected or
  // returned (labels are printed per order).
  await db.schema
    .createTable('order_boxes')
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('box_id', 'integer', (col) =>
      col.notNull().references('boxes.box_id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('order_boxes_pk', ['order_id', 'box_id'])
    .execute();
  await db.schema.createIndex('order_boxes_box_idx').on('order_boxes').column('box_id').execute();

  // A card payment clearing the customer's outstanding balance (its id is the `paymentId`
  // of the clearBalance calls).
  await db.schema
    .createTable('balance_payments')
    .addColumn('balance_payment_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('card_id', 'integer', (col) => col.references('cards.card_id').onDelete('set null'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${PROGRESS}`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('client_secret', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('balance_payments_customer_idx')
    .on('balance_payments')
    .columns(['customer_id', 'status'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('payment_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) =>
      col.references('orders.order_id').onDelete('set null'),
    )
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence >= 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'refunded')`),
    )
    // When the payment was taken, or is due while pending.
    .addColumn('payment_date', 'timestamptz', (col) => col.notNull())
    .addColumn('payment_intent_id', 'text')
    // The balance payment that is clearing (or cleared) this one.
    .addColumn('balance_payment_id', 'integer', (col) =>
      col.references('balance_payments.balance_payment_id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payments_customer_idx')
    .on('payments')
    .columns(['customer_id', 'payment_date'])
    .execute();
  // A payment intent is recorded as a payment at most once: the last guard against a double order.
  await db.schema
    .createIndex('payments_payment_intent_idx')
    .on('payments')
    .column('payment_intent_id')
    .unique()
    .where(sql.ref('payment_intent_id'), 'is not', null)
    .execute();

  // The sandbox payment provider (server/payments/sandbox.ts).
  await db.schema
    .createTable('sandbox_customers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_payment_methods')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.references('sandbox_customers.id'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('exp_month', 'integer', (col) => col.notNull())
    .addColumn('exp_year', 'integer', (col) => col.notNull())
    // How the test card behaves (server/payments/test-cards.ts); never the number itself.
    .addColumn('behaviour', 'text', (col) => col.notNull())
    // Authenticated while being set up, so later off-session payments need no new challenge.
    .addColumn('authenticated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_setup_intents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_secret', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text', (col) => col.notNull().references('sandbox_customers.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${INTENT_STATUSES}`))
    .addColumn('payment_method_id', 'text', (col) => col.references('sandbox_payment_methods.id'))
    .addColumn('last_error_code', 'text')
    .addColumn('last_error_decline_code', 'text')
    .addColumn('last_error_message', 'text')
    .addColumn('last_error_ref', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_payment_intents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_secret', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text', (col) => col.references('sandbox_customers.id'))
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${INTENT_STATUSES}`))
    .addColumn('payment_method_id', 'text', (col) => col.references('sandbox_payment_methods.id'))
    .addColumn('last_error_code', 'text')
    .addColumn('last_error_decline_code', 'text')
    .addColumn('last_error_message', 'text')
    .addColumn('last_error_ref', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Every attempt to move money, successful or not.
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_intent_id', 'text', (col) =>
      col.notNull().references('sandbox_payment_intents.id'),
    )
    .addColumn('payment_method_id', 'text', (col) =>
      col.notNull().references('sandbox_payment_methods.id'),
    )
    .addColumn('amount_pence', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('succeeded', 'failed')`),
    )
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_charges_intent_idx')
    .on('sandbox_charges')
    .column('payment_intent_id')
    .execute();

  // Idempotency keys of confirm requests: a replay answers with the intent as it is now.
  await db.schema
    .createTable('sandbox_confirmations')
    .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
    .addColumn('payment_intent_id', 'text', (col) =>
      col.notNull().references('sandbox_payment_intents.id'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sandbox_confirmations',
    'sandbox_charges',
    'sandbox_payment_intents',
    'sandbox_setup_intents',
    'sandbox_payment_methods',
    'sandbox_customers',
    'payments',
    'balance_payments',
    'order_boxes',
    'checkout_jobs',
    'basket_payment_intents',
    'card_setup_intents',
    'cards',
    'payment_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
