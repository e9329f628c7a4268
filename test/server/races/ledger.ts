import { expect } from 'vitest';
import type { Db } from '../../../server/db/database.ts';

/*
 * What must hold of the books whatever raced: no box in two open orders, every order's
 * invoice lines add up to its total and its total is what was charged (a promotion, the only
 * discount, may make the lines add up to more), and no refund is above the charge it returns.
 */

/** Asserts the ledger of every customer in `db` (a race suite's own schema). */
export async function ledgerCheck(db: Db): Promise<void> {
  const openBoxes = await db
    .selectFrom('orderBoxes')
    .innerJoin('orders', 'orders.orderId', 'orderBoxes.orderId')
    .select(['orderBoxes.boxId', 'orders.orderId', 'orders.orderType'])
    .where('orders.isOrderCancelled', '=', false)
    .where('orders.status', 'not in', ['Completed', 'Cancelled'])
    .execute();
  const ordersOfBox = new Map<number, string[]>();
  for (const row of openBoxes) {
    ordersOfBox.set(row.boxId, [
      ...(ordersOfBox.get(row.boxId) ?? []),
      `${row.orderType} ${row.orderId}`,
    ]);
  }
  const doubleBooked = [...ordersOfBox].filter(([, orders]) => orders.length > 1);
  expect(doubleBooked, 'boxes in more than one open order').toEqual([]);

  const orders = await db
    .selectFrom('orders')
    .select(['orderId', 'orderType', 'totalPence'])
    .orderBy('orderId')
    .execute();
  const [lines, payments, refunds, promoted] = await Promise.all([
    db.selectFrom('orderLines').select(['orderId', 'lineTotalPence']).execute(),
    db
      .selectFrom('payments')
      .select(['orderId', 'amountPence'])
      .where('status', '=', 'succeeded')
      .where('balancePaymentId', 'is', null)
      .execute(),
    db.selectFrom('refunds').select(['orderId', 'amountPence']).execute(),
    db
      .selectFrom('promotionRedemptions')
      .select('orderId')
      .where('orderId', 'is not', null)
      .execute(),
  ]);
  const sumBy = (rows: { orderId: number | null }[], amount: (row: never) => number) => {
    const sums = new Map<number, number>();
    for (const row of rows) {
      if (row.orderId === null) continue;
      sums.set(row.orderId, (sums.get(row.orderId) ?? 0) + amount(row as never));
    }
    return sums;
  };
  const linesOf = sumBy(lines, (row: { lineTotalPence: number }) => row.lineTotalPence);
  const chargedOf = sumBy(payments, (row: { amountPence: number }) => row.amountPence);
  const refundedOf = sumBy(refunds, (row: { amountPence: number }) => row.amountPence);
  const withPromotion = new Set(promoted.map((row) => row.orderId));

  const wrong = orders.flatMap((order) => {
    const lineSum = linesOf.get(order.orderId) ?? 0;
    const charged = chargedOf.get(order.orderId) ?? 0;
    const refunded = refundedOf.get(order.orderId) ?? 0;
    const linesAgree = withPromotion.has(order.orderId)
      ? lineSum >= order.totalPence
      : lineSum === order.totalPence;
    const ok = linesAgree && charged === order.totalPence && refunded <= charged;
    return ok
      ? []
      : [
          {
            order: `${order.orderType} ${order.orderId}`,
            lineSum,
            total: order.totalPence,
            charged,
            refunded,
          },
        ];
  });
  expect(wrong, 'orders whose lines, total, charge and refund disagree').toEqual([]);
}
