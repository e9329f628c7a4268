import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { londonDate, nextLondonTime } from './london.ts';
import type {
  Job,
  JobHandler,
  JobQueue,
  JobState,
  JobSummary,
  QueueDefinition,
  SendOptions,
} from './queue.ts';

/*
 * The job queue of the embedded database. PGlite admits one process (server/db/holder.ts), so
 * nothing else takes these jobs: this runner claims a due job by moving it to `active`, runs
 * it, and records the outcome. Jobs are rows, so a job queued or running when the process
 * stopped is run again after the restart. Handlers run a few at a time, never on a
 * connection of their own: each query takes its turn on PGlite's one connection.
 */

const DEFAULT_POLLING_MS = 1000;
/** Jobs running at once in this process; a slow send does not hold the others up. */
const CONCURRENCY = 4;
const STOP_WAIT_MS = 10_000;

export function createInProcessQueue(
  db: Db,
  { pollingIntervalMs = DEFAULT_POLLING_MS }: { pollingIntervalMs?: number | undefined } = {},
): JobQueue {
  const definitions = new Map<string, QueueDefinition>();
  const handlers = new Map<string, JobHandler<unknown>>();
  const running = new Set<Promise<void>>();
  const dailyTimers = new Set<NodeJS.Timeout>();
  const everyTimers = new Set<NodeJS.Timeout>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let again = false;

  function definitionOf(name: string): QueueDefinition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job queue "${name}": define it first`);
    return definition;
  }

  async function run(row: { id: string; name: string; data: unknown; createdOn: Date }) {
    const handler = handlers.get(row.name);
    if (!handler) return;
    const job: Job<unknown> = {
      id: row.id,
      name: row.name,
      data: row.data,
      createdOn: row.createdOn,
    };
    try {
      await handler(job);
      await db
        .updateTable('localJobs')
        .set({ state: 'completed', completedOn: new Date(), lastError: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const current = await db
        .selectFrom('localJobs')
        .select(['retryCount', 'retryLimit', 'retryDelaySeconds', 'retryBackoff'])
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (!current) return;
      const retrying = current.retryCount < current.retryLimit;
      const delaySeconds = current.retryBackoff
        ? current.retryDelaySeconds * 2 ** current.retryCount
        : current.retryDelaySeconds;
      await db
        .updateTable('localJobs')
        .set({
          state: retrying ? 'retry' : 'failed',
          retryCount: retrying ? current.retryCount + 1 : current.retryCount,
          startAfter: new Date(Date.now() + delaySeconds * 1000),
          lastError: message,
          ...(retrying ? {} : { completedOn: new Date() }),
        })
        .where('id', '=', row.id)
        .execute();
      if (retrying && delaySeconds === 0) wake();
    }
  }

  /** Starts every due job there is room for. */
  async function poll(): Promise<void> {
    while (started && running.size < CONCURRENCY) {
      const names = [...handlers.keys()];
      if (names.length === 0) return;
      const due = await db
        .selectFrom('localJobs')
        .select(['id', 'name', 'data', 'createdOn'])
        .where('state', 'in', ['created', 'retry'])
        .where('name', 'in', names)
        .where('startAfter', '<=', new Date())
        .orderBy('createdOn')
        .limit(CONCURRENCY - running.size)
        .execute();
      if (due.length === 0) return;
      for (const row of due) {
        const claimed = await db
          .updateTable('localJobs')
          .set({ state: 'active', startedOn: new Date() })
          .where('id', '=', row.id)
          .where('state', 'in', ['created', 'retry'])
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) continue;
        const task: Promise<void> = run(row)
          .catch((error: unknown) => console.error(`Job ${row.name} ${row.id} stopped:`, error))
          .finally(() => {
            running.delete(task);
            wake();
          });
        running.add(task);
      }
    }
  }

  /** Looks for work now, or right after the look already under way. */
  function wake(): void {
    if (!started) return;
    if (polling) {
      again = true;
      return;
    }
    polling = poll()
      .catch((error: unknown) => console.error('The job queue could not look for work:', error))
      .finally(() => {
        polling = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    description: 'in this process (embedded database)',
    async start() {
      if (started) return;
      // Whatever was running when the process stopped did not finish: it runs again.
      await db
        .updateTable('localJobs')
        .set({ state: 'retry', startAfter: new Date() })
        .where('state', '=', 'active')
        .execute();
      started = true;
      timer = setInterval(wake, pollingIntervalMs);
      timer.unref();
      wake();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      for (const daily of dailyTimers) clearTimeout(daily);
      dailyTimers.clear();
      for (const every of everyTimers) clearInterval(every);
      everyTimers.clear();
      const settled = Promise.allSettled([polling, ...running]);
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
    },
    async define(name, definition) {
      definitions.set(name, definition);
    },
    async send(name, data, options: SendOptions = {}) {
      const definition = definitionOf(name);
      const now = new Date();
      const inserted = await db
        .insertInto('localJobs')
        .values({
          id: randomUUID(),
          name,
          data: JSON.stringify(data),
          state: 'created',
          singletonKey: options.singletonKey ?? null,
          retryLimit: definition.retryLimit,
          retryDelaySeconds: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          startAfter: options.startAfter ?? now,
          createdOn: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted && handlers.has(name)) wake();
      return inserted?.id ?? null;
    },
    async work(name, handler) {
      definitionOf(name);
      handlers.set(name, handler as JobHandler<unknown>);
      wake();
    },
    async scheduleDaily(name, { hour, minute }) {
      definitionOf(name);
      const arm = () => {
        const at = nextLondonTime(new Date(), hour, minute);
        const daily = setTimeout(
          () => {
            dailyTimers.delete(daily);
            if (!started) return;
            // Keyed by the day, so the run is queued once even if the timer fires twice.
            void this.send(name, {}, { singletonKey: `${name}:${londonDate(at)}` }).catch(
              (error: unknown) => console.error(`Could not queue the daily ${name}:`, error),
            );
            arm();
          },
          Math.max(0, at.getTime() - Date.now()),
        );
        daily.unref();
        dailyTimers.add(daily);
      };
      arm();
    },
    async scheduleEvery(name, minutes) {
      definitionOf(name);
      const periodMs = minutes * 60_000;
      const every = setInterval(() => {
        if (!started) return;
        // Keyed by the period, so a run is queued once however the timer fires.
        const slot = Math.floor(Date.now() / periodMs);
        void this.send(name, {}, { singletonKey: `${name}:${slot}` }).catch((error: unknown) =>
          console.error(`Could not queue ${name}:`, error),
        );
      }, periodMs);
      every.unref();
      everyTimers.add(every);
    },
    async list(states, limit = 100) {
      const rows = await db
        .selectFrom('localJobs')
        .select([
          'id',
          'name',
          'state',
          'singletonKey',
          'retryCount',
          'retryLimit',
          'startAfter',
          'createdOn',
          'lastError',
        ])
        .where(
          'state',
          'in',
          states.filter((state) => state !== 'cancelled'),
        )
        .orderBy('createdOn')
        .limit(limit)
        .execute();
      return rows as JobSummary[];
    },
    async states(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('localJobs')
        .select(['id', 'state'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((row) => [row.id, row.state as JobState]));
    },
  };
}
