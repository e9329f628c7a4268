import type { Db } from '../db/database.ts';

export interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

export interface StoredMail extends Mail {
  mailId: number;
  createdAt: string;
}

/**
 * "Sends" a mail: no mail leaves these machines, so it goes to the outbox table and the
 * server log, where a developer (or a browser test, through the outbox route) can read it.
 */
export async function sendMail(db: Db, mail: Mail, now: Date): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({ ...mail, createdAt: now })
    .execute();
  console.info(`Mail to ${mail.recipient}: ${mail.subject}\n${mail.body}`);
}

export async function latestMailTo(db: Db, recipient: string): Promise<StoredMail | undefined> {
  const row = await db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('mailId', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, createdAt: row.createdAt.toISOString() };
}
