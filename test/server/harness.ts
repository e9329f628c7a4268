import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import {
  createPglite,
  type Database,
  openDatabase,
  pgliteDatabase,
} from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';

/*
 * Server tests run once on in-memory PGlite and again on PostgreSQL in a fresh schema when a
 * server answers (DATABASE_URL, or 127.0.0.1:5432 database `test` as postgres or root).
 */

const POSTGRES_CANDIDATES = [
  process.env.DATABASE_URL,
  'postgres://postgres@127.0.0.1:5432/test',
  'postgres://root@127.0.0.1:5432/test',
].filter((url): url is string => typeof url === 'string' && /^postgres(ql)?:\/\//.test(url));

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function findPostgres(): Promise<string | undefined> {
  for (const url of POSTGRES_CANDIDATES) if (await answers(url)) return url;
  return undefined;
}

export const postgresUrl = await findPostgres();

/*
 * Creating a PGlite cluster runs initdb, which takes seconds; loading a dump of a fresh one
 * takes a fraction of that. The dump is kept in the OS temp dir, keyed by PGlite's version.
 */
async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(entry);
  while (path.basename(dir) !== 'pglite') dir = path.dirname(dir);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

let template: Promise<Blob> | undefined;

async function loadOrCreateTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `boxroom-pglite-${await pgliteVersion()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = createPglite('memory://');
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** A fresh, empty in-memory PGlite database. */
export async function openMemoryDatabase(): Promise<Database> {
  template ??= loadOrCreateTemplate();
  const pglite = createPglite('memory://', { loadDataDir: await template });
  await pglite.waitReady;
  return pgliteDatabase(pglite);
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabaseOptions {
  /** Run migrations (default true). */
  migrate?: boolean;
  /** Seed the catalogue after migrating (default true). */
  seed?: boolean;
}

async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openMemoryDatabase();
  if (!postgresUrl) throw new Error('PostgreSQL is not reachable');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  return openDatabase({ databaseUrl: postgresUrl, schema });
}

async function closeTestDatabase(database: Database): Promise<void> {
  if (database.schema) {
    await database.db.schema.dropSchema(database.schema).ifExists().cascade().execute();
  }
  await database.close();
}

/**
 * Declares `suite` once per available database. The suite reads the open database through
 * `getDatabase()` inside its tests and hooks.
 */
export function forEachDatabase(
  name: string,
  suite: (getDatabase: () => Database, kind: DatabaseKind) => void,
  options: TestDatabaseOptions = {},
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe.skipIf(kind === 'postgres' && !postgresUrl)(`${name} [${kind}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await openTestDatabase(kind);
        if (options.migrate !== false) await migrate(database);
        if (options.migrate !== false && options.seed !== false) await seed(database.db);
      });
      afterAll(async () => {
        if (database) await closeTestDatabase(database);
      });
      suite(() => {
        if (!database) throw new Error('The test database is not open yet');
        return database;
      }, kind);
    });
  }
}

/** The configuration of a test server: in-memory data, with the development helpers on. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATA_DIR: 'memory://', BOXROOM_DEV_TOOLS: '1' }), ...overrides };
}

export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><script src="/config.js"></script></head><body><div id="root"></div></body></html>';

export interface FakeDist {
  dir: string;
  buildId: string;
  remove(): Promise<void>;
}

/** A throwaway build output with an index.html, one hashed asset and build metadata. */
export async function makeFakeDist(): Promise<FakeDist> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-dist-'));
  const buildId = 'abc123def456';
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'builds', 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'index-Bx1y2z3.js'), 'console.log("app");');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    path.join(dir, 'builds', 'latest.json'),
    JSON.stringify({ id: buildId, timestamp: 1_790_000_000_000 }),
  );
  await writeFile(
    path.join(dir, 'builds', 'meta', `${buildId}.json`),
    JSON.stringify({
      id: buildId,
      timestamp: 1_790_000_000_000,
      assets: ['/assets/index-Bx1y2z3.js'],
    }),
  );
  return { dir, buildId, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The app over a test database and a fake build, as the server would run it. */
export function testApp(database: Database, distDir: string, config: Config = testConfig()) {
  return createApp({ db: database.db, config, distDir });
}
