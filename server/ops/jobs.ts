import { orderTypeLabel } from '../../src/domain/orders.ts';
import type { Db } from '../db/database.ts';
import { type JobQueue, type JobSummary, whenSettled } from '../jobs/queue.ts';
import { eventKey } from '../notify/events.ts';
import { runReminders } from '../notify/reminders.ts';

export const JOBS_USAGE = [
  '  jobs                                       list jobs waiting, running, to be retried or failed',
  '  reminders --date <YYYY-MM-DD>              send the reminders for the visits booked on that',
  '                                             day now (the 18:00 job sends them the day before)',
];

/** How long `reminders` waits for its sends before reporting; the ops route allows 30 s. */
const REMINDERS_WAIT_MS = 20_000;

export class JobsOpsError extends Error {}

function describeJob(job: JobSummary): string {
  const when = job.state === 'retry' ? `, next try ${job.startAfter.toISOString()}` : '';
  const error = job.lastError ? `: ${job.lastError}` : '';
  return (
    `  ${job.state.padEnd(9)} ${job.name.padEnd(16)} ${job.singletonKey ?? job.id}` +
    ` (queued ${job.createdOn.toISOString()}, retries ${job.retryCount}/${job.retryLimit}${when})${error}`
  );
}

/** `jobs`: what waits, runs or failed, failed last. */
export async function listJobs(jobs: JobQueue): Promise<string[]> {
  const pending = await jobs.list(['created', 'retry', 'active']);
  const failed = await jobs.list(['failed']);
  return [
    `Jobs (${jobs.description}):`,
    `Pending: ${pending.length}`,
    ...pending.map(describeJob),
    `Failed: ${failed.length}`,
    ...failed.map(describeJob),
  ];
}

export function isoDateOf(text: string | undefined): string {
  if (text === undefined) throw new JobsOpsError('reminders needs --date YYYY-MM-DD');
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(text)
  ) {
    throw new JobsOpsError(`Expected a date as YYYY-MM-DD, got "${text}"`);
  }
  return text;
}

/**
 * `reminders --date D`: the reminders for the visits booked on D, through the scheduled job's
 * own `runReminders`, then waits a little for them to go and says what went.
 */
export async function sendReminders(db: Db, jobs: JobQueue, dateText: string | undefined) {
  const date = isoDateOf(dateText);
  const run = await runReminders(db, jobs, date);
  if (run.visits.length === 0) return [`No visits booked on ${date}: no reminders to send`];
  const states = await whenSettled(jobs, run.jobIds, REMINDERS_WAIT_MS);
  const keys = run.visits.map((visit) =>
    eventKey({ kind: 'visit.reminder', orderId: visit.orderId, date }),
  );
  const sent = await db
    .selectFrom('sentNotifications')
    .select(['key', 'sentAt'])
    .where('key', 'in', keys)
    .where('state', '=', 'sent')
    .execute();
  const sentAt = new Map(sent.map((row) => [row.key, row.sentAt]));
  const lines = [`Reminders for the ${run.visits.length} visits booked on ${date}:`];
  run.visits.forEach((visit, index) => {
    const at = sentAt.get(keys[index] ?? '');
    lines.push(
      `  order ${String(visit.orderId).padStart(6)}  ${orderTypeLabel(visit.orderType).padEnd(24)} ` +
        (at ? `sent ${at.toISOString()}` : 'not sent yet'),
    );
  });
  const failed = states.filter((state) => state === 'failed').length;
  const waiting = states.filter((state) => !['completed', 'failed', 'cancelled'].includes(state));
  if (failed > 0 || waiting.length > 0) {
    lines.push(
      `${failed} failed and ${waiting.length} still queued or retrying: see npm run ops -- jobs`,
    );
  }
  return lines;
}
