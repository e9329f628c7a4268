import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * For tools that start a server process of their own on this machine: the browser tests'
 * set-up, the two-process server test and the bench.
 */

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `url` answers 2xx; fails at once if `child` (the process that should answer)
 * exits, and after `timeoutMs`.
 */
export async function waitForAnswer(
  url: string,
  { child, timeoutMs = 60_000 }: { child?: ChildProcess; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`The process exited with ${child.exitCode} before ${url} answered`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
