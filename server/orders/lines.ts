import type { Db } from '../db/database.ts';

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
