import { beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../server/ops/operations.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  supportConversationOrNoneSchema,
  supportConversationSchema,
} from '../../src/domain/support.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectError,
  expectStatus,
  insertOrder,
  type Member,
  member,
} from './account-area.ts';
import { forEachDatabase } from './harness.ts';

const NOW = new Date('2026-03-02T09:00:00Z');

forEachDatabase('support chat', (getDatabase) => {
  let app: AccountApp;
  let customer: Member;
  let other: Member;

  beforeAll(async () => {
    app = accountApp(getDatabase().db, { ordering: { now: () => NOW } });
    customer = await member(app, { firstName: 'Priya' });
    other = await member(app);
  });

  const send = (who: Member, message: string) =>
    call(app, who, 'POST', 'intercom/ticket', { subject: 'Chat from /apps/my-stuff', message });
  const history = async (who: Member) =>
    supportConversationOrNoneSchema.parse(
      await expectStatus(call(app, who, 'GET', 'intercom/ticket'), 200),
    );
  const ops = (...argv: string[]) => runOps(getDatabase().db, argv, NOW);

  it('has no conversation before the first message', async () => {
    expect(await history(other)).toBeNull();
  });

  it('opens a conversation with an automatic reply naming the response time', async () => {
    const conversation = supportConversationSchema.parse(
      await expectStatus(send(customer, 'Can I add a box to my next collection?'), 200),
    );
    expect(conversation.status).toBe('open');
    expect(conversation.messages.map((m) => m.author)).toEqual(['customer', 'auto']);
    expect(conversation.messages[1]?.body).toContain('Thanks, Priya.');
    expect(conversation.messages[1]?.body).toContain('usually within 2 working hours');
  });

  it('continues the open conversation, kept for the next visit, and shown to nobody else', async () => {
    await expectStatus(send(customer, 'It is a medium box.'), 200);
    const conversation = await history(customer);
    expect(conversation?.messages.map((m) => m.body)).toEqual([
      'Can I add a box to my next collection?',
      expect.stringContaining('Thanks, Priya.'),
      'It is a medium box.',
    ]);
    expect(await history(other)).toBeNull();
  });

  it('lets staff list, answer and close conversations with the ops command', async () => {
    const ticketId = (await history(customer))?.ticketId ?? '';
    const listed = await ops('support', 'list');
    expect(listed.output.join('\n')).toContain(`${ticketId}  ${customer.email}`);

    const reply = await ops('support', 'reply', ticketId, 'Yes,', 'we', 'can.', '--as', 'Ana');
    expect(reply).toEqual({ output: [`Replied to ${ticketId} as Ana`], exitCode: 0 });
    const answered = await history(customer);
    expect(answered?.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Ana',
      body: 'Yes, we can.',
    });

    expect((await ops('support', 'close', ticketId)).exitCode).toBe(0);
    expect((await history(customer))?.status).toBe('closed');
    expect((await ops('support', 'reply', ticketId, 'Late')).exitCode).toBe(1);
    expect((await ops('support', 'list')).output.join('\n')).not.toContain(ticketId);
  });

  it('opens a new conversation after the last one was closed', async () => {
    const before = (await history(customer))?.ticketId;
    const next = supportConversationSchema.parse(
      await expectStatus(send(customer, 'One more question'), 200),
    );
    expect(next.ticketId).not.toBe(before);
    expect(next.messages.map((m) => m.author)).toEqual(['customer', 'auto']);
  });

  it(`refuses a message longer than ${SUPPORT_MESSAGE_MAX_LENGTH} characters or blank`, async () => {
    await expectError(
      send(customer, 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1)),
      400,
      ErrorCode.ValidationFailed,
    );
    await expectError(send(customer, '   '), 400, ErrorCode.ValidationFailed);
    await expectStatus(send(customer, 'y'.repeat(SUPPORT_MESSAGE_MAX_LENGTH)), 200);
  });

  it('needs a signed-in customer', async () => {
    await expectError(call(app, null, 'GET', 'intercom/ticket'), 401, ErrorCode.SignInRequired);
  });

  describe('the order a conversation is about', () => {
    const sendAbout = (who: Member, orderId: number) =>
      call(app, who, 'POST', 'intercom/ticket', {
        subject: 'Chat from /apps/my-stuff/orders',
        message: 'Where is my order?',
        orderId,
      });
    /** The order the customer's latest conversation is linked to, as staff would see it. */
    const linkedOrder = async (who: Member) => {
      const row = await getDatabase()
        .db.selectFrom('supportConversations')
        .select('orderId')
        .where('customerId', '=', who.customerId)
        .orderBy('supportConversationId', 'desc')
        .executeTakeFirstOrThrow();
      return row.orderId;
    };

    it("keeps the customer's own order", async () => {
      const asker = await member(app);
      const orderId = await insertOrder(getDatabase().db, asker.customerId);
      await expectStatus(sendAbout(asker, orderId), 200);
      expect(await linkedOrder(asker)).toBe(orderId);
    });

    // The message matters more than the link: it is sent, and the order it names is dropped.
    it.each([
      ["another customer's order", async () => insertOrder(getDatabase().db, other.customerId)],
      ['an order that does not exist', async () => 999_999_999],
    ])('sends the message but drops %s', async (_, orderOf) => {
      const asker = await member(app);
      const conversation = supportConversationSchema.parse(
        await expectStatus(sendAbout(asker, await orderOf()), 200),
      );
      expect(conversation.messages.map((m) => m.body)).toContain('Where is my order?');
      expect(await linkedOrder(asker)).toBeNull();
    });
  });

  describe('opening conversations at once', () => {
    it('keeps one open conversation when two messages race', async () => {
      const racer = await member(app);
      await Promise.all([send(racer, 'first'), send(racer, 'second')]);
      const conversation = await history(racer);
      expect(conversation?.messages.filter((m) => m.author === 'auto')).toHaveLength(1);
      expect(conversation?.messages.filter((m) => m.author === 'customer')).toHaveLength(2);
    });
  });
});
