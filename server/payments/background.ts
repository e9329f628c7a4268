import type { Db } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';

/*
 * Payment jobs run in this process, in the background of the request that started them. The
 * database is the record of each job (it survives a restart); this registry only stops one
 * process from running the same job twice at once, which would be safe but wasteful.
 */

/** What a payment job runs with. */
export interface PaymentJobContext {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
}

const running = new WeakMap<Db, Map<string, Promise<void>>>();

/** Runs `task` unless a task with this key is running on this database already. */
export function runOnce(db: Db, key: string, task: () => Promise<void>): Promise<void> {
  let tasks = running.get(db);
  if (!tasks) {
    tasks = new Map();
    running.set(db, tasks);
  }
  const current = tasks.get(key);
  if (current) return current;
  const started = task()
    .catch((error: unknown) => {
      // The job stays as it was and is picked up by the next progress call or restart.
      console.error(`Payment job ${key} stopped:`, error);
    })
    .finally(() => tasks.delete(key));
  tasks.set(key, started);
  return started;
}

/** How long to wait before asking a provider that was busy or unreachable again. */
export const RETRY_DELAY_MS = 5000;

/** Runs `task` again later, without keeping the process alive for it. */
export function retryLater(task: () => Promise<void>, delayMs = RETRY_DELAY_MS): void {
  setTimeout(() => void task(), delayMs).unref();
}
