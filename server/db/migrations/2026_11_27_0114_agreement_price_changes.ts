import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * A box agreement's monthly price follows the boxes still stored (docs/decisions.md, "The
 * monthly bill: what the customer sees"): a return of some of its boxes schedules the price of
 * those left from the return's service day. The billing run charges a period at the price in
 * force on its first day: the latest change on or before it, else the agreement's own price.
 * The schedule is worked out again whenever a return is booked, moved or cancelled.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agreement_price_changes')
    .addColumn('agreement_id', 'integer', (col) =>
      col.notNull().references('agreements.agreement_id').onDelete('cascade'),
    )
    .addColumn('from_date', 'date', (col) => col.notNull())
    .addColumn('monthly_pence', 'integer', (col) => col.notNull().check(sql`monthly_pence > 0`))
    .addColumn('box_count', 'integer', (col) => col.notNull().check(sql`box_count > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('agreement_price_changes_pkey', ['agreement_id', 'from_date'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agreement_price_changes').execute();
}
