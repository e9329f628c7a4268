import type { Db } from '../db/database.ts';
import type { AuthSettings } from './settings.ts';

const HOUR = 3_600_000;

/** Who an attempt is counted against. */
export interface AttemptSource {
  email: string;
  /** The client's address (see server/http/client-address.ts), or 'unknown'. */
  address: string;
}

export interface SignInAttempt {
  /** Seconds until the source may try again; undefined when this attempt may go ahead. */
  blockedForSeconds: number | undefined;
  /** The password was right: the pair's failures are forgotten, the address's kept. */
  succeeded(): Promise<void>;
  /** The password was never checked (the hashing pool turned it away): nothing is counted. */
  abandoned(): Promise<void>;
}

type Settings = Pick<AuthSettings, 'now' | 'limits'>;

const normalised = (email: string) => email.trim().toLowerCase();

/*
 * Keys of the `login_attempts` rows. The account's key is a prefix of its pair keys, so an
 * account's failures from every address can be forgotten together.
 */
function accountPrefix(email: string): string {
  return `account:${normalised(email)}|`;
}

function pairKey(source: AttemptSource): string {
  return `${accountPrefix(source.email)}${source.address}`;
}

function addressKey(address: string): string {
  return `ip:${address}`;
}

/** Every password check from an address, whatever its outcome: the hashing work it costs. */
function checksKey(address: string): string {
  return `checks:ip:${address}`;
}

/** A limit: at most `limit` rows under `key` within `spanMs`. */
type Check = [key: string, spanMs: number, limit: number];

async function attemptsSince(db: Db, key: string, since: Date) {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest as Date | null };
}

/**
 * Writes an attempt under each key, then counts. Attempts sent in parallel all see each
 * other, so a burst cannot slip past a limit between a check and a write. Returns the ids
 * written and how long the caller must wait (0 when the attempt may go ahead).
 */
async function countAttempt(db: Db, checks: Check[], now: Date) {
  const keys = [...new Set(checks.map(([key]) => key))];
  const rows = await db
    .insertInto('loginAttempts')
    .values(keys.map((key) => ({ key, at: now })))
    .returning(['loginAttemptId', 'key'])
    .execute();
  const ids = rows.map((row) => row.loginAttemptId);
  const idOf = (key: string) => rows.find((row) => row.key === key)?.loginAttemptId;
  let waitMs = 0;
  for (const [key, span, limit] of checks) {
    const { count, oldest } = await attemptsSince(db, key, new Date(now.getTime() - span));
    // The count includes this attempt, hence "more than the limit".
    if (count > limit && oldest) {
      waitMs = Math.max(waitMs, oldest.getTime() + span - now.getTime());
    }
  }
  return { ids, idOf, waitMs };
}

const strikeOff = (db: Db, ids: number[]) =>
  db.deleteFrom('loginAttempts').where('loginAttemptId', 'in', ids).execute();

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Rows older than every window count for nothing; dropping them keeps the table small. */
async function forgetOldAttempts(db: Db, settings: Settings, now: Date): Promise<void> {
  const { windowMs, requestWindowMs } = settings.limits;
  const oldest = Math.max(windowMs, requestWindowMs, HOUR);
  await db
    .deleteFrom('loginAttempts')
    .where('at', '<', new Date(now.getTime() - oldest))
    .execute();
}

/**
 * Starts a sign-in attempt. Each attempt is written down as a failure before the password is
 * checked, and only then are the failures counted. Failures are counted per account and
 * address together, so someone guessing from one address slows only themselves and never
 * locks the owner out from another; and per address, so one address cannot guess across many
 * accounts. An attempt that turns out to be blocked is struck off again, so hammering does
 * not keep the pair blocked; one that succeeds clears the pair.
 *
 * Every check, right or wrong, is also counted per address (`checksPerAddress`): each costs a
 * slow scrypt derivation, and an address signing in to its own account in a loop must not
 * take the hashing pool from everyone else (issue 27).
 */
export async function startSignInAttempt(
  db: Db,
  source: AttemptSource,
  settings: Settings,
): Promise<SignInAttempt> {
  const now = settings.now();
  const pair = pairKey(source);
  const {
    windowMs,
    perAccountAndAddress,
    perAddress,
    perAccountAndAddressPerHour,
    checksPerAddress,
  } = settings.limits;
  const checks = checksKey(source.address);
  const { ids, idOf, waitMs } = await countAttempt(
    db,
    [
      [pair, windowMs, perAccountAndAddress],
      [addressKey(source.address), windowMs, perAddress],
      [pair, HOUR, perAccountAndAddressPerHour],
      [checks, windowMs, checksPerAddress],
    ],
    now,
  );
  const abandoned = async () => {
    await strikeOff(db, ids);
  };
  if (waitMs > 0) {
    await abandoned();
    return { blockedForSeconds: toSeconds(waitMs), succeeded: async () => {}, abandoned };
  }
  await forgetOldAttempts(db, settings, now);
  return {
    blockedForSeconds: undefined,
    async succeeded() {
      // The check itself stays counted: it cost a derivation like any other.
      await strikeOff(
        db,
        ids.filter((id) => id !== idOf(checks)),
      );
      await db.deleteFrom('loginAttempts').where('key', '=', pair).execute();
    },
    abandoned,
  };
}

/**
 * Forgets an account's failures from every address once its owner has proved who they are
 * (a password reset). An address's own failures are never forgiven early: one success must
 * not reopen a guessing spree from the same machine against other accounts.
 */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const prefix = accountPrefix(email);
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  await db.deleteFrom('loginAttempts').where('key', 'like', pattern).execute();
}

/** Requests limited per address and per email: creating an account, asking for a reset link. */
export type LimitedRequest = 'register' | 'reset';

/**
 * Counts a registration or reset request against its address and its email. Returns the
 * seconds to wait when over a limit (the request is then not counted), else undefined.
 */
export async function limitRequest(
  db: Db,
  kind: LimitedRequest,
  source: AttemptSource,
  settings: Settings,
): Promise<number | undefined> {
  const now = settings.now();
  const { requestWindowMs, requestsPerAddress, requestsPerEmail } = settings.limits;
  const { ids, waitMs } = await countAttempt(
    db,
    [
      [`${kind}:ip:${source.address}`, requestWindowMs, requestsPerAddress],
      [`${kind}:email:${normalised(source.email)}`, requestWindowMs, requestsPerEmail],
    ],
    now,
  );
  if (waitMs === 0) return undefined;
  await strikeOff(db, ids);
  return toSeconds(waitMs);
}

/**
 * Counts a change of an account's email against the client's address and the account (by id,
 * which a change does not move), as registrations are counted: a change to a taken address
 * answers like any other, and this keeps anyone from trying many. Returns the seconds to wait
 * when over a limit (the change is then not counted), else undefined.
 */
export async function limitEmailChange(
  db: Db,
  customerId: number,
  address: string,
  settings: Settings,
): Promise<number | undefined> {
  const now = settings.now();
  const { requestWindowMs, requestsPerAddress, requestsPerEmail } = settings.limits;
  const { ids, waitMs } = await countAttempt(
    db,
    [
      [`email-change:ip:${address}`, requestWindowMs, requestsPerAddress],
      [`email-change:customer:${customerId}`, requestWindowMs, requestsPerEmail],
    ],
    now,
  );
  if (waitMs === 0) return undefined;
  await strikeOff(db, ids);
  return toSeconds(waitMs);
}
