/**
 * The browser tests run in parallel workers, each against a server of its own (its own port,
 * data folder and freshly seeded embedded database), so that no test sees another's orders,
 * mail or demo-account changes. The global set-up starts them; each worker finds its own here.
 */

/**
 * How many workers, and so how many servers: one by default, since on 2 cores the browser and
 * the server already keep both busy (two workers measured no faster); `E2E_WORKERS=2` on more.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

export interface WorkerServer {
  baseUrl: string;
  dataDir: string;
}

/** The server of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX). */
export function workerServer(): WorkerServer {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const baseUrl = process.env[`E2E_BASE_URL_${index}`];
  const dataDir = process.env[`E2E_DATA_DIR_${index}`];
  if (!baseUrl || !dataDir) {
    throw new Error(`No server for worker ${index}: see test/e2e/support/global-setup.ts`);
  }
  return { baseUrl, dataDir };
}

/** For the config, which is also read by the runner, where no worker index is set. */
export function workerBaseUrl(): string | undefined {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return process.env[`E2E_BASE_URL_${index}`];
}
