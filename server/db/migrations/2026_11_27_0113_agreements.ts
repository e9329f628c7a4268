import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * The monthly bill (docs/decisions.md, "The monthly bill"): an agreement is one order's
 * storage billed month by month on the card the order was paid with, from the end of the term
 * paid at checkout until its end date. Each month is one bill, unique per (agreement, period):
 * the billing run claims a period by inserting its bill, so two runs never charge it twice.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agreements')
    .addColumn('agreement_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('boxes', 'cover', 'unit')`),
    )
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('paid_up_to', 'date', (col) => col.notNull())
    .addColumn('monthly_pence', 'integer', (col) => col.notNull().check(sql`monthly_pence > 0`))
    // The provider's payment method (the card the order was paid with) and its provider.
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('end_date', 'date')
    // The return or move-out that set the end date: cancelling it puts the agreement back.
    .addColumn('ended_by_order_id', 'integer', (col) =>
      col.references('orders.order_id').onDelete('set null'),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'ended')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('agreements_customer')
    .on('agreements')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('agreement_bills')
    .addColumn('bill_id', 'serial', (col) => col.primaryKey())
    .addColumn('agreement_id', 'integer', (col) =>
      col.notNull().references('agreements.agreement_id').onDelete('cascade'),
    )
    .addColumn('period_start', 'date', (col) => col.notNull())
    .addColumn('period_end', 'date', (col) => col.notNull())
    .addColumn('amount_pence', 'integer', (col) => col.notNull())
    // charging: claimed by a run, the charge on its way; owed: failed, retried on days 3, 5
    // and 7; failed: the last retry failed (arrears) until the balance is paid.
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('charging', 'paid', 'owed', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_failed_on', 'date')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('payment_id', 'integer', (col) =>
      col.references('payments.payment_id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('agreement_bills_period', ['agreement_id', 'period_start'])
    .execute();

  // An owed monthly bill being charged again is 'processing' meanwhile: not owed, so Clear
  // balance does not take it up and charge it a second time.
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_status_check
    CHECK (status in ('pending', 'processing', 'succeeded', 'failed', 'refunded'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE payments SET status = 'failed' WHERE status = 'processing'`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_status_check
    CHECK (status in ('pending', 'succeeded', 'failed', 'refunded'))`.execute(db);
  await db.schema.dropTable('agreement_bills').execute();
  await db.schema.dropTable('agreements').execute();
}
