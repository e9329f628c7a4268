import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForAnswer } from '../../support/localServer';

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
  await waitForAnswer(`${baseUrl}/healthz`, { child: server });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
