// Runs after `vite build`: records the build's identity so running SPAs can notice a newer
// deployment (SPEC.md section 1). Usage: node scripts/write-build-meta.mjs [distDir]
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const buildsDir = path.join(distDir, 'builds');

/** Every file of the build as a URL path, except index.html and the build metadata itself. */
async function listAssets(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const urlPath = `${prefix}/${entry.name}`;
    if (urlPath === '/builds' || urlPath === '/index.html') continue;
    if (entry.isDirectory()) files.push(...(await listAssets(path.join(dir, entry.name), urlPath)));
    else if (entry.isFile()) files.push(urlPath);
  }
  return files.sort();
}

/** Written whole or not at all: the server may read these while a build finishes. */
async function writeJson(file, value) {
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(value, null, 2)}\n`);
  await rename(partial, file);
}

let indexHtml;
try {
  indexHtml = await readFile(path.join(distDir, 'index.html'));
} catch {
  console.error(
    `write-build-meta: ${path.join(distDir, 'index.html')} is missing; run vite build first`,
  );
  process.exit(1);
}

// index.html names every hashed entry chunk, so its hash changes exactly when the app does;
// an unchanged rebuild keeps its id and open tabs are not reloaded for nothing.
const id = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
const timestamp = Date.now();
const assets = await listAssets(distDir);

await mkdir(path.join(buildsDir, 'meta'), { recursive: true });
// Which pages' chunks changed would need the previous build, which `vite build` has already
// removed; an empty changedPaths tells the SPA to treat every page as changed.
await writeJson(path.join(buildsDir, 'meta', `${id}.json`), {
  id,
  timestamp,
  changedPaths: [],
  assets,
});
await writeJson(path.join(buildsDir, 'latest.json'), { id, timestamp });
console.log(`Build ${id}: ${assets.length} files`);
