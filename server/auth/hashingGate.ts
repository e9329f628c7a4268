/**
 * Password hashing is deliberately slow and memory-hungry (scrypt, 128 MiB at OWASP's cost),
 * and runs on libuv's small thread pool, which also reads files and compresses. The gate lets
 * a few derivations run at once, queues a few more, and turns the rest away at once with
 * `HashingBusy` (a 503 the caller may retry), so a burst of sign-ins cannot stall static files
 * and every other request, nor take gigabytes of memory.
 */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password checks are running; try again in a moment');
    this.name = 'HashingBusy';
  }
}

export interface HashingGate {
  run<T>(derive: () => Promise<T>): Promise<T>;
}

export function hashingGate({
  concurrency,
  queueLimit,
}: {
  concurrency: number;
  queueLimit: number;
}): HashingGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= queueLimit) throw new HashingBusy();
    // The finishing derivation hands its slot over: `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(derive) {
      await turn();
      try {
        return await derive();
      } finally {
        release();
      }
    },
  };
}

/**
 * The server's gate: two derivations at once leave two of libuv's four threads for files and
 * compression, and at most 256 MiB in use; sixteen more wait (about two seconds at most).
 */
export const PASSWORD_HASHING = hashingGate({ concurrency: 2, queueLimit: 16 });
