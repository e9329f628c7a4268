import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue.ts';
import { templateComposer } from '../../server/notify/composer.ts';
import type { ComposedMail, NotifyEvent } from '../../server/notify/events.ts';
import { startNotifyJobs } from '../../server/notify/jobs.ts';
import { notify } from '../../server/notify/notify.ts';
import { runOps } from '../../server/ops/operations.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { PANEL_OPEN_MS } from '../../server/support/desk.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { formatPrice } from '../../src/domain/format.ts';
import { supportConversationSchema } from '../../src/domain/support.ts';
import { insertOrder } from './account-area.ts';
import { bearer, GOOD_PASSWORD, json, TEST_AUTH } from './accounts.ts';
import { forEachDatabase, postgresUrl, testConfig } from './harness.ts';
import {
  dropJobsSchema,
  jobsSchemaFor,
  type Outbox,
  QUICK_RETRIES,
  recordingOutbox,
} from './notifying.ts';
import {
  call,
  expectStatus,
  getBasket,
  LONDON_HOME,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  CARDS,
  FRIDAY_MORNING,
  NOW,
  payWithNewCard,
  readyBasket,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/*
 * Each event, made through the API as a customer or the desk would make it, with the job queue
 * and the real mail templates running: exactly one mail per event, saying what the customer
 * was shown and charged. The expectations come from the test's own payment (the quote it
 * paid, the 4242 Visa) and the windows it chose.
 */

const PUBLIC_URL = 'https://mail.boxroom.example';
const MONDAY_AFTERNOON = { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 };

forEachDatabase('the mail each event sends', (getDatabase) => {
  let outbox: Outbox;
  let queue: JobQueue;
  let stopJobs: () => Promise<void>;
  let schema: string;
  let app: ReturnType<typeof createApp>;
  let clock = new Date(NOW);
  const now = () => clock;

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

  /** Waits until no job is waiting, running or due for a retry. */
  async function quiet(): Promise<void> {
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      if ((await queue.list(['created', 'active', 'retry'])).length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The job queue did not settle');
  }

  /**
   * The mails to the customer once `atLeast` have come and the queue is quiet: an event is
   * queued just after its change commits, which may be after the answer the test waited for.
   */
  async function mailsTo(who: Shopper, atLeast = 1): Promise<ComposedMail[]> {
    const mine = () => outbox.mails.filter((mail) => mail.recipient === who.email);
    const until = Date.now() + 10_000;
    while (mine().length < atLeast && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await quiet();
    return mine();
  }

  /** The mail's one calendar file. */
  function calendarOf(mail: ComposedMail | undefined): string {
    const files = (mail?.attachments ?? []).filter((file) => file.filename.endsWith('.ics'));
    expect(files).toHaveLength(1);
    return String(files[0]?.content);
  }

  async function placeOrder(who: Shopper) {
    const basketId = await readyBasket(app, who);
    const { quote } = await getBasket(app, who, basketId);
    await payWithNewCard(app, who, basketId, CARDS.visa);
    await startCheckout(app, who, basketId);
    const { orderId, status } = await settledCheckout(app, who, basketId);
    expect(status).toBe('succeeded');
    if (orderId === null) throw new Error('No order was made');
    return { orderId, total: quote.total };
  }

  it('confirms an order, its change of window and its cancellation, one mail each and never twice', async () => {
    clock = new Date(NOW);
    const me = await shopper(app);
    const { orderId, total } = await placeOrder(me);

    const placed = await mailsTo(me);
    expect(placed.map((mail) => mail.subject)).toHaveLength(1);
    const confirmation = placed[0];
    expect(confirmation?.subject).toMatch(/confirmed/i);
    expect(confirmation?.subject).toContain(String(orderId));
    expect(confirmation?.text).toContain(`${formatPrice(total)} charged to Visa •••• 4242`);
    expect(confirmation?.text).toContain('Friday 4th December');
    expect(confirmation?.text).toContain('between 8am and 1pm');
    expect(calendarOf(confirmation)).toContain('DTSTART:20261204T080000Z');

    await expectStatus(call(app, me, 'PUT', `order/${orderId}/timeslot`, MONDAY_AFTERNOON), 200);
    const changed = (await mailsTo(me, 2)).slice(1);
    expect(changed).toHaveLength(1);
    expect(changed[0]?.subject).toContain(String(orderId));
    expect(changed[0]?.subject).not.toBe(confirmation?.subject);
    expect(changed[0]?.text).toContain('Monday 7th December');
    expect(changed[0]?.text).toContain('between 12pm and 6pm');
    expect(calendarOf(changed[0])).toContain('DTSTART:20261207T120000Z');

    await expectStatus(call(app, me, 'PUT', `order/${orderId}/cancel`, { orderId }), 200);
    const cancelled = (await mailsTo(me, 3)).slice(2);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.subject).toContain(String(orderId));
    expect(cancelled[0]?.text).toContain(formatPrice(total));
    expect(cancelled[0]?.text).toContain('Visa •••• 4242');

    // The same events told again (a retry, a second process) send nothing more.
    const again: NotifyEvent[] = [
      { kind: 'order.confirmed', orderId },
      { kind: 'order.cancelled', orderId },
    ];
    for (const event of again) await notify(getDatabase().db, event);
    expect(await mailsTo(me, 3)).toHaveLength(3);
  });

  it('confirms an order that costs nothing, made without a payment', async () => {
    clock = new Date(NOW);
    const me = await shopper(app);
    const { boxId } = await getDatabase()
      .db.insertInto('boxes')
      .values({
        customerId: me.customerId,
        boxTypeId: BoxTypeId.MediumBox,
        status: 'WithLoveSpace',
        ownerType: 'lovespace',
        createdAt: clock,
      })
      .returning('boxId')
      .executeTakeFirstOrThrow();
    const { basketId } = await newBasket(app, me, 'return');
    await expectStatus(
      call(app, me, 'PUT', `basket/return/${basketId}`, {
        returnItems: [{ boxId }],
        address: await newAddress(app, me, LONDON_HOME),
        timeslot: FRIDAY_MORNING,
      }),
      200,
    );
    await startCheckout(app, me, basketId);
    const { orderId, status } = await settledCheckout(app, me, basketId);
    expect(status).toBe('succeeded');
    const mails = await mailsTo(me);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(String(orderId));
    expect(mails[0]?.text).toContain('Friday 4th December');
    expect(calendarOf(mails[0])).toContain('DTSTART:20261204T080000Z');
  });

  it('tells of a password change once, from the account page', async () => {
    const me = await shopper(app);
    const res = await app.request(
      '/identity/account/changePassword',
      json(
        {
          currentPassword: GOOD_PASSWORD,
          password: 'a brand new passphrase',
          confirmPassword: 'a brand new passphrase',
        },
        bearer(me.token),
      ),
    );
    expect(res.status).toBe(200);
    const mails = await mailsTo(me);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/password/i);
  });

  it('tells the new address, with the old one in Cc, once an e-mail change is confirmed', async () => {
    const me = await shopper(app);
    const newEmail = `moved-${me.customerId}@example.com`;
    const edit = await app.request(
      `/v1/customer/${me.customerId}/edit?integratorId=2`,
      json({ email: { value: newEmail }, currentPassword: GOOD_PASSWORD }, bearer(me.token)),
    );
    expect(edit.status).toBe(200);
    // Asking is not changing: nothing is said to the account's address yet.
    expect(await mailsTo(me, 0)).toHaveLength(0);

    const link = await app.request(
      `/identity/_outbox/latest?email=${encodeURIComponent(newEmail)}`,
    );
    const { body } = (await link.json()) as { body: string };
    const token = /confirm-email\?token=([\w-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await app.request('/identity/account/confirmEmail', json({ token }));
    expect(confirmed.status).toBe(200);

    await quiet();
    const told = outbox.mails.filter((mail) => mail.recipient === newEmail);
    expect(told).toHaveLength(1);
    expect(told[0]?.cc).toEqual([me.email]);
    expect(told[0]?.text).toContain(me.email);
    expect(told[0]?.text).toContain(newEmail);
  });

  it('mails a staff reply only when the chat panel is not open', async () => {
    clock = new Date(NOW);
    const me = await shopper(app);
    const { ticketId } = supportConversationSchema.parse(
      await expectStatus(
        call(app, me, 'POST', 'intercom/ticket', { subject: 'Parking', message: 'Any parking?' }),
        200,
      ),
    );
    // The panel is open: it asks for the conversation, and the reply shows there.
    await expectStatus(call(app, me, 'GET', 'intercom/ticket'), 200);
    clock = new Date(clock.getTime() + 4_000);
    const reply = (text: string) =>
      runOps(getDatabase().db, ['support', 'reply', ticketId, text], clock);
    expect((await reply('Right outside.')).exitCode).toBe(0);
    expect(await mailsTo(me, 0)).toHaveLength(0);

    // The panel closed: it has not asked for longer than an open one would leave it.
    clock = new Date(clock.getTime() + PANEL_OPEN_MS + 1_000);
    expect((await reply('We have a permit for you.')).exitCode).toBe(0);
    const mails = await mailsTo(me);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Parking');
    expect(mails[0]?.text).toContain('We have a permit for you.');
    expect(mails[0]?.text).not.toContain('Right outside.');
  });

  it('mails a shipment dispatched and delivered as the desk reports them, each once', async () => {
    clock = new Date(NOW);
    const me = await shopper(app);
    const db = getDatabase().db;
    const orderId = await insertOrder(db, me.customerId, {
      orderType: 'SHIPPING',
      serviceDate: '2026-12-01',
    });
    await db
      .insertInto('shipments')
      .values({
        orderId,
        customerId: me.customerId,
        destination: JSON.stringify({
          fullName: 'Camille Martin',
          addressLine1: '8 rue de la République',
          addressLine2: '',
          city: 'Lyon',
          region: '',
          postalCode: '69002',
          countryCode: 'FR',
          phone: '+33 4 78 00 00 00',
        }),
        zone: 'EU',
        dispatchDate: '2026-12-01',
        deliveryFrom: '2026-12-04',
        deliveredBy: '2026-12-08',
        createdAt: clock,
      })
      .execute();
    const ship = (move: string) => runOps(db, ['ship', String(orderId), move], clock);
    expect((await ship('dispatched')).exitCode).toBe(0);
    expect((await ship('dispatched')).exitCode).toBe(0);
    expect((await ship('delivered')).exitCode).toBe(0);
    const mails = await mailsTo(me);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject.includes('Lyon') || mail.text.includes('Lyon'))).toBe(
      true,
    );
    expect((await ship('lost')).exitCode).toBe(1);
  });
});
