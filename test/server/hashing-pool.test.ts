import { describe, expect, it } from 'vitest';
import { HashingBusy, hashingPool } from '../../server/auth/hashingPool.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { accountsApp, json, uniqueEmail } from './accounts.ts';
import { forEachDatabase } from './harness.ts';

/** A quarter of OWASP's cost: each check takes long enough for a burst to queue. */
const SLOW_SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
const SLOW = { ...SLOW_SCRYPT, maxmem: 2 ** 26 };
const salt = new Uint8Array(16).fill(7);

describe('the password hashing pool', () => {
  it('derives the same key as scrypt does, off the main thread', async () => {
    const { scryptSync } = await import('node:crypto');
    const pool = hashingPool({ threads: 1, queueLimit: 1 });
    const key = await pool.scrypt('correct horse', salt, 32, { N: 1024, r: 8, p: 1 });
    expect(key).toEqual(scryptSync('correct horse', salt, 32, { N: 1024, r: 8, p: 1 }));
  });

  it('queues up to its limit and turns the next away at once', async () => {
    const pool = hashingPool({ threads: 1, queueLimit: 2 });
    const runs = Array.from({ length: 4 }, () => pool.scrypt('pw', salt, 32, SLOW));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusy);
    // Once the queue has drained there is room again.
    await expect(pool.scrypt('pw', salt, 32, SLOW)).resolves.toHaveLength(32);
  });

  it('passes a failed derivation on, and goes on working', async () => {
    const pool = hashingPool({ threads: 1, queueLimit: 1 });
    await expect(pool.scrypt('pw', salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    await expect(pool.scrypt('pw', salt, 32, { N: 1024, r: 8, p: 1 })).resolves.toHaveLength(32);
  });
});

forEachDatabase('a burst of sign-ins', (getDatabase) => {
  it('answers those beyond the hashing capacity 503 with an errorCode and Retry-After, never 500', async () => {
    const app = accountsApp(getDatabase(), { scrypt: SLOW_SCRYPT });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.request(
          '/api/auth/login',
          json({ username: uniqueEmail('burst'), password: 'not the password' }),
        ),
      ),
    );
    const refused = answers.filter((res) => res.status === 503);
    const checked = answers.filter((res) => res.status !== 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    for (const res of checked) expect(res.status).toBeLessThan(500);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as { errorCode: number }).errorCode).toBe(
        ErrorCode.ServiceUnavailable,
      );
    }
  });
});
