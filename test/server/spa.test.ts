import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { resolveInside } from '../../server/spa.ts';
import { type FakeDist, makeFakeDist, openMemoryDatabase, testApp } from './harness.ts';

let dist: FakeDist;
let database: Database;
beforeAll(async () => {
  dist = await makeFakeDist();
  database = await openMemoryDatabase();
});
afterAll(async () => {
  await database.close();
  await dist.remove();
});

describe('static files of the build', () => {
  const app = () => testApp(database, dist.dir);

  it('serves hashed assets with their type and a year of caching', async () => {
    const res = await app().request('/assets/index-Bx1y2z3.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app");');
  });

  it('serves other files for revalidation and answers 304 when unchanged', async () => {
    const res = await app().request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await app().request('/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  describe('compressed', () => {
    const script = `console.log(${JSON.stringify('a long line of app code '.repeat(200))});`;
    beforeAll(async () => {
      const file = path.join(dist.dir, 'assets', 'big-Cq9w8e7.js');
      await writeFile(file, script);
      await writeFile(`${file}.br`, brotliCompressSync(script));
      await writeFile(`${file}.gz`, gzipSync(script));
    });
    const fetchScript = (acceptEncoding?: string) =>
      app().request('/assets/big-Cq9w8e7.js', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });

    it('sends the Brotli copy of a built file to a browser that takes it', async () => {
      const res = await fetchScript('gzip, deflate, br, zstd');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(body).toString()).toBe(script);
    });

    it('sends the gzip copy where Brotli is not taken, and the file itself where neither is', async () => {
      const gzipped = await fetchScript('br;q=0, gzip');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
      const plain = await fetchScript();
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(script);
    });

    it('compresses answers made per request, such as the API document', async () => {
      const res = await app().request('/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const document = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
      expect(document.openapi).toBe('3.1.0');
    });
  });

  it.each([
    ['/FAQS', '/faqs'],
    ['/Terms?from=footer', '/terms?from=footer'],
    ['/Apps/Order/Pricing', '/apps/order/pricing'],
  ])('redirects %s, differing only in case, permanently to %s', async (from, to) => {
    const res = await app().request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it.each(['/faqz', '/FAQZ', '/apps/nothing-here'])(
    'answers the unknown %s with 404',
    async (url) => {
      const res = await app().request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    },
  );

  it('answers a missing hashed asset with a plain 404, not the SPA', async () => {
    const res = await app().request('/assets/index-old.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it.each([
    '/../package.json',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/..%5c..%5cetc%5cpasswd',
    '/%00',
  ])('never serves a file outside the build for %s', async (urlPath) => {
    const res = await app().request(urlPath);
    expect(await res.text()).not.toMatch(/root:|"name": "boxroom"/);
    expect([400, 404]).toContain(res.status);
  });

  it('keeps resolved paths inside the root', () => {
    const root = path.resolve('/srv/dist');
    expect(resolveInside(root, '/assets/a.js')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveInside(root, '/../../etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveInside(root, '/%E0%A4%A')).toBeUndefined();
    expect(resolveInside(root, '/')).toBeUndefined();
  });
});

describe('before the SPA is built', () => {
  it('answers 503 saying to run npm run build', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'boxroom-empty-'));
    try {
      const res = await testApp(database, path.join(empty, 'dist')).request('/faqs');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
