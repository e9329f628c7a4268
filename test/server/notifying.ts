import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, Db } from '../../server/db/database.ts';
import {
  createJobQueue,
  type JobQueue,
  type JobState,
  whenSettled,
} from '../../server/jobs/queue.ts';
import type { Composer } from '../../server/notify/composer.ts';
import type { ComposedMail, ComposedSms, NotifyEvent } from '../../server/notify/events.ts';
import { startNotifyJobs } from '../../server/notify/jobs.ts';
import type { MailSender } from '../../server/notify/send.ts';
import type { SmsSender } from '../../server/sms/sms.ts';
import { postgresUrl } from './harness.ts';

/*
 * Notification tests' kit: a composer standing in for the mail templates (they are tested on
 * their own), a mailer and an SMS sender that record what went, and a job queue with short
 * waits on the test database.
 */

function orderIdOf(event: NotifyEvent): number | undefined {
  return 'orderId' in event ? event.orderId : undefined;
}

/**
 * Subject `<kind> <orderId> <date>` (a box's: `box.progress <boxId> <status>`) to the customer;
 * the text to their mobile.
 */
export const testComposer: Composer = {
  async mail(db, event) {
    if (event.kind === 'box.progress') {
      const owner = await db
        .selectFrom('boxes')
        .innerJoin('customers', 'customers.customerId', 'boxes.customerId')
        .select('customers.email')
        .where('boxes.boxId', '=', event.boxId)
        .executeTakeFirst();
      if (!owner) return null;
      const subject = `box.progress ${event.boxId} ${event.status}`;
      return { recipient: owner.email, subject, text: subject, html: `<p>${subject}</p>` };
    }
    const orderId = orderIdOf(event);
    if (orderId === undefined) return null;
    const customer = await customerOfOrder(db, orderId);
    if (!customer) return null;
    const date = event.kind === 'visit.reminder' ? ` ${event.date}` : '';
    return {
      recipient: customer.email,
      subject: `${event.kind} ${orderId}${date}`,
      text: `Order ${orderId}`,
      html: `<p>Order ${orderId}</p>`,
    };
  },
  async sms(db, event) {
    const orderId = orderIdOf(event);
    if (orderId === undefined) return null;
    const customer = await customerOfOrder(db, orderId);
    return customer ? { to: customer.mobilePhone, body: `Reminder: order ${orderId}` } : null;
  },
};

function customerOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.customerId', 'orders.customerId')
    .select(['customers.email', 'customers.mobilePhone'])
    .where('orders.orderId', '=', orderId)
    .executeTakeFirst();
}

export interface Outbox {
  mails: ComposedMail[];
  texts: ComposedSms[];
  mailer: MailSender;
  sms: SmsSender;
  /** Makes the next `times` mail sends throw. */
  failNext(times: number): void;
  attempts: number;
}

export function recordingOutbox(): Outbox {
  let failures = 0;
  const outbox: Outbox = {
    mails: [],
    texts: [],
    attempts: 0,
    mailer: {
      async send(mail) {
        outbox.attempts += 1;
        if (failures > 0) {
          failures -= 1;
          throw new Error('The mail server is down');
        }
        outbox.mails.push(mail);
      },
    },
    sms: {
      description: 'recorded',
      async send(text) {
        outbox.texts.push(text);
      },
    },
    failNext(times) {
      failures = times;
    },
  };
  return outbox;
}

/** Retries at once, so a test waits for polls rather than back-off. */
export const QUICK_RETRIES = { retryLimit: 3, retryDelaySeconds: 0, retryBackoff: false };

export interface TestJobs {
  queue: JobQueue;
  stop: () => Promise<void>;
}

/** A job queue on `database` sending through `outbox`; on PostgreSQL in pg-boss schema `schema`. */
export async function testJobs(
  database: Database,
  outbox: Outbox,
  schema = `${database.schema ?? 'pg'}_jobs`,
): Promise<TestJobs> {
  const queue = createJobQueue(database, postgresUrl, {
    pollingIntervalMs: 50,
    schema,
    schedule: false,
  });
  const stop = await startNotifyJobs(
    queue,
    {
      db: database.db,
      mailer: outbox.mailer,
      sms: outbox.sms,
      composer: testComposer,
      publicUrl: 'http://127.0.0.1:3000',
    },
    { schedule: false, retries: QUICK_RETRIES },
  );
  return { queue, stop };
}

/** A fresh pg-boss schema name for a PostgreSQL test database. */
export function jobsSchemaFor(database: Database): string {
  return `${database.schema ?? 'pg'}_jobs_${randomBytes(3).toString('hex')}`;
}

export async function dropJobsSchema(database: Database, schema: string): Promise<void> {
  if (database.kind !== 'postgres') return;
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
}

/** Waits until every job in `ids` has finished (or 15 s have passed), then gives their states. */
export function settled(queue: JobQueue, ids: readonly string[]): Promise<JobState[]> {
  return whenSettled(queue, ids, 15_000);
}

let customerCount = 0;

/** A customer with these communication preferences. */
export async function insertCustomer(
  db: Db,
  values: { smsCommsEnabled?: boolean; mobilePhone?: string } = {},
): Promise<{ customerId: number; email: string }> {
  customerCount += 1;
  const email = `notify-${customerCount}-${randomBytes(3).toString('hex')}@example.test`;
  const { customerId } = await db
    .insertInto('customers')
    .values({
      email,
      passwordHash: 'x',
      firstName: 'Nora',
      lastName: 'Notified',
      joinedDate: '2026-01-01',
      smsCommsEnabled: values.smsCommsEnabled ?? false,
      mobilePhone: values.mobilePhone ?? '',
    })
    .returning('customerId')
    .executeTakeFirstOrThrow();
  return { customerId, email };
}
