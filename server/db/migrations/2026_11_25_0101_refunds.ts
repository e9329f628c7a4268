import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Refunds: cancelling a paid order refunds what was charged for it through the payment
 * provider. One refund per order (a unique order id), so two cancels of one order, or a
 * retry after a crash, never pay back twice; its idempotency key makes the provider's side
 * of it happen once too. Payments and refunds keep the card they used (brand and last four
 * digits only), so the statement can name it after the card itself is deleted. The sandbox
 * provider keeps its refunds here as well.
 */

const PROVIDERS = sql`('sandbox', 'stripe')`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('refund_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('payment_id', 'integer', (col) =>
      col.notNull().references('payments.payment_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ${PROVIDERS}`))
    .addColumn('payment_intent_id', 'text', (col) => col.notNull())
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('provider_refund_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('refunds_customer_idx')
    .on('refunds')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').column('status').execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_intent_id', 'text', (col) =>
      col.notNull().references('sandbox_payment_intents.id'),
    )
    .addColumn('amount_pence', 'integer', (col) => col.notNull().check(sql`amount_pence > 0`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_refunds_intent_idx')
    .on('sandbox_refunds')
    .column('payment_intent_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema
    .alterTable('payments')
    .dropColumn('card_brand')
    .dropColumn('card_last4')
    .execute();
}
