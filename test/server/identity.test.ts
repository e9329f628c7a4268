import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { tokenResponseSchema } from '../../src/domain/auth.ts';
import { customerSchema } from '../../src/domain/customer.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountsApp,
  accountsApp,
  bearer,
  fromAddress,
  GOOD_PASSWORD,
  json,
  register,
  registration,
  signIn,
  TEST_AUTH,
  testAuth,
  testClock,
  tokenRequest,
  uniqueEmail,
  v1,
} from './accounts.ts';
import { forEachDatabase, testConfig } from './harness.ts';

const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description: 'The email or password is incorrect',
};

function errorOf(code: number) {
  return { errorCode: code, message: ERROR_MESSAGES[code] };
}

forEachDatabase('the auth host', (getDatabase) => {
  let app: AccountsApp;
  beforeEach(() => {
    app = accountsApp(getDatabase());
  });

  describe('register', () => {
    it('creates the customer, who can then sign in and read their record', async () => {
      const clock = testClock(new Date('2026-05-04T10:00:00Z'));
      app = accountsApp(getDatabase(), { now: clock.now });
      const body = registration({
        email: 'New.Customer@Example.test'.replace('@', `+${Date.now()}@`),
      });
      const res = await app.request('/identity/account/register', json(body));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});

      const token = await signIn(app, body.email.toUpperCase());
      const me = await app.request(v1('customer'), { headers: bearer(token) });
      expect(me.status).toBe(200);
      expect(customerSchema.parse(await me.json())).toEqual({
        customerId: expect.any(Number),
        joinedDate: '2026-05-04',
        email: body.email.toLowerCase(),
        firstName: 'Jo',
        lastName: 'Bloggs',
        postcode: 'SW1A 2AA',
        dayTimePhone: '',
        eveningPhone: '',
        mobilePhone: '+447700900789',
        debtStatus: 0,
        smsCommsEnabled: false,
        emailCommsEnabled: true,
        tieredPricing: false,
      });
    });

    it('answers a taken email exactly as a new one, and tells its owner by email', async () => {
      const { email, password } = await register(app);
      const taken = registration({
        email: email.toUpperCase(),
        password: 'another long passphrase',
        confirmPassword: 'another long passphrase',
      });
      const fresh = registration();
      const takenRes = await app.request('/identity/account/register', json(taken));
      const freshRes = await app.request('/identity/account/register', json(fresh));
      expect(takenRes.status).toBe(freshRes.status);
      expect(await takenRes.json()).toEqual(await freshRes.json());

      const notice = await app.request(`/identity/_outbox/latest?email=${email}`);
      expect(await notice.json()).toMatchObject({
        recipient: email,
        subject: 'You already have a Boxroom account',
        links: ['http://127.0.0.1:3000/apps/signin', 'http://127.0.0.1:3000/apps/reset'],
      });
      const welcome = await app.request(`/identity/_outbox/latest?email=${fresh.email}`);
      expect(await welcome.json()).toMatchObject({ subject: 'Welcome to Boxroom' });
      // The account and its password are untouched.
      expect(await signIn(app, email, password)).toBeTruthy();
    });

    it('takes as long for a taken email as for a new one', async () => {
      // The real scrypt cost, so a skipped hash would show as a large difference.
      const timed = accountsApp(getDatabase(), { scrypt: { N: 2 ** 14, r: 8, p: 1 } });
      const { email } = await register(timed);
      async function duration(body: Record<string, unknown>) {
        const start = performance.now();
        await timed.request('/identity/account/register', json(body));
        return performance.now() - start;
      }
      const taken: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < 3; i++) {
        taken.push(await duration(registration({ email })));
        fresh.push(await duration(registration()));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
      // A skipped hash would make the taken address answer in a fraction of the time.
      expect(median(taken)).toBeGreaterThan(median(fresh) * 0.5);
    });

    it('limits registrations per address and per email with 429 and code 213', async () => {
      const limited = accountsApp(getDatabase(), {
        limits: { requestsPerAddress: 3, requestsPerEmail: 2 },
      });
      const address = fromAddress('198.51.100.60');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request(
          '/identity/account/register',
          json(registration()),
          address,
        );
        statuses.push(res.status);
        if (res.status === 429) {
          expect(await res.json()).toEqual(errorOf(ErrorCode.RateLimited));
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another address may still register.
      const other = await limited.request(
        '/identity/account/register',
        json(registration()),
        fromAddress('198.51.100.61'),
      );
      expect(other.status).toBe(200);

      const body = registration();
      const perEmail: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request(
          '/identity/account/register',
          json(body),
          fromAddress(`198.51.100.${70 + i}`),
        );
        perEmail.push(res.status);
      }
      expect(perEmail).toEqual([200, 200, 429]);
    });

    it.each([
      ['an invalid email', { email: 'not-an-email' }, ErrorCode.InvalidEmailAddress],
      ['an unknown referral letter', { referralCodeSourceOneLetterCode: 'Z' }, 131],
      ['a referral code longer than a letter', { referralCodeSourceOneLetterCode: 'FR' }, 131],
      ['a short password', { password: 'short', confirmPassword: 'short' }, 205],
      ['a too long password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 206],
      ['a common password', { password: 'Password123', confirmPassword: 'Password123' }, 207],
      ['a mismatched confirmation', { confirmPassword: 'something else entirely' }, 190],
    ])('refuses %s', async (_label, overrides, code) => {
      const res = await app.request('/identity/account/register', json(registration(overrides)));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errorOf(code));
    });

    it('refuses a password containing the email address, saying so (186)', async () => {
      const email = uniqueEmail();
      for (const password of [email, `${email.toUpperCase()}!`]) {
        const res = await app.request(
          '/identity/account/register',
          json(registration({ email, password, confirmPassword: password })),
        );
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual(errorOf(ErrorCode.PasswordContainsEmail));
      }
      expect(errorOf(ErrorCode.PasswordContainsEmail).message).toBe(
        'Your password must not contain your email address',
      );
    });

    it('accepts a known referral letter in either case and long passphrases', async () => {
      const long = 'a fairly long passphrase '.repeat(5).slice(0, 128);
      const { customerId } = await register(app, {
        referralCodeSourceOneLetterCode: 'f',
        password: long,
        confirmPassword: long,
      });
      const row = await getDatabase()
        .db.selectFrom('customers')
        .select(['referralCode', 'signUpFunnel', 'passwordHash'])
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow();
      expect(row.referralCode).toBe('F');
      expect(row.signUpFunnel).toBe('Sign-up');
      expect(row.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(row.passwordHash).not.toContain(long);
    });

    it('answers missing fields with 400 and the fields at fault', async () => {
      const res = await app.request('/identity/account/register', json({ integratorId: 2 }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errorCode: number };
      // The email is checked first among the fields the SPA has messages for.
      expect(body.errorCode).toBe(ErrorCode.InvalidEmailAddress);
      const noName = await app.request(
        '/identity/account/register',
        json(registration({ firstName: undefined })),
      );
      expect(await noName.json()).toMatchObject({
        errorCode: ErrorCode.ValidationFailed,
        issues: [{ path: 'firstName' }],
      });
    });
  });

  describe('token', () => {
    it('answers the access token, bearer type, lifetime and roles as a JSON string', async () => {
      const { email } = await register(app);
      const res = await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const raw = (await res.json()) as Record<string, unknown>;
      const body = tokenResponseSchema.parse(raw);
      expect(body.token_type).toBe('bearer');
      expect(body.expires_in).toBe(2 * 60 * 60);
      expect(typeof raw.roles).toBe('string');
      expect(JSON.parse(body.roles)).toEqual(['Customer']);
      expect(Buffer.from(body.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);

      // Only the hash is stored.
      const sessions = await getDatabase().db.selectFrom('sessions').select('tokenHash').execute();
      expect(sessions.map((row) => row.tokenHash)).toContain(hashToken(body.access_token));
      expect(sessions.map((row) => row.tokenHash)).not.toContain(body.access_token);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const { email } = await register(app);
      const wrong = await app.request('/identity/token', tokenRequest(email, 'not the password'));
      const unknown = await app.request(
        '/identity/token',
        tokenRequest(uniqueEmail('nobody'), 'not the password'),
      );
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(await wrong.json()).toEqual(INVALID_GRANT);
      expect(await unknown.json()).toEqual(INVALID_GRANT);
    });

    it('answers a bad form with an OAuth error, never a 500', async () => {
      const { email } = await register(app);
      const noGrant = await app.request('/identity/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: GOOD_PASSWORD }).toString(),
      });
      expect(noGrant.status).toBe(400);
      expect(await noGrant.json()).toMatchObject({ error: 'invalid_request' });

      const otherGrant = await app.request(
        '/identity/token',
        tokenRequest(email, GOOD_PASSWORD, { grant_type: 'client_credentials' }),
      );
      expect(await otherGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });

      const asJson = await app.request(
        '/identity/token',
        json({ username: email, password: GOOD_PASSWORD, grant_type: 'password', country: 'uk' }),
      );
      expect(asJson.status).toBe(400);
      expect(await asJson.json()).toMatchObject({ error: 'invalid_request' });
    });

    it('also signs in through /api/auth/login, with errorCode on failure', async () => {
      const { email } = await register(app);
      const ok = await app.request(
        '/api/auth/login',
        json({ username: email, password: GOOD_PASSWORD }),
      );
      expect(ok.status).toBe(200);
      expect(JSON.parse(tokenResponseSchema.parse(await ok.json()).roles)).toEqual(['Customer']);

      const wrong = await app.request(
        '/api/auth/login',
        json({ username: email, password: 'nope' }),
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({
        ...errorOf(ErrorCode.InvalidCredentials),
        error_description: 'The email or password is incorrect',
      });
    });
  });

  describe('brute force', () => {
    async function fail(target: AccountsApp, email: string, times: number, env?: object) {
      for (let i = 0; i < times; i++) {
        const res = await target.request('/identity/token', tokenRequest(email, `wrong-${i}`), env);
        expect(res.status).toBe(400);
      }
    }

    it('refuses the 11th attempt on an account, even with the right password, for 15 minutes', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), { now: clock.now });
      const { email } = await register(app);
      await fail(app, email, 10);

      const locked = await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD));
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({
        error: 'too_many_attempts',
        error_description: ERROR_MESSAGES[ErrorCode.TooManySignInAttempts],
      });
      expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);

      const viaApi = await app.request(
        '/api/auth/login',
        json({ username: email, password: GOOD_PASSWORD }),
      );
      expect(viaApi.status).toBe(429);
      expect(await viaApi.json()).toMatchObject({ errorCode: ErrorCode.TooManySignInAttempts });

      // Hammering a locked account does not keep it locked.
      clock.advance(10 * 60_000);
      for (let i = 0; i < 5; i++) {
        expect((await app.request('/identity/token', tokenRequest(email, 'x'))).status).toBe(429);
      }
      clock.advance(5 * 60_000 + 1000);
      expect(await signIn(app, email)).toBeTruthy();
    });

    it('keeps counting across a restart, since the count lives in the database', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), { now: clock.now, limits: { perAccountAndAddress: 2 } });
      const { email } = await register(app);
      await fail(app, email, 2);
      const restarted = accountsApp(getDatabase(), {
        now: clock.now,
        limits: { perAccountAndAddress: 2 },
      });
      const res = await restarted.request('/identity/token', tokenRequest(email, GOOD_PASSWORD));
      expect(res.status).toBe(429);
    });

    it('limits failures per address across accounts, and not other addresses', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), { now: clock.now, limits: { perAddress: 3 } });
      const address = fromAddress('198.51.100.7');
      for (let i = 0; i < 3; i++) await fail(app, uniqueEmail('guess'), 1, address);

      const { email } = await register(accountsApp(getDatabase(), { now: clock.now }));
      const blocked = await app.request(
        '/identity/token',
        tokenRequest(email, GOOD_PASSWORD),
        address,
      );
      expect(blocked.status).toBe(429);
      const elsewhere = await app.request(
        '/identity/token',
        tokenRequest(email, GOOD_PASSWORD),
        fromAddress('198.51.100.8'),
      );
      expect(elsewhere.status).toBe(200);
    });

    it('never locks the owner out from another address', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), { now: clock.now });
      const { email } = await register(app);
      const attacker = fromAddress('203.0.113.50');
      await fail(app, email, 10, attacker);
      const blocked = await app.request(
        '/identity/token',
        tokenRequest(email, GOOD_PASSWORD),
        attacker,
      );
      expect(blocked.status).toBe(429);
      const owner = await app.request(
        '/identity/token',
        tokenRequest(email, GOOD_PASSWORD),
        fromAddress('198.51.100.99'),
      );
      expect(owner.status).toBe(200);
    });

    it('counts the left-most X-Forwarded-For address only with TRUST_PROXY=1', async () => {
      const proxy = fromAddress('10.0.0.2');
      const forwarded = (client: string) => ({
        ...tokenRequest('nobody@example.test', 'wrong password'),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': `${client}, 10.0.0.1`,
        },
      });
      const limits = { perAddress: 2 };
      const trusting = createApp({
        db: getDatabase().db,
        config: testConfig({ trustProxy: true }),
        distDir: 'dist',
        auth: testAuth({ limits }),
      });
      // Two customers behind one proxy: each has their own count.
      for (let i = 0; i < 2; i++) {
        expect(
          (await trusting.request('/identity/token', forwarded('192.0.2.1'), proxy)).status,
        ).toBe(400);
      }
      expect(
        (await trusting.request('/identity/token', forwarded('192.0.2.1'), proxy)).status,
      ).toBe(429);
      expect(
        (await trusting.request('/identity/token', forwarded('192.0.2.2'), proxy)).status,
      ).toBe(400);

      // Without TRUST_PROXY the header is ignored: a client cannot pick a fresh address.
      const ignoring = accountsApp(getDatabase(), { limits });
      const direct = fromAddress('192.0.2.77');
      for (let i = 0; i < 2; i++) {
        await ignoring.request('/identity/token', forwarded(`192.0.2.${100 + i}`), direct);
      }
      expect(
        (await ignoring.request('/identity/token', forwarded('192.0.2.200'), direct)).status,
      ).toBe(429);
    });

    it("forgets an account's failures on success but not the address's", async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), {
        now: clock.now,
        limits: { perAccountAndAddress: 3, perAddress: 5 },
      });
      const address = fromAddress('198.51.100.20');
      const { email } = await register(app);
      await fail(app, email, 2, address);
      expect(
        (await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD), address)).status,
      ).toBe(200);
      await fail(app, email, 2, address);
      // Three failures would lock the account had the success not cleared the first two.
      expect(
        (await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD), address)).status,
      ).toBe(200);
      // The address has four failures: one more is allowed, then it is blocked.
      await fail(app, uniqueEmail('other'), 1, address);
      const blocked = await app.request(
        '/identity/token',
        tokenRequest(email, GOOD_PASSWORD),
        address,
      );
      expect(blocked.status).toBe(429);
    });

    it('counts successful sign-ins too against the checks one address may make', async () => {
      const clock = testClock();
      const { email } = await register(accountsApp(getDatabase(), { now: clock.now }));
      app = accountsApp(getDatabase(), { now: clock.now, limits: { checksPerAddress: 3 } });
      const address = fromAddress('198.51.100.40');
      const attempt = (from = address) =>
        app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD), from);
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(200);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: 'too_many_attempts' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The owner elsewhere is not held back, and the address may check again in a while.
      expect((await attempt(fromAddress('198.51.100.41'))).status).toBe(200);
      clock.advance(15 * 60_000 + 1000);
      expect((await attempt()).status).toBe(200);
    });

    it('never allows more than the hourly cap on one account', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), {
        now: clock.now,
        limits: { windowMs: 60_000, perAccountAndAddress: 3, perAccountAndAddressPerHour: 5 },
      });
      const { email } = await register(app);
      await fail(app, email, 3);
      clock.advance(61_000);
      await fail(app, email, 2);
      clock.advance(61_000);
      const capped = await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD));
      expect(capped.status).toBe(429);
      clock.advance(60 * 60_000);
      expect(await signIn(app, email)).toBeTruthy();
    });

    it('lets only the limit through when attempts arrive all at once', async () => {
      app = accountsApp(getDatabase(), { limits: { perAccountAndAddress: 5 } });
      const { email } = await register(app);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await app.request('/identity/token', tokenRequest(email, `wrong-${i}`));
          return res.status;
        }),
      );
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    });
  });

  describe('password reset', () => {
    async function requestReset(target: AccountsApp, email: string) {
      const res = await target.request(
        '/identity/account/forgotPassword',
        json({ email, integratorId: 2 }),
      );
      expect(res.status).toBe(200);
      return res.json();
    }

    async function resetLink(target: AccountsApp, email: string) {
      const res = await target.request(
        `/identity/_outbox/latest?email=${encodeURIComponent(email)}`,
      );
      expect(res.status).toBe(200);
      const mail = (await res.json()) as {
        links: string[];
        subject: string;
        recipient: string;
        body: string;
      };
      const link = new URL(mail.links[0]!);
      return { mail, link, token: link.searchParams.get('token')! };
    }

    function update(target: AccountsApp, email: string, token: string, password: string) {
      return target.request(
        '/identity/auth/lostPasswordUpdate',
        json({ email, token, password, confirmPassword: password }),
      );
    }

    it('answers the same for an unknown email and mails only real accounts', async () => {
      const { email } = await register(app);
      const unknown = uniqueEmail('nobody');
      expect(await requestReset(app, unknown)).toEqual(await requestReset(app, email));
      const none = await app.request(`/identity/_outbox/latest?email=${unknown}`);
      expect(none.status).toBe(404);

      const { mail, link } = await resetLink(app, email);
      expect(mail.recipient).toBe(email);
      // Without PUBLIC_URL, the server's own HOST:PORT.
      expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/apps/reset');
      expect(link.searchParams.get('email')).toBe(email);
    });

    it('never builds the link from a foreign Host header', async () => {
      const { email } = await register(app);
      const res = await app.request(
        'http://evil.example/identity/account/forgotPassword',
        json(
          { email, integratorId: 2 },
          { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
        ),
      );
      expect(res.status).toBe(200);
      const { mail, link } = await resetLink(app, email);
      expect(link.origin).toBe('http://127.0.0.1:3000');
      expect(mail.body).not.toContain('evil.example');
    });

    it('sets the new password once, ends every session and cannot be used again', async () => {
      const { email } = await register(app);
      const before = await signIn(app, email);
      await requestReset(app, email);
      const { token } = await resetLink(app, email);

      const res = await update(app, email, token, 'a brand new passphrase');
      expect(res.status).toBe(200);
      const me = await app.request(v1('customer'), { headers: bearer(before) });
      expect(await me.json()).toEqual(errorOf(ErrorCode.SessionExpired));
      expect(await signIn(app, email, 'a brand new passphrase')).toBeTruthy();
      expect(
        (await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD))).status,
      ).toBe(400);

      const again = await update(app, email, token, 'yet another passphrase');
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual(errorOf(ErrorCode.ResetLinkInvalid));
    });

    it('expires after an hour', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), { now: clock.now });
      const { email } = await register(app);
      await requestReset(app, email);
      const { token } = await resetLink(app, email);
      clock.advance(60 * 60_000 + 1);
      const res = await update(app, email, token, 'a brand new passphrase');
      expect(await res.json()).toEqual(errorOf(ErrorCode.ResetLinkInvalid));
    });

    it('is not used up by a wrong email or a refused password, and a newer link replaces it', async () => {
      const { email } = await register(app);
      const other = await register(app);
      await requestReset(app, email);
      const { token } = await resetLink(app, email);

      const wrongAccount = await update(app, other.email, token, 'a brand new passphrase');
      expect(await wrongAccount.json()).toEqual(errorOf(ErrorCode.ResetLinkInvalid));
      const common = await update(app, email, token, 'iloveyou123');
      expect(await common.json()).toEqual(errorOf(ErrorCode.PasswordTooCommon));
      const short = await update(app, email, token, 'short');
      expect(await short.json()).toEqual(errorOf(ErrorCode.PasswordTooShort));
      const garbage = await update(app, email, 'not-a-real-token', 'a brand new passphrase');
      expect(await garbage.json()).toEqual(errorOf(ErrorCode.ResetLinkInvalid));

      await requestReset(app, email);
      const newer = await resetLink(app, email);
      expect(newer.token).not.toBe(token);
      expect(await (await update(app, email, token, 'a brand new passphrase')).json()).toEqual(
        errorOf(ErrorCode.ResetLinkInvalid),
      );
      expect((await update(app, email, newer.token, 'a brand new passphrase')).status).toBe(200);
    });

    it('opens a locked account again', async () => {
      const clock = testClock();
      app = accountsApp(getDatabase(), { now: clock.now, limits: { perAccountAndAddress: 2 } });
      const { email } = await register(app);
      for (const password of ['wrong-1', 'wrong-2']) {
        await app.request('/identity/token', tokenRequest(email, password));
      }
      expect(
        (await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD))).status,
      ).toBe(429);
      await requestReset(app, email);
      const { token } = await resetLink(app, email);
      expect((await update(app, email, token, 'a brand new passphrase')).status).toBe(200);
      expect(await signIn(app, email, 'a brand new passphrase')).toBeTruthy();
    });

    it('limits reset requests per address and per email with 429 and code 213', async () => {
      const limited = accountsApp(getDatabase(), {
        limits: { requestsPerAddress: 3, requestsPerEmail: 2 },
      });
      const { email } = await register(app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request(
          '/identity/account/forgotPassword',
          json({ email, integratorId: 2 }),
          fromAddress(`198.51.100.${80 + i}`),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const address = fromAddress('198.51.100.90');
      const perAddress: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request(
          '/identity/account/forgotPassword',
          json({ email: uniqueEmail('someone'), integratorId: 2 }),
          address,
        );
        perAddress.push(res.status);
        if (res.status === 429) expect(await res.json()).toEqual(errorOf(ErrorCode.RateLimited));
      }
      expect(perAddress).toEqual([200, 200, 200, 429]);
    });

    it('builds the link on PUBLIC_URL when it is set', async () => {
      const configured = createApp({
        db: getDatabase().db,
        config: testConfig({ publicUrl: 'https://boxroom.example', payments: 'sandbox' }),
        distDir: 'dist',
        auth: TEST_AUTH,
      });
      const { email } = await register(configured);
      // A forged Host header must not put the attacker's site in the mailed link.
      await configured.request(
        'http://evil.example/identity/account/forgotPassword',
        json({ email, integratorId: 2 }),
      );
      const res = await configured.request(`/identity/_outbox/latest?email=${email}`);
      const { links } = (await res.json()) as { links: string[] };
      expect(links[0]).toMatch(/^https:\/\/boxroom\.example\/apps\/reset\?token=/);
    });
  });

  describe('change password', () => {
    function change(token: string, body: Record<string, string>) {
      return app.request('/identity/account/changePassword', json(body, bearer(token)));
    }

    it('needs the current password and ends the other sessions, not this one', async () => {
      const { email } = await register(app);
      const here = await signIn(app, email);
      const elsewhere = await signIn(app, email);
      const next = 'my new passphrase here';

      const wrong = await change(here, {
        currentPassword: 'not it at all',
        password: next,
        confirmPassword: next,
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual(errorOf(ErrorCode.CurrentPasswordIncorrect));

      const ok = await change(here, {
        currentPassword: GOOD_PASSWORD,
        password: next,
        confirmPassword: next,
      });
      expect(ok.status).toBe(200);
      expect((await app.request(v1('customer'), { headers: bearer(here) })).status).toBe(200);
      const ended = await app.request(v1('customer'), { headers: bearer(elsewhere) });
      expect(ended.status).toBe(401);
      expect(await ended.json()).toEqual(errorOf(ErrorCode.SessionExpired));
      expect(await signIn(app, email, next)).toBeTruthy();
      expect(
        (await app.request('/identity/token', tokenRequest(email, GOOD_PASSWORD))).status,
      ).toBe(400);
    });

    it('refuses common and mismatched new passwords and needs a session', async () => {
      const { email } = await register(app);
      const token = await signIn(app, email);
      const common = await change(token, {
        currentPassword: GOOD_PASSWORD,
        password: 'qwertyuiop',
        confirmPassword: 'qwertyuiop',
      });
      expect(await common.json()).toEqual(errorOf(ErrorCode.PasswordTooCommon));
      const mismatch = await change(token, {
        currentPassword: GOOD_PASSWORD,
        password: 'my new passphrase here',
        confirmPassword: 'my new passphrase',
      });
      expect(await mismatch.json()).toEqual(errorOf(ErrorCode.PasswordsDoNotMatch));

      const anonymous = await app.request(
        '/identity/account/changePassword',
        json({
          currentPassword: GOOD_PASSWORD,
          password: 'abcdefghijk',
          confirmPassword: 'abcdefghijk',
        }),
      );
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual(errorOf(ErrorCode.SignInRequired));
    });

    it('counts wrong current passwords towards the sign-in limit', async () => {
      app = accountsApp(getDatabase(), { limits: { perAccountAndAddress: 2 } });
      const { email } = await register(app);
      const token = await signIn(app, email);
      const body = {
        currentPassword: 'a wrong guess',
        password: 'my new passphrase here',
        confirmPassword: 'my new passphrase here',
      };
      expect((await change(token, body)).status).toBe(400);
      expect((await change(token, body)).status).toBe(400);
      const limited = await change(token, { ...body, currentPassword: GOOD_PASSWORD });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual(errorOf(ErrorCode.TooManySignInAttempts));
    });
  });

  describe('development helpers', () => {
    it('ends every session of an account on request', async () => {
      const { email } = await register(app);
      const token = await signIn(app, email);
      const res = await app.request(
        '/identity/_sessions/expire',
        json({ email: email.toUpperCase() }),
      );
      expect(res.status).toBe(200);
      const me = await app.request(v1('customer'), { headers: bearer(token) });
      expect(me.status).toBe(401);
      expect(await me.json()).toEqual(errorOf(ErrorCode.SessionExpired));
    });

    it('answer only the machine the server runs on', async () => {
      const { email } = await register(app);
      await app.request('/identity/account/forgotPassword', json({ email, integratorId: 2 }));
      const remote = fromAddress('203.0.113.9');
      const outbox = await app.request(`/identity/_outbox/latest?email=${email}`, {}, remote);
      expect(outbox.status).toBe(404);
      const expire = await app.request('/identity/_sessions/expire', json({ email }), remote);
      expect(expire.status).toBe(404);
      const local = await app.request(
        `/identity/_outbox/latest?email=${email}`,
        {},
        fromAddress('127.0.0.1'),
      );
      expect(local.status).toBe(200);
      expect(await local.json()).toMatchObject({ recipient: email });
    });

    it('do not exist when devTools is off', async () => {
      const production = createApp({
        db: getDatabase().db,
        config: testConfig({ devTools: false }),
        distDir: 'dist',
      });
      const { email } = await register(app);
      const outbox = await production.request(`/identity/_outbox/latest?email=${email}`);
      expect(outbox.status).toBe(404);
      const expire = await production.request('/identity/_sessions/expire', json({ email }));
      expect(expire.status).toBe(404);
    });
  });

  describe('bad input', () => {
    const ENDPOINTS = [
      '/identity/token',
      '/identity/account/register',
      '/identity/account/forgotPassword',
      '/identity/auth/lostPasswordUpdate',
      '/identity/account/changePassword',
      '/identity/_sessions/expire',
      '/api/auth/login',
      '/api/auth/logout',
    ];
    const BODIES: [string, string][] = [
      ['application/json', '{"broken": '],
      ['application/json', ''],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"text"'],
      ['application/json', '{"email": 5, "password": {}, "username": []}'],
      ['application/x-www-form-urlencoded', 'username=&password&grant_type=password&country=uk'],
      ['application/x-www-form-urlencoded', '%%%=%%%'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['text/plain', 'hello'],
    ];

    it.each(ENDPOINTS)('never answers 500 on %s', async (path) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const [type, body] of BODIES) {
        const res = await app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': type, Authorization: 'Bearer not-a-token' },
          body,
        });
        expect(res.status, `${type} ${body}`).toBeLessThan(500);
        // Logout reads no body: with any token at all it succeeds.
        if (path !== '/api/auth/logout') expect(res.status).toBeGreaterThanOrEqual(400);
      }
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    });

    it('answers a customer edit with junk with 400, not 500', async () => {
      const { email, customerId } = await register(app);
      const token = await signIn(app, email);
      for (const body of ['{"email": {"value": null}}', '{"firstName": "unwrapped"}', '[1,2]']) {
        const res = await app.request(v1(`customer/${customerId}/edit`), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...bearer(token) },
          body,
        });
        expect(res.status, body).toBe(400);
      }
    });
  });
});
