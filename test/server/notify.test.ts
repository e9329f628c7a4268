import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifyKind } from '../../server/notify/events.ts';
import { notify } from '../../server/notify/notify.ts';
import { sendsOn } from '../../server/notify/preferences.ts';
import { insertOrder } from './account-area.ts';
import { forEachDatabase, openMemoryDatabase } from './harness.ts';
import {
  dropJobsSchema,
  insertCustomer,
  jobsSchemaFor,
  type Outbox,
  recordingOutbox,
  settled,
  type TestJobs,
  testJobs,
} from './notifying.ts';

describe('who is told what', () => {
  const asked = { emailCommsEnabled: false, smsCommsEnabled: true, mobilePhone: '+447700900123' };
  const kinds: NotifyKind[] = [
    'order.confirmed',
    'order.rescheduled',
    'order.cancelled',
    'visit.reminder',
    'box.progress',
    'shipment.progress',
    'support.reply',
    'account.emailChanged',
    'account.passwordChanged',
  ];

  it.each(kinds)('mails %s even to a customer who wants no marketing mail', (kind) => {
    expect(sendsOn('mail', kind, asked)).toBe(true);
  });

  it.each([
    ['visit.reminder', asked, true],
    ['visit.reminder', { ...asked, smsCommsEnabled: false }, false],
    ['visit.reminder', { ...asked, mobilePhone: '' }, false],
    ['order.confirmed', asked, false],
    ['box.progress', asked, false],
  ] as const)('texts %s to %o: %s', (kind, customer, texts) => {
    expect(sendsOn('sms', kind, customer)).toBe(texts);
  });
});

describe('notify without a job queue', () => {
  it('queues nothing on a database whose server runs no queue', async () => {
    const database = await openMemoryDatabase();
    try {
      expect(await notify(database.db, { kind: 'order.confirmed', orderId: 1 })).toBeNull();
    } finally {
      await database.close();
    }
  });
});

forEachDatabase('notify', (getDatabase) => {
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

  it('sends an event told twice, from the database, once', async () => {
    const db = getDatabase().db;
    const { customerId, email } = await insertCustomer(db);
    const orderId = await insertOrder(db, customerId);
    const event = { kind: 'order.cancelled', orderId } as const;
    const first = await notify(db, event);
    expect(first).not.toBeNull();
    await settled(jobs.queue, [first!]);
    const second = await notify(db, event);
    if (second) await settled(jobs.queue, [second]);
    expect(outbox.mails.filter((mail) => mail.subject === `order.cancelled ${orderId}`)).toEqual([
      expect.objectContaining({ recipient: email }),
    ]);
  });

  it('refuses to queue inside a transaction, which might still roll back', async () => {
    await expect(
      getDatabase()
        .db.transaction()
        .execute((trx) => notify(trx, { kind: 'order.confirmed', orderId: 1 })),
    ).rejects.toThrow('after the transaction commits');
  });
});
