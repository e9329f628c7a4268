import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, workerBaseUrl } from './test/e2e/support/servers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './test/support/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/support/global-setup.ts',
  fullyParallel: false,
  // Each worker has a server of its own (test/e2e/support/servers.ts); a file's tests run in order.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global set-up, which starts a server per worker on a free port; workers inherit it.
    baseURL: workerBaseUrl(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
});
