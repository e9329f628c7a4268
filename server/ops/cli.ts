import { z } from 'zod';
import { type Config, loadConfig, MEMORY_DATA_DIR } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { type OpsResult, runOps, USAGE } from './operations.ts';
import { OPS_HEADER } from './routes.ts';

/*
 * `npm run ops -- <command>`: the warehouse's moves for demos, on the database the server
 * uses (DATABASE_URL, or the embedded one in DATA_DIR).
 *
 * PostgreSQL takes many connections, so the command changes it directly. The embedded
 * database (PGlite) admits one process: while the server runs on it, the command asks the
 * server to carry it out (`POST /_ops/run`, development helpers only, this machine only);
 * when no server answers, it opens the database itself and closes it cleanly afterwards.
 */

const opsResultSchema = z.object({ output: z.array(z.string()), exitCode: z.int() });

function serverBase(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The result from a running server, or undefined when none answers. */
async function viaServer(config: Config, argv: string[]): Promise<OpsResult | undefined> {
  const base = serverBase(config);
  try {
    await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1500) });
  } catch {
    return undefined;
  }
  const res = await fetch(`${base}/_ops/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [OPS_HEADER]: '1' },
    body: JSON.stringify({ argv }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status === 404) {
    throw new Error(
      `A server is running at ${base} on the embedded database without the development ` +
        'helpers. The embedded database admits one process: stop the server, or restart it ' +
        'with BOXROOM_DEV_TOOLS=1, and run the command again.',
    );
  }
  if (!res.ok) throw new Error(`The server at ${base} answered ${res.status}: ${await res.text()}`);
  return opsResultSchema.parse(await res.json());
}

async function direct(config: Config, argv: string[]): Promise<OpsResult> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    return await runOps(database.db, argv, new Date());
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0] ?? '')) {
    (argv.length === 0 ? console.error : console.log)(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  if (!config.databaseUrl && config.dataDir === MEMORY_DATA_DIR) {
    console.error(
      'DATA_DIR=memory:// keeps nothing between processes: there is nothing to operate on.',
    );
    return 1;
  }
  const result =
    (config.databaseUrl ? undefined : await viaServer(config, argv)) ??
    (await direct(config, argv));
  const print = result.exitCode === 0 ? console.log : console.error;
  for (const line of result.output) print(line);
  return result.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
