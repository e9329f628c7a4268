import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
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

/** The live session behind a token; undefined when unknown, revoked, idle too long or too old. */
export async function verifySession(
  db: Db,
  token: string,
  settings: Pick<AuthSettings, 'now' | 'idleLifetimeMs' | 'absoluteLifetimeMs' | 'touchIntervalMs'>,
): Promise<Session | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['sessionId', 'customerId', 'createdAt', 'lastUsedAt', 'revokedAt'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revokedAt) return undefined;
  const now = settings.now().getTime();
  if (now - row.lastUsedAt.getTime() >= settings.idleLifetimeMs) return undefined;
  if (now - row.createdAt.getTime() >= settings.absoluteLifetimeMs) return undefined;
  // Written at most once a minute, so a page that fires ten calls does not write ten times.
  if (now - row.lastUsedAt.getTime() >= settings.touchIntervalMs) {
    await db
      .updateTable('sessions')
      .set({ lastUsedAt: new Date(now) })
      .where('sessionId', '=', row.sessionId)
      .execute();
  }
  return { sessionId: row.sessionId, customerId: row.customerId };
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
