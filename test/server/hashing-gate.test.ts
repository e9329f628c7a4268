import { describe, expect, it } from 'vitest';
import { HashingBusy, hashingGate } from '../../server/auth/hashingGate.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { accountsApp, json, uniqueEmail } from './accounts.ts';
import { forEachDatabase } from './harness.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the password hashing gate', () => {
  it('runs at most `concurrency` derivations at once and queues the next ones in order', async () => {
    const gate = hashingGate({ concurrency: 2, queueLimit: 5 });
    const started: number[] = [];
    const finish = Array.from({ length: 4 }, deferred);
    const runs = finish.map((done, index) =>
      gate.run(async () => {
        started.push(index);
        await done.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    finish[1]?.resolve();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const done of finish) done.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('turns a derivation away at once when the queue is full, and frees slots on failure', async () => {
    const gate = hashingGate({ concurrency: 1, queueLimit: 1 });
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const queued = gate.run(async () => 'queued');
    await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(HashingBusy);
    hold.resolve();
    await running;
    expect(await queued).toBe('queued');
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });
});

/** A quarter of OWASP's cost: each check still takes long enough for a burst to queue. */
const SLOW_SCRYPT = { N: 2 ** 15, r: 8, p: 1 };

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
