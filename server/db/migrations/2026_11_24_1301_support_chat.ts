import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * The built-in support desk: one conversation per customer at a time (a closed one stays as
 * history and the next message opens a new one), and its messages in order.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_conversations')
    .addColumn('support_conversation_id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('open').check(sql`status in ('open', 'closed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // At most one open conversation per customer, even when two tabs send at once.
  await db.schema
    .createIndex('support_conversations_one_open_idx')
    .on('support_conversations')
    .column('customer_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('support_message_id', 'serial', (col) => col.primaryKey())
    .addColumn('support_conversation_id', 'integer', (col) =>
      col.notNull().references('support_conversations.support_conversation_id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (col) =>
      col.notNull().check(sql`author in ('customer', 'staff', 'auto')`),
    )
    .addColumn('author_name', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_conversation_idx')
    .on('support_messages')
    .columns(['support_conversation_id', 'support_message_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_conversations').execute();
}
