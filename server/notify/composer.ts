import type { Db } from '../db/database.ts';
import { composeMail, composeSms } from '../mail/compose.ts';
import type { ComposedMail, ComposedSms, NotifyEvent } from './events.ts';

/** What composing a message needs besides the database: links and "today". */
export interface ComposeContext {
  /** The site's origin for links (Config.publicUrl). */
  publicUrl: string;
  now: Date;
}

/**
 * Turns an event into the message, read from the database when it is sent. Null: nothing to
 * send (the order is gone, the customer has no address). Tests supply their own.
 */
export interface Composer {
  mail(db: Db, event: NotifyEvent, context: ComposeContext): Promise<ComposedMail | null>;
  sms(db: Db, event: NotifyEvent, context: ComposeContext): Promise<ComposedSms | null>;
}

/** The mail templates of server/mail. */
export const templateComposer: Composer = { mail: composeMail, sms: composeSms };
