import type { Db } from '../db/database.ts';
import { closeConversation, DeskError, openConversations, replyAsStaff } from '../support/desk.ts';

export const SUPPORT_USAGE = [
  '  support list                               open support conversations, longest waiting first',
  '  support reply <ticketId> <text> [--as <name>]  answer a conversation (name defaults to Sam)',
  '  support close <ticketId>                   close a conversation',
];

const DEFAULT_STAFF_NAME = 'Sam';
const PREVIEW_LENGTH = 70;

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > PREVIEW_LENGTH ? `${oneLine.slice(0, PREVIEW_LENGTH - 1)}…` : oneLine;
}

/** `support <list|reply|close>`: the desk's side of the support chat. Throws DeskError when refused. */
export async function supportOps(
  db: Db,
  positional: readonly string[],
  options: ReadonlyMap<string, string>,
  now: Date,
): Promise<string[]> {
  const [, action, ticketId, ...words] = positional;
  switch (action) {
    case 'list': {
      const open = await openConversations(db);
      if (open.length === 0) return ['No open conversations'];
      return open.map(
        (c) =>
          `${c.ticketId}  ${c.email}  ${c.messages} message${c.messages === 1 ? '' : 's'}, ` +
          `last from ${c.lastAuthor} at ${c.updatedAt.toISOString()}: ${preview(c.lastMessage)}`,
      );
    }
    case 'reply': {
      if (!ticketId) throw new DeskError('support reply needs a ticket id and the text');
      const name = options.get('--as') ?? DEFAULT_STAFF_NAME;
      const conversation = await replyAsStaff(db, ticketId, words.join(' '), name, now);
      return [`Replied to ${conversation.ticketId} as ${name}`];
    }
    case 'close': {
      if (!ticketId) throw new DeskError('support close needs a ticket id');
      await closeConversation(db, ticketId, now);
      return [`Closed ${ticketId.toUpperCase()}`];
    }
    default:
      throw new DeskError(
        action ? `Unknown support command "${action}"` : 'support needs list, reply or close',
      );
  }
}
