import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { runBilling } from '../../server/billing/run.ts';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue.ts';
import { templateComposer } from '../../server/notify/composer.ts';
import type { ComposedMail } from '../../server/notify/events.ts';
import { startNotifyJobs } from '../../server/notify/jobs.ts';
import { notify } from '../../server/notify/notify.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { paymentAlertsSchema } from '../../src/domain/dunning.ts';
import { formatPrice } from '../../src/domain/format.ts';
import { clearBalanceStartSchema } from '../../src/domain/payments.ts';
import { TEST_AUTH } from './accounts.ts';
import { oneMonthOrder, payAgreementWith } from './billing.ts';
import { forEachDatabase, postgresUrl, testConfig } from './harness.ts';
import {
  dropJobsSchema,
  jobsSchemaFor,
  type Outbox,
  QUICK_RETRIES,
  recordingOutbox,
} from './notifying.ts';
import { call, expectStatus, type Shopper, shopper } from './ordering.ts';
import { addCard, CARDS, NOW, until } from './paying.ts';

/*
 * Dunning (docs/decisions.md, "Dunning"): a monthly bill on the card that is saved fine and
 * then declined every time (4000 0000 0000 0341) fails on its billing day and on each retry
 * (days 3, 5 and 7). Each failure is one mail, with the quote's monthly figure, the next try
 * or, after the last, that returns are paused, and Pay now to Payments; the account's alerts
 * (the banner's data) say the same until Clear balance pays it.
 */

const PUBLIC_URL = 'https://mail.boxroom.example';

forEachDatabase('dunning: a failed monthly bill is mailed and shown', (getDatabase) => {
  let outbox: Outbox;
  let queue: JobQueue;
  let stopJobs: () => Promise<void>;
  let schema: string;
  let app: ReturnType<typeof createApp>;
  const now = () => new Date(NOW);

  beforeAll(async () => {
    const database = getDatabase();
    schema = jobsSchemaFor(database);
    outbox = recordingOutbox();
    queue = createJobQueue(database, postgresUrl, {
      pollingIntervalMs: 50,
      schema,
      schedule: false,
    });
    stopJobs = await startNotifyJobs(
      queue,
      {
        db: database.db,
        mailer: outbox.mailer,
        sms: outbox.sms,
        composer: templateComposer,
        publicUrl: PUBLIC_URL,
        now,
      },
      { schedule: false, retries: QUICK_RETRIES },
    );
    app = createApp({
      db: database.db,
      config: testConfig(),
      distDir: 'dist',
      auth: TEST_AUTH,
      ordering: { now, windowCapacity: 10_000 },
      payments: new SandboxPaymentProvider(database.db, { now }),
      jobs: queue,
    });
  });

  afterAll(async () => {
    await stopJobs?.();
    await dropJobsSchema(getDatabase(), schema);
  });

  async function quiet(): Promise<void> {
    const limit = Date.now() + 15_000;
    while (Date.now() < limit) {
      if ((await queue.list(['created', 'active', 'retry'])).length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The job queue did not settle');
  }

  /** The monthly-payment mails to the customer, once `atLeast` have come and the queue is quiet. */
  async function billMails(who: Shopper, atLeast: number): Promise<ComposedMail[]> {
    const mine = () =>
      outbox.mails.filter(
        (mail) => mail.recipient === who.email && mail.subject.includes('monthly payment'),
      );
    const limit = Date.now() + 10_000;
    while (mine().length < atLeast && Date.now() < limit) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await quiet();
    return mine();
  }

  async function alerts(who: Shopper) {
    return paymentAlertsSchema.parse(
      await expectStatus(call(app, who, 'GET', `payments/${who.customerId}/alerts`), 200),
    );
  }

  const bill = (date: string) =>
    runBilling(getDatabase().db, new SandboxPaymentProvider(getDatabase().db), date);

  it('mails each failed try of a bill on the declined card, once, and the banner data follows it until paid', async () => {
    const db = getDatabase().db;
    const me = await shopper(app);
    const { orderId, monthlyPence } = await oneMonthOrder(app, me);
    const amount = formatPrice(monthlyPence / 100);
    const declining = await addCard(app, me, CARDS.declinedAfterSaving);
    await payAgreementWith(db, orderId, declining.cardId);
    expect((await alerts(me)).owedBills).toBeNull();

    // The billing day, Monday 4 January 2027: declined, owed, mailed with the next try.
    await bill('2027-01-04');
    const first = await billMails(me, 1);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`Your monthly payment of ${amount} didn't go through`);
    for (const part of [first[0]?.text, first[0]?.html]) {
      expect(part).toContain(amount);
      expect(part).toContain(`box storage (order ${orderId})`);
      expect(part).toContain('Thursday 7th January');
      expect(part).toContain('Visa •••• 0341');
      expect(part).toContain(`${PUBLIC_URL}/apps/payments`);
    }
    expect(first[0]?.text).toContain('Pay now');
    expect(await alerts(me)).toEqual({
      owedBills: {
        amount: monthlyPence / 100,
        things: [{ kind: 'boxes', orderId, unitNumber: null }],
        arrears: false,
        nextAttemptOn: '2027-01-07',
      },
      waitingPayment: null,
    });

    // The same day again, and the same event told again: nothing more is sent.
    await bill('2027-01-04');
    const [billId] = (
      await db
        .selectFrom('agreementBills')
        .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
        .select('agreementBills.billId')
        .where('agreements.orderId', '=', orderId)
        .execute()
    ).map((row) => row.billId);
    await notify(db, { kind: 'billing.failed', billId: billId ?? 0, attempt: 1 });
    expect(await billMails(me, 1)).toHaveLength(1);

    // Each retry: one mail each, naming the next; the last says returns are paused.
    await bill('2027-01-07');
    const second = (await billMails(me, 2))[1];
    expect(second?.text).toContain('Saturday 9th January');
    await bill('2027-01-09');
    const third = (await billMails(me, 3))[2];
    expect(third?.text).toContain('Monday 11th January');
    await bill('2027-01-11');
    const mails = await billMails(me, 4);
    expect(mails).toHaveLength(4);
    const last = mails[3];
    expect(last?.subject).toBe(`Your monthly payment of ${amount} is unpaid: returns are paused`);
    expect(last?.text).toContain(amount);
    expect(last?.text).toContain('new returns of your things are paused');
    expect(last?.text).not.toContain('We will try the card again');
    expect((await alerts(me)).owedBills).toEqual({
      amount: monthlyPence / 100,
      things: [{ kind: 'boxes', orderId, unitNumber: null }],
      arrears: true,
      nextAttemptOn: null,
    });

    // Another customer cannot read these alerts.
    const stranger = await shopper(app);
    await expectStatus(call(app, stranger, 'GET', `payments/${me.customerId}/alerts`), 404);

    // Clear balance with 4242 pays it: the banner has nothing more to say, nor a mail.
    const visa = await addCard(app, me, CARDS.visa);
    const { paymentId } = clearBalanceStartSchema.parse(
      await expectStatus(
        call(app, me, 'POST', `payments/${me.customerId}/clearBalance/start`, {
          cardId: visa.cardId,
        }),
        200,
      ),
    );
    const done = await until(
      async () =>
        (await expectStatus(
          call(
            app,
            me,
            'GET',
            `payments/${me.customerId}/clearBalance/payment/${paymentId}/progress`,
          ),
          200,
        )) as { status: string },
    );
    expect(done.status).toBe('succeeded');
    expect(await alerts(me)).toEqual({ owedBills: null, waitingPayment: null });
    expect(await billMails(me, 4)).toHaveLength(4);
  });

  it('names a drive-up unit by its number in the mail and the alerts', async () => {
    const db = getDatabase().db;
    const me = await shopper(app);
    const { orderId } = await oneMonthOrder(app, me);
    // The same agreement, as a unit's: a letting of unit number X at the order.
    const unit = await db
      .selectFrom('vsuUnits')
      .select(['unitId', 'unitNumber'])
      .orderBy('unitId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vsuLettings')
      .values({
        unitId: unit.unitId,
        customerId: me.customerId,
        orderId,
        basketId: null,
        moveOutOrderId: null,
        moveOutBasketId: null,
        contractMonths: 1,
        monthlyPricePence: 100,
        dropOffDate: '2026-12-04',
        endDate: null,
        status: 'active',
        accessCode: null,
        createdAt: new Date(NOW),
      })
      .execute();
    await db
      .updateTable('agreements')
      .set({ kind: 'unit' })
      .where('orderId', '=', orderId)
      .execute();
    const declining = await addCard(app, me, CARDS.declinedAfterSaving);
    await payAgreementWith(db, orderId, declining.cardId);
    await bill('2027-01-04');
    const [mail] = await billMails(me, 1);
    expect(mail?.text).toContain(`storage unit ${unit.unitNumber} (order ${orderId})`);
    expect((await alerts(me)).owedBills?.things).toEqual([
      { kind: 'unit', orderId, unitNumber: unit.unitNumber },
    ]);
  });
});
