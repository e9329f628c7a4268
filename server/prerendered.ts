import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PUBLIC_ORIGIN_TOKEN, publicPage } from '../src/domain/pageHead.ts';

/*
 * The public pages the build rendered to HTML (scripts/prerender.ts). Their head tags are
 * written with a token for the origin, replaced here by PUBLIC_URL's origin, so one build
 * serves any address; the 404 page is rendered for a token path, replaced by the path asked
 * for.
 */

/** The path the build renders the 404 page for. */
export const NOT_FOUND_PATH_TOKEN = '/__boxroom-not-found__';
export const NOT_FOUND_PAGE_FILE = 'pages/404.html';

/** Where the build writes a public page: '/' → pages/index.html, '/faqs' → pages/faqs.html. */
export function prerenderedFileOf(pagePath: string): string {
  return `pages/${pagePath === '/' ? 'index' : pagePath.replace(/^\/+/, '')}.html`;
}

/** Where the build writes the shell of a screen it does not render, naming its route's code. */
export function shellFileOf(screenPath: string): string {
  return `pages/shell${screenPath.replace(/\/+$/, '')}.html`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrerenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\\/g, '&#92;');

/** Reads, fills in and compresses each built page once (again when the build changes it). */
export function prerenderedPages(distDir: string, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const cache = new Map<string, { mtimeMs: number; page: Promise<PrerenderedPage> }>();

  async function load(file: string): Promise<PrerenderedPage | undefined> {
    const full = path.join(distDir, file);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(full)).mtimeMs;
    } catch {
      cache.delete(file);
      return undefined;
    }
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.page;
    const page = (async () => {
      const html = (await readFile(full, 'utf8')).replaceAll(PUBLIC_ORIGIN_TOKEN, origin);
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(html, { level: 9 }),
      ]);
      const etag = `W/"${Buffer.byteLength(html).toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`;
      return { html, br, gzip: gz, etag };
    })();
    cache.set(file, { mtimeMs, page });
    page.catch(() => cache.delete(file));
    return page;
  }

  return {
    /** The built page of a public path, if the build rendered one. */
    async page(pathname: string): Promise<PrerenderedPage | undefined> {
      const page = publicPage(pathname);
      return page ? load(prerenderedFileOf(page.path)) : undefined;
    },
    /** The shell of a screen, with its route's code named in the head, if the build made one. */
    async shell(screenPath: string): Promise<PrerenderedPage | undefined> {
      const trimmed = screenPath.length > 1 ? screenPath.replace(/\/+$/, '') : screenPath;
      if (!/^\/apps\/[a-z0-9/-]+$/.test(trimmed)) return undefined;
      return load(shellFileOf(trimmed));
    },
    /** The built 404 page saying which path was not found. */
    async notFound(pathname: string): Promise<string | undefined> {
      const page = await load(NOT_FOUND_PAGE_FILE);
      return page?.html.replaceAll(NOT_FOUND_PATH_TOKEN, escapeHtml(pathname));
    },
  };
}
