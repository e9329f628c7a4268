import {
  type InvoiceData,
  invoiceDataSchema,
  orderTypeLabel,
  VAT_RATE,
} from '../../src/domain/orders.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { OrderRow } from '../db/tables.ts';
import { poundsFromPence } from '../repositories/money.ts';

/** One line of what an order was for; prices in pence, VAT included. */
export interface OrderLineInput {
  description: string;
  quantity: number;
  unitPricePence: number;
  /** Defaults to quantity × unit price; give it when the line was priced as a whole. */
  lineTotalPence?: number;
}

function checkedLine(line: OrderLineInput): Required<OrderLineInput> {
  const lineTotalPence = line.lineTotalPence ?? line.quantity * line.unitPricePence;
  for (const [name, value] of [
    ['quantity', line.quantity],
    ['unitPricePence', line.unitPricePence],
    ['lineTotalPence', lineTotalPence],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`Order line ${name} must be a whole number from 0, got ${value}`);
    }
  }
  const description = line.description.trim();
  if (description === '') throw new RangeError('Order line description must not be empty');
  return {
    description,
    quantity: line.quantity,
    unitPricePence: line.unitPricePence,
    lineTotalPence,
  };
}

/**
 * Records the lines of an order for its invoice, replacing any recorded before. Call it in
 * the transaction that creates the order (checkout), with the prices charged: the invoice's
 * subtotal is the sum of the lines, and any amount by which it exceeds the order's total is
 * shown as the discount.
 */
export async function recordOrderLines(
  db: Db,
  orderId: number,
  lines: readonly OrderLineInput[],
): Promise<void> {
  const rows = lines.map((line, index) => ({ orderId, position: index + 1, ...checkedLine(line) }));
  await db.deleteFrom('orderLines').where('orderId', '=', orderId).execute();
  if (rows.length > 0) await db.insertInto('orderLines').values(rows).execute();
}

/** 'BR-2026-000123': the year the order was placed and its id. */
export function invoiceNumber(order: Pick<OrderRow, 'orderId' | 'orderDate'>): string {
  return `BR-${londonDate(order.orderDate).slice(0, 4)}-${String(order.orderId).padStart(6, '0')}`;
}

/** The VAT inside a VAT-inclusive amount, to the penny. */
export function includedVatPence(grossPence: number): number {
  return Math.round((grossPence * VAT_RATE) / (1 + VAT_RATE));
}

/**
 * The invoice of an order. Without recorded lines the order is one line for its total.
 * Lines adding up to less than the total (a charge not itemised) get a balancing line, so
 * subtotal − discount = total always holds.
 */
export async function invoiceData(db: Db, order: OrderRow): Promise<InvoiceData> {
  const rows = await db
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', order.orderId)
    .orderBy('position')
    .execute();
  const lines = rows.map((row) => ({
    description: row.description,
    quantity: row.quantity,
    unitPricePence: row.unitPricePence,
    lineTotalPence: row.lineTotalPence,
  }));
  if (lines.length === 0) {
    lines.push({
      description: `${orderTypeLabel(order.orderType)} order`,
      quantity: 1,
      unitPricePence: order.totalPence,
      lineTotalPence: order.totalPence,
    });
  }
  let subtotalPence = lines.reduce((sum, line) => sum + line.lineTotalPence, 0);
  if (subtotalPence < order.totalPence) {
    const missing = order.totalPence - subtotalPence;
    lines.push({
      description: 'Other charges',
      quantity: 1,
      unitPricePence: missing,
      lineTotalPence: missing,
    });
    subtotalPence = order.totalPence;
  }
  return invoiceDataSchema.parse({
    orderId: order.orderId,
    invoiceNumber: invoiceNumber(order),
    issuedDate: londonDate(order.orderDate),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: poundsFromPence(line.unitPricePence),
      total: poundsFromPence(line.lineTotalPence),
    })),
    subtotal: poundsFromPence(subtotalPence),
    discount: poundsFromPence(subtotalPence - order.totalPence),
    total: poundsFromPence(order.totalPence),
    vat: poundsFromPence(includedVatPence(order.totalPence)),
  });
}
