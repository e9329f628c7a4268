import type { Order, OrdersPage } from '../../src/domain/orders';
import type { OrdersInput } from '../../src/machines/orders.machine';

const booked: Order = {
  orderId: 41,
  orderType: 'BTB_MATERIALS',
  orderDate: '2026-03-01T10:00:00.000Z',
  serviceDate: '2026-03-08',
  numberOfItems: 3,
  total: 14.85,
  isRemovalsReturn: false,
  isOrderEditable: true,
  isOrderCancellable: true,
  isOrderCancelled: false,
  basketId: 9,
};

/** Page 1 of 3: more to load, so loading more is reachable. */
const firstOfMany: OrdersPage = {
  orders: [booked],
  page: 1,
  size: 50,
  total: 120,
  nextCursor: null,
};
const onlyPage: OrdersPage = { orders: [booked], page: 1, size: 50, total: 1, nextCursor: null };

export const inputs: OrdersInput[] = [{ customerId: 7 }];

export const events = [
  { type: 'orders.loadMore' },
  { type: 'orders.retry' },
  { type: 'orders.errorDismissed' },
  {
    type: 'order.changed',
    order: { ...booked, isOrderCancelled: true, isOrderEditable: false, isOrderCancellable: false },
  },
  { type: 'xstate.done.actor.loadPage', output: firstOfMany },
  { type: 'xstate.done.actor.loadPage', output: onlyPage },
  { type: 'xstate.error.actor.loadPage', error: new Error('Unknown error has occurred') },
];
