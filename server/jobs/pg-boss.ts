import PgBoss from 'pg-boss';
import type { Job, JobQueue, JobState, JobSummary, QueueDefinition } from './queue.ts';

/*
 * The job queue on PostgreSQL: pg-boss 10 (11 and later need Node 22; docs/decisions.md,
 * "Jobs"). Each server process starts one; they share the jobs through the database. A job is
 * fetched by one worker (SELECT ... FOR UPDATE SKIP LOCKED); one whose worker died is
 * retried when it expires (pg-boss's supervisor, `EXPIRE_SECONDS`), and its daily schedule is
 * queued once per minute across all processes.
 */

const DEFAULT_POLLING_MS = 2000;
/** A job running longer than this is taken to have died with its process, and runs again. */
const EXPIRE_SECONDS = 15 * 60;
const STOP_TIMEOUT_MS = 10_000;
const DEFINE_ATTEMPTS = 5;

/** A deadlock or a unique key taken by a concurrent transaction: worth trying again. */
function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '23505';
}

interface PgBossQueueOptions {
  connectionString: string;
  schema: string;
  pollingIntervalMs: number | undefined;
  schedule: boolean;
}

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  singleton_key: string | null;
  retry_count: number;
  retry_limit: number;
  start_after: Date;
  created_on: Date;
  output: { message?: string } | null;
}

export function createPgBossQueue({
  connectionString,
  schema,
  pollingIntervalMs = DEFAULT_POLLING_MS,
  schedule,
}: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString,
    schema,
    application_name: 'boxroom-jobs',
    max: 4,
    schedule,
    expireInSeconds: EXPIRE_SECONDS,
    // Failed jobs stay listed (`npm run ops -- jobs`) for a month before they are archived.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  });
  boss.on('error', (error) => console.error('Job queue (pg-boss):', error.message));
  const workers = new Map<string, string>();
  const pollingIntervalSeconds = Math.max(0.5, pollingIntervalMs / 1000);

  async function rows(text: string, values: unknown[]): Promise<JobRow[]> {
    const result = await boss.getDb().executeSql(text, values);
    return result.rows as JobRow[];
  }

  return {
    description: `pg-boss (schema ${schema})`,
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
    async define(name, { retryLimit, retryDelaySeconds, retryBackoff }: QueueDefinition) {
      // Stately: one job per key in each of created, retry and active, so a second send of a
      // key already waiting is dropped rather than queued twice.
      const queue = {
        name,
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff,
        policy: 'stately' as const,
      };
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
          else await boss.createQueue(name, queue);
          return;
        } catch (error) {
          // Two processes starting at once may both create the queue (its table, keys and
          // indexes) and deadlock; one wins, and the other finds the queue made when it tries
          // again.
          if (attempt >= DEFINE_ATTEMPTS || !isConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        }
      }
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      const worker = workers.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },
    async work<T>(name: string, handler: (job: Job<T>) => Promise<void>) {
      const id = await boss.work<T>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) {
            await handler({ id: job.id, name: job.name, data: job.data, createdOn: job.createdOn });
          }
        },
      );
      workers.set(name, id);
    },
    async scheduleDaily(name, { hour, minute }) {
      await boss.schedule(name, `${minute} ${hour} * * *`, {}, { tz: 'Europe/London' });
    },
    async scheduleEvery(name, minutes) {
      await boss.schedule(name, `*/${minutes} * * * *`, {}, { tz: 'Europe/London' });
    },
    async list(states, limit = 100) {
      const found = await rows(
        `SELECT id, name, state, singleton_key, retry_count, retry_limit, start_after, created_on, output
         FROM ${schema}.job WHERE state::text = ANY($1) ORDER BY created_on LIMIT $2`,
        [[...states], limit],
      );
      return found.map(
        (row): JobSummary => ({
          id: row.id,
          name: row.name,
          state: row.state,
          singletonKey: row.singleton_key,
          retryCount: row.retry_count,
          retryLimit: row.retry_limit,
          startAfter: row.start_after,
          createdOn: row.created_on,
          lastError:
            row.state === 'completed' || !row.output?.message ? null : String(row.output.message),
        }),
      );
    },
    async states(ids) {
      if (ids.length === 0) return new Map();
      const found = await rows(`SELECT id, state FROM ${schema}.job WHERE id = ANY($1::uuid[])`, [
        [...ids],
      ]);
      return new Map(found.map((row) => [row.id, row.state]));
    },
  };
}
