import { assign, fromPromise, setup } from 'xstate';
import { FIRST_PAGE } from '../domain/constants';
import type { Order, OrdersPage } from '../domain/orders';
import { hasMoreOrders, mergeOrdersPage } from '../domain/orders';
import { messageOf, notProvided } from './actorErrors';

export interface OrdersContext {
  customerId: number;
  /** The customer's orders as loaded so far, newest first, removals returns left out. */
  orders: Order[];
  /** The last page loaded; 0 before the first arrives. */
  page: number;
  /** How many orders the server holds, across all pages (hidden ones included). */
  total: number;
  /** Where the next page starts (the last page's `nextCursor`); null before page 1. */
  nextCursor: string | null;
  /** The message of the last failed call, shown in a red alert until dismissed. */
  error: string | null;
}

export interface OrdersInput {
  customerId: number;
}

export type OrdersEvent =
  | { type: 'orders.loadMore' }
  | { type: 'orders.retry' }
  | { type: 'orders.errorDismissed' }
  /** One order's card changed it (cancelled, or moved to a new time): the list follows. */
  | { type: 'order.changed'; order: Order };

export interface LoadOrdersInput {
  customerId: number;
  page: number;
  /** Page 1 has none; a later page continues after the one before (keyset). */
  after: string | null;
}

/** The page after the last one loaded, or page 1 while nothing is. */
function nextPage(context: Pick<OrdersContext, 'page'>): number {
  return context.page + 1;
}

/**
 * The Orders page's list: page 1 (newest first, 50 a page), then more pages on request.
 * Each order's own actions run in its order-actions machine, which reports changes here.
 */
export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
    input: {} as OrdersInput,
    tags: {} as 'busy' | 'loadingMore',
  },
  actors: {
    /** `GET /orders/{customerId}/{page}/50/desc`. */
    loadPage: fromPromise<OrdersPage, LoadOrdersInput>(async () => {
      throw notProvided('orders', 'loadPage');
    }),
  },
  actions: {
    /** Lists the page just loaded: the one after `context.page`. */
    listPage: assign(({ context }, { output }: { output: OrdersPage }) => {
      const page = nextPage(context);
      return {
        orders: mergeOrdersPage(context.orders, page, output.orders),
        page,
        total: output.total,
        nextCursor: output.nextCursor,
      };
    }),
  },
  guards: {
    hasMore: ({ context }) => hasMoreOrders(context),
  },
}).createMachine({
  id: 'orders',
  context: ({ input }) => ({
    customerId: input.customerId,
    orders: [],
    page: 0,
    total: 0,
    nextCursor: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'orders.errorDismissed': { actions: assign({ error: null }) },
    'order.changed': {
      actions: assign({
        orders: ({ context, event }) =>
          context.orders.map((order) =>
            order.orderId === event.order.orderId ? event.order : order,
          ),
      }),
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ customerId: context.customerId, page: FIRST_PAGE, after: null }),
        onDone: {
          target: 'ready',
          actions: { type: 'listPage', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'orders.loadMore': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    loadingMore: {
      tags: 'loadingMore',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          customerId: context.customerId,
          page: nextPage(context),
          after: context.nextCursor,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'listPage', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          // What is loaded stays listed; 'Load more' can be pressed again.
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** Page 1 could not be loaded: the red alert says why, and the customer can try again. */
    failed: {
      on: {
        'orders.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
});
