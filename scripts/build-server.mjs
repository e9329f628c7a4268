// Runs after the SPA build: bundles the server (server/main.ts and what it imports from
// server/ and src/domain) into dist-server/main.mjs, so `npm start` runs plain JavaScript
// with no TypeScript loader at start-up. Packages stay in node_modules (they are imported,
// not bundled). Usage: node scripts/build-server.mjs
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** A bare specifier (`hono`, `node:fs`, `@electric-sql/pglite`) is a package: left to Node. */
const isPackage = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

/** Where the catalogue comes from: the seed steps and the domain's constants they use. */
const CATALOGUE_SOURCES = ['server/db/seed.ts', 'server/db/seeds', 'src/domain'];

/**
 * A hash of the catalogue's sources: the built server seeds the catalogue at start only when
 * this differs from the version the database last seeded (server/db/seed.ts).
 */
async function catalogueVersion() {
  const hash = createHash('sha256');
  for (const source of CATALOGUE_SOURCES) {
    const full = path.join(root, source);
    const files = source.endsWith('.ts')
      ? [full]
      : (await readdir(full, { recursive: true }))
          .filter((name) => name.endsWith('.ts'))
          .sort()
          .map((name) => path.join(full, name));
    for (const file of files) hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const started = performance.now();
const version = await catalogueVersion();
const bundle = await rolldown({
  input: path.join(root, 'server/main.ts'),
  platform: 'node',
  external: isPackage,
  logLevel: 'warn',
  transform: { define: { 'process.env.BOXROOM_CATALOGUE_VERSION': JSON.stringify(version) } },
});
await bundle.write({
  file: path.join(root, 'dist-server/main.mjs'),
  format: 'esm',
  sourcemap: true,
});
await bundle.close();
console.log(
  `build-server: dist-server/main.mjs (catalogue ${version}) in ${Math.round(performance.now() - started)} ms`,
);
