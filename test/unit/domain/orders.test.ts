import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders';
import {
  cancelledOrder,
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

  it('makes a cancelled order no longer editable or cancellable', () => {
    expect(cancelledOrder(order)).toMatchObject({
      isOrderCancelled: true,
      isOrderEditable: false,
      isOrderCancellable: false,
    });
    expect(order.isOrderCancelled).toBe(false);
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

  it('has seven labelled order types and parses an order', () => {
    expect(Object.keys(ORDER_TYPE_LABELS)).toHaveLength(7);
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderSchema.safeParse({ ...order, orderType: 'X' }).success).toBe(false);
  });
});
