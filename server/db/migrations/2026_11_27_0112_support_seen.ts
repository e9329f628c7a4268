import type { Kysely } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * When the customer's chat panel last asked for the conversation: it polls while open, so a
 * recent time means a staff reply is read there and needs no mail (server/notify/send.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('support_conversations')
    .addColumn('customer_seen_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_conversations').dropColumn('customer_seen_at').execute();
}
