import type { Db } from '../db/database.ts';
import type { AuthSettings } from './settings.ts';

const HOUR = 3_600_000;

/** Who a sign-in attempt is counted against. */
export interface AttemptSource {
  email: string;
  /** The client's socket address, or 'unknown'. */
  address: string;
}

export interface SignInAttempt {
  /** Seconds until the source may try again; undefined when this attempt may go ahead. */
  blockedForSeconds: number | undefined;
  /** The password was right: the account's failures are forgotten, the address's kept. */
  succeeded(): Promise<void>;
}

type Settings = Pick<AuthSettings, 'now' | 'limits'>;

function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

function addressKey(address: string): string {
  return `ip:${address}`;
}

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
 * Starts a sign-in attempt. Each attempt is written down as a failure before the password is
 * checked, and only then are the failures counted: attempts sent in parallel all see each
 * other, so a burst cannot slip past the limit between a check and a write. An attempt that
 * turns out to be blocked is struck off again, so hammering a locked account does not keep it
 * locked; one that succeeds clears the account.
 */
export async function startSignInAttempt(
  db: Db,
  source: AttemptSource,
  settings: Settings,
): Promise<SignInAttempt> {
  const now = settings.now();
  const account = accountKey(source.email);
  const address = addressKey(source.address);
  const rows = await db
    .insertInto('loginAttempts')
    .values([
      { key: account, at: now },
      { key: address, at: now },
    ])
    .returning('loginAttemptId')
    .execute();
  const ids = rows.map((row) => row.loginAttemptId);
  const strikeOff = () => db.deleteFrom('loginAttempts').where('loginAttemptId', 'in', ids);

  const { windowMs, perAccount, perAddress, perAccountPerHour } = settings.limits;
  const checks: [string, number, number][] = [
    [account, windowMs, perAccount],
    [address, windowMs, perAddress],
    [account, HOUR, perAccountPerHour],
  ];
  let waitMs = 0;
  for (const [key, span, limit] of checks) {
    const { count, oldest } = await attemptsSince(db, key, new Date(now.getTime() - span));
    // The count includes this attempt, hence "more than the limit".
    if (count > limit && oldest) {
      waitMs = Math.max(waitMs, oldest.getTime() + span - now.getTime());
    }
  }

  if (waitMs > 0) {
    await strikeOff().execute();
    return { blockedForSeconds: Math.max(1, Math.ceil(waitMs / 1000)), succeeded: async () => {} };
  }

  // Rows older than every window count for nothing; dropping them keeps the table small.
  await db
    .deleteFrom('loginAttempts')
    .where('at', '<', new Date(now.getTime() - Math.max(windowMs, HOUR)))
    .execute();

  return {
    blockedForSeconds: undefined,
    async succeeded() {
      await strikeOff().execute();
      await clearAccountFailures(db, source.email);
    },
  };
}

/**
 * Forgets an account's failures once its owner has proved who they are. An address's
 * failures are never forgiven early: one success must not reopen a guessing spree from the
 * same machine against other accounts.
 */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('key', '=', accountKey(email)).execute();
}
