import {
  autoReplyText,
  type SupportConversation,
  type SupportTicketRequest,
} from '../../src/domain/support.ts';
import type { Db } from '../db/database.ts';
import { notifyOrLog } from '../notify/notify.ts';
import { supportSettings } from '../repositories/support.ts';

/*
 * The built-in support desk behind `POST /v1/intercom/ticket`: each customer has at most one
 * open conversation; a message continues it or opens a new one, and a new one gets the
 * automatic first reply naming the expected response time. Staff answer with
 * `npm run ops -- support ...`.
 */

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** The ticket id customers and staff see: the conversation id, prefixed so it reads as one. */
export function ticketIdOf(conversationId: number): string {
  return `C-${conversationId}`;
}

export function conversationIdOf(ticketId: string): number | null {
  const match = /^(?:C-)?(\d{1,9})$/i.exec(ticketId.trim());
  return match ? Number(match[1]) : null;
}

async function conversationView(
  db: Db | Trx,
  conversationId: number,
): Promise<SupportConversation> {
  const conversation = await db
    .selectFrom('supportConversations')
    .select(['supportConversationId', 'status'])
    .where('supportConversationId', '=', conversationId)
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('supportMessages')
    .select(['supportMessageId', 'author', 'authorName', 'body', 'createdAt'])
    .where('supportConversationId', '=', conversationId)
    .orderBy('supportMessageId')
    .execute();
  return {
    ticketId: ticketIdOf(conversation.supportConversationId),
    status: conversation.status,
    messages: messages.map((message) => ({
      messageId: message.supportMessageId,
      author: message.author,
      authorName: message.authorName,
      body: message.body,
      sentAt: new Date(message.createdAt).toISOString(),
    })),
  };
}

/**
 * The customer's latest conversation, open or closed, or null before their first message.
 * Only the chat panel asks, and it asks every few seconds while open: the time is kept as
 * the sign that a staff reply will be read there (`readingInPanel`).
 */
export async function latestConversation(
  db: Db,
  customerId: number,
  now: Date,
): Promise<SupportConversation | null> {
  const latest = await db
    .selectFrom('supportConversations')
    .select('supportConversationId')
    .where('customerId', '=', customerId)
    .orderBy('supportConversationId', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  await db
    .updateTable('supportConversations')
    .set({ customerSeenAt: now })
    .where('supportConversationId', '=', latest.supportConversationId)
    .execute();
  return conversationView(db, latest.supportConversationId);
}

/**
 * How recently the panel must have asked for it to count as open: it asks every 4 s while
 * open and visible (src/wiring/useSupportConversation.ts), so several missed polls, a
 * slow network or a tab hidden a moment ago still count; a closed panel stops asking.
 */
export const PANEL_OPEN_MS = 30_000;

/** Whether the customer's chat panel is open on this conversation now: a reply shows there. */
export async function readingInPanel(db: Db, conversationId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('supportConversations')
    .select('customerSeenAt')
    .where('supportConversationId', '=', conversationId)
    .executeTakeFirst();
  const seen = row?.customerSeenAt ? new Date(row.customerSeenAt).getTime() : null;
  return seen !== null && now.getTime() - seen < PANEL_OPEN_MS;
}

/**
 * The order a conversation may be linked to: the customer's own, else none. Another
 * customer's order or one that does not exist is dropped rather than refused, so the message
 * still reaches the desk; staff never see an order the customer cannot.
 */
async function ownOrderId(
  trx: Trx,
  customerId: number,
  orderId: number | null,
): Promise<number | null> {
  if (orderId === null) return null;
  const order = await trx
    .selectFrom('orders')
    .select('orderId')
    .where('orderId', '=', orderId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return order?.orderId ?? null;
}

/**
 * Adds the customer's message to their open conversation, opening one (with the automatic
 * reply, and linked to the order it names when that order is theirs) if needed.
 */
export async function postCustomerMessage(
  db: Db,
  customerId: number,
  request: SupportTicketRequest,
  now: Date,
): Promise<SupportConversation> {
  const settings = await supportSettings(db);
  return db.transaction().execute(async (trx) => {
    // Locks the customer row so two tabs sending at once cannot open two conversations.
    const customer = await trx
      .selectFrom('customers')
      .select(['firstName'])
      .where('customerId', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const open = await trx
      .selectFrom('supportConversations')
      .select('supportConversationId')
      .where('customerId', '=', customerId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    let conversationId = open?.supportConversationId;
    if (conversationId === undefined) {
      const created = await trx
        .insertInto('supportConversations')
        .values({
          customerId,
          subject: request.subject,
          orderId: await ownOrderId(trx, customerId, request.orderId),
          createdAt: now,
          updatedAt: now,
        })
        .returning('supportConversationId')
        .executeTakeFirstOrThrow();
      conversationId = created.supportConversationId;
    }
    await trx
      .insertInto('supportMessages')
      .values({
        supportConversationId: conversationId,
        author: 'customer',
        authorName: null,
        body: request.message,
        createdAt: now,
      })
      .execute();
    if (!open) {
      await trx
        .insertInto('supportMessages')
        .values({
          supportConversationId: conversationId,
          author: 'auto',
          authorName: null,
          body: autoReplyText(
            customer.firstName ?? '',
            settings.chatResponseTime ?? '1 working day',
          ),
          createdAt: now,
        })
        .execute();
    } else {
      await trx
        .updateTable('supportConversations')
        .set({ updatedAt: now })
        .where('supportConversationId', '=', conversationId)
        .execute();
    }
    return conversationView(trx, conversationId);
  });
}

export interface OpenConversationSummary {
  ticketId: string;
  email: string;
  subject: string;
  messages: number;
  lastMessage: string;
  lastAuthor: string;
  updatedAt: Date;
}

/** Open conversations, the longest-waiting first, for staff. */
export async function openConversations(db: Db): Promise<OpenConversationSummary[]> {
  const rows = await db
    .selectFrom('supportConversations as c')
    .innerJoin('customers', 'customers.customerId', 'c.customerId')
    .select(['c.supportConversationId', 'c.subject', 'c.updatedAt', 'customers.email'])
    .where('c.status', '=', 'open')
    .orderBy('c.updatedAt')
    .execute();
  const summaries: OpenConversationSummary[] = [];
  for (const row of rows) {
    const view = await conversationView(db, row.supportConversationId);
    const last = view.messages.at(-1);
    summaries.push({
      ticketId: view.ticketId,
      email: row.email,
      subject: row.subject,
      messages: view.messages.length,
      lastMessage: last?.body ?? '',
      lastAuthor: last?.author ?? '',
      updatedAt: new Date(row.updatedAt),
    });
  }
  return summaries;
}

export class DeskError extends Error {}

/** A staff reply; refused on a closed or unknown conversation. */
export async function replyAsStaff(
  db: Db,
  ticketId: string,
  body: string,
  staffName: string,
  now: Date,
): Promise<SupportConversation> {
  const conversationId = conversationIdOf(ticketId);
  const text = body.trim();
  if (conversationId === null)
    throw new DeskError(`Expected a ticket id like C-12, got "${ticketId}"`);
  if (text === '') throw new DeskError('A reply needs some text');
  const { conversation: view, messageId } = await db.transaction().execute(async (trx) => {
    const conversation = await trx
      .selectFrom('supportConversations')
      .select('status')
      .where('supportConversationId', '=', conversationId)
      .forUpdate()
      .executeTakeFirst();
    if (!conversation) throw new DeskError(`No conversation ${ticketIdOf(conversationId)}`);
    if (conversation.status !== 'open') {
      throw new DeskError(`Conversation ${ticketIdOf(conversationId)} is closed`);
    }
    const message = await trx
      .insertInto('supportMessages')
      .values({
        supportConversationId: conversationId,
        author: 'staff',
        authorName: staffName,
        body: text,
        createdAt: now,
      })
      .returning('supportMessageId')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('supportConversations')
      .set({ updatedAt: now })
      .where('supportConversationId', '=', conversationId)
      .execute();
    return {
      conversation: await conversationView(trx, conversationId),
      messageId: message.supportMessageId,
    };
  });
  // The mail goes only if the panel is not open when it is sent (server/notify/send.ts).
  await notifyOrLog(db, { kind: 'support.reply', conversationId, messageId });
  return view;
}

/** Closes a conversation; the customer's next message opens a new one. */
export async function closeConversation(db: Db, ticketId: string, now: Date): Promise<void> {
  const conversationId = conversationIdOf(ticketId);
  if (conversationId === null)
    throw new DeskError(`Expected a ticket id like C-12, got "${ticketId}"`);
  const result = await db
    .updateTable('supportConversations')
    .set({ status: 'closed', updatedAt: now })
    .where('supportConversationId', '=', conversationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new DeskError(`No open conversation ${ticketIdOf(conversationId)}`);
  }
}
