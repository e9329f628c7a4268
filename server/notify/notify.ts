import type { Db } from '../db/database.ts';
import { type JobQueue, jobQueueOf, type QueueDefinition } from '../jobs/queue.ts';
import { eventKey, type NotifyEvent } from './events.ts';

/** The job that sends one event's messages (server/notify/send.ts). */
export const NOTIFY_QUEUE = 'notify-send';

/**
 * A send that fails is tried again after about 30 s, 1, 2, 4 ... minutes: a dozen tries over
 * a day and a half at least, then it is kept as failed and listed by `npm run ops -- jobs`.
 */
export const NOTIFY_RETRIES: QueueDefinition = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

function isJobQueue(target: Db | JobQueue): target is JobQueue {
  return typeof (target as JobQueue).scheduleDaily === 'function';
}

/**
 * Tells the customer about `event`: queues the job that sends it, keyed by the event, so it
 * goes at most once. Call it after the change is committed, with the database (or the queue):
 * the job reads what is true when it runs. Returns the job's id, or null when a job for this
 * event is already waiting or the database has no queue (a test app without one).
 */
export async function notify(target: Db | JobQueue, event: NotifyEvent): Promise<string | null> {
  let queue: JobQueue | undefined;
  if (isJobQueue(target)) {
    queue = target;
  } else {
    // A job queued inside a transaction that then rolls back would tell of what never was.
    if (target.isTransaction) throw new Error('notify() runs after the transaction commits');
    queue = jobQueueOf(target);
  }
  if (!queue) return null;
  return queue.send(NOTIFY_QUEUE, { event }, { singletonKey: eventKey(event) });
}

/**
 * `notify` for code whose own work is done and must not fail for want of a mail: a queue that
 * cannot take the job (the database just went away) is logged, the caller's answer stays.
 */
export async function notifyOrLog(target: Db | JobQueue, event: NotifyEvent): Promise<void> {
  try {
    await notify(target, event);
  } catch (error) {
    console.error(`Could not queue ${eventKey(event)}:`, error);
  }
}
