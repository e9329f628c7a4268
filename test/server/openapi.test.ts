import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { documentedOperations } from './documented.ts';
import { openMemoryDatabase, testConfig } from './harness.ts';

const DOCUMENTED_PREFIXES = ['/v1/', '/identity/', '/cms/', '/api/'];

let database: Database;
beforeAll(async () => {
  database = await openMemoryDatabase();
  await migrate(database);
  await seed(database.db);
});
afterAll(async () => {
  await database.close();
});

function appWith(devTools: boolean) {
  return createApp({ db: database.db, config: testConfig({ devTools }), distDir: 'dist' });
}

describe('the OpenAPI document, generated from the routes', () => {
  it.each([true, false])(
    'describes exactly the routes of /v1, /identity, /cms and /api (devTools %s)',
    async (devTools) => {
      const app = appWith(devTools);
      const routes = app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
        .filter((route) => DOCUMENTED_PREFIXES.some((prefix) => route.path.startsWith(prefix)))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
      const documented = (await documentedOperations(app)).map(
        (op) => `${op.method.toUpperCase()} ${op.path}`,
      );
      expect([...new Set(routes)].sort()).toEqual([...documented].sort());
    },
  );

  it('gives every operation a summary, a tag, the 200 answer and the error answer', async () => {
    for (const op of await documentedOperations(appWith(true))) {
      const name = `${op.method} ${op.path}`;
      expect(op.summary, name).toMatch(/\w{3}/);
      expect(op.tags, name).toHaveLength(1);
      const ok = Object.entries(op.responses['200']?.content ?? {});
      expect(ok, name).toHaveLength(1);
      const [mediaType, media] = ok[0] ?? [];
      if (mediaType === 'application/json')
        expect(Object.keys(media?.schema ?? {}), name).not.toEqual([]);
      expect(op.responses['4XX'], name).toBeDefined();
    }
  });

  it('describes path parameters, queries and bodies from the schemas the routes validate with', async () => {
    const operations = await documentedOperations(appWith(true));
    const find = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path);
    // A path parameter: an id of the customer, from `validate('param', ...)`.
    const edit = find('post', '/v1/customer/{customerId}/edit');
    expect(edit?.parameters.find((p) => p.name === 'customerId')).toMatchObject({
      in: 'path',
      required: true,
      schema: { type: 'integer', maximum: 2 ** 31 - 1 },
    });
    // Every main API call names the integrator.
    expect(edit?.parameters.find((p) => p.name === 'integratorId')).toMatchObject({
      in: 'query',
      required: true,
    });
    expect(edit?.body?.schema.properties).toHaveProperty('firstName');
    // The token endpoint takes a URL-encoded form, as OAuth says.
    expect(find('post', '/identity/token')?.body?.mediaType).toBe(
      'application/x-www-form-urlencoded',
    );
    // A query, from `validate('query', ...)`.
    expect(find('get', '/cms/faqs')?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['category', 'q']),
    );
    // A body the handler reads itself, optional, from the same schema.
    expect(find('post', '/v1/basket/{basketId}/checkout/start')?.body).toMatchObject({
      required: false,
      schema: { properties: { quotedTotal: { type: 'number' } } },
    });
  });

  it('marks exactly the /v1 calls that need a session as bearer calls', async () => {
    const app = appWith(true);
    for (const op of await documentedOperations(app)) {
      if (!op.path.startsWith('/v1/')) continue;
      const path = op.path.replace(/\{\w+\}/g, '1');
      const res = await app.request(`${path}?integratorId=2`, { method: op.method.toUpperCase() });
      expect(res.status === 401, `${op.method} ${op.path} answered ${res.status}`).toBe(op.bearer);
    }
  });

  it('says of every public call that it needs no session (security: [])', async () => {
    const doc = (await (await appWith(false).request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const unsaid = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security === undefined)
        .map(([method]) => `${method} ${path}`),
    );
    expect(unsaid).toEqual([]);
    expect(doc.paths['/identity/token']?.post?.security).toEqual([]);
    expect(doc.paths['/cms/faqs']?.get?.security).toEqual([]);
  });

  it('documents PDFs as PDFs, and the 503 every call may answer', async () => {
    const ops = await documentedOperations(appWith(false));
    for (const path of [
      '/v1/order/{orderId}/shipping/labels',
      '/v1/order/{orderId}/shipping/invoice',
    ]) {
      const op = ops.find((candidate) => candidate.path === path);
      expect(Object.keys(op?.responses['200']?.content ?? {}), path).toEqual(['application/pdf']);
    }
    for (const op of ops) {
      expect(op.responses['503'], `${op.method} ${op.path}`).toBeDefined();
    }
    const token = ops.find((op) => op.path === '/identity/token');
    expect(Object.keys(token?.responses['503']?.content ?? {})).toEqual(['application/json']);
  });

  it('leaves the development helpers out of the production document', async () => {
    const doc = (await (await appWith(false).request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/identity/token');
    expect(Object.keys(doc.paths).filter((path) => path.includes('/_'))).toEqual([]);
  });
});
