import { COMPANY } from '../../src/domain/company.ts';
import { customerFullName } from '../../src/domain/customer.ts';
import { poundsFromPence, sumPence } from '../../src/domain/money.ts';
import {
  type InvoiceData,
  invoiceDataSchema,
  orderTypeLabel,
  VAT_RATE,
} from '../../src/domain/orders.ts';
import { vatSplitPence } from '../../src/domain/pricing.ts';
import { getBasket } from '../baskets/repository.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { OrderRow } from '../db/tables.ts';
import { basketAddressText } from './address.ts';
import type { OrderRecord } from './service.ts';

/*
 * The invoice of an order, as a full UK VAT invoice. Every price we charge includes VAT at
 * the standard rate (storage and packing materials are standard-rated), so each line's VAT
 * is worked out from what was charged for it, in whole pence: net = gross ÷ 1.2 rounded to
 * the penny, VAT = gross − net. Totals are the sums of the lines, so net + VAT = gross = the
 * amount charged, exactly. A promotion is a line of its own with negative amounts.
 */

/** 'BR-2026-000123': the year the order was placed and its id; unique and in sequence. */
export function invoiceNumber(order: Pick<OrderRow, 'orderId' | 'orderDate'>): string {
  return `BR-${londonDate(order.orderDate).slice(0, 4)}-${String(order.orderId).padStart(6, '0')}`;
}

/** The VAT rate as a whole percent, so VAT is worked out on integers of pence. */
const VAT_PERCENT = Math.round(VAT_RATE * 100);

/** The VAT inside a VAT-inclusive amount, to the penny (negative for a discount). */
export function includedVatPence(grossPence: number): number {
  return vatSplitPence(grossPence, VAT_PERCENT).vatPence;
}

interface PenceLine {
  description: string;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
}

function vatLine(line: PenceLine) {
  const { netPence, vatPence } = vatSplitPence(line.lineTotalPence, VAT_PERCENT);
  return {
    description: line.description,
    quantity: line.quantity,
    unitNet: poundsFromPence(vatSplitPence(line.unitPricePence, VAT_PERCENT).netPence),
    net: netPence,
    vatRate: VAT_RATE,
    vat: vatPence,
    gross: line.lineTotalPence,
  };
}

/** The order's lines as charged: the recorded ones, or one line for the whole order. */
async function chargedLines(db: Db, order: OrderRow): Promise<PenceLine[]> {
  const rows = await db
    .selectFrom('orderLines')
    .select(['description', 'quantity', 'unitPricePence', 'lineTotalPence'])
    .where('orderId', '=', order.orderId)
    .orderBy('position')
    .execute();
  const lines = rows.length > 0 ? rows : [];
  if (lines.length === 0) {
    lines.push({
      description: `${orderTypeLabel(order.orderType)} order`,
      quantity: 1,
      unitPricePence: order.totalPence,
      lineTotalPence: order.totalPence,
    });
  }
  const subtotal = sumPence(lines.map((line) => line.lineTotalPence));
  if (subtotal < order.totalPence) {
    const missing = order.totalPence - subtotal;
    lines.push({
      description: 'Other charges',
      quantity: 1,
      unitPricePence: missing,
      lineTotalPence: missing,
    });
  }
  return lines;
}

export async function invoiceData(db: Db, order: OrderRecord): Promise<InvoiceData> {
  const [lines, customer, basket] = await Promise.all([
    chargedLines(db, order),
    db
      .selectFrom('customers')
      .select(['firstName', 'lastName', 'postcode'])
      .where('customerId', '=', order.customerId)
      .executeTakeFirst(),
    order.linkedBasketId === null ? undefined : getBasket(db, order.linkedBasketId),
  ]);
  const addressText = basketAddressText(basket);
  const subtotalPence = sumPence(lines.map((line) => line.lineTotalPence));
  const discountPence = subtotalPence - order.totalPence;
  const breakdown = lines.map(vatLine);
  if (discountPence > 0) {
    breakdown.push(
      vatLine({
        description: 'Promotion discount',
        quantity: 1,
        unitPricePence: -discountPence,
        lineTotalPence: -discountPence,
      }),
    );
  }
  const sum = (key: 'net' | 'vat') => sumPence(breakdown.map((line) => line[key]));
  return invoiceDataSchema.parse({
    orderId: order.orderId,
    invoiceNumber: invoiceNumber(order),
    issuedDate: londonDate(order.orderDate),
    supplyDate: order.serviceDate,
    supplier: {
      name: COMPANY.name,
      address: COMPANY.office,
      vatNumber: COMPANY.vat,
      companyNumber: COMPANY.number,
    },
    customer: {
      name: customer ? customerFullName(customer) : '',
      address: addressText ?? (customer?.postcode || null),
    },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: poundsFromPence(line.unitPricePence),
      total: poundsFromPence(line.lineTotalPence),
    })),
    vatLines: breakdown.map((line) => ({
      ...line,
      net: poundsFromPence(line.net),
      vat: poundsFromPence(line.vat),
      gross: poundsFromPence(line.gross),
    })),
    subtotal: poundsFromPence(subtotalPence),
    discount: poundsFromPence(discountPence),
    net: poundsFromPence(sum('net')),
    vat: poundsFromPence(sum('vat')),
    total: poundsFromPence(order.totalPence),
  });
}
