import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders';
import {
  cancellationPolicyText,
  cancelledText,
  hasBoxLabels,
  ORDER_TYPE_LABELS,
  orderSchema,
  orderTypeLabel,
  visibleOrders,
} from '../../../src/domain/orders';

const order: Order = {
  orderId: 1,
  orderType: 'BTB',
  orderDate: '2026-01-05T10:00:00Z',
  serviceDate: '2026-01-08',
  numberOfItems: 3,
  total: 15,
  isRemovalsReturn: false,
  isOrderEditable: true,
  isOrderCancellable: true,
  isOrderCancelled: false,
};

describe('orders', () => {
  it('hides removals returns from the list', () => {
    const orders = [
      order,
      { ...order, orderId: 2, isRemovalsReturn: true },
      { ...order, orderId: 3 },
    ];
    expect(visibleOrders(orders).map((o) => o.orderId)).toEqual([1, 3]);
    expect(visibleOrders([])).toEqual([]);
  });

  it('says what a cancelled order paid back, and how far the refund has got', () => {
    const refund = { amount: 1234.5, card: { brand: 'visa' as const, last4: '4242' } };
    expect(cancelledText({ refund: null })).toBe('Cancelled');
    expect(cancelledText({ refund: { ...refund, status: 'succeeded' } })).toBe(
      'Cancelled · £1,234.50 refunded to Visa •••• 4242',
    );
    expect(cancelledText({ refund: { ...refund, status: 'pending' } })).toBe(
      'Cancelled · £1,234.50 refund to Visa •••• 4242 on its way',
    );
    expect(cancelledText({ refund: { ...refund, card: null, status: 'failed' } })).toMatch(
      /^Cancelled · we could not refund £1,234.50 to your card automatically; please call us on 0800/,
    );
  });

  it('states until when an order can be cancelled and what comes back', () => {
    expect(cancellationPolicyText({ serviceDate: '2026-12-04', total: 96.5 })).toBe(
      'Free cancellation until 11:59pm on Thursday 3rd December, the day before the courier comes: we refund the £96.50 you paid to the card you paid with, usually within 5 to 10 working days. After that, please call us on 0800 048 1234.',
    );
    expect(cancellationPolicyText({ serviceDate: null, total: 0 })).toMatch(
      /^Free cancellation until the day before the courier comes: nothing was charged/,
    );
  });

  it.each<[string, string]>([
    ['BTB', 'By-The-Box'],
    ['BTB_RETURN', 'By-The-Box Return'],
    ['BTB_MATERIALS', 'By-The-Box Materials'],
    ['VSU', 'Drive-up Storage'],
    ['VSU_RETURN', 'Drive-up Storage Return'],
    ['COLLECTION', 'Collection'],
    ['MATERIALS', 'Materials'],
    ['SOMETHING', 'SOMETHING'],
    ['constructor', 'constructor'],
  ])('%s reads %s', (type, label) => {
    expect(orderTypeLabel(type)).toBe(label);
  });

  it("has the spec's seven labelled order types, packing's and shipping's, and parses an order", () => {
    expect(Object.keys(ORDER_TYPE_LABELS)).toHaveLength(9);
    expect(ORDER_TYPE_LABELS.PACKING).toBe('Packing service');
    expect(ORDER_TYPE_LABELS.SHIPPING).toBe('International shipping');
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderSchema.safeParse({ ...order, orderType: 'X' }).success).toBe(false);
  });
});

describe('box labels', () => {
  it.each([
    ['BTB', false, true],
    ['COLLECTION', false, true],
    // Boxes coming back are labelled already.
    ['BTB_RETURN', false, false],
    ['MATERIALS', false, false],
    ['VSU', false, false],
    // A cancelled order sends no boxes.
    ['BTB', true, false],
    ['COLLECTION', true, false],
  ] as const)(
    'a %s order (cancelled: %s) offers labels: %s',
    (orderType, isOrderCancelled, offered) => {
      expect(hasBoxLabels({ orderType, isOrderCancelled })).toBe(offered);
    },
  );
});
