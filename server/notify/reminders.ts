import type { Db } from '../db/database.ts';
import { londonDate, nextDay } from '../jobs/london.ts';
import type { Job, JobQueue, QueueDefinition } from '../jobs/queue.ts';
import { OrderStatus } from '../orders/status.ts';
import { notify } from './notify.ts';

/*
 * The day-before reminders. Every day at 18:00 UK time one job finds the visits booked for
 * the next day and queues a reminder for each; `npm run ops -- reminders --date D` runs the
 * same `runReminders` for the visits on day D at once. Each reminder is keyed by the order
 * and the day, so running it twice, or in two processes, sends each one once.
 */

export const REMINDERS_QUEUE = 'visit-reminders';
/** 18:00 Europe/London, the evening before. */
export const REMINDER_TIME = { hour: 18, minute: 0 };
export const REMINDERS_RETRIES: QueueDefinition = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
};

/**
 * Orders whose booked day is a visit: our courier collects, delivers or packs at the door,
 * brings materials, or the customer comes to a drive-up unit to drop off or move out. A
 * shipment is a visit only when our courier collects it from home; one leaving our store is
 * not.
 */
const VISIT_ORDER_TYPES = [
  'BTB',
  'BTB_RETURN',
  'BTB_MATERIALS',
  'COLLECTION',
  'MATERIALS',
  'PACKING',
  'VSU',
  'VSU_RETURN',
] as const;

export interface BookedVisit {
  orderId: number;
  orderType: string;
}

/** The visits booked for `date` ('yyyy-MM-dd'), cancelled and completed orders left out. */
export async function bookedVisits(db: Db, date: string): Promise<BookedVisit[]> {
  return db
    .selectFrom('orders')
    .leftJoin('shipments', 'shipments.orderId', 'orders.orderId')
    .select(['orders.orderId', 'orders.orderType'])
    .where('orders.serviceDate', '=', date)
    .where('orders.isOrderCancelled', '=', false)
    .where('orders.status', 'not in', [OrderStatus.Cancelled, OrderStatus.Completed])
    .where((eb) =>
      eb.or([
        eb('orders.orderType', 'in', VISIT_ORDER_TYPES),
        eb.and([
          eb('orders.orderType', '=', 'SHIPPING'),
          eb('shipments.collectedFrom', 'is not', null),
          eb('shipments.cancelled', '=', false),
        ]),
      ]),
    )
    .orderBy('orders.orderId')
    .execute();
}

export interface RemindersRun {
  date: string;
  visits: BookedVisit[];
  /** The send jobs queued now; a visit whose reminder is already queued has none. */
  jobIds: string[];
}

/** Queues a reminder for every visit booked on `visitDate`. */
export async function runReminders(
  db: Db,
  jobs: JobQueue,
  visitDate: string,
): Promise<RemindersRun> {
  const visits = await bookedVisits(db, visitDate);
  const jobIds: string[] = [];
  for (const visit of visits) {
    const id = await notify(jobs, {
      kind: 'visit.reminder',
      orderId: visit.orderId,
      date: visitDate,
    });
    if (id) jobIds.push(id);
  }
  return { date: visitDate, visits, jobIds };
}

/**
 * The day whose visits a reminders job is for: the one it names, else the day after the one
 * it was queued on in London (so a job queued at 18:00 and run late still reminds of the
 * right day).
 */
export function visitDateOf(job: Job<{ visitDate?: string }>): string {
  return job.data.visitDate ?? nextDay(londonDate(job.createdOn));
}
