import { refreshDebtStatus } from '../../billing/agreements.ts';
import { addMonths } from '../../billing/periods.ts';
import type { Db } from '../database.ts';
import { DEMO_PENDING_STORAGE_PENCE } from './demo-payments.ts';

/*
 * The demo's monthly bill (docs/decisions.md, "The monthly bill: what the customer sees"): the
 * storage order's boxes are billed each month from its collection day on the saved Visa. The
 * two months after the first were paid; this month's charge failed and is owed (the £12.50 on
 * Payments), so My stuff, Cards and Payments show an agreement with a paid and an owed bill.
 */

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The run's own words for a month of box storage (server/billing/run.ts). */
function describe(orderId: number, start: string, end: string): string {
  return `Box storage, ${start} to ${end} (order ${orderId})`;
}

export async function seedDemoAgreement(
  trx: Db,
  account: { customerId: number },
  now: Date,
): Promise<void> {
  const { customerId } = account;
  const order = await trx
    .selectFrom('orders')
    .select(['orderId', 'serviceDate'])
    .where('customerId', '=', customerId)
    .where('orderType', '=', 'BTB')
    .orderBy('orderDate')
    .executeTakeFirst();
  const card = await trx
    .selectFrom('cards')
    .select(['providerRef', 'brand', 'last4'])
    .where('customerId', '=', customerId)
    .where('isDefault', '=', true)
    .executeTakeFirst();
  const owedPayment = await trx
    .selectFrom('payments')
    .select('paymentId')
    .where('customerId', '=', customerId)
    .where('orderId', 'is', null)
    .where('status', '=', 'pending')
    .where('amountPence', '=', DEMO_PENDING_STORAGE_PENCE)
    .executeTakeFirst();
  if (!order?.serviceDate || !card || !owedPayment) return;

  const start = order.serviceDate;
  const today = isoDate(now);
  // The month paid with the order, then one bill a month until the period under way today.
  const periods: { start: string; end: string }[] = [];
  for (let month = 1; addMonths(start, month) <= today; month += 1) {
    periods.push({ start: addMonths(start, month), end: addMonths(start, month + 1) });
  }
  const owed = periods.at(-1);
  if (!owed) return;
  const paid = periods.slice(0, -1);

  const { agreementId } = await trx
    .insertInto('agreements')
    .values({
      customerId,
      orderId: order.orderId,
      kind: 'boxes',
      startDate: start,
      paidUpTo: owed.start,
      monthlyPence: DEMO_PENDING_STORAGE_PENCE,
      provider: 'sandbox',
      paymentMethod: card.providerRef,
      cardBrand: card.brand,
      cardLast4: card.last4,
      endDate: null,
      endedByOrderId: null,
      status: 'open',
      createdAt: new Date(`${start}T06:00:00Z`),
    })
    .returning('agreementId')
    .executeTakeFirstOrThrow();

  for (const period of paid) {
    const at = new Date(`${period.start}T06:00:00Z`);
    const { paymentId } = await trx
      .insertInto('payments')
      .values({
        customerId,
        orderId: order.orderId,
        description: describe(order.orderId, period.start, period.end),
        amountPence: DEMO_PENDING_STORAGE_PENCE,
        status: 'succeeded',
        paymentDate: at,
        paymentIntentId: null,
        balancePaymentId: null,
        cardBrand: card.brand,
        cardLast4: card.last4,
        createdAt: at,
      })
      .returning('paymentId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('agreementBills')
      .values({
        agreementId,
        periodStart: period.start,
        periodEnd: period.end,
        amountPence: DEMO_PENDING_STORAGE_PENCE,
        status: 'paid',
        attempts: 1,
        firstFailedOn: null,
        claimedUntil: null,
        idempotencyKey: `boxroom-bill-${agreementId}-${period.start}`,
        paymentId,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }

  // This month's charge was refused: the demo's £12.50 owed is that bill, paid by Clear balance.
  const failedAt = new Date(`${owed.start}T06:00:00Z`);
  await trx
    .updateTable('payments')
    .set({
      orderId: order.orderId,
      description: describe(order.orderId, owed.start, owed.end),
      status: 'failed',
      paymentDate: failedAt,
      cardBrand: card.brand,
      cardLast4: card.last4,
      createdAt: failedAt,
    })
    .where('paymentId', '=', owedPayment.paymentId)
    .execute();
  await trx
    .insertInto('agreementBills')
    .values({
      agreementId,
      periodStart: owed.start,
      periodEnd: owed.end,
      amountPence: DEMO_PENDING_STORAGE_PENCE,
      status: 'owed',
      attempts: 1,
      firstFailedOn: owed.start,
      claimedUntil: null,
      idempotencyKey: `boxroom-bill-${agreementId}-${owed.start}`,
      paymentId: owedPayment.paymentId,
      createdAt: failedAt,
      updatedAt: failedAt,
    })
    .execute();
  await refreshDebtStatus(trx, customerId);
}
