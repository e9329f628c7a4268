import { expect, it } from 'vitest';
import { customerSchema } from '../../src/domain/customer.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountsApp,
  accountsApp,
  bearer,
  GOOD_PASSWORD,
  json,
  register,
  signIn,
  testClock,
  uniqueEmail,
  v1,
} from './accounts.ts';
import { forEachDatabase } from './harness.ts';

interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
  links: string[];
}

/*
 * Every change of e-mail waits for the link mailed to the new address (issue 27): the answer
 * to the change is the same whether or not the address has an account, the account moves only
 * when the link is opened, and the old address hears of it.
 */
forEachDatabase('changing the email by a link mailed to the new address', (getDatabase) => {
  async function setUp(app: AccountsApp = accountsApp(getDatabase())) {
    const mine = await register(app);
    const token = await signIn(app, mine.email);
    const edit = (email: string) =>
      app.request(
        v1(`customer/${mine.customerId}/edit`),
        json({ email: { value: email }, currentPassword: GOOD_PASSWORD }, bearer(token)),
      );
    const me = async () =>
      customerSchema.parse(
        await (await app.request(v1('customer'), { headers: bearer(token) })).json(),
      );
    return { app, mine, token, edit, me };
  }

  async function latestMail(app: AccountsApp, email: string): Promise<OutboxMail | undefined> {
    const res = await app.request(`/identity/_outbox/latest?email=${encodeURIComponent(email)}`);
    return res.status === 200 ? ((await res.json()) as OutboxMail) : undefined;
  }

  /** The token of the confirm link in the latest mail to `email`. */
  async function confirmToken(app: AccountsApp, email: string): Promise<string> {
    const mail = await latestMail(app, email);
    const link = mail?.links.find((href) => href.includes('/apps/confirm-email'));
    if (!link) throw new Error(`no confirm link mailed to ${email}`);
    expect(link.startsWith('http://127.0.0.1:3000/apps/confirm-email?token=')).toBe(true);
    return new URL(link).searchParams.get('token') ?? '';
  }

  function confirm(app: AccountsApp, token: string) {
    return app.request('/identity/account/confirmEmail', json({ token }));
  }

  it('answers a free and a taken address alike, and changes neither yet', async () => {
    const { app, mine, edit, me } = await setUp();
    const theirs = await register(app);
    const free = uniqueEmail('free');

    const freeAnswer = await edit(free);
    const freeBody = customerSchema.parse(await freeAnswer.json());
    const takenAnswer = await edit(theirs.email);
    const takenBody = customerSchema.parse(await takenAnswer.json());

    expect([freeAnswer.status, takenAnswer.status]).toEqual([200, 200]);
    // Apart from the address asked for, the two answers are the same, headers included.
    expect({ ...takenBody, pendingEmail: free }).toEqual(freeBody);
    expect(takenBody).toMatchObject({ email: mine.email, pendingEmail: theirs.email });
    expect(Object.fromEntries(takenAnswer.headers)).toEqual(Object.fromEntries(freeAnswer.headers));
    expect(await me()).toMatchObject({ email: mine.email, pendingEmail: theirs.email });

    // The free address gets the link; the taken one's owner a note and no link.
    expect((await latestMail(app, free))?.subject).toBe('Confirm your new Boxroom email address');
    const note = await latestMail(app, theirs.email);
    expect(note?.subject).toBe('Someone tried to use your email address at Boxroom');
    expect(note?.links.some((href) => href.includes('confirm-email'))).toBe(false);
    expect(await signIn(app, mine.email)).toBeTruthy();
    await expect(signIn(app, free)).rejects.toThrow();
  });

  it('moves the account when the link is opened, once, and signs it out elsewhere', async () => {
    const { app, mine, edit, me } = await setUp();
    const otherSession = await signIn(app, mine.email);
    const newEmail = uniqueEmail('moved');
    expect((await edit(newEmail.toUpperCase())).status).toBe(200);
    const token = await confirmToken(app, newEmail);

    const confirmed = await confirm(app, token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: newEmail });
    const now = await me();
    expect(now.email).toBe(newEmail);
    expect(now.pendingEmail).toBeUndefined();
    expect(await signIn(app, newEmail)).toBeTruthy();
    await expect(signIn(app, mine.email)).rejects.toThrow();

    // Signed out elsewhere, as after a password change; the session that asked stays.
    const elsewhere = await app.request(v1('customer'), { headers: bearer(otherSession) });
    expect(elsewhere.status).toBe(401);

    // The mail telling both addresses goes through the job queue: test/server/notify-events.

    // Single use.
    const again = await confirm(app, token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      errorCode: ErrorCode.EmailChangeLinkInvalid,
      message: ERROR_MESSAGES[ErrorCode.EmailChangeLinkInvalid],
    });
  });

  it('refuses a link that has expired or that a newer change replaced', async () => {
    const clock = testClock();
    const { app, edit, me, mine } = await setUp(accountsApp(getDatabase(), { now: clock.now }));
    const first = uniqueEmail('first');
    await edit(first);
    const firstToken = await confirmToken(app, first);
    const second = uniqueEmail('second');
    await edit(second);
    const secondToken = await confirmToken(app, second);
    expect((await me()).pendingEmail).toBe(second);

    const replaced = await confirm(app, firstToken);
    expect(replaced.status).toBe(400);
    expect(await replaced.json()).toMatchObject({ errorCode: ErrorCode.EmailChangeLinkInvalid });

    clock.advance(24 * 60 * 60 * 1000 + 1);
    const expired = await confirm(app, secondToken);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ errorCode: ErrorCode.EmailChangeLinkInvalid });
    const token = await signIn(app, mine.email);
    const record = customerSchema.parse(
      await (await app.request(v1('customer'), { headers: bearer(token) })).json(),
    );
    expect(record.email).toBe(mine.email);
    expect(record.pendingEmail).toBeUndefined();
  });

  it('refuses with 204 an address that got an account after the change was asked', async () => {
    const { app, mine, edit, me } = await setUp();
    const newEmail = uniqueEmail('late');
    await edit(newEmail);
    const token = await confirmToken(app, newEmail);
    await register(app, { email: newEmail });

    const refused = await confirm(app, token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      errorCode: ErrorCode.EmailAlreadyRegistered,
      message: ERROR_MESSAGES[ErrorCode.EmailAlreadyRegistered],
    });
    expect((await me()).email).toBe(mine.email);
    expect(await signIn(app, mine.email)).toBeTruthy();
  });

  it('refuses an unknown token and a malformed body without a 500', async () => {
    const app = accountsApp(getDatabase());
    const unknown = await confirm(app, 'not-a-token');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errorCode: ErrorCode.EmailChangeLinkInvalid });
    const empty = await app.request('/identity/account/confirmEmail', json({}));
    expect(empty.status).toBe(400);
  });
});
