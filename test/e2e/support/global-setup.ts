import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForAnswer } from '../../support/localServer';
import { E2E_WORKERS } from './servers';

/**
 * The browser tests run against the production build served by our own server, on a free
 * port and a throw-away data directory, exactly as a customer would meet it: one server for
 * each worker (./servers.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index)),
  );
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // Leave no server behind when another one did not come up.
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}

/** One worker's server; sets E2E_BASE_URL_<index> and E2E_DATA_DIR_<index> for the workers. */
async function startServer(index: number): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `boxroom-e2e-${index}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The embedded database: each run starts from an empty, freshly seeded one.
  const { DATABASE_URL: _external, ...env } = process.env;
  // The built server (`npm run test:e2e` builds first), as `npm start` runs it.
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], {
    // The development helpers let the tests read reset links, end sessions and move boxes.
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOXROOM_DEV_TOOLS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForAnswer(`${baseUrl}/healthz`, { child: server, timeoutMs: 120_000 });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  process.env[`E2E_BASE_URL_${index}`] = baseUrl;
  process.env[`E2E_DATA_DIR_${index}`] = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
