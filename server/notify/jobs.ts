import {
  bindJobQueue,
  type JobQueue,
  type QueueDefinition,
  unbindJobQueue,
} from '../jobs/queue.ts';
import type { NotifyEvent } from './events.ts';
import { NOTIFY_QUEUE, NOTIFY_RETRIES } from './notify.ts';
import {
  REMINDER_TIME,
  REMINDERS_QUEUE,
  REMINDERS_RETRIES,
  runReminders,
  visitDateOf,
} from './reminders.ts';
import { type NotifyDeps, sendNotification } from './send.ts';

export interface NotifyJobsOptions {
  /** Queue the reminders every day at 18:00 UK time (off for the ops command and most tests). */
  schedule?: boolean;
  /** How sends are retried; tests make the waits short. */
  retries?: QueueDefinition;
}

/**
 * Starts the queue and this process's workers: sending notifications and the daily reminders.
 * From then on `notify(deps.db, event)` queues on it. Returns the stop.
 */
export async function startNotifyJobs(
  queue: JobQueue,
  deps: NotifyDeps,
  { schedule = true, retries = NOTIFY_RETRIES }: NotifyJobsOptions = {},
): Promise<() => Promise<void>> {
  await queue.start();
  await queue.define(NOTIFY_QUEUE, retries);
  await queue.define(REMINDERS_QUEUE, REMINDERS_RETRIES);
  await queue.work<{ event: NotifyEvent }>(NOTIFY_QUEUE, (job) =>
    sendNotification(deps, job.data.event, job.id),
  );
  await queue.work<{ visitDate?: string }>(REMINDERS_QUEUE, async (job) => {
    await runReminders(deps.db, queue, visitDateOf(job));
  });
  if (schedule) await queue.scheduleDaily(REMINDERS_QUEUE, REMINDER_TIME);
  bindJobQueue(deps.db, queue);
  return async () => {
    unbindJobQueue(deps.db, queue);
    await queue.stop();
  };
}
