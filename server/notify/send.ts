import type { Db } from '../db/database.ts';
import type { SmsSender } from '../sms/sms.ts';
import { readingInPanel } from '../support/desk.ts';
import type { ComposeContext, Composer } from './composer.ts';
import { type ComposedMail, eventKey, type NotifyEvent } from './events.ts';
import { mayText, sendsOn } from './preferences.ts';

/*
 * Sending one event, as the job that carries it. Each message (the mail, and for a reminder
 * the text) has a key in `sent_notifications`: the job claims it, sends, and marks it sent.
 * A key already sent is skipped, so a retry, a second job for the same event or a second
 * process sends nothing twice. A key claimed by another job that is still within its claim
 * makes this job fail and retry later (by then it is sent, or the claim has lapsed). A send
 * that throws gives the claim back and the job is retried with back-off; only a process
 * dying between the send and the mark can send a message twice (once the claim lapses).
 */

/** Longer than any send takes; a claim older than this was left by a process that died. */
export const CLAIM_MS = 10 * 60_000;

/** The part of the mailer a notification uses. */
export interface MailSender {
  send(mail: ComposedMail): Promise<void>;
}

export interface NotifyDeps {
  db: Db;
  mailer: MailSender;
  sms: SmsSender;
  composer: Composer;
  publicUrl: string;
  now?: () => Date;
}

export class StillSendingError extends Error {}

type Claim = 'claimed' | 'sent' | 'busy';

async function claim(db: Db, key: string, jobId: string, now: Date): Promise<Claim> {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const claimed = await db
    .insertInto('sentNotifications')
    .values({ key, state: 'sending', claimedBy: jobId, claimedUntil, sentAt: null, createdAt: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ claimedBy: jobId, claimedUntil })
        .where((eb) =>
          eb.and([
            eb('sentNotifications.state', '=', 'sending'),
            eb.or([
              // The same job again (pg-boss re-runs a job that expired): its claim is its own.
              eb('sentNotifications.claimedBy', '=', jobId),
              eb('sentNotifications.claimedUntil', '<', now),
            ]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return 'claimed';
  const row = await db
    .selectFrom('sentNotifications')
    .select('state')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.state === 'sent' ? 'sent' : 'busy';
}

async function release(db: Db, key: string, jobId: string): Promise<void> {
  await db
    .deleteFrom('sentNotifications')
    .where('key', '=', key)
    .where('claimedBy', '=', jobId)
    .where('state', '=', 'sending')
    .execute();
}

async function markSent(db: Db, key: string, jobId: string, now: Date): Promise<void> {
  await db
    .updateTable('sentNotifications')
    .set({ state: 'sent', sentAt: now })
    .where('key', '=', key)
    .where('claimedBy', '=', jobId)
    .execute();
}

/** Sends the message under `key` at most once: `send` returns false when there was nothing to send. */
async function once(
  db: Db,
  key: string,
  jobId: string,
  now: () => Date,
  send: () => Promise<boolean>,
): Promise<'sent' | 'skipped'> {
  const state = await claim(db, key, jobId, now());
  if (state === 'sent') return 'skipped';
  if (state === 'busy') throw new StillSendingError(`${key} is being sent by another job`);
  let sent: boolean;
  try {
    sent = await send();
  } catch (error) {
    await release(db, key, jobId);
    throw error;
  }
  if (sent) await markSent(db, key, jobId, now());
  else await release(db, key, jobId);
  return sent ? 'sent' : 'skipped';
}

/** The customer a reminder goes to, with what they asked for. */
async function preferencesOf(db: Db, event: NotifyEvent) {
  if (event.kind !== 'visit.reminder') return undefined;
  return db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.customerId', 'orders.customerId')
    .select(['customers.emailCommsEnabled', 'customers.smsCommsEnabled', 'customers.mobilePhone'])
    .where('orders.orderId', '=', event.orderId)
    .executeTakeFirst();
}

/** The job's work: the mail (and the text, when asked for) for one event, each at most once. */
export async function sendNotification(
  deps: NotifyDeps,
  event: NotifyEvent,
  jobId: string,
): Promise<void> {
  const { db, composer } = deps;
  const now = deps.now ?? (() => new Date());
  const key = eventKey(event);
  const context = (): ComposeContext => ({ publicUrl: deps.publicUrl, now: now() });
  const customer = mayText(event.kind) ? await preferencesOf(db, event) : undefined;

  // A staff reply shows in the customer's chat panel when it is open: no mail then.
  const inPanel =
    event.kind === 'support.reply' && (await readingInPanel(db, event.conversationId, now()));
  if (!inPanel && (!customer || sendsOn('mail', event.kind, customer))) {
    await once(db, key, jobId, now, async () => {
      const mail = await composer.mail(db, event, context());
      if (!mail) return false;
      await deps.mailer.send(mail);
      return true;
    });
  }
  if (customer && sendsOn('sms', event.kind, customer)) {
    await once(db, `${key}#sms`, jobId, now, async () => {
      const sms = await composer.sms(db, event, context());
      if (!sms) return false;
      await deps.sms.send(sms);
      return true;
    });
  }
}
