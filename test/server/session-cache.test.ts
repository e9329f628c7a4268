import { afterAll, beforeAll, expect, it } from 'vitest';
import { SessionCache } from '../../server/auth/session-cache.ts';
import { listenForEndedSessions, type SessionNotices } from '../../server/auth/session-notices.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountsApp,
  accountsApp,
  bearer,
  GOOD_PASSWORD,
  json,
  register,
  signIn,
  uniqueEmail,
  v1,
} from './accounts.ts';
import { forEachDatabase, postgresUrl } from './harness.ts';

/*
 * The server trusts a session it checked a moment ago without asking the database again
 * (server/auth/session-cache.ts). Ending a session must still take effect on the next call:
 * at once in the process that ended it, and on PostgreSQL in every other process as soon as
 * the database's notice arrives. The caches here trust a session for an hour, so only
 * forgetting it, never its age, can make a call refused.
 */

const HOUR = 3_600_000;
const EXPIRED = { errorCode: ErrorCode.SessionExpired };

async function me(app: AccountsApp, token: string) {
  return app.request(v1('customer'), { headers: bearer(token) });
}

function changePassword(app: AccountsApp, token: string, password: string) {
  return app.request(
    '/identity/account/changePassword',
    json({ currentPassword: GOOD_PASSWORD, password, confirmPassword: password }, bearer(token)),
  );
}

forEachDatabase('a cached session check, in one process', (getDatabase) => {
  const cachedApp = () => accountsApp(getDatabase(), {}, { sessionCache: new SessionCache(HOUR) });

  it('refuses a token on the call after its sign-out, though it was just trusted', async () => {
    const app = cachedApp();
    const { email } = await register(app);
    const token = await signIn(app, email);
    const other = await signIn(app, email);
    expect((await me(app, token)).status).toBe(200);
    expect((await me(app, other)).status).toBe(200);

    expect(
      (await app.request('/api/auth/logout', { method: 'POST', headers: bearer(token) })).status,
    ).toBe(200);
    const refused = await me(app, token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject(EXPIRED);
    expect((await me(app, other)).status).toBe(200);
  });

  it('refuses the other sessions on the call after a password change', async () => {
    const app = cachedApp();
    const { email } = await register(app);
    const here = await signIn(app, email);
    const elsewhere = await signIn(app, email);
    expect((await me(app, here)).status).toBe(200);
    expect((await me(app, elsewhere)).status).toBe(200);

    expect((await changePassword(app, here, 'my new passphrase here')).status).toBe(200);
    expect(await (await me(app, elsewhere)).json()).toMatchObject(EXPIRED);
    expect((await me(app, here)).status).toBe(200);
  });

  it('refuses the other sessions on the call after the e-mail address moves', async () => {
    const app = cachedApp();
    const mine = await register(app);
    const here = await signIn(app, mine.email);
    const elsewhere = await signIn(app, mine.email);
    expect((await me(app, elsewhere)).status).toBe(200);
    const newEmail = uniqueEmail('moved');
    const edit = await app.request(
      v1(`customer/${mine.customerId}/edit`),
      json({ email: { value: newEmail }, currentPassword: GOOD_PASSWORD }, bearer(here)),
    );
    expect(edit.status).toBe(200);
    const mail = (await (
      await app.request(`/identity/_outbox/latest?email=${encodeURIComponent(newEmail)}`)
    ).json()) as { links: string[] };
    const link = mail.links.find((href) => href.includes('/apps/confirm-email'));
    const token = new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

    expect((await app.request('/identity/account/confirmEmail', json({ token }))).status).toBe(200);
    expect(await (await me(app, elsewhere)).json()).toMatchObject(EXPIRED);
    expect((await me(app, here)).status).toBe(200);
  });

  it('refuses every session of an account the development helper signed out', async () => {
    const app = cachedApp();
    const { email } = await register(app);
    const token = await signIn(app, email);
    expect((await me(app, token)).status).toBe(200);
    expect((await app.request('/identity/_sessions/expire', json({ email }))).status).toBe(200);
    expect((await me(app, token)).status).toBe(401);
  });
});

/**
 * Two servers on one PostgreSQL database, each with its own connections, cache and notice
 * listener, as two processes behind a load balancer would be.
 */
forEachDatabase('a cached session check, across two servers', (getDatabase, kind) => {
  // Two processes share only PostgreSQL: the embedded database admits one.
  const twoServers = it.skipIf(kind !== 'postgres');
  let second: Database;
  const listeners: SessionNotices[] = [];
  let a: AccountsApp;
  let b: AccountsApp;

  function listeningApp(database: Database): AccountsApp {
    const sessionCache = new SessionCache(HOUR);
    listeners.push(listenForEndedSessions(postgresUrl ?? '', sessionCache));
    return accountsApp(database, {}, { sessionCache });
  }

  beforeAll(async () => {
    if (kind !== 'postgres') return;
    second = await openDatabase({
      databaseUrl: postgresUrl,
      schema: getDatabase().schema,
    });
    a = listeningApp(getDatabase());
    b = listeningApp(second);
    await Promise.all(listeners.map((listener) => listener.ready));
  });
  afterAll(async () => {
    await Promise.all(listeners.map((listener) => listener.stop()));
    await second?.close();
  });

  twoServers('refuses on the other server a token signed out on one', async () => {
    const { email } = await register(a);
    const token = await signIn(a, email);
    const other = await signIn(a, email);
    // Checked, and so trusted for the next hour, on both.
    for (const app of [a, b]) {
      expect((await me(app, token)).status).toBe(200);
      expect((await me(app, other)).status).toBe(200);
    }

    await a.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    expect((await me(a, token)).status).toBe(401);
    // As soon as the database's notice has arrived.
    await expect.poll(async () => (await me(b, token)).status, { timeout: 10_000 }).toBe(401);
    expect((await me(b, other)).status).toBe(200);
  });

  twoServers(
    'refuses on the other server the sessions a password change on one ended',
    async () => {
      const { email } = await register(a);
      const here = await signIn(a, email);
      const elsewhere = await signIn(b, email);
      expect((await me(b, elsewhere)).status).toBe(200);
      expect((await me(b, here)).status).toBe(200);

      expect((await changePassword(a, here, 'my new passphrase here')).status).toBe(200);
      await expect.poll(async () => (await me(b, elsewhere)).status, { timeout: 10_000 }).toBe(401);
      expect((await me(b, here)).status).toBe(200);
    },
  );
});
