import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { servedOperations } from '../../server/openapi.ts';
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
  it.each([true, false])(
    'describes exactly the routes of /v1, /identity, /cms and /api (devTools %s)',
    (devTools) => {
      const config = testConfig({ devTools });
      const app = createApp({ db: database.db, config, distDir: 'dist' });
      const routes = app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
        .filter((route) => DOCUMENTED_PREFIXES.some((prefix) => route.path.startsWith(prefix)))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
      const documented = servedOperations(devTools).map(
        (op) => `${op.method.toUpperCase()} ${op.path}`,
      );
      expect([...new Set(routes)].sort()).toEqual([...documented].sort());
    },
  );

  it('leaves the development helpers out of the production document', async () => {
    const app = createApp({
      db: database.db,
      config: testConfig({ devTools: false }),
      distDir: 'dist',
    });
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/identity/token');
    expect(Object.keys(doc.paths).filter((path) => path.includes('/_'))).toEqual([]);
  });
});
