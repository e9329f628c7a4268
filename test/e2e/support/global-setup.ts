import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/**
 * The browser tests run against the production build served by our own server, on a free
 * port and a throw-away data directory, exactly as a customer would meet it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'boxroom-e2e-'));
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
  await waitForHealth(baseUrl, server, 60_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
