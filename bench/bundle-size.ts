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

/** Modules whose code-split chunks the router fetches to show `/`. */
const HOME_ROUTE_SOURCES = [
  /^src\/routes\/__root\.tsx/,
  /^src\/routes\/_site\.tsx/,
  /^src\/routes\/_site\/index\.tsx/,
];

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

export interface BundleSizes {
  homeJsGzip: number;
  homeJsFiles: number;
  totalJsGzip: number;
  totalCssGzip: number;
}

export async function measureBundle(distDir: string): Promise<BundleSizes> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const homeChunks = Object.keys(manifest).filter((key) => {
    const src = manifest[key]?.src ?? key;
    return HOME_ROUTE_SOURCES.some((pattern) => pattern.test(src));
  });
  const homeFiles = [...staticClosure(manifest, [...entries, ...homeChunks])]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')));

  let homeJsGzip = 0;
  for (const file of homeFiles) homeJsGzip += await gzippedSize(path.join(distDir, file));

  let totalJsGzip = 0;
  let totalCssGzip = 0;
  for (const file of await listFiles(path.join(distDir, 'assets'))) {
    if (file.endsWith('.js')) totalJsGzip += await gzippedSize(file);
    if (file.endsWith('.css')) totalCssGzip += await gzippedSize(file);
  }
  return { homeJsGzip, homeJsFiles: homeFiles.length, totalJsGzip, totalCssGzip };
}
