import { beforeAll, describe, expect, it } from 'vitest';
import { composeMail, composeSms } from '../../server/mail/compose.ts';
import { siteLink } from '../../server/mail/layout.tsx';
import type { ComposedMail } from '../../server/notify/events.ts';
import { formatPrice } from '../../src/domain/format.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectStatus,
  getBasket,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  CARDS,
  NOW,
  type PayingApp,
  paidOrder,
  payingApp,
  payWithNewCard,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/*
 * What a customer reads after each event, composed from the database. The expectations are
 * the rules: the amount the checkout charged (the quote the test paid), the 4242 Visa the
 * test paid with, the window it booked, and that window's start on the London clock (GMT in
 * December, so 8am London is 08:00 UTC).
 */

const PUBLIC_URL = 'https://mail.boxroom.example';
const ctx = { publicUrl: PUBLIC_URL, now: new Date(NOW) };
const MONDAY_AFTERNOON = { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 };
const TUESDAY_MORNING = { doorstepDate: '2026-12-08', startHour: 8, endHour: 13 };

/** The value of one property of a calendar file, e.g. DTSTART. */
function icsProperty(ics: string, name: string): string | undefined {
  return ics
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

function calendarOf(mail: ComposedMail): string {
  const files = (mail.attachments ?? []).filter((file) => file.filename.endsWith('.ics'));
  expect(files).toHaveLength(1);
  expect(files[0]?.contentType).toMatch(/^text\/calendar/);
  return String(files[0]?.content);
}

/** Both parts say it. */
function expectBothParts(mail: ComposedMail, ...fragments: string[]) {
  for (const fragment of fragments) {
    expect(mail.text).toContain(fragment);
    // The HTML escapes what it must; the fragments here have nothing to escape but '&'.
    expect(mail.html).toContain(fragment.replace(/&/g, '&amp;'));
  }
}

forEachDatabase('the mail for each event', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  /** Pays for a ready basket with the 4242 Visa; the order and the total the quote showed. */
  async function pay(me: Shopper, basketId: number) {
    const { quote } = await getBasket(app, me, basketId);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const { orderId, status } = await settledCheckout(app, me, basketId);
    expect(status).toBe('succeeded');
    if (orderId === null) throw new Error('No order was made');
    return { orderId, total: quote.total };
  }

  async function materialsOrder(me: Shopper) {
    const { basketId } = await newBasket(app, me, 'materials');
    await expectStatus(
      call(app, me, 'PUT', `basket/materials/${basketId}`, {
        items: [{ materialId: 1, quantity: 3 }],
        address: await newAddress(app, me),
        timeslot: MONDAY_AFTERNOON,
      }),
      200,
    );
    return pay(me, basketId);
  }

  async function packingOrder(me: Shopper) {
    const { basketId } = await newBasket(app, me, 'packing');
    await expectStatus(
      call(app, me, 'PUT', `basket/packing/${basketId}`, {
        rooms: 2,
        materialsIncluded: false,
        address: await newAddress(app, me),
        timeslot: TUESDAY_MORNING,
      }),
      200,
    );
    return pay(me, basketId);
  }

  it('confirms a storage order: its number, the amount charged to the Visa, the day and window, and an .ics at 8am London', async () => {
    const me = await shopper(app);
    const { orderId, total } = await paidOrder(app, me);

    const mail = await composeMail(db(), { kind: 'order.confirmed', orderId }, ctx);
    if (!mail) throw new Error('No mail');
    expect(mail.recipient).toBe(me.email);
    expect(mail.subject).toContain(String(orderId));
    expect(mail.subject).toMatch(/confirmed/i);
    expectBothParts(
      mail,
      `${formatPrice(total)} charged to Visa •••• 4242`,
      'Friday 4th December',
      'between 8am and 1pm',
      'Rectory Grove',
      'Medium box, 3 months of storage',
      // Free cancellation ends with the day before the collection.
      'until 11:59pm on Thursday 3rd December',
    );
    // Links go to the configured site, to the order's own page.
    expect(mail.html).toContain(`${PUBLIC_URL}/apps/order-success?orderId=${orderId}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/apps/order-success?orderId=${orderId}`);
    // And how to reach us, from the support settings.
    expectBothParts(mail, '0800 048 1234');

    const ics = calendarOf(mail);
    expect(icsProperty(ics, 'DTSTART')).toBe('20261204T080000Z');
    expect(icsProperty(ics, 'DTEND')).toBe('20261204T130000Z');
  });

  it('confirms a materials delivery and a packing visit the same way, each with its own window', async () => {
    const me = await shopper(app);
    const materials = await materialsOrder(me);
    const packing = await packingOrder(me);

    const delivery = await composeMail(
      db(),
      { kind: 'order.confirmed', orderId: materials.orderId },
      ctx,
    );
    if (!delivery) throw new Error('No mail');
    expect(delivery.subject).toContain(String(materials.orderId));
    expectBothParts(
      delivery,
      `${formatPrice(materials.total)} charged to Visa •••• 4242`,
      'Monday 7th December',
      'between 12pm and 6pm',
    );
    expect(icsProperty(calendarOf(delivery), 'DTSTART')).toBe('20261207T120000Z');

    const packers = await composeMail(
      db(),
      { kind: 'order.confirmed', orderId: packing.orderId },
      ctx,
    );
    if (!packers) throw new Error('No mail');
    expect(packers.subject).toContain(String(packing.orderId));
    expect(packers.subject).toMatch(/packers/i);
    expectBothParts(
      packers,
      `${formatPrice(packing.total)} charged to Visa •••• 4242`,
      'Tuesday 8th December',
      'between 8am and 1pm',
    );
    expect(icsProperty(calendarOf(packers), 'DTSTART')).toBe('20261208T080000Z');
  });

  it('tells of a cancellation with the amount refunded and the card it went back to', async () => {
    const me = await shopper(app);
    const { orderId, total } = await paidOrder(app, me);
    // Not cancelled yet: there is nothing to tell.
    expect(await composeMail(db(), { kind: 'order.cancelled', orderId }, ctx)).toBeNull();

    await expectStatus(call(app, me, 'PUT', `order/${orderId}/cancel`, { orderId }), 200);
    const mail = await composeMail(db(), { kind: 'order.cancelled', orderId }, ctx);
    if (!mail) throw new Error('No mail');
    expect(mail.recipient).toBe(me.email);
    expect(mail.subject).toContain(String(orderId));
    expect(mail.subject).toContain(formatPrice(total));
    expectBothParts(mail, formatPrice(total), 'Visa •••• 4242');
    expect(mail.attachments ?? []).toHaveLength(0);
    // A confirmation still waiting to go would now confirm what is no longer booked.
    expect(await composeMail(db(), { kind: 'order.confirmed', orderId }, ctx)).toBeNull();
  });

  it('tells of a new day and window, with a calendar entry that replaces the first', async () => {
    const me = await shopper(app);
    const { orderId } = await paidOrder(app, me);
    await expectStatus(call(app, me, 'PUT', `order/${orderId}/timeslot`, TUESDAY_MORNING), 200);

    const mail = await composeMail(
      db(),
      { kind: 'order.rescheduled', orderId, changeId: 'c1' },
      ctx,
    );
    if (!mail) throw new Error('No mail');
    expect(mail.subject).toContain(String(orderId));
    expectBothParts(mail, 'Tuesday 8th December', 'between 8am and 1pm');
    const ics = calendarOf(mail);
    expect(icsProperty(ics, 'DTSTART')).toBe('20261208T080000Z');
    const first = await composeMail(db(), { kind: 'order.confirmed', orderId }, ctx);
    if (!first) throw new Error('No mail');
    expect(icsProperty(ics, 'UID')).toBe(icsProperty(calendarOf(first), 'UID'));
    expect(Number(icsProperty(ics, 'SEQUENCE'))).toBeGreaterThan(
      Number(icsProperty(calendarOf(first), 'SEQUENCE')),
    );
  });

  it('reminds of the visit on its day only, with the window and the link to change it', async () => {
    const me = await shopper(app);
    const { orderId } = await paidOrder(app, me);
    const evening = { ...ctx, now: new Date('2026-12-03T18:00:00Z') };

    const mail = await composeMail(
      db(),
      { kind: 'visit.reminder', orderId, date: '2026-12-04' },
      evening,
    );
    if (!mail) throw new Error('No mail');
    expect(mail.subject).toContain(String(orderId));
    expect(mail.subject).toContain('8am – 1pm');
    expectBothParts(mail, 'Friday 4th December', '8am – 1pm', `${PUBLIC_URL}/apps/orders`);
    expect(mail.text).toContain('until 11:59pm tonight');
    expect(icsProperty(calendarOf(mail), 'DTSTART')).toBe('20261204T080000Z');

    // A reminder planned for another day is for a visit that is not booked.
    expect(
      await composeMail(db(), { kind: 'visit.reminder', orderId, date: '2026-12-05' }, evening),
    ).toBeNull();
    // No texts unless asked for, with a mobile number.
    expect(
      await composeSms(db(), { kind: 'visit.reminder', orderId, date: '2026-12-04' }, evening),
    ).toBeNull();
    await db()
      .updateTable('customers')
      .set({ smsCommsEnabled: true, mobilePhone: '+447700900123' })
      .where('customerId', '=', me.customerId)
      .execute();
    const sms = await composeSms(
      db(),
      { kind: 'visit.reminder', orderId, date: '2026-12-04' },
      evening,
    );
    expect(sms?.to).toBe('+447700900123');
    expect(sms?.body).toContain('8am – 1pm');
    expect(sms?.body).toContain(String(orderId));

    // Once cancelled there is no visit to remind of.
    await expectStatus(call(app, me, 'PUT', `order/${orderId}/cancel`, { orderId }), 200);
    expect(
      await composeMail(db(), { kind: 'visit.reminder', orderId, date: '2026-12-04' }, evening),
    ).toBeNull();
  });

  it('tells of a box put in storage, once it is, with the order that collected it', async () => {
    const me = await shopper(app);
    const { orderId } = await paidOrder(app, me);
    const box = await db()
      .selectFrom('boxes')
      .innerJoin('orderBoxes', 'orderBoxes.boxId', 'boxes.boxId')
      .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
      .select(['boxes.boxId', 'boxTypes.name'])
      .where('orderBoxes.orderId', '=', orderId)
      .orderBy('boxes.boxId')
      .executeTakeFirstOrThrow();
    const event = { kind: 'box.progress', boxId: box.boxId, status: 'inStorage' } as const;
    // Still at home: not in storage yet, so nothing to say.
    expect(await composeMail(db(), event, ctx)).toBeNull();

    await db()
      .updateTable('boxes')
      .set({ status: 'WithLoveSpace' })
      .where('boxId', '=', box.boxId)
      .execute();
    const mail = await composeMail(db(), event, ctx);
    expect(mail?.recipient).toBe(me.email);
    expect(mail?.subject).toContain(box.name);
    expect(mail?.text).toContain(String(orderId));
    expect(mail?.text).toContain(`${PUBLIC_URL}/apps/my-stuff`);
  });

  it("passes on a staff reply in the support chat, and nothing for the customer's own message", async () => {
    const me = await shopper(app);
    const at = new Date(NOW);
    const { supportConversationId } = await db()
      .insertInto('supportConversations')
      .values({ customerId: me.customerId, subject: 'Parking', createdAt: at, updatedAt: at })
      .returning('supportConversationId')
      .executeTakeFirstOrThrow();
    const messages = await db()
      .insertInto('supportMessages')
      .values([
        {
          supportConversationId,
          author: 'customer',
          body: 'Where can the van park?',
          createdAt: at,
        },
        {
          supportConversationId,
          author: 'staff',
          authorName: 'Sam',
          body: 'Right outside, we have a permit.',
          createdAt: at,
        },
      ])
      .returning('supportMessageId')
      .execute();
    const [asked, answered] = messages.map((row) => row.supportMessageId);
    const reply = await composeMail(
      db(),
      { kind: 'support.reply', conversationId: supportConversationId, messageId: answered ?? 0 },
      ctx,
    );
    expect(reply?.recipient).toBe(me.email);
    expect(reply?.subject).toContain('Parking');
    expect(reply?.text).toContain('Right outside, we have a permit.');
    expect(reply?.text).toContain('Sam');
    expect(
      await composeMail(
        db(),
        { kind: 'support.reply', conversationId: supportConversationId, messageId: asked ?? 0 },
        ctx,
      ),
    ).toBeNull();
  });

  it('writes to the new address and the old one when the e-mail address changes', async () => {
    const me = await shopper(app);
    const mail = await composeMail(
      db(),
      {
        kind: 'account.emailChanged',
        customerId: me.customerId,
        oldEmail: 'old@example.test',
        newEmail: me.email,
        changeId: 'e1',
      },
      ctx,
    );
    expect(mail?.recipient).toBe(me.email);
    expect(mail?.cc).toEqual(['old@example.test']);
    expect(mail?.text).toContain('old@example.test');
  });

  it('composes nothing for an order, box or message that does not exist', async () => {
    for (const event of [
      { kind: 'order.confirmed', orderId: 2147483647 },
      { kind: 'box.progress', boxId: 2147483647, status: 'inStorage' },
      { kind: 'shipment.progress', shipmentId: 2147483647, status: 'dispatched' },
      { kind: 'support.reply', conversationId: 2147483647, messageId: 2147483647 },
      { kind: 'account.passwordChanged', customerId: 2147483647, changeId: 'p1' },
    ] as const) {
      expect(await composeMail(db(), event, ctx)).toBeNull();
    }
  });
});

describe('mail links', () => {
  it('are made from the configured site address', () => {
    expect(siteLink({ publicUrl: 'https://boxroom.example/' }, '/apps/orders')).toBe(
      'https://boxroom.example/apps/orders',
    );
  });
});
