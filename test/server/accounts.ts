import { randomBytes } from 'node:crypto';
import { createApp } from '../../server/app.ts';
import type { SessionCache } from '../../server/auth/session-cache.ts';
import type { AuthOverrides } from '../../server/auth/settings.ts';
import type { Database } from '../../server/db/database.ts';
import { testConfig } from './harness.ts';

/** scrypt at 2^10 instead of OWASP's 2^17, so a test signs in in a millisecond, not 300. */
export const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export const GOOD_PASSWORD = 'correct horse battery staple';

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

/** An email no other test uses, so suites can share a database. */
export function uniqueEmail(label = 'customer'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/**
 * Test servers register and sign in hundreds of customers from one in-process "address", so
 * the registration, reset and per-address password-check limits are raised out of the way; tests of the limits set their own.
 */
export const TEST_AUTH = {
  scrypt: FAST_SCRYPT,
  limits: { requestsPerAddress: 100_000, requestsPerEmail: 100, checksPerAddress: 100_000 },
} satisfies AuthOverrides;

export function testAuth(overrides: AuthOverrides = {}): AuthOverrides {
  return { ...TEST_AUTH, ...overrides, limits: { ...TEST_AUTH.limits, ...overrides.limits } };
}

/** `sessionCache`: sessions checked a moment ago are trusted without a query, as in production. */
export function accountsApp(
  database: Database,
  auth: AuthOverrides = {},
  { sessionCache }: { sessionCache?: SessionCache } = {},
) {
  return createApp({
    db: database.db,
    config: testConfig(),
    distDir: 'dist',
    auth: testAuth(auth),
    sessionCache,
  });
}

export type AccountsApp = ReturnType<typeof accountsApp>;

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** A request from a given socket address, as @hono/node-server would hand it to the app. */
export function fromAddress(address: string) {
  return {
    incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } },
  };
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    firstName: 'Jo',
    lastName: 'Bloggs',
    postcode: 'sw1a 2aa',
    mobilePhone: '07700 900 789',
    emailCommsEnabled: true,
    smsCommsEnabled: false,
    integratorId: 2,
    signUpFunnel: 'Sign-up',
    ...overrides,
  };
}

export async function register(app: AccountsApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await app.request('/identity/account/register', json(body));
  if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
  // Registration answers the same for new and taken addresses, so the id comes from the
  // account itself.
  const token = await signIn(app, body.email, body.password);
  const me = await app.request(v1('customer'), { headers: bearer(token) });
  const { customerId } = (await me.json()) as { customerId: number };
  await app.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
  return { ...body, customerId };
}

export function tokenRequest(
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username,
      password,
      grant_type: 'password',
      country: 'uk',
      ...extra,
    }).toString(),
  };
}

/** Signs in through /identity/token and returns the access token. */
export async function signIn(app: AccountsApp, email: string, password = GOOD_PASSWORD) {
  const res = await app.request('/identity/token', tokenRequest(email, password));
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export function v1(path: string): string {
  return `/v1/${path}${path.includes('?') ? '&' : '?'}integratorId=2`;
}
