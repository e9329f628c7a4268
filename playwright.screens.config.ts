import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screens`: screenshots of the funnels and account pages at 390 px and 1280 px into
 * docs/screens/, against the production build on a throw-away server, for review by eye.
 * Not part of `npm test`: it asserts nothing a customer would notice.
 */
export default defineConfig({
  ...base,
  testDir: 'test/screens',
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
});
