import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import type { AuthSettings } from './settings.ts';

/** 256 random bits: well past the 128 that make guessing hopeless. */
const TOKEN_BYTES = 32;

/** A fresh random token for a bearer session or a reset link, base64url. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Only this is stored, so a leaked database does not hand out working tokens. A fast hash is
 * enough: the tokens are random, so there is nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface Session {
  sessionId: number;
  customerId: number;
}

/** Starts a session for the customer and returns its bearer token. */
export async function issueSession(
  db: Db,
  customerId: number,
  settings: Pick<AuthSettings, 'now'>,
): Promise<string> {
  const token = newToken();
  const now = settings.now();
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), customerId, createdAt: now, lastUsedAt: now })
    .execute();
  return token;
}

type SessionTimes = Pick<
  AuthSettings,
  'now' | 'idleLifetimeMs' | 'absoluteLifetimeMs' | 'touchIntervalMs'
>;

/** Whether the session as read is still alive at `now` (neither idle too long nor too old). */
function alive(row: CachedSession, now: number, settings: SessionTimes): boolean {
  if (now - row.lastUsedAt.getTime() >= settings.idleLifetimeMs) return false;
  return now - row.createdAt.getTime() < settings.absoluteLifetimeMs;
}

/**
 * The live session behind a token; undefined when unknown, revoked, idle too long or too old.
 * With a cache, a session read within its last few seconds is not read again, unless its use
 * is due to be recorded (server/auth/session-cache.ts).
 */
export async function verifySession(
  db: Db,
  token: string,
  settings: SessionTimes,
  cache?: SessionCache,
): Promise<Session | undefined> {
  const tokenHash = hashToken(token);
  const now = settings.now().getTime();
  const cached = cache?.lookup(tokenHash, now);
  if (
    cached &&
    alive(cached, now, settings) &&
    now - cached.lastUsedAt.getTime() < settings.touchIntervalMs
  ) {
    return { sessionId: cached.sessionId, customerId: cached.customerId };
  }
  const generation = cache?.generation ?? 0;
  const row = await db
    .selectFrom('sessions')
    .select(['sessionId', 'customerId', 'createdAt', 'lastUsedAt', 'revokedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revokedAt || !alive(row, now, settings)) return undefined;
  let { lastUsedAt } = row;
  // Written at most once a minute, so a page that fires ten calls does not write ten times.
  if (now - lastUsedAt.getTime() >= settings.touchIntervalMs) {
    lastUsedAt = new Date(now);
    await db
      .updateTable('sessions')
      .set({ lastUsedAt })
      .where('sessionId', '=', row.sessionId)
      .execute();
  }
  const session = { sessionId: row.sessionId, customerId: row.customerId };
  cache?.store(tokenHash, { ...session, createdAt: row.createdAt, lastUsedAt }, now, generation);
  return session;
}

/** Ends the session behind a token, whatever state it is in; unknown tokens are ignored. */
export async function revokeToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every session of the customer except `keepSessionId` (when given). */
export async function revokeCustomerSessions(
  db: Db,
  customerId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('customerId', '=', customerId)
    .where('revokedAt', 'is', null);
  if (keepSessionId !== undefined) query = query.where('sessionId', '!=', keepSessionId);
  await query.execute();
}
