import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing is deliberately slow and memory-hungry (scrypt, 128 MiB at OWASP's cost).
 * It runs in a small pool of worker threads of its own, so it never takes libuv's four
 * threads, which read files and compress for every other request. A few derivations run at
 * once and a few more wait; the rest are turned away at once with `HashingBusy` (a 503 the
 * caller may retry), so a burst of sign-ins can neither stall the server nor take gigabytes.
 *
 * The pool is shared fairly between client addresses (max-min fairness): waiting work is
 * taken from the addresses in turn, not first come first served; and when the queue is full,
 * a newcomer from an address holding fewer places than the busiest one takes the busiest
 * one's newest waiting place, which is turned away with `HashingLimited` (a 429 for that
 * client alone). An address that already holds as many places as anyone is turned away with
 * `HashingLimited` too; only when every address holds one place or none is the newcomer told
 * `HashingBusy`. One address, however many requests it sends, can never keep another out:
 * the other waits behind at most one derivation of each address ahead of it in turn.
 */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password checks are running; try again in a moment');
    this.name = 'HashingBusy';
  }
}

/** This client already has its share of the pool running or waiting. */
export class HashingLimited extends Error {
  constructor() {
    super('This client has too many password checks running; try again in a moment');
    this.name = 'HashingLimited';
  }
}

export interface HashingPool {
  scrypt(
    password: string,
    salt: Uint8Array,
    keyLength: number,
    options: ScryptOptions,
    /** Whose work this is (the client's address); undefined for the server's own. */
    source?: string,
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
  /** Whose work it is; '' for the server's own. */
  source: string;
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
  /** Waiting jobs by source, in the order their sources are next served. */
  const waiting = new Map<string, Job[]>();
  let waitingCount = 0;
  /** Places held (running or waiting), by source. */
  const held = new Map<string, number>();
  let started = 0;

  const heldBy = (source: string) => held.get(source) ?? 0;

  function release(source: string): void {
    const count = heldBy(source) - 1;
    if (count > 0) held.set(source, count);
    else held.delete(source);
  }

  /** The first waiting job of the source whose turn it is; that source goes to the back. */
  function nextJob(): Job | undefined {
    const first = waiting.entries().next();
    if (first.done) return undefined;
    const [source, jobs] = first.value;
    const job = jobs.shift();
    waiting.delete(source);
    if (jobs.length > 0) waiting.set(source, jobs);
    waitingCount -= 1;
    return job;
  }

  /** The source with the most places among those with work waiting. */
  function busiestWaiting(): string | undefined {
    let busiest: string | undefined;
    for (const source of waiting.keys()) {
      if (busiest === undefined || heldBy(source) > heldBy(busiest)) busiest = source;
    }
    return busiest;
  }

  /** Turns away the newest waiting job of `source`, freeing its place. */
  function evictNewest(source: string): void {
    const jobs = waiting.get(source);
    const job = jobs?.pop();
    if (!jobs || !job) return;
    if (jobs.length === 0) waiting.delete(source);
    waitingCount -= 1;
    release(source);
    job.reject(new HashingLimited());
  }

  function run(worker: Worker, job: Job): void {
    worker.once('message', (reply: { key?: Uint8Array; error?: string }) => {
      release(job.source);
      if (reply.key) job.resolve(Buffer.from(reply.key));
      else job.reject(new Error(reply.error ?? 'scrypt failed'));
      const next = nextJob();
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

  /** Makes room for a job of `source` in a full queue, or says why there is none. */
  function makeRoom(source: string): Error | undefined {
    const busiest = busiestWaiting();
    const mine = heldBy(source);
    if (busiest !== undefined && heldBy(busiest) > mine + 1) {
      evictNewest(busiest);
      return undefined;
    }
    return mine > 0 ? new HashingLimited() : new HashingBusy();
  }

  return {
    scrypt(password, salt, keyLength, options, source = '') {
      return new Promise((resolve, reject) => {
        const job: Job = {
          message: { password, salt, keyLength, options },
          source,
          resolve,
          reject,
        };
        const worker = freeWorker();
        if (!worker && waitingCount >= queueLimit) {
          const refusal = makeRoom(source);
          if (refusal) {
            reject(refusal);
            return;
          }
        }
        held.set(source, heldBy(source) + 1);
        if (worker) {
          run(worker, job);
          return;
        }
        const queue = waiting.get(source);
        if (queue) queue.push(job);
        else waiting.set(source, [job]);
        waitingCount += 1;
      });
    },
  };
}

/**
 * The server's pool: two threads (at most 256 MiB in use at OWASP's cost) and sixteen checks
 * waiting (about two seconds at most); beyond that, 429 for the address holding most of it, or
 * 503 when the places are shared evenly.
 */
export const PASSWORD_HASHING = hashingPool({ threads: 2, queueLimit: 16 });
