// Runs after `vite build`: renders the public pages (PUBLIC_PAGES in src/domain/pageHead.ts)
// and the 404 page to HTML in dist/pages/, with their head tags and the data they were
// rendered with, which the browser hydrates. The data comes from the catalogue and content the
// server seeds, served by an in-process server on an in-memory database.
// Usage: node --import tsx scripts/prerender.ts
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'vite';
import { createApp } from '../server/app.ts';
import { loadConfig, MEMORY_DATA_DIR } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import {
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_PATH_TOKEN,
  prerenderedFileOf,
  shellFileOf,
} from '../server/prerendered.ts';
import { SPA_ROUTES } from '../server/spaRoutes.ts';
import type { ContentPage } from '../src/domain/content.ts';
import { headHtml, PUBLIC_ORIGIN_TOKEN, PUBLIC_PAGES, pageHead } from '../src/domain/pageHead.ts';
import type { StoragePrices } from '../src/domain/prices.ts';
import type { Faq } from '../src/domain/support.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = path.join(root, 'dist');
const bundleDir = path.join(root, '.tmp', 'prerender');
const started = performance.now();

// The renderer, built as a server bundle with the app's own Vite configuration.
await build({
  root,
  logLevel: 'warn',
  mode: 'production',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: bundleDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
  },
});
const renderer = (await import(
  pathToFileURL(path.join(bundleDir, 'prerender.mjs')).href
)) as typeof import('../src/prerender.tsx');

// The catalogue and the content, as a fresh server seeds and serves them.
const database = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR });
await migrate(database);
await seed(database.db);
const config = loadConfig({ DATA_DIR: MEMORY_DATA_DIR, SEED_DEMO: '0' });
const app = createApp({ db: database.db, config, distDir });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(`${serverUrl}${url}`);
  if (!res.ok) throw new Error(`prerender: ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

const { fromPricesOf, PRERENDERED_PRICES_KEY } = renderer;
const prices = await getJson<StoragePrices>('/v1/storage/prices/user/0?integratorId=2');
const shell = await readFile(path.join(distDir, 'index.html'), 'utf8');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(
  await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** 'src/routes/_site/faqs.tsx' of '/_site/faqs'; the root's code is in the first load. */
function routeFile(routeId: string): string | undefined {
  if (routeId === '__root__') return undefined;
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

/**
 * The code and styles of the page's routes (their component and loader chunks and what those
 * import), named in the head: the styles so the page is laid out before any script runs, the
 * code so it loads at once instead of one import after another.
 */
/**
 * What a route loads by itself besides its own files: a funnel's actors (its machines and
 * calls) are imported by its layout route before the step can show.
 */
const ROUTE_MODULES: Record<string, string[]> = {
  '/apps/order': ['src/wiring/orderFunnelActor.ts'],
  '/apps/return': ['src/wiring/returnFunnelActor.ts'],
  '/apps/collect': ['src/wiring/collectionFunnelActor.ts'],
  '/apps/drive-up': ['src/wiring/driveUpFunnelActor.ts'],
  '/apps/move-out': ['src/wiring/moveOutFunnelActor.ts'],
  '/apps/materials': ['src/wiring/materialsFunnelActor.ts'],
  '/apps/packing': ['src/wiring/packingFunnelActor.ts'],
  '/apps/shipping': ['src/wiring/shippingFunnelActor.ts'],
  // A returning customer's kept session is checked with these calls before the page shows.
  '/_site/_account': ['src/wiring/sessionCalls.ts'],
};

function routeAssets(routeIds: string[]): string {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const routeId of routeIds) {
    const file = routeFile(routeId);
    if (file) visit(`${file}?tsr-split=component---loader`);
    for (const module of ROUTE_MODULES[routeId] ?? []) visit(module);
  }
  const alreadyInShell = (file: string) => shell.includes(`/${file}"`);
  return [
    ...[...new Set(styles)]
      .filter((file) => !alreadyInShell(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...new Set(scripts)]
      .filter((file) => !alreadyInShell(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** The shell with the page's head tags, its markup in #root and its data beside it. */
function pageDocument(head: string, assets: string, html: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // The shell's own 'needs JavaScript' note goes: a built page reads without it.
  let document = shell
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      () => `<script type="application/json" id="${renderer.PRERENDERED_DATA_ID}">${json}</script>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
    .replace('</head>', () => (assets ? `  ${assets}\n  </head>` : '</head>'));
  if (!document.includes(html)) throw new Error('prerender: index.html has no empty #root');
  document = document.replace(/<html lang="[^"]*">/, '<html lang="en-GB">');
  return document;
}

const pagesDir = path.join(distDir, 'pages');
await rm(pagesDir, { recursive: true, force: true });
await mkdir(pagesDir, { recursive: true });
const written: string[] = [];
try {
  for (const page of [...PUBLIC_PAGES.map((p) => p.path), NOT_FOUND_PATH_TOKEN]) {
    const notFound = page === NOT_FOUND_PATH_TOKEN;
    const rendered = await renderer.renderPage({
      path: page,
      serverUrl,
      data: { [PRERENDERED_PRICES_KEY]: fromPricesOf(prices) },
    });
    const contentPage = Object.values(rendered.loaderData).find(
      (value): value is ContentPage =>
        typeof value === 'object' && value !== null && 'sections' in value,
    );
    const faqs = Object.values(rendered.loaderData).find(
      (value): value is { faqs: Faq[] } =>
        typeof value === 'object' && value !== null && 'faqs' in value,
    )?.faqs;
    const head = pageHead({
      pathname: page,
      origin: PUBLIC_ORIGIN_TOKEN,
      notFound,
      ...(contentPage ? { summary: contentPage.summary } : {}),
      ...(faqs ? { faqs } : {}),
    });
    const file = notFound ? NOT_FOUND_PAGE_FILE : prerenderedFileOf(page);
    await writeFile(
      path.join(distDir, file),
      pageDocument(
        headHtml(head),
        routeAssets(rendered.routeIds),
        rendered.html,
        rendered.embedded,
      ),
    );
    written.push(`${page} → ${file}`);
  }
  // Every other screen is the bare shell, naming the code and styles of its routes so that
  // they load at once, in parallel, instead of one import discovered after another.
  const publicPaths = new Set(PUBLIC_PAGES.map((p) => p.path));
  await mkdir(path.join(pagesDir, 'shell'), { recursive: true });
  let shells = 0;
  for (const route of SPA_ROUTES) {
    if (publicPaths.has(route)) continue;
    const assets = routeAssets(renderer.routeIdsOf(route));
    if (!assets) continue;
    const file = path.join(distDir, shellFileOf(route));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      shell.replace('</head>', () => `  ${assets}\n  </head>`),
    );
    shells += 1;
  }
  written.push(`${shells} screens' shells → pages/shell/`);
} finally {
  server.close();
  await database.close();
}
console.log(
  `prerender: ${written.length} pages in ${Math.round(performance.now() - started)} ms\n  ${written.join('\n  ')}`,
);
