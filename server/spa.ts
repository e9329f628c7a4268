import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { robotsTxt, sitemapXml } from '../src/domain/pageHead.ts';
import { type PrerenderedPage, prerenderedPages } from './prerendered.ts';
import { isSpaRoute } from './spaRoutes.ts';

const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT =
  'Boxroom has not been built yet. Run `npm run build` (or start with `npm start`, which builds when needed) and reload.';

/** The file under `root` that a URL path names, or undefined if it would escape `root`. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved.startsWith(root + path.sep) ? resolved : undefined;
}

/** Precompressed copies written by scripts/compress-build.mjs, best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header admits (those with q=0 are refused). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** The best precompressed copy of `file` the client accepts, if the build has one. */
async function precompressedCopy(file: string, acceptEncoding: string | undefined) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding)) continue;
    if (await fileStat(`${file}${suffix}`)) return { encoding, file: `${file}${suffix}` };
  }
  return undefined;
}

async function fileStat(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA from `distDir`: files as they are, or their precompressed copy when the
 * browser takes Brotli or gzip (hashed assets cached for a year, everything else revalidated);
 * the public pages as the build rendered them (dist/pages/, with PUBLIC_URL in their head
 * tags), the other SPEC.md routes as index.html with 200, and any other path with 404 and the
 * built 404 page (index.html when the build has none), so the browser gets a real 404.
 * `/robots.txt` and `/sitemap.xml` are made from the public pages and PUBLIC_URL.
 */
export function serveSpa(distDir: string, publicUrl = 'http://127.0.0.1:3000') {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const pages = prerenderedPages(root, publicUrl);
  const origin = new URL(publicUrl).origin;

  function sendPage(c: Context, page: PrerenderedPage) {
    c.header('Cache-Control', REVALIDATE);
    c.header('ETag', page.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === page.etag) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    if (accepted.has('br')) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(page.br));
    }
    if (accepted.has('gzip')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(page.gzip));
    }
    return c.body(page.html);
  }

  async function sendNotFound(c: Context) {
    const html = await pages.notFound(c.req.path);
    if (html === undefined) return sendIndex(c, 404);
    c.header('Cache-Control', REVALIDATE);
    return c.html(html, 404);
  }

  async function sendIndex(c: Context, status: 200 | 404) {
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      c.header('Cache-Control', 'no-store');
      return c.text(NOT_BUILT, 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(html, status);
  }

  return async (c: Context) => {
    const urlPath = c.req.path;
    if (urlPath === '/robots.txt') {
      c.header('Cache-Control', REVALIDATE);
      return c.text(robotsTxt(origin));
    }
    if (urlPath === '/sitemap.xml') {
      c.header('Cache-Control', REVALIDATE);
      c.header('Content-Type', 'application/xml; charset=UTF-8');
      return c.body(sitemapXml(origin));
    }
    const built = await pages.page(urlPath);
    if (built) return sendPage(c, built);
    const file = resolveInside(root, urlPath);
    const info = file ? await fileStat(file) : undefined;
    if (file && info) {
      if (file === indexFile) return sendIndex(c, 200);
      // The built pages are served at their own paths, with PUBLIC_URL filled in.
      if (urlPath.startsWith('/pages/')) return sendNotFound(c);
      const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', urlPath.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
      c.header('Vary', 'Accept-Encoding');
      const copy = await precompressedCopy(file, c.req.header('accept-encoding'));
      if (copy) c.header('Content-Encoding', copy.encoding);
      return c.body(await readFile(copy?.file ?? file));
    }
    // A missing hashed asset is an old chunk, not a page: a plain 404 lets the SPA's
    // chunk-failure reload kick in instead of parsing HTML as JavaScript.
    if (urlPath.startsWith(HASHED_ASSETS)) return c.text('Not found', 404);
    if (isSpaRoute(urlPath)) {
      const shell = await pages.shell(urlPath);
      return shell ? sendPage(c, shell) : sendIndex(c, 200);
    }
    // '/FAQS' is a mistyped '/faqs': one permanent redirect to the page's own address.
    const lowerCase = urlPath.toLowerCase();
    if (lowerCase !== urlPath && isSpaRoute(lowerCase)) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${lowerCase}${query}`, 301);
    }
    return sendNotFound(c);
  };
}
