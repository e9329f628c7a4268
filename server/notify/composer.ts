import type { Db } from '../db/database.ts';
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

interface ComposeModule {
  composeMail: Composer['mail'];
  composeSms: Composer['sms'];
}

/*
 * The templates (server/mail/compose.ts) are built in another part of issue 28. Until that
 * module is merged it is loaded by name, so this branch type-checks without it; once merged,
 * replace this with `import { composeMail, composeSms } from '../mail/compose.ts'` so the
 * server bundle includes it.
 */
const COMPOSE_MODULE = '../mail/compose.ts';

async function templates(): Promise<ComposeModule> {
  return (await import(COMPOSE_MODULE)) as ComposeModule;
}

/** The mail templates of server/mail. */
export const templateComposer: Composer = {
  mail: async (db, event, context) => (await templates()).composeMail(db, event, context),
  sms: async (db, event, context) => (await templates()).composeSms(db, event, context),
};
