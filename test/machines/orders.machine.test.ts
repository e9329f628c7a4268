import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PAGE_SIZE } from '../../src/domain/constants';
import type { Order, OrdersPage } from '../../src/domain/orders';
import { hasMoreOrders, mergeOrdersPage } from '../../src/domain/orders';
import { type LoadOrdersInput, ordersMachine } from '../../src/machines/orders.machine';

function order(orderId: number, overrides: Partial<Order> = {}): Order {
  return {
    orderId,
    orderType: 'BTB',
    orderDate: '2026-03-01T10:00:00.000Z',
    serviceDate: '2026-03-08',
    numberOfItems: 2,
    total: 25,
    isRemovalsReturn: false,
    isOrderEditable: false,
    isOrderCancellable: false,
    isOrderCancelled: false,
    basketId: null,
    ...overrides,
  };
}

/** A server holding these orders (newest first), answering pages of PAGE_SIZE. */
function server(all: Order[]) {
  return async ({ page }: LoadOrdersInput): Promise<OrdersPage> => ({
    orders: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    size: PAGE_SIZE,
    total: all.length,
    nextCursor: page * PAGE_SIZE < all.length ? `after-page-${page}` : null,
  });
}

function start(loadPage: (input: LoadOrdersInput) => Promise<OrdersPage>) {
  const calls = { loadPage: vi.fn(loadPage) };
  const machine = ordersMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => calls.loadPage(input)) },
  });
  const actor = createActor(machine, { input: { customerId: 7 } }).start();
  return { actor, calls };
}

const ready = (state: { matches: (value: 'ready') => boolean }) => state.matches('ready');
const many = (count: number, from = 1) => Array.from({ length: count }, (_, i) => order(from + i));
const ids = (orders: Order[]) => orders.map((o) => o.orderId);

describe('orders machine', () => {
  it('loads page 1 for the customer and lists it, busy until it arrives', async () => {
    const { actor, calls } = start(server([order(3), order(2)]));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, ready);
    expect(calls.loadPage).toHaveBeenCalledWith({ customerId: 7, page: 1, after: null });
    expect(ids(actor.getSnapshot().context.orders)).toEqual([3, 2]);
    expect(hasMoreOrders(actor.getSnapshot().context)).toBe(false);
  });

  it('leaves removals returns out of the list', async () => {
    const { actor } = start(server([order(3), order(2, { isRemovalsReturn: true }), order(1)]));
    await waitFor(actor, ready);
    expect(ids(actor.getSnapshot().context.orders)).toEqual([3, 1]);
  });

  it('loads the next page on request and appends it', async () => {
    const { actor, calls } = start(server(many(120)));
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.orders).toHaveLength(50);
    expect(hasMoreOrders(actor.getSnapshot().context)).toBe(true);

    actor.send({ type: 'orders.loadMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await waitFor(actor, ready);
    // Page 2 continues after page 1 (keyset).
    expect(calls.loadPage).toHaveBeenLastCalledWith({
      customerId: 7,
      page: 2,
      after: 'after-page-1',
    });
    expect(actor.getSnapshot().context.orders).toHaveLength(100);

    actor.send({ type: 'orders.loadMore' });
    await waitFor(actor, (state) => ready(state) && state.context.page === 3);
    expect(actor.getSnapshot().context.orders).toHaveLength(120);
    expect(hasMoreOrders(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: 'orders.loadMore' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.loadPage).toHaveBeenCalledTimes(3);
  });

  it('a failed first page can be tried again', async () => {
    let fail = true;
    const { actor } = start(async (input) => {
      if (fail) throw new Error('Unknown error has occurred');
      return server([order(1)])(input);
    });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Unknown error has occurred');

    fail = false;
    actor.send({ type: 'orders.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, ready);
    expect(ids(actor.getSnapshot().context.orders)).toEqual([1]);
  });

  it('a failed later page keeps what is listed and says why', async () => {
    const all = many(60);
    const { actor } = start(async (input) => {
      if (input.page === 2) throw new Error('Something went wrong');
      return server(all)(input);
    });
    await waitFor(actor, ready);
    actor.send({ type: 'orders.loadMore' });
    await waitFor(actor, (state) => ready(state) && state.context.error !== null);
    expect(actor.getSnapshot().context.orders).toHaveLength(50);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'orders.errorDismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an order changed by its card is changed in the list', async () => {
    const { actor } = start(server([order(2, { isOrderCancellable: true }), order(1)]));
    await waitFor(actor, ready);
    const cancelled: Order = {
      ...(actor.getSnapshot().context.orders[0] as Order),
      isOrderCancelled: true,
      isOrderCancellable: false,
    };
    actor.send({ type: 'order.changed', order: cancelled });
    expect(actor.getSnapshot().context.orders[0]).toEqual(cancelled);
    expect(actor.getSnapshot().context.orders[1]?.isOrderCancelled).toBe(false);
  });
});

describe('mergeOrdersPage', () => {
  it('page 1 replaces the list', () => {
    expect(ids(mergeOrdersPage([order(9)], 1, [order(2), order(1)]))).toEqual([2, 1]);
  });

  it('a later page appends, without an order that moved onto it twice', () => {
    expect(ids(mergeOrdersPage([order(3), order(2)], 2, [order(2), order(1)]))).toEqual([3, 2, 1]);
  });
});
