import { z } from 'zod';
import { type Config, describeDatabase, loadConfig, MEMORY_DATA_DIR } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { type Holder, holderOf } from '../db/holder.ts';
import { migrate } from '../db/migrate.ts';
import { type OpsResult, runOps, USAGE } from './operations.ts';
import { OPS_HEADER } from './routes.ts';

/*
 * `npm run ops -- <command>`: the warehouse's moves for demos, on the database the server
 * uses: the same configuration (DATABASE_URL, or the embedded one in DATA_DIR) is read the
 * same way, and the command says which database it opened.
 *
 * PostgreSQL takes many connections, so the command changes it directly. The embedded
 * database (PGlite) admits one process: while a server holds it (DATA_DIR/server.json), the
 * command asks that server to carry it out (`POST /_ops/run`, development helpers only, this
 * machine only) or, without the helpers, refuses and changes nothing; when no server holds
 * it, the command opens the database itself and closes it cleanly afterwards.
 */

const opsResultSchema = z.object({ output: z.array(z.string()), exitCode: z.int() });

/** Runs the command on the server holding the embedded database, which must have the helpers. */
async function viaServer(holder: Holder, argv: string[]): Promise<OpsResult> {
  let res: Response;
  try {
    res = await fetch(`${holder.url}/_ops/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [OPS_HEADER]: '1' },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new Error(
      `The server (process ${holder.pid}) holds this database but does not answer at ` +
        `${holder.url}. Nothing was changed: wait for it to start, or stop it.`,
    );
  }
  if (res.status === 404) {
    throw new Error(
      `A server (process ${holder.pid}, ${holder.url}) holds this embedded database and runs ` +
        'without the development helpers. Nothing was changed. The embedded database admits ' +
        'one process: stop the server, or restart it with BOXROOM_DEV_TOOLS=1, and run the ' +
        'command again.',
    );
  }
  if (!res.ok) {
    throw new Error(`The server at ${holder.url} answered ${res.status}: ${await res.text()}`);
  }
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
  console.log(`Database: ${describeDatabase(config)}`);
  const holder = config.databaseUrl ? undefined : await holderOf(config.dataDir);
  if (holder) console.log(`Held by the server at ${holder.url}: the command runs there.`);
  const result = holder ? await viaServer(holder, argv) : await direct(config, argv);
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
