import { z } from 'zod';
import { type Config, describeDatabase, loadConfig, MEMORY_DATA_DIR } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { type Holder, holderOf } from '../db/holder.ts';
import { migrate } from '../db/migrate.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { configuredMailer } from '../mail/mailer.ts';
import { templateComposer } from '../notify/composer.ts';
import { startNotifyJobs } from '../notify/jobs.ts';
import { configuredPaymentProvider } from '../payments/configured.ts';
import { configuredSms } from '../sms/sms.ts';
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

/*
 * `jobs` and `reminders` need the job queue, and so do the moves a customer is mailed about
 * (`advance`, `ship`, `support reply`) and `billing` (a failed bill is mailed). Run here (PostgreSQL, or an embedded database no
 * server holds), the command starts one for as long as it runs: with the workers that send,
 * so its mails go before it exits (on PostgreSQL a running server may send some of them
 * instead; one still retrying is sent by the next server), `jobs` without, so listing
 * changes nothing.
 */
const QUEUE_COMMANDS = new Set(['jobs', 'reminders', 'advance', 'ship', 'support', 'billing']);

/** How long a command waits for the mails it queued before it stops the queue. */
const DRAIN_MS = 20_000;

/** Waits until nothing due is waiting or running (a send to be retried later stays queued). */
async function drain(jobs: JobQueue): Promise<void> {
  const until = Date.now() + DRAIN_MS;
  while (Date.now() < until) {
    const now = new Date();
    const due = (await jobs.list(['created', 'active'])).filter((job) => job.startAfter <= now);
    if (due.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withQueue(
  config: Config,
  database: Awaited<ReturnType<typeof openDatabase>>,
  command: string | undefined,
): Promise<{ jobs: JobQueue | undefined; stop: () => Promise<void> }> {
  if (!command || !QUEUE_COMMANDS.has(command)) return { jobs: undefined, stop: async () => {} };
  const jobs = createJobQueue(database, config.databaseUrl, { schedule: false });
  if (command === 'jobs') {
    await jobs.start();
    return { jobs, stop: () => jobs.stop() };
  }
  const stop = await startNotifyJobs(
    jobs,
    {
      db: database.db,
      mailer: configuredMailer(config),
      sms: configuredSms(config),
      composer: templateComposer,
      publicUrl: config.publicUrl,
    },
    { schedule: false },
  );
  return {
    jobs,
    stop: async () => {
      await drain(jobs);
      await stop();
    },
  };
}

async function direct(config: Config, argv: string[]): Promise<OpsResult> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const { jobs, stop } = await withQueue(config, database, argv[0]);
    try {
      return await runOps(database.db, argv, new Date(), {
        jobs,
        payments: configuredPaymentProvider(config, database.db),
      });
    } finally {
      await stop();
    }
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
