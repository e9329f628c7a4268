// Runs after the build: writes a Brotli (.br) and a gzip (.gz) copy beside every text file of
// the build, so the server sends compressed files without compressing on each request.
// Usage: node scripts/compress-build.mjs [distDir]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let written = 0;
for (const file of await textFiles(distDir)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  written += 1;
}
console.log(`compress-build: ${written} files compressed as .br and .gz`);
