import { poundsFromPence, sumPence } from '../../src/domain/money.ts';
import {
  refundStatusSchema,
  type Statement,
  type StatementEntry,
  statementSchema,
} from '../../src/domain/payments.ts';
import { monthlyBills } from '../billing/views.ts';
import type { Db } from '../db/database.ts';
import { storedCard } from './refunds.ts';

/*
 * The customer's statement: every sum taken from a card (charges: payments that succeeded,
 * including those later refunded) and every sum paid back (refunds, with how far each has
 * got), newest first. Pending and failed payments are owed, not taken, so they are not here.
 * Beside them, every monthly bill with where it stands (a paid one is also a charge), and the
 * totals, in pence until sent: charges − refunds = money received; owed monthly bills apart.
 * A refund counts as soon as it is listed, whether it is on its way or done by hand.
 */

export async function paymentStatement(db: Db, customerId: number): Promise<Statement> {
  const [charges, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'paymentId',
        'orderId',
        'description',
        'amountPence',
        'paymentDate',
        'cardBrand',
        'cardLast4',
        'status',
      ])
      .where('customerId', '=', customerId)
      .where('status', 'in', ['succeeded', 'refunded'])
      .where('amountPence', '>', 0)
      .execute(),
    db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.paymentId', 'refunds.paymentId')
      .select([
        'refunds.refundId',
        'refunds.orderId',
        'refunds.amountPence',
        'refunds.status',
        'refunds.createdAt',
        'refunds.cardBrand',
        'refunds.cardLast4',
        'payments.description',
      ])
      .where('refunds.customerId', '=', customerId)
      .execute(),
  ]);
  const entries: (StatementEntry & { order: number })[] = [
    ...charges.map((row) => ({
      kind: 'charge' as const,
      date: row.paymentDate.toISOString(),
      description: row.description,
      amount: poundsFromPence(row.amountPence),
      card: storedCard(row.cardBrand, row.cardLast4),
      orderId: row.orderId,
      status: 'succeeded' as const,
      refunded: row.status === 'refunded',
      order: row.paymentId,
    })),
    ...refunds.map((row) => ({
      kind: 'refund' as const,
      date: row.createdAt.toISOString(),
      description: `Refund: ${row.description} cancelled`,
      amount: poundsFromPence(row.amountPence),
      card: storedCard(row.cardBrand, row.cardLast4),
      orderId: row.orderId,
      status: refundStatusSchema.catch('pending').parse(row.status),
      refunded: false,
      order: row.refundId,
    })),
  ];
  // Newest first; on the same instant a refund comes before the charge it pays back.
  entries.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      (a.kind === b.kind ? b.order - a.order : a.kind === 'refund' ? -1 : 1),
  );
  const chargedPence = sumPence(charges.map((row) => row.amountPence));
  const refundedPence = sumPence(refunds.map((row) => row.amountPence));
  const { bills, owedPence } = await monthlyBills(db, customerId);
  return statementSchema.parse({
    entries: entries.map(({ order: _, ...entry }) => entry),
    monthlyBills: bills,
    totals: {
      charged: poundsFromPence(chargedPence),
      refunded: poundsFromPence(refundedPence),
      received: poundsFromPence(chargedPence - refundedPence),
      owed: poundsFromPence(owedPence),
    },
  });
}
