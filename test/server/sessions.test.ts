import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../server/auth/session-cache.ts';
import type { AuthOverrides } from '../../server/auth/settings.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import type { Database } from '../../server/db/database.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountsApp,
  bearer,
  json,
  register,
  signIn,
  testClock,
  accountsApp as uncachedApp,
  v1,
} from './accounts.ts';
import { forEachDatabase } from './harness.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const EXPIRED = {
  errorCode: ErrorCode.SessionExpired,
  message: 'Your session has expired, please log in again',
};

/*
 * Each rule holds as well when the server trusts a session it checked a moment ago (an hour
 * here, so a forgotten session would show): see server/auth/session-cache.ts.
 */
for (const cached of [false, true]) {
  forEachDatabase(cached ? 'sessions, checks cached' : 'sessions', (getDatabase) => {
    const accountsApp = (database: Database, auth: AuthOverrides = {}) =>
      uncachedApp(database, auth, cached ? { sessionCache: new SessionCache(HOUR) } : {});

    async function me(app: AccountsApp, token: string) {
      return app.request(v1('customer'), { headers: bearer(token) });
    }

    describe('the bearer check on /v1', () => {
      it('answers a call without a token with 401 SignInRequired', async () => {
        const res = await accountsApp(getDatabase()).request(v1('customer'));
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await res.json()).toEqual({
          errorCode: ErrorCode.SignInRequired,
          message: ERROR_MESSAGES[ErrorCode.SignInRequired],
        });
      });

      it.each(['Bearer not-a-real-token', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer'])(
        'answers the header "%s" with 401',
        async (authorization) => {
          const res = await accountsApp(getDatabase()).request(v1('customer'), {
            headers: { Authorization: authorization },
          });
          expect(res.status).toBe(401);
          const { errorCode } = (await res.json()) as { errorCode: number };
          expect([ErrorCode.SignInRequired, ErrorCode.SessionExpired]).toContain(errorCode);
        },
      );

      it('answers an unknown token with 1310, as for an expired one', async () => {
        const res = await accountsApp(getDatabase()).request(v1('customer'), {
          headers: bearer('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
        expect(await res.json()).toEqual(EXPIRED);
      });

      it('keeps the catalogue public and closes everything else, known or not', async () => {
        const app = accountsApp(getDatabase());
        for (const path of ['materials', 'materials/suggestions', 'support/settings']) {
          expect((await app.request(v1(path))).status, path).toBe(200);
        }
        expect((await app.request(v1('no-such-thing'))).status).toBe(401);
        const { email } = await register(app);
        const token = await signIn(app, email);
        const mine = await app.request(v1('customer'), { headers: bearer(token) });
        expect(mine.headers.get('cache-control')).toBe('no-store');
        const unknown = await app.request(v1('no-such-thing'), { headers: bearer(token) });
        expect(unknown.status).toBe(404);
        expect(await unknown.json()).toMatchObject({ errorCode: ErrorCode.NotFound });
      });

      it('still asks for integratorId=2 first', async () => {
        const res = await accountsApp(getDatabase()).request('/v1/customer');
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ errorCode: ErrorCode.IntegratorIdMissing });
      });
    });

    describe('lifetimes', () => {
      it('expires a session left unused for two hours, and keeps a busy one alive', async () => {
        const clock = testClock();
        const app = accountsApp(getDatabase(), { now: clock.now });
        const { email } = await register(app);
        const token = await signIn(app, email);

        clock.advance(2 * HOUR - MINUTE);
        expect((await me(app, token)).status).toBe(200);
        clock.advance(2 * HOUR - MINUTE);
        expect((await me(app, token)).status).toBe(200);
        clock.advance(2 * HOUR);
        const res = await me(app, token);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual(EXPIRED);
      });

      it('expires a session at its absolute lifetime, however busy', async () => {
        const clock = testClock();
        const app = accountsApp(getDatabase(), {
          now: clock.now,
          idleLifetimeMs: 2 * HOUR,
          absoluteLifetimeMs: 5 * HOUR,
        });
        const { email } = await register(app);
        const token = await signIn(app, email);
        for (let hour = 1; hour < 5; hour++) {
          clock.advance(HOUR);
          expect((await me(app, token)).status, `hour ${hour}`).toBe(200);
        }
        clock.advance(HOUR);
        expect(await (await me(app, token)).json()).toEqual(EXPIRED);
      });

      it('lasts seven days at most by default', async () => {
        const clock = testClock();
        const app = accountsApp(getDatabase(), { now: clock.now, idleLifetimeMs: 8 * 24 * HOUR });
        const { email } = await register(app);
        const token = await signIn(app, email);
        clock.advance(7 * 24 * HOUR - MINUTE);
        expect((await me(app, token)).status).toBe(200);
        clock.advance(MINUTE);
        expect((await me(app, token)).status).toBe(401);
      });

      it('records use at most once a minute', async () => {
        const clock = testClock();
        const app = accountsApp(getDatabase(), { now: clock.now });
        const { email } = await register(app);
        const token = await signIn(app, email);
        const lastUsed = async () =>
          (
            await getDatabase()
              .db.selectFrom('sessions')
              .select('lastUsedAt')
              .where('tokenHash', '=', hashToken(token))
              .executeTakeFirstOrThrow()
          ).lastUsedAt.getTime();
        const signedInAt = clock.now().getTime();

        clock.advance(30_000);
        await me(app, token);
        expect(await lastUsed()).toBe(signedInAt);
        clock.advance(31_000);
        await me(app, token);
        expect(await lastUsed()).toBe(signedInAt + 61_000);
      });
    });

    describe('logout', () => {
      it('revokes the session, and succeeds again for a session already ended', async () => {
        const app = accountsApp(getDatabase());
        const { email } = await register(app);
        const token = await signIn(app, email);
        const other = await signIn(app, email);

        const out = await app.request('/api/auth/logout', {
          method: 'POST',
          headers: bearer(token),
        });
        expect(out.status).toBe(200);
        const res = await me(app, token);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual(EXPIRED);
        // Only that session: the customer's other browser stays signed in.
        expect((await me(app, other)).status).toBe(200);

        const again = await app.request('/api/auth/logout', {
          method: 'POST',
          headers: bearer(token),
        });
        expect(again.status).toBe(200);
      });

      it('needs a bearer token', async () => {
        const res = await accountsApp(getDatabase()).request('/api/auth/logout', {
          method: 'POST',
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ errorCode: ErrorCode.SignInRequired });
      });

      it('works for a session signed in through /api/auth/login', async () => {
        const app = accountsApp(getDatabase());
        const { email, password } = await register(app);
        const login = await app.request('/api/auth/login', json({ username: email, password }));
        const { access_token: token } = (await login.json()) as { access_token: string };
        expect((await me(app, token)).status).toBe(200);
        await app.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
        expect((await me(app, token)).status).toBe(401);
      });
    });
  });
}
