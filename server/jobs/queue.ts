import type { Database } from '../db/database.ts';
import { createInProcessQueue } from './in-process.ts';
import { createPgBossQueue } from './pg-boss.ts';

/*
 * One job API over two engines. On PostgreSQL it is pg-boss: jobs live in the database,
 * each is fetched by one worker (SKIP LOCKED) however many server processes share it, and a
 * job whose process died is handed out again once it expires. On the embedded database
 * (PGlite, one process) a small runner in this process does the same over the `local_jobs`
 * table, so a job survives a restart there too (docs/decisions.md, "Jobs").
 */

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** When it was queued: a scheduled job reads its day from this, not from when it runs. */
  createdOn: Date;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** How a kind of job is retried when its handler throws. */
export interface QueueDefinition {
  /** Attempts after the first; past them the job is kept as failed, listed by `ops jobs`. */
  retryLimit: number;
  /** The wait before the first retry; with back-off each next wait doubles. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export interface SendOptions {
  /** At most one job of this name and key waits or runs at a time; another send is dropped. */
  singletonKey?: string;
  startAfter?: Date;
}

export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  singletonKey: string | null;
  retryCount: number;
  retryLimit: number;
  startAfter: Date;
  createdOn: Date;
  lastError: string | null;
}

export interface JobQueue {
  /** Which engine, for the start-up log. */
  readonly description: string;
  start(): Promise<void>;
  /** Stops taking jobs and waits (a while) for the ones running; jobs left waiting stay queued. */
  stop(): Promise<void>;
  /** Declares a kind of job; before `send` or `work` on it. */
  define(name: string, definition: QueueDefinition): Promise<void>;
  /** Queues a job; null when one with the same singleton key is already waiting or running. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of this name, in this process. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Queues a job of this name every day at `hour`:`minute` in Europe/London. */
  scheduleDaily(name: string, at: { hour: number; minute: number }): Promise<void>;
  /** Queues a job of this name every `minutes` minutes (a divisor of 60), on the clock's marks. */
  scheduleEvery(name: string, minutes: number): Promise<void>;
  /** Jobs in the given states, oldest first. */
  list(states: readonly JobState[], limit?: number): Promise<JobSummary[]>;
  /** The state of each job asked about that still exists. */
  states(ids: readonly string[]): Promise<Map<string, JobState>>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for work; tests make it short. */
  pollingIntervalMs?: number;
  /** PostgreSQL: the schema pg-boss keeps its tables in (default `pgboss`, or `<schema>_jobs`). */
  schema?: string;
  /** PostgreSQL: queue daily jobs (pg-boss's scheduler); tests that do not need it turn it off. */
  schedule?: boolean;
}

/** The job queue for a database: pg-boss on PostgreSQL, the in-process runner on PGlite. */
export function createJobQueue(
  database: Database,
  databaseUrl: string | undefined,
  options: JobQueueOptions = {},
): JobQueue {
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('The PostgreSQL job queue needs the database URL');
    return createPgBossQueue({
      connectionString: databaseUrl,
      schema: options.schema ?? (database.schema ? `${database.schema}_jobs` : 'pgboss'),
      pollingIntervalMs: options.pollingIntervalMs,
      schedule: options.schedule ?? true,
    });
  }
  return createInProcessQueue(database.db, { pollingIntervalMs: options.pollingIntervalMs });
}

/*
 * Where a database's queue is found by code that has only the database (the `notify` calls in
 * services). Set by the server when its queue starts; a database without one (most tests)
 * has no queue.
 */
const bound = new WeakMap<object, JobQueue>();

export function bindJobQueue(db: object, queue: JobQueue): void {
  bound.set(db, queue);
}

export function unbindJobQueue(db: object, queue: JobQueue): void {
  if (bound.get(db) === queue) bound.delete(db);
}

export function jobQueueOf(db: object): JobQueue | undefined {
  return bound.get(db);
}

const FINISHED: readonly JobState[] = ['completed', 'failed', 'cancelled'];

/**
 * Waits until every job in `ids` has finished or `timeoutMs` has passed, and gives each one's
 * state then (a job no longer found has finished and been cleared away).
 */
export async function whenSettled(
  queue: JobQueue,
  ids: readonly string[],
  timeoutMs: number,
  pollMs = 50,
): Promise<JobState[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const states = await queue.states(ids);
    const all = ids.map((id) => states.get(id) ?? 'completed');
    if (all.every((state) => FINISHED.includes(state)) || Date.now() >= until) return all;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
