import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { londonDate, londonTime, nextLondonTime } from '../../server/jobs/london.ts';
import {
  bookedVisits,
  REMINDERS_QUEUE,
  runReminders,
  visitDateOf,
} from '../../server/notify/reminders.ts';
import { insertOrder } from './account-area.ts';
import { forEachDatabase } from './harness.ts';
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

const DAY = '2027-01-15';
const NEXT_DAY = '2027-01-16';

describe('18:00 UK time', () => {
  it.each([
    // Winter: London is on GMT.
    ['2027-01-15T12:00:00Z', '2027-01-15T18:00:00.000Z'],
    ['2027-01-15T18:00:00Z', '2027-01-16T18:00:00.000Z'],
    // Summer: BST, an hour ahead.
    ['2027-07-01T16:59:00Z', '2027-07-01T17:00:00.000Z'],
    ['2027-07-01T17:00:00Z', '2027-07-02T17:00:00.000Z'],
    // The evening of the day the clocks go forward (28 March 2027) and back (31 October).
    ['2027-03-28T00:30:00Z', '2027-03-28T17:00:00.000Z'],
    ['2027-10-31T00:30:00Z', '2027-10-31T18:00:00.000Z'],
    // Just after midnight in London while UTC is still on the day before.
    ['2027-06-30T23:30:00Z', '2027-07-01T17:00:00.000Z'],
  ])('after %s is %s', (now, next) => {
    expect(nextLondonTime(new Date(now), 18, 0).toISOString()).toBe(next);
  });

  it('is on the London day, not the UTC one', () => {
    expect(londonDate(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(londonDate(new Date('2027-12-31T23:30:00Z'))).toBe('2027-12-31');
  });
});

describe('the day a reminders job is for', () => {
  it('is the day after the one it was queued on in London, even when it runs after midnight', () => {
    const queuedAt = londonTime('2027-06-30', 18, 0);
    expect(queuedAt.toISOString()).toBe('2027-06-30T17:00:00.000Z');
    expect(visitDateOf({ id: '1', name: REMINDERS_QUEUE, data: {}, createdOn: queuedAt })).toBe(
      '2027-07-01',
    );
    expect(
      visitDateOf({
        id: '1',
        name: REMINDERS_QUEUE,
        data: {},
        createdOn: londonTime('2027-12-31', 18, 0),
      }),
    ).toBe('2028-01-01');
  });

  it('is the day it names when given one', () => {
    const data = { visitDate: '2027-03-03' };
    expect(visitDateOf({ id: '1', name: REMINDERS_QUEUE, data, createdOn: new Date() })).toBe(
      '2027-03-03',
    );
  });
});

interface Booked {
  texting: number;
  noMobile: number;
  notTexting: number;
  homeShipment: number;
  /** Not visits of DAY: cancelled, completed, a shipment from our store, another day. */
  others: number[];
}

async function insertShipment(db: Db, orderId: number, customerId: number, fromHome: boolean) {
  const address = {
    addressLine1: '1 High Street',
    addressLine2: '',
    city: 'London',
    postcode: 'N1 1AA',
    country: 'GB',
  };
  await db
    .insertInto('shipments')
    .values({
      orderId,
      customerId,
      destination: JSON.stringify({ ...address, country: 'FR' }),
      zone: 'EU',
      dispatchDate: DAY,
      deliveryFrom: '2027-01-18',
      deliveredBy: '2027-01-22',
      collectedFrom: fromHome ? JSON.stringify(address) : null,
      createdAt: new Date(),
    } as never)
    .execute();
}

async function bookDay(db: Db): Promise<Booked> {
  const texting = await insertCustomer(db, { smsCommsEnabled: true, mobilePhone: '+447700900001' });
  const noMobile = await insertCustomer(db, { smsCommsEnabled: true });
  const notTexting = await insertCustomer(db, { mobilePhone: '+447700900002' });
  const booked = {
    texting: await insertOrder(db, texting.customerId, { orderType: 'BTB', serviceDate: DAY }),
    noMobile: await insertOrder(db, noMobile.customerId, {
      orderType: 'COLLECTION',
      serviceDate: DAY,
    }),
    notTexting: await insertOrder(db, notTexting.customerId, {
      orderType: 'VSU_RETURN',
      serviceDate: DAY,
    }),
    homeShipment: await insertOrder(db, notTexting.customerId, {
      orderType: 'SHIPPING',
      serviceDate: DAY,
    }),
    others: [
      await insertOrder(db, texting.customerId, {
        orderType: 'BTB_RETURN',
        serviceDate: DAY,
        status: 'Cancelled',
        isOrderCancelled: true,
      }),
      await insertOrder(db, texting.customerId, {
        orderType: 'PACKING',
        serviceDate: DAY,
        status: 'Completed',
      }),
      await insertOrder(db, notTexting.customerId, { orderType: 'SHIPPING', serviceDate: DAY }),
      await insertOrder(db, texting.customerId, { orderType: 'MATERIALS', serviceDate: NEXT_DAY }),
    ],
  };
  await insertShipment(db, booked.homeShipment, notTexting.customerId, true);
  await insertShipment(db, booked.others[2]!, notTexting.customerId, false);
  return booked;
}

const subjects = (outbox: Outbox) => outbox.mails.map((mail) => mail.subject).sort();

forEachDatabase('day-before reminders', (getDatabase) => {
  let outbox: Outbox;
  let jobs: TestJobs;
  let booked: Booked;
  let schema: string;

  beforeAll(async () => {
    const database = getDatabase();
    schema = jobsSchemaFor(database);
    outbox = recordingOutbox();
    jobs = await testJobs(database, outbox, schema);
    booked = await bookDay(database.db);
  });

  afterAll(async () => {
    await jobs?.stop();
    await dropJobsSchema(getDatabase(), schema);
  });

  it('finds each booked visit of the day, and no cancelled, completed or store shipment', async () => {
    const visits = await bookedVisits(getDatabase().db, DAY);
    expect(visits.map((visit) => visit.orderId)).toEqual([
      booked.texting,
      booked.noMobile,
      booked.notTexting,
      booked.homeShipment,
    ]);
  });

  it('sends one reminder per visit of the next day, and a text only to who asked with a mobile', async () => {
    const run = await runReminders(getDatabase().db, jobs.queue, DAY);
    expect(await settled(jobs.queue, run.jobIds)).toEqual(run.jobIds.map(() => 'completed'));
    expect(subjects(outbox)).toEqual(
      [booked.texting, booked.noMobile, booked.notTexting, booked.homeShipment]
        .map((orderId) => `visit.reminder ${orderId} ${DAY}`)
        .sort(),
    );
    expect(outbox.texts).toEqual([
      { to: '+447700900001', body: `Reminder: order ${booked.texting}` },
    ]);
  });

  it('sends none twice when the day is run again, by hand or as the scheduled job', async () => {
    const again = await runReminders(getDatabase().db, jobs.queue, DAY);
    const scheduled = await jobs.queue.send(REMINDERS_QUEUE, { visitDate: DAY });
    expect(scheduled).not.toBeNull();
    await settled(jobs.queue, [...again.jobIds, scheduled!]);
    // The job's own sends are queued while it runs: wait for whatever it queued.
    const pending = await jobs.queue.list(['created', 'retry', 'active']);
    await settled(
      jobs.queue,
      pending.map((job) => job.id),
    );
    expect(outbox.mails).toHaveLength(4);
    expect(outbox.texts).toHaveLength(1);
  });

  it('retries a send that failed and then delivers it once', async () => {
    const { customerId } = await insertCustomer(getDatabase().db);
    const orderId = await insertOrder(getDatabase().db, customerId, {
      orderType: 'PACKING',
      serviceDate: '2027-02-01',
    });
    const before = outbox.attempts;
    outbox.failNext(2);
    const run = await runReminders(getDatabase().db, jobs.queue, '2027-02-01');
    expect(run.jobIds).toHaveLength(1);
    expect(await settled(jobs.queue, run.jobIds)).toEqual(['completed']);
    expect(outbox.attempts - before).toBe(3);
    expect(outbox.mails.filter((mail) => mail.subject.includes(` ${orderId} `))).toHaveLength(1);
  });
});
