import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing is deliberately slow and memory-hungry (scrypt, 128 MiB at OWASP's cost).
 * It runs in a small pool of worker threads of its own, so it never takes libuv's four
 * threads, which read files and compress for every other request. A few derivations run at
 * once and a few more wait; the rest are turned away at once with `HashingBusy` (a 503 the
 * caller may retry), so a burst of sign-ins can neither stall the server nor take gigabytes.
 */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password checks are running; try again in a moment');
    this.name = 'HashingBusy';
  }
}

export interface HashingPool {
  scrypt(
    password: string,
    salt: Uint8Array,
    keyLength: number,
    options: ScryptOptions,
  ): Promise<Buffer>;
}

/** The worker: derives one key per message with the synchronous scrypt, off the main thread. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
`;

interface Job {
  message: { password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

export function hashingPool({
  threads,
  queueLimit,
}: {
  threads: number;
  queueLimit: number;
}): HashingPool {
  const idle: Worker[] = [];
  const waiting: Job[] = [];
  let started = 0;

  function run(worker: Worker, job: Job): void {
    worker.once('message', (reply: { key?: Uint8Array; error?: string }) => {
      if (reply.key) job.resolve(Buffer.from(reply.key));
      else job.reject(new Error(reply.error ?? 'scrypt failed'));
      const next = waiting.shift();
      if (next) run(worker, next);
      else idle.push(worker);
    });
    worker.postMessage(job.message);
  }

  /** An idle thread, or a new one while the pool has fewer than `threads`. */
  function freeWorker(): Worker | undefined {
    const worker = idle.pop();
    if (worker || started >= threads) return worker;
    started += 1;
    const created = new Worker(WORKER_SOURCE, { eval: true });
    // An idle pool does not keep the process alive.
    created.unref();
    return created;
  }

  return {
    scrypt(password, salt, keyLength, options) {
      return new Promise((resolve, reject) => {
        const job: Job = { message: { password, salt, keyLength, options }, resolve, reject };
        const worker = freeWorker();
        if (worker) run(worker, job);
        else if (waiting.length < queueLimit) waiting.push(job);
        else reject(new HashingBusy());
      });
    },
  };
}

/**
 * The server's pool: two threads (at most 256 MiB in use at OWASP's cost) and sixteen checks
 * waiting (about two seconds at most); beyond that, 503.
 */
export const PASSWORD_HASHING = hashingPool({ threads: 2, queueLimit: 16 });
