import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Modules whose code-split chunks the router fetches to show each measured page. */
export const ROUTE_SOURCES: Record<string, RegExp[]> = {
  '/': [/^src\/routes\/__root\.tsx/, /^src\/routes\/_site\.tsx/, /^src\/routes\/_site\/index\.tsx/],
  '/apps/signin': [
    /^src\/routes\/__root\.tsx/,
    /^src\/routes\/_empty\.tsx/,
    /^src\/routes\/_empty\/apps\/signin\.tsx/,
  ],
  '/apps/order/pricing': [
    /^src\/routes\/__root\.tsx/,
    /^src\/routes\/apps\/order\.tsx/,
    /^src\/routes\/apps\/order\/pricing\.tsx/,
  ],
  '/apps/my-stuff': [
    /^src\/routes\/__root\.tsx/,
    /^src\/routes\/_site\.tsx/,
    /^src\/routes\/_site\/_account\.tsx/,
    /^src\/routes\/_site\/_account\/apps\/my-stuff\.tsx/,
  ],
};

/** The libraries every page runs on (React, the router, XState): the floor of any route. */
const FLOOR_CHUNKS = /^_(react|router|xstate)-[\w-]+\.js$/;

async function gzippedSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface RouteSize {
  route: string;
  jsGzip: number;
  files: number;
  /** Whether zod (the schema library) is among the first-load files. */
  loadsZod: boolean;
}

/** A string zod's code always carries, whatever the minifier renames. */
const ZOD_MARK = 'ZodError';

export interface BundleSizes {
  routes: RouteSize[];
  floorJsGzip: number;
  totalJsGzip: number;
  totalCssGzip: number;
}

export async function measureBundle(distDir: string): Promise<BundleSizes> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const jsOf = async (keys: string[]) => {
    const files = keys
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')));
    let gzip = 0;
    let loadsZod = false;
    for (const file of files) {
      const code = await readFile(path.join(distDir, file));
      gzip += gzipSync(code, { level: 9 }).length;
      loadsZod ||= code.includes(ZOD_MARK);
    }
    return { gzip, files: files.length, loadsZod };
  };
  const routes: RouteSize[] = [];
  for (const [route, sources] of Object.entries(ROUTE_SOURCES)) {
    const chunks = Object.keys(manifest).filter((key) => {
      const src = manifest[key]?.src ?? key;
      return sources.some((pattern) => pattern.test(src));
    });
    const { gzip, files, loadsZod } = await jsOf([
      ...staticClosure(manifest, [...entries, ...chunks]),
    ]);
    routes.push({ route, jsGzip: gzip, files, loadsZod });
  }
  const floor = await jsOf(Object.keys(manifest).filter((key) => FLOOR_CHUNKS.test(key)));

  let totalJsGzip = 0;
  let totalCssGzip = 0;
  for (const file of await listFiles(path.join(distDir, 'assets'))) {
    if (file.endsWith('.js')) totalJsGzip += await gzippedSize(file);
    if (file.endsWith('.css')) totalCssGzip += await gzippedSize(file);
  }
  return { routes, floorJsGzip: floor.gzip, totalJsGzip, totalCssGzip };
}
