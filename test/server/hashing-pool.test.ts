import { describe, expect, it } from 'vitest';
import { HashingBusy, hashingPool } from '../../server/auth/hashingPool.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { accountsApp, fromAddress, json, uniqueEmail } from './accounts.ts';
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
    const runs = ['a', 'b', 'c', 'd'].map((source) => pool.scrypt('pw', salt, 32, SLOW, source));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    // Four sources with a place each at most: the pool is simply full.
    expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusy);
    // Once the queue has drained there is room again.
    await expect(pool.scrypt('pw', salt, 32, SLOW, 'd')).resolves.toHaveLength(32);
  });

  it('turns away the source holding the most places, never a newcomer', async () => {
    const pool = hashingPool({ threads: 1, queueLimit: 3 });
    const order: string[] = [];
    const run = (source: string) =>
      pool.scrypt('pw', salt, 32, SLOW, source).then(
        () => order.push(source),
        (error: Error) => {
          order.push(`${source}:${error.name}`);
        },
      );
    // The flooder takes the thread and the whole queue, and is refused a fifth.
    const flood = Array.from({ length: 5 }, () => run('flooder'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['flooder:HashingLimited']);
    // A newcomer takes the flooder's newest place, and is served before its older ones.
    const newcomer = run('customer');
    await Promise.all([...flood, newcomer]);
    expect(order).toEqual([
      'flooder:HashingLimited',
      'flooder:HashingLimited',
      'flooder',
      'flooder',
      'customer',
      'flooder',
    ]);
  });

  it('serves waiting sources in turn, not first come first served', async () => {
    const pool = hashingPool({ threads: 1, queueLimit: 10 });
    const order: string[] = [];
    const run = (source: string) =>
      pool.scrypt('pw', salt, 32, SLOW, source).then(() => order.push(source));
    await Promise.all([run('a'), run('a'), run('a'), run('a'), run('b'), run('c')]);
    // 'a' took the thread first; then one of each in turn.
    expect(order).toEqual(['a', 'a', 'b', 'c', 'a', 'a']);
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
    // Forty customers at forty addresses at once: more than the pool holds, shared evenly.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.request(
          '/api/auth/login',
          json({ username: uniqueEmail('burst'), password: 'not the password' }),
          fromAddress(`192.0.2.${i + 1}`),
        ),
      ),
    );
    const refused = answers.filter((res) => res.status === 503);
    const checked = answers.filter((res) => res.status !== 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    for (const res of checked) expect(res.status).toBe(400);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as { errorCode: number }).errorCode).toBe(
        ErrorCode.ServiceUnavailable,
      );
    }
  });

  it('answers one address beyond its share 429 with a code and Retry-After, never 503', async () => {
    const app = accountsApp(getDatabase(), { scrypt: SLOW_SCRYPT });
    const address = fromAddress('198.51.100.77');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.request(
          '/api/auth/login',
          json({ username: uniqueEmail('burst'), password: 'not the password' }),
          address,
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    for (const res of answers.filter((answer) => answer.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await res.json()) as { errorCode: number }).errorCode).toBe(
        ErrorCode.TooManySignInAttempts,
      );
    }
  });
});
