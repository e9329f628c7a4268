import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { type FakeDist, makeFakeDist, openMemoryDatabase, testApp, testConfig } from './harness.ts';

/*
 * How the server answers with the pages the build rendered (scripts/prerender.ts writes them
 * with a token for the origin). The real pages are read without scripts in
 * test/e2e/public-pages.spec.ts; here a fake build checks what the server does with them.
 */

const PUBLIC_URL = 'https://www.boxroom.example';
const builtPage = (heading: string) =>
  `<!doctype html><html lang="en-GB"><head><title>T</title><link rel="canonical" href="__BOXROOM_PUBLIC_ORIGIN__/faqs" /></head><body><div id="root"><h1>${heading}</h1></div></body></html>`;

let dist: FakeDist;
let database: Database;
beforeAll(async () => {
  dist = await makeFakeDist();
  database = await openMemoryDatabase();
  await mkdir(path.join(dist.dir, 'pages'));
  await writeFile(path.join(dist.dir, 'pages', 'faqs.html'), builtPage('Frequently asked'));
  await writeFile(path.join(dist.dir, 'pages', 'index.html'), builtPage('Storage by the box'));
  await writeFile(
    path.join(dist.dir, 'pages', '404.html'),
    builtPage('404 - Page not found: /__boxroom-not-found__'),
  );
});
afterAll(async () => {
  await database.close();
  await dist.remove();
});

const app = () =>
  testApp(database, dist.dir, testConfig({ publicUrl: PUBLIC_URL, payments: 'sandbox' }));

describe('pages the build rendered', () => {
  it('serves a public page as built, with PUBLIC_URL in its canonical link', async () => {
    const res = await app().request('/faqs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Frequently asked</h1>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/faqs" />`);
    expect(html).not.toContain('__BOXROOM_PUBLIC_ORIGIN__');
  });

  it('serves the home page at / and keeps the bare shell for other screens', async () => {
    expect(await (await app().request('/')).text()).toContain('<h1>Storage by the box</h1>');
    const signIn = await (await app().request('/apps/signin')).text();
    expect(signIn).toContain('<div id="root"></div>');
  });

  it('sends the Brotli copy to a browser that takes it', async () => {
    const res = await app().request('/faqs', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<h1>Frequently asked</h1>');
  });

  it('answers an unknown path 404 with the built 404 page naming that path, escaped', async () => {
    const res = await app().request('/no/such<page>');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found: /no/such&lt;page&gt;');
    expect(html).not.toContain('<page>');
  });

  it('does not serve the built files under their own names', async () => {
    const res = await app().request('/pages/faqs.html');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Frequently asked');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of funnels, account pages and the services, and names the sitemap', async () => {
    const res = await app().request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    const disallowed = text
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
    expect(disallowed).toEqual(expect.arrayContaining(['/apps/', '/v1/', '/identity/', '/api/']));
    expect(disallowed).not.toContain('/');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every public page at its PUBLIC_URL address, and no funnel', async () => {
    const res = await app().request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['/', '/faqs', '/terms', '/privacy', '/cookie-policy', '/by-the-box-storage'].map(
        (page) => `${PUBLIC_URL}${page}`,
      ),
    );
  });
});
