import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessQueue } from '../../server/jobs/in-process.ts';
import { startNotifyJobs } from '../../server/notify/jobs.ts';
import { NOTIFY_QUEUE } from '../../server/notify/notify.ts';
import { progressOf, runOps } from '../../server/ops/operations.ts';
import { insertBox, insertOrder } from './account-area.ts';
import { forEachDatabase } from './harness.ts';
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
} from './notifying.ts';

const NOW = new Date('2027-05-01T12:00:00Z');

describe('the box moves a customer is told of', () => {
  it.each([
    ['WithCustomerAwaitingPickup', 'InTransitToLoveSpace', 'collected'],
    ['WithCustomerAssumedNotSent', 'InTransitToLoveSpace', 'collected'],
    ['InTransitToLoveSpace', 'WithLoveSpaceHoldIn', undefined],
    ['WithLoveSpaceHoldIn', 'WithLoveSpace', 'inStorage'],
    ['InTransitToLoveSpaceHeldAtDepot', 'WithLoveSpace', 'inStorage'],
    ['WithLoveSpace', 'WithLoveSpaceDueOut', undefined],
    ['WithLoveSpaceDueOut', 'WithLoveSpace', undefined],
    ['WithLoveSpaceHoldOut', 'InTransitToCustomer', 'outForDelivery'],
    ['InTransitToCustomer', 'WithCustomer', 'delivered'],
    ['WithCustomer', 'WithCustomerAwaitingPickup', undefined],
  ] as const)('%s -> %s: %s', (from, to, progress) => {
    expect(progressOf(from, to)).toBe(progress);
  });
});

forEachDatabase('the job queue and its ops commands', (getDatabase, kind) => {
  let outbox: Outbox;
  let jobs: TestJobs;
  let schema: string;

  beforeAll(async () => {
    schema = jobsSchemaFor(getDatabase());
    outbox = recordingOutbox();
    jobs = await testJobs(getDatabase(), outbox, schema);
  });

  afterAll(async () => {
    await jobs?.stop();
    await dropJobsSchema(getDatabase(), schema);
  });

  const ops = (...argv: string[]) => runOps(getDatabase().db, argv, NOW, { jobs: jobs.queue });

  it('sends the reminders for the visits of a given day at once, and says when each went', async () => {
    const { customerId } = await insertCustomer(getDatabase().db);
    const orderId = await insertOrder(getDatabase().db, customerId, {
      orderType: 'COLLECTION',
      serviceDate: '2027-05-10',
    });
    const first = await ops('reminders', '--date', '2027-05-10');
    expect(first.exitCode).toBe(0);
    expect(first.output[0]).toBe('Reminders for the 1 visits booked on 2027-05-10:');
    expect(first.output[1]).toMatch(new RegExp(`order +${orderId} +Collection +sent 20`));
    expect(outbox.mails.map((mail) => mail.subject)).toEqual([
      `visit.reminder ${orderId} 2027-05-10`,
    ]);

    const again = await ops('reminders', '--date=2027-05-10');
    expect(again.output).toEqual(first.output);
    expect(outbox.mails).toHaveLength(1);
  });

  it('says when a day has no visits, and refuses a date that is not one', async () => {
    expect((await ops('reminders', '--date', '2027-05-11')).output).toEqual([
      'No visits booked on 2027-05-11: no reminders to send',
    ]);
    for (const date of ['2027-02-30', '10/05/2027']) {
      const result = await ops('reminders', '--date', date);
      expect(result.exitCode).toBe(1);
      expect(result.output[0]).toContain('YYYY-MM-DD');
    }
    expect((await ops('reminders')).exitCode).toBe(1);
  });

  it('lists a send that failed every try, with its key and why', async () => {
    const { customerId } = await insertCustomer(getDatabase().db);
    const orderId = await insertOrder(getDatabase().db, customerId, { serviceDate: '2027-05-12' });
    outbox.failNext(4);
    const result = await ops('reminders', '--date', '2027-05-12');
    expect(result.output[1]).toMatch(/not sent yet$/);
    expect(result.output.at(-1)).toBe(
      '1 failed and 0 still queued or retrying: see npm run ops -- jobs',
    );
    const listed = await ops('jobs');
    expect(listed.exitCode).toBe(0);
    const failedAt = listed.output.findIndex((line) => line.startsWith('Failed: '));
    expect(listed.output[failedAt]).toBe('Failed: 1');
    expect(listed.output[failedAt + 1]).toContain(`visit.reminder:${orderId}:2027-05-12`);
    expect(listed.output[failedAt + 1]).toContain('retries 3/3');
    expect(listed.output[failedAt + 1]).toContain('The mail server is down');
  });

  it('tells the owner when the warehouse collects a box, and not of the holds after', async () => {
    const { customerId, email } = await insertCustomer(getDatabase().db);
    const boxId = await insertBox(getDatabase().db, customerId, {
      status: 'WithCustomerAwaitingPickup',
    });
    for (const _step of [1, 2]) {
      expect((await ops('advance', String(boxId))).exitCode).toBe(0);
      const pending = await jobs.queue.list(['created', 'retry', 'active']);
      await settled(
        jobs.queue,
        pending.map((job) => job.id),
      );
    }
    expect(
      outbox.mails.filter((mail) => mail.subject.startsWith(`box.progress ${boxId} `)),
    ).toEqual([
      expect.objectContaining({ recipient: email, subject: `box.progress ${boxId} collected` }),
    ]);
  });

  it('refuses the job commands where no queue runs', async () => {
    const result = await runOps(getDatabase().db, ['jobs'], NOW);
    expect(result.exitCode).toBe(1);
    expect(result.output[0]).toBe('No job queue runs here');
  });

  it.skipIf(kind !== 'pglite')(
    're-runs on the embedded database a send a stop cut short',
    async () => {
      const db = getDatabase().db;
      const { customerId } = await insertCustomer(db);
      const orderId = await insertOrder(db, customerId, { serviceDate: '2027-05-13' });
      const event = { kind: 'order.confirmed', orderId } as const;
      // As the process left it: taken by a worker, never finished.
      await db
        .insertInto('localJobs')
        .values({
          id: 'cut-short',
          name: NOTIFY_QUEUE,
          data: JSON.stringify({ event }),
          state: 'active',
          singletonKey: `order.confirmed:${orderId}`,
          retryLimit: 3,
          retryDelaySeconds: 0,
          retryBackoff: false,
          startAfter: NOW,
          createdOn: NOW,
          startedOn: NOW,
        })
        .execute();
      const restarted = recordingOutbox();
      const queue = createInProcessQueue(db, { pollingIntervalMs: 50 });
      const stop = await startNotifyJobs(
        queue,
        {
          db,
          mailer: restarted.mailer,
          sms: restarted.sms,
          composer: testComposer,
          publicUrl: 'http://127.0.0.1:3000',
        },
        { schedule: false },
      );
      try {
        expect(await settled(queue, ['cut-short'])).toEqual(['completed']);
      } finally {
        await stop();
      }
      const all = [...restarted.mails, ...outbox.mails].map((mail) => mail.subject);
      expect(all.filter((subject) => subject === `order.confirmed ${orderId}`)).toHaveLength(1);
    },
  );
});
