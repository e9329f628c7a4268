import { runBilling } from '../billing/run.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { isoDateOf, JobsOpsError } from './jobs.ts';

export const BILLING_USAGE = [
  '  billing --date <YYYY-MM-DD> [--customer E] charge the monthly bills due that day, and the',
  '                                             retries due, now (the 06:00 job does it daily);',
  "                                             with --customer, only that customer's",
];

/** `billing --date D`: the daily billing job's own run for day D, and what it charged. */
export async function billingOps(
  db: Db,
  provider: PaymentProvider | undefined,
  dateText: string | undefined,
  { customerId }: { customerId?: number } = {},
): Promise<string[]> {
  if (!provider) throw new JobsOpsError('No payment provider here');
  if (dateText === undefined) throw new JobsOpsError('billing needs --date YYYY-MM-DD');
  const date = isoDateOf(dateText);
  const run = await runBilling(db, provider, date, { customerId });
  const total = run.paid.length + run.failed.length;
  if (total === 0) return [`Billing ${date}: nothing due`];
  const bills = await db
    .selectFrom('agreementBills')
    .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
    .select([
      'agreementBills.billId',
      'agreementBills.status',
      'agreementBills.amountPence',
      'agreementBills.periodStart',
      'agreements.customerId',
      'agreements.orderId',
    ])
    .where('agreementBills.billId', 'in', [...run.paid, ...run.failed])
    .orderBy('agreementBills.billId')
    .execute();
  return [
    `Billing ${date}: ${run.paid.length} paid, ${run.failed.length} failed (owed)`,
    ...bills.map(
      (bill) =>
        `  bill ${String(bill.billId).padStart(6)}  customer ${bill.customerId}  order ${bill.orderId}` +
        `  from ${bill.periodStart}  ${poundsAndPence(bill.amountPence)}  ${bill.status}`,
    ),
  ];
}

/** 2450 → '24.50': the operator's plain figure, from whole pence without a float. */
function poundsAndPence(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(Math.abs(pence % 100)).padStart(2, '0')}`;
}
