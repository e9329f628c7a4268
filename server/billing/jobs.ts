import type { Db } from '../db/database.ts';
import { londonDate } from '../jobs/london.ts';
import type { JobQueue, QueueDefinition } from '../jobs/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { runBilling } from './run.ts';

/*
 * The daily billing job: every day at 06:00 UK time one job runs that day's billing
 * (`runBilling`), the same code `npm run ops -- billing --date D` runs at once. A job run late
 * bills the day it was queued for; a period is charged once however many runs reach it.
 */

export const BILLING_QUEUE = 'monthly-billing';
/** 06:00 Europe/London, before the day's work and its emails. */
export const BILLING_TIME = { hour: 6, minute: 0 };
export const BILLING_RETRIES: QueueDefinition = {
  retryLimit: 5,
  retryDelaySeconds: 300,
  retryBackoff: true,
};

/** Works the billing queue in this process, and schedules the daily run unless told not to. */
export async function startBillingJobs(
  queue: JobQueue,
  db: Db,
  provider: PaymentProvider,
  { schedule = true }: { schedule?: boolean } = {},
): Promise<void> {
  await queue.define(BILLING_QUEUE, BILLING_RETRIES);
  await queue.work<{ date?: string }>(BILLING_QUEUE, async (job) => {
    const run = await runBilling(db, provider, job.data.date ?? londonDate(job.createdOn));
    if (run.paid.length + run.failed.length > 0) {
      console.log(
        `Billing ${run.date}: ${run.paid.length} paid, ${run.failed.length} failed (owed)`,
      );
    }
  });
  if (schedule) await queue.scheduleDaily(BILLING_QUEUE, BILLING_TIME);
}
