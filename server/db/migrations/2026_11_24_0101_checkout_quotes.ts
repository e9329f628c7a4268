import type { Kysely } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * A checkout attempt keeps the price the customer agreed to when they chose to pay: the
 * runner charges that amount and writes the order from that breakdown, so what is charged
 * is what was shown even if a price or a promotion changes while the bank answers.
 * A promotion in that price is held for the basket from the start of the attempt (a
 * redemption without an order yet), so concurrent checkouts cannot all take a once-per-
 * customer discount; a failed attempt gives it back, a paid one fills in the order.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('checkout_jobs')
    .addColumn('amount_pence', 'integer')
    .addColumn('breakdown', 'jsonb')
    .execute();
  await db.schema
    .alterTable('promotion_redemptions')
    .addColumn('basket_id', 'integer', (col) =>
      col.references('baskets.basket_id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('promotion_redemptions')
    .alterColumn('order_id', (col) => col.dropNotNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('promotion_redemptions').where('order_id', 'is', null).execute();
  await db.schema
    .alterTable('promotion_redemptions')
    .alterColumn('order_id', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('promotion_redemptions').dropColumn('basket_id').execute();
  await db.schema
    .alterTable('checkout_jobs')
    .dropColumn('amount_pence')
    .dropColumn('breakdown')
    .execute();
}
