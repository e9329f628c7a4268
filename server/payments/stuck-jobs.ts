import { waitingJobIds } from '../checkout/jobs.ts';
import { endWaitingCheckout } from '../checkout/stuck.ts';
import type { JobQueue, QueueDefinition } from '../jobs/queue.ts';
import type { PaymentJobContext } from './background.ts';
import { endWaitingBalancePayment, waitingBalancePaymentIds } from './balance.ts';
import { WAITING_LIMIT_MS } from './outcomes.ts';

/*
 * Stuck payments (docs/decisions.md, "Stuck payments"): every five minutes one job ends each
 * checkout and balance payment that has waited 30 minutes or more for the customer's bank
 * (3-D Secure). Its intent is cancelled at the provider, nothing is charged, and the basket
 * or the balance is free again. The progress calls end one they find so at once; this job is
 * for the payment nobody asks about any more (a closed tab, a lost phone).
 */

export const STUCK_PAYMENTS_QUEUE = 'stuck-payments';
/** Minutes between rounds: a payment is ended at most this long after its 30 minutes. */
export const STUCK_PAYMENTS_EVERY_MINUTES = 5;
export const STUCK_PAYMENTS_RETRIES: QueueDefinition = {
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: false,
};

/** What a round cancelled (one the bank had answered is settled instead, and not listed). */
export interface StuckPaymentsRun {
  checkouts: number[];
  balancePayments: number[];
}

/** Ends every payment that has waited for the bank's check for 30 minutes by `context.now()`. */
export async function endStuckPayments(context: PaymentJobContext): Promise<StuckPaymentsRun> {
  const before = new Date(context.now().getTime() - WAITING_LIMIT_MS);
  const [basketIds, balanceIds] = await Promise.all([
    waitingJobIds(context.db, before),
    waitingBalancePaymentIds(context.db, before),
  ]);
  const run: StuckPaymentsRun = { checkouts: [], balancePayments: [] };
  // One at a time, each on its own: a provider that fails one leaves the others to go on.
  for (const basketId of basketIds) {
    try {
      if (await endWaitingCheckout(context, basketId, 'expired')) run.checkouts.push(basketId);
    } catch (error) {
      console.error(
        `Could not end the checkout of basket ${basketId} waiting for 3-D Secure:`,
        error,
      );
    }
  }
  for (const id of balanceIds) {
    try {
      if (await endWaitingBalancePayment(context, id, 'expired')) run.balancePayments.push(id);
    } catch (error) {
      console.error(`Could not end balance payment ${id} waiting for 3-D Secure:`, error);
    }
  }
  return run;
}

/** Works the stuck-payments queue in this process, and queues a round every five minutes. */
export async function startStuckPaymentJobs(
  queue: JobQueue,
  context: PaymentJobContext,
  { schedule = true }: { schedule?: boolean } = {},
): Promise<void> {
  await queue.define(STUCK_PAYMENTS_QUEUE, STUCK_PAYMENTS_RETRIES);
  await queue.work(STUCK_PAYMENTS_QUEUE, async () => {
    const run = await endStuckPayments(context);
    const ended = run.checkouts.length + run.balancePayments.length;
    if (ended > 0) {
      console.log(
        `Stuck payments: ended ${run.checkouts.length} checkouts and ${run.balancePayments.length} balance payments waiting 30 minutes for the bank`,
      );
    }
  });
  if (schedule) await queue.scheduleEvery(STUCK_PAYMENTS_QUEUE, STUCK_PAYMENTS_EVERY_MINUTES);
}
