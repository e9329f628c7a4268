import type { BilledThing, PaymentAlerts } from '../../src/domain/dunning.ts';
import { paymentAlertsSchema } from '../../src/domain/dunning.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import type { Db } from '../db/database.ts';
import { WAITING_LIMIT_MS } from '../payments/outcomes.ts';
import { addDays } from './periods.ts';
import { MAX_ATTEMPTS, RETRY_DAYS } from './run.ts';

/*
 * Dunning (docs/decisions.md, "Dunning"): what the customer is told while a monthly bill is
 * unpaid. The account banner reads `paymentAlerts`; each failed attempt's mail reads
 * `failedBill`. Both from the bills as they are now.
 */

/** Bill statuses that mean the customer owes it: owed (retries to come), failed (arrears). */
const UNPAID = ['owed', 'failed'] as const;

interface UnpaidBill {
  billId: number;
  status: string;
  attempts: number;
  firstFailedOn: string | null;
  amountPence: number;
  kind: string;
  orderId: number;
}

/** The agreement's thing in the customer's words: box storage, or unit B-112. */
async function billedThing(
  db: Db,
  agreement: { kind: string; orderId: number },
): Promise<BilledThing> {
  if (agreement.kind !== 'unit') {
    return { kind: 'boxes', orderId: agreement.orderId, unitNumber: null };
  }
  const unit = await db
    .selectFrom('vsuLettings as l')
    .innerJoin('vsuUnits as u', 'u.unitId', 'l.unitId')
    .select('u.unitNumber')
    .where('l.orderId', '=', agreement.orderId)
    .executeTakeFirst();
  return { kind: 'unit', orderId: agreement.orderId, unitNumber: unit?.unitNumber ?? null };
}

/** When an owed bill is tried next, or null after its last retry. */
export function nextAttemptOn(bill: {
  status: string;
  attempts: number;
  firstFailedOn: string | null;
}): string | null {
  if (bill.status !== 'owed' || !bill.firstFailedOn || bill.attempts >= MAX_ATTEMPTS) return null;
  const day = RETRY_DAYS[bill.attempts - 1];
  return day === undefined ? null : addDays(bill.firstFailedOn, day);
}

async function unpaidBills(db: Db, customerId: number): Promise<UnpaidBill[]> {
  return db
    .selectFrom('agreementBills as b')
    .innerJoin('agreements as a', 'a.agreementId', 'b.agreementId')
    .select([
      'b.billId',
      'b.status',
      'b.attempts',
      'b.firstFailedOn',
      'b.amountPence',
      'a.kind',
      'a.orderId',
    ])
    .where('a.customerId', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('b.status', 'in', UNPAID),
        // A retry on its way is still owed until it goes through.
        eb.and([eb('b.status', '=', 'charging'), eb('b.firstFailedOn', 'is not', null)]),
      ]),
    )
    .orderBy('b.periodStart')
    .orderBy('b.billId')
    .execute();
}

/**
 * The newest checkout or balance payment of this customer's that waits for the bank, within
 * its 30 minutes (one past them is about to be cancelled, not finished).
 */
async function waitingPayment(
  db: Db,
  customerId: number,
  now: Date,
): Promise<PaymentAlerts['waitingPayment']> {
  const since = new Date(now.getTime() - WAITING_LIMIT_MS);
  const [checkout, balance] = await Promise.all([
    db
      .selectFrom('checkoutJobs')
      .select(['basketId', 'amountPence', 'clientSecret', 'updatedAt'])
      .where('customerId', '=', customerId)
      .where('status', '=', 'requires_action')
      .where('updatedAt', '>', since)
      .orderBy('updatedAt', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('balancePayments')
      .select(['balancePaymentId', 'amountPence', 'clientSecret', 'updatedAt'])
      .where('customerId', '=', customerId)
      .where('status', '=', 'requires_action')
      .where('updatedAt', '>', since)
      .orderBy('updatedAt', 'desc')
      .executeTakeFirst(),
  ]);
  const candidates: NonNullable<PaymentAlerts['waitingPayment']>[] = [];
  if (checkout?.clientSecret && checkout.amountPence !== null) {
    candidates.push({
      kind: 'checkout',
      id: checkout.basketId,
      amount: poundsFromPence(checkout.amountPence),
      clientSecret: checkout.clientSecret,
      since: checkout.updatedAt.toISOString(),
    });
  }
  if (balance?.clientSecret) {
    candidates.push({
      kind: 'balance',
      id: balance.balancePaymentId,
      amount: poundsFromPence(balance.amountPence),
      clientSecret: balance.clientSecret,
      since: balance.updatedAt.toISOString(),
    });
  }
  candidates.sort((a, b) => b.since.localeCompare(a.since));
  return candidates[0] ?? null;
}

/** `GET payments/{customerId}/alerts`: the unpaid monthly bills and a payment left waiting. */
export async function paymentAlerts(db: Db, customerId: number, now: Date): Promise<PaymentAlerts> {
  const [bills, waiting] = await Promise.all([
    unpaidBills(db, customerId),
    waitingPayment(db, customerId, now),
  ]);
  let owedBills: PaymentAlerts['owedBills'] = null;
  if (bills.length > 0) {
    const things: BilledThing[] = [];
    const seen = new Set<number>();
    for (const bill of bills) {
      if (seen.has(bill.orderId)) continue;
      seen.add(bill.orderId);
      things.push(await billedThing(db, bill));
    }
    const retries = bills
      .map((bill) => nextAttemptOn(bill))
      .filter((day): day is string => day !== null)
      .sort();
    owedBills = {
      amount: poundsFromPence(bills.reduce((sum, bill) => sum + bill.amountPence, 0)),
      things,
      arrears: bills.some((bill) => bill.status === 'failed'),
      nextAttemptOn: retries[0] ?? null,
    };
  }
  return paymentAlertsSchema.parse({ owedBills, waitingPayment: waiting });
}

/** One failed attempt of a bill, as its mail tells it. */
export interface FailedBill {
  customerId: number;
  billId: number;
  attempt: number;
  amountPence: number;
  periodStart: string;
  periodEnd: string;
  thing: BilledThing;
  card: { brand: string | null; last4: string | null };
  /** The next try, or null: the last retry failed and the account is in arrears. */
  nextAttemptOn: string | null;
  /** The bill is owed or failed now (not paid since, nor being charged again). */
  stillOwed: boolean;
}

/** The bill as it stands, for the mail about its attempt `attempt`; undefined when gone. */
export async function failedBill(db: Db, billId: number): Promise<FailedBill | undefined> {
  const row = await db
    .selectFrom('agreementBills as b')
    .innerJoin('agreements as a', 'a.agreementId', 'b.agreementId')
    .select([
      'b.billId',
      'b.status',
      'b.attempts',
      'b.firstFailedOn',
      'b.amountPence',
      'b.periodStart',
      'b.periodEnd',
      'a.customerId',
      'a.kind',
      'a.orderId',
      'a.cardBrand',
      'a.cardLast4',
    ])
    .where('b.billId', '=', billId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    customerId: row.customerId,
    billId: row.billId,
    attempt: row.attempts,
    amountPence: row.amountPence,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    thing: await billedThing(db, row),
    card: { brand: row.cardBrand, last4: row.cardLast4 },
    nextAttemptOn: nextAttemptOn(row),
    stillOwed: (UNPAID as readonly string[]).includes(row.status),
  };
}
