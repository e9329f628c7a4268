import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { OPERATIONS } from '../../server/openapi.ts';
import { openMemoryDatabase, testConfig } from './harness.ts';

const DOCUMENTED_PREFIXES = ['/v1/', '/identity/', '/cms/', '/api/'];

let database: Database;
beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the OpenAPI document', () => {
  it('describes exactly the routes of /v1, /identity, /cms and /api', () => {
    const app = createApp({ db: database.db, config: testConfig(), distDir: 'dist' });
    const routes = app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
      .filter((route) => DOCUMENTED_PREFIXES.some((prefix) => route.path.startsWith(prefix)))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect([...new Set(routes)].sort()).toEqual([...documented].sort());
  });
});
