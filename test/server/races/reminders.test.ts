import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { runReminders } from '../../../server/notify/reminders.ts';
import { type NotifyDeps, sendNotification } from '../../../server/notify/send.ts';
import { insertOrder } from '../account-area.ts';
import { forEachDatabase, postgresUrl } from '../harness.ts';
import {
  dropJobsSchema,
  insertCustomer,
  jobsSchemaFor,
  type Outbox,
  recordingOutbox,
  settled,
  type TestJobs,
  testComposer,
  testJobs,
} from '../notifying.ts';

/*
 * Two server processes on one PostgreSQL database: here two job queues, each on its own
 * connection pool, running the same day's reminders at the same moment. Each visit is
 * reminded once between them.
 */

const DAY = '2027-04-08';

function depsOf(database: Database, outbox: Outbox): NotifyDeps {
  return {
    db: database.db,
    mailer: outbox.mailer,
    sms: outbox.sms,
    composer: testComposer,
    publicUrl: 'http://127.0.0.1:3000',
  };
}

forEachDatabase('reminders in two processes at once', (getDatabase, kind) => {
  const onPostgres = it.skipIf(kind !== 'postgres');
  let second: Database;
  let schema: string | undefined;
  const outboxes = [recordingOutbox(), recordingOutbox()] as const;
  const jobs: TestJobs[] = [];

  beforeAll(async () => {
    if (kind !== 'postgres') return;
    const first = getDatabase();
    second = await openDatabase({ databaseUrl: postgresUrl, schema: first.schema });
    schema = jobsSchemaFor(first);
    // Both at once, as two servers starting together: each creates the queues if missing.
    jobs.push(
      ...(await Promise.all([
        testJobs(first, outboxes[0], schema),
        testJobs(second, outboxes[1], schema),
      ])),
    );
  });

  afterAll(async () => {
    for (const queue of jobs) await queue.stop();
    await second?.close();
    if (schema) await dropJobsSchema(getDatabase(), schema);
  });

  onPostgres('sends each message once when two senders take the same event at once', async () => {
    const { customerId } = await insertCustomer(getDatabase().db, {
      smsCommsEnabled: true,
      mobilePhone: '+447700900009',
    });
    const orderId = await insertOrder(getDatabase().db, customerId, { serviceDate: '2027-04-01' });
    const event = { kind: 'visit.reminder', orderId, date: '2027-04-01' } as const;
    const results = await Promise.allSettled([
      sendNotification(depsOf(getDatabase(), outboxes[0]), event, 'job-a'),
      sendNotification(depsOf(second, outboxes[1]), event, 'job-b'),
    ]);
    // The loser either saw it sent or found it still being sent (and would retry later).
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
    const mails = [...outboxes[0].mails, ...outboxes[1].mails];
    const texts = [...outboxes[0].texts, ...outboxes[1].texts];
    expect(mails.map((mail) => mail.subject)).toEqual([`visit.reminder ${orderId} 2027-04-01`]);
    expect(texts).toHaveLength(1);
  });

  onPostgres(
    'reminds each visit of the day once when both processes run the day together',
    async () => {
      const db = getDatabase().db;
      const orders: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { customerId } = await insertCustomer(db, {
          smsCommsEnabled: true,
          mobilePhone: `+4477009001${i}`,
        });
        orders.push(
          await insertOrder(db, customerId, { orderType: 'COLLECTION', serviceDate: DAY }),
        );
      }
      const runs = await Promise.all([
        runReminders(getDatabase().db, jobs[0]!.queue, DAY),
        runReminders(second.db, jobs[1]!.queue, DAY),
        runReminders(getDatabase().db, jobs[0]!.queue, DAY),
        runReminders(second.db, jobs[1]!.queue, DAY),
      ]);
      await settled(
        jobs[0]!.queue,
        runs.flatMap((run) => run.jobIds),
      );
      // A job that lost a claim retries; wait for whatever is still queued.
      await settled(
        jobs[0]!.queue,
        (await jobs[0]!.queue.list(['created', 'retry', 'active'])).map((job) => job.id),
      );
      const mails = [...outboxes[0].mails, ...outboxes[1].mails].filter((mail) =>
        mail.subject.endsWith(DAY),
      );
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        orders.map((orderId) => `visit.reminder ${orderId} ${DAY}`).sort(),
      );
      const texts = [...outboxes[0].texts, ...outboxes[1].texts].filter((text) =>
        orders.some((orderId) => text.body.endsWith(` ${orderId}`)),
      );
      expect(texts).toHaveLength(6);
    },
  );
});
