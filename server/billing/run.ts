import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AgreementBillsTable, AgreementsTable } from '../db/tables.ts';
import { notifyOrLog } from '../notify/notify.ts';
import { lockCustomer, providerCustomer } from '../payments/cards.ts';
import { type PaymentProvider, PaymentProviderError } from '../payments/provider.ts';
import { refreshDebtStatus } from './agreements.ts';
import { addDays, periodFrom } from './periods.ts';
import { monthlyPenceOn } from './repricing.ts';

/*
 * The billing run (docs/decisions.md, "The monthly bill"): for the day `date`, every open
 * agreement whose next period starts on or before it is charged for that period, off-session
 * on its card; every owed bill whose retry day (3, 5 and 7 days after its first failure) has
 * come is charged again. The daily job and `npm run ops -- billing --date` run this.
 *
 * A period is charged once: the run claims it by inserting its bill, unique per (agreement,
 * period), before the charge, so a second run (a rerun, another process) finds it taken and
 * moves on. A retry claims the owed bill by moving it from 'owed' to 'charging' with its
 * attempt count, which one run wins. The provider's idempotency key is the bill's key and the
 * attempt, so a run cut short after the charge and run again replays the charge, never makes
 * a second one. A failed charge is an owed payment row that Clear balance pays.
 */

type Agreement = Selectable<AgreementsTable>;
type Bill = Selectable<AgreementBillsTable>;

/** Days after the first failure on which an owed bill is charged again. */
export const RETRY_DAYS = [3, 5, 7] as const;
/** The first charge and its retries. */
export const MAX_ATTEMPTS = 1 + RETRY_DAYS.length;
/** How long a claimed bill is left to its run before another run may take it up. */
const CLAIM_MS = 10 * 60_000;

export interface BillingRun {
  date: string;
  paid: number[];
  failed: number[];
}

export interface BillingOptions {
  now?: () => Date;
  /** Only this customer's agreements (the ops command's `--customer`, for a demo). */
  customerId?: number;
}

function describePeriod(agreement: Agreement, bill: Pick<Bill, 'periodStart' | 'periodEnd'>) {
  const what = agreement.kind === 'unit' ? 'Storage unit' : 'Box storage';
  return `${what}, ${bill.periodStart} to ${bill.periodEnd} (order ${agreement.orderId})`;
}

/** Inserts the period's bill in 'charging'; null when another run has it already. */
async function claimPeriod(
  db: Db,
  agreement: Agreement,
  period: { start: string; end: string },
  now: Date,
): Promise<Bill | null> {
  // The price in force on the period's first day: a partial return may have lowered it.
  const amountPence = await monthlyPenceOn(db, agreement, period.start);
  const row = await db
    .insertInto('agreementBills')
    .values({
      agreementId: agreement.agreementId,
      periodStart: period.start,
      periodEnd: period.end,
      amountPence,
      status: 'charging',
      attempts: 1,
      firstFailedOn: null,
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      idempotencyKey: `boxroom-bill-${agreement.agreementId}-${period.start}`,
      paymentId: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.columns(['agreementId', 'periodStart']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Claims an owed bill for its next attempt (or one whose run was cut short), and holds its
 * payment row from Clear balance meanwhile. Null when another run, or a balance payment, has it.
 */
async function claimRetry(db: Db, bill: Bill, now: Date): Promise<Bill | null> {
  return db.transaction().execute(async (trx) => {
    if (bill.paymentId !== null) {
      const payment = await trx
        .selectFrom('payments')
        .select(['status', 'balancePaymentId'])
        .where('paymentId', '=', bill.paymentId)
        .forUpdate()
        .executeTakeFirst();
      if (!payment || payment.balancePaymentId !== null || payment.status !== 'failed') {
        return null;
      }
    }
    const stale = bill.status === 'charging';
    const row = await trx
      .updateTable('agreementBills')
      .set({
        status: 'charging',
        attempts: stale ? bill.attempts : bill.attempts + 1,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        updatedAt: now,
      })
      .where('billId', '=', bill.billId)
      .where('status', '=', bill.status)
      .where('attempts', '=', bill.attempts)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (bill.paymentId !== null) {
      // Not owed while the charge is on its way, so Clear balance leaves it alone.
      await trx
        .updateTable('payments')
        .set({ status: 'processing' })
        .where('paymentId', '=', bill.paymentId)
        .execute();
    }
    return row;
  });
}

/**
 * The bill's row in payments: updated when a retry has one already, otherwise made, so a bill
 * is one payment however often it is tried. Returns its id.
 */
async function writeBillPayment(
  trx: Db,
  agreement: Agreement,
  bill: Bill,
  now: Date,
  outcome:
    | { status: 'succeeded'; paymentDate: Date; paymentIntentId: string }
    | { status: 'failed' },
): Promise<number> {
  const card = { cardBrand: agreement.cardBrand, cardLast4: agreement.cardLast4 };
  if (bill.paymentId !== null) {
    await trx
      .updateTable('payments')
      .set(outcome.status === 'succeeded' ? { ...outcome, ...card } : outcome)
      .where('paymentId', '=', bill.paymentId)
      .execute();
    return bill.paymentId;
  }
  const row = await trx
    .insertInto('payments')
    .values({
      customerId: agreement.customerId,
      orderId: agreement.orderId,
      description: describePeriod(agreement, bill),
      amountPence: bill.amountPence,
      paymentDate: now,
      paymentIntentId: null,
      balancePaymentId: null,
      ...card,
      createdAt: now,
      ...outcome,
    })
    .returning('paymentId')
    .executeTakeFirstOrThrow();
  return row.paymentId;
}

async function recordPaid(
  db: Db,
  agreement: Agreement,
  bill: Bill,
  intentId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, agreement.customerId);
    const paymentId = await writeBillPayment(trx, agreement, bill, now, {
      status: 'succeeded',
      paymentDate: now,
      paymentIntentId: intentId,
    });
    await trx
      .updateTable('agreementBills')
      .set({ status: 'paid', paymentId, claimedUntil: null, updatedAt: now })
      .where('billId', '=', bill.billId)
      .execute();
    await advancePaidUpTo(trx, agreement.agreementId, bill.periodEnd);
    await refreshDebtStatus(trx, agreement.customerId);
  });
}

/** The agreement is paid to the end of the period, unless it was paid further already. */
export async function advancePaidUpTo(trx: Db, agreementId: number, periodEnd: string) {
  await trx
    .updateTable('agreements')
    .set({ paidUpTo: periodEnd })
    .where('agreementId', '=', agreementId)
    .where('paidUpTo', '<', periodEnd)
    .execute();
}

async function recordFailed(
  db: Db,
  agreement: Agreement,
  bill: Bill,
  date: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, agreement.customerId);
    // What the customer owes now: Payments lists it and Clear balance pays it.
    const paymentId = await writeBillPayment(trx, agreement, bill, now, { status: 'failed' });
    await trx
      .updateTable('agreementBills')
      .set({
        // After the last retry the bill stays unpaid until the customer pays it: arrears.
        status: bill.attempts >= MAX_ATTEMPTS ? 'failed' : 'owed',
        firstFailedOn: bill.firstFailedOn ?? date,
        paymentId,
        claimedUntil: null,
        updatedAt: now,
      })
      .where('billId', '=', bill.billId)
      .execute();
    await refreshDebtStatus(trx, agreement.customerId);
  });
  // Told after the commit, once per attempt: what failed, how much, and when we try again.
  await notifyOrLog(db, { kind: 'billing.failed', billId: bill.billId, attempt: bill.attempts });
}

/** Charges the claimed bill off-session and records what came of it. */
async function charge(
  db: Db,
  provider: PaymentProvider,
  agreement: Agreement,
  bill: Bill,
  date: string,
  now: Date,
): Promise<'paid' | 'failed' | 'later'> {
  try {
    const customer = await providerCustomer(db, provider, agreement.customerId, now);
    const intent = await provider.createPaymentIntent(
      {
        amountPence: bill.amountPence,
        currency: 'gbp',
        customer,
        paymentMethod: agreement.paymentMethod,
        confirm: true,
        offSession: true,
        description: describePeriod(agreement, bill),
        metadata: {
          agreementId: String(agreement.agreementId),
          billId: String(bill.billId),
          customerId: String(agreement.customerId),
        },
      },
      `${bill.idempotencyKey}-${bill.attempts}`,
    );
    if (intent.status === 'succeeded') {
      await recordPaid(db, agreement, bill, intent.id, now);
      return 'paid';
    }
    // Still on its way at the bank: the claim lapses and a later run asks again.
    if (intent.status === 'processing') return 'later';
    await recordFailed(db, agreement, bill, date, now);
    return 'failed';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.retryable) return 'later';
    // The card is gone or refused outright: owed, like a decline.
    console.error(`Monthly bill ${bill.billId} refused by the payment provider:`, error);
    await recordFailed(db, agreement, bill, date, now);
    return 'failed';
  }
}

/** The open agreements' periods due by `date` that have no bill yet, each claimed. */
async function newPeriods(
  db: Db,
  provider: PaymentProvider,
  date: string,
  now: Date,
  customerId: number | undefined,
) {
  const agreements = await db
    .selectFrom('agreements')
    .selectAll()
    .where('provider', '=', provider.name)
    .$if(customerId !== undefined, (qb) => qb.where('customerId', '=', customerId as number))
    .where('paidUpTo', '<=', date)
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>', eb.ref('paidUpTo'))]))
    .orderBy('agreementId')
    .execute();
  const claimed: [Agreement, Bill][] = [];
  for (const agreement of agreements) {
    const last = await db
      .selectFrom('agreementBills')
      .select((eb) => eb.fn.max('periodEnd').as('periodEnd'))
      .where('agreementId', '=', agreement.agreementId)
      .executeTakeFirst();
    let start =
      last?.periodEnd && last.periodEnd > agreement.paidUpTo ? last.periodEnd : agreement.paidUpTo;
    // No bill for a period that starts on or after the agreement's end.
    while (start <= date && (agreement.endDate === null || start < agreement.endDate)) {
      const period = periodFrom(agreement.startDate, start);
      const bill = await claimPeriod(db, agreement, period, now);
      if (bill) claimed.push([agreement, bill]);
      start = period.end;
    }
  }
  return claimed;
}

/** Owed bills whose retry day has come, and claims left by a run cut short. */
async function retries(
  db: Db,
  provider: PaymentProvider,
  date: string,
  now: Date,
  customerId: number | undefined,
) {
  const rows = await db
    .selectFrom('agreementBills')
    .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
    .selectAll('agreementBills')
    .where('agreements.provider', '=', provider.name)
    .$if(customerId !== undefined, (qb) =>
      qb.where('agreements.customerId', '=', customerId as number),
    )
    .where((eb) =>
      eb.or([
        eb('agreementBills.status', '=', 'owed'),
        eb.and([
          eb('agreementBills.status', '=', 'charging'),
          eb('agreementBills.claimedUntil', '<', now),
        ]),
      ]),
    )
    .orderBy('agreementBills.billId')
    .execute();
  const claimed: [Agreement, Bill][] = [];
  for (const bill of rows) {
    if (bill.status === 'owed') {
      const retryDay = RETRY_DAYS[bill.attempts - 1];
      if (retryDay === undefined || !bill.firstFailedOn) continue;
      if (addDays(bill.firstFailedOn, retryDay) > date) continue;
    }
    const won = await claimRetry(db, bill, now);
    if (!won) continue;
    const agreement = await db
      .selectFrom('agreements')
      .selectAll()
      .where('agreementId', '=', bill.agreementId)
      .executeTakeFirstOrThrow();
    claimed.push([agreement, won]);
  }
  return claimed;
}

/** One day's billing: new periods and retries due on `date` ('yyyy-MM-dd'). */
export async function runBilling(
  db: Db,
  provider: PaymentProvider,
  date: string,
  { now = () => new Date(), customerId }: BillingOptions = {},
): Promise<BillingRun> {
  const run: BillingRun = { date, paid: [], failed: [] };
  const due = [
    ...(await retries(db, provider, date, now(), customerId)),
    ...(await newPeriods(db, provider, date, now(), customerId)),
  ];
  for (const [agreement, bill] of due) {
    const outcome = await charge(db, provider, agreement, bill, date, now());
    if (outcome === 'paid') run.paid.push(bill.billId);
    if (outcome === 'failed') run.failed.push(bill.billId);
  }
  return run;
}

/**
 * Clear balance paid these payments: their monthly bills are paid, their agreements paid up,
 * and the customer's debt status follows. Runs in the balance payment's transaction.
 */
export async function billsPaidByBalance(
  trx: Db,
  balancePaymentId: number,
  now: Date,
): Promise<void> {
  const bills = await trx
    .selectFrom('agreementBills')
    .innerJoin('payments', 'payments.paymentId', 'agreementBills.paymentId')
    .innerJoin('agreements', 'agreements.agreementId', 'agreementBills.agreementId')
    .select([
      'agreementBills.billId',
      'agreementBills.agreementId',
      'agreementBills.periodEnd',
      'agreements.customerId',
    ])
    .where('payments.balancePaymentId', '=', balancePaymentId)
    .where('payments.status', '=', 'succeeded')
    .where('agreementBills.status', 'in', ['owed', 'failed'])
    .execute();
  if (bills.length === 0) return;
  await trx
    .updateTable('agreementBills')
    .set({ status: 'paid', updatedAt: now })
    .where(
      'billId',
      'in',
      bills.map((bill) => bill.billId),
    )
    .execute();
  for (const bill of bills) await advancePaidUpTo(trx, bill.agreementId, bill.periodEnd);
  for (const customerId of new Set(bills.map((bill) => bill.customerId))) {
    await refreshDebtStatus(trx, customerId);
  }
}
