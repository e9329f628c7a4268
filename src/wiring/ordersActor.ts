import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { getServiceFeedback, submitServiceFeedback } from '../api/customer';
import {
  cancelOrder,
  changeOrderTimeslot,
  getInvoiceData,
  getOrderBoxLabels,
  listOrders,
  updateOrdersPhoneNumber,
} from '../api/orders';
import {
  getEditBasketFirstAvailableServiceDate,
  getEditBasketNextTimeslots,
} from '../api/timeslots';
import { formatIsoDate } from '../domain/dates';
import { ORDER_CANCELLED_MESSAGE, ORDERS_UPDATED_MESSAGE } from '../domain/orders';
import { orderActionsMachine } from '../machines/orderActions.machine';
import { ordersMachine } from '../machines/orders.machine';
import { ordersPhoneMachine } from '../machines/ordersPhone.machine';
import { unwrapResult } from './callResult';
import { downloadBlob } from './myStuffActor';
import { notifications } from './notifications';

export type OrdersActor = ActorRefFrom<typeof ordersMachine>;

/** Days of courier slots offered when moving an order, from its first available day. */
export const RESCHEDULE_DAYS = 14;

/** The day the page opens, in the browser's time zone (customers are in the UK and Ireland). */
export function today(now: Date = new Date()): string {
  return formatIsoDate(now);
}

export function labelsFileName(orderId: number): string {
  return `order-${orderId}-labels.pdf`;
}

/** The orders list with its call from src/api (newest first, 50 a page). */
export const appOrdersMachine = ordersMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) =>
      unwrapResult(
        await listOrders({ customerId: input.customerId, page: input.page, after: input.after }),
      ),
    ),
  },
});

/**
 * One order's actions with their calls; what happens after a cancel or a new time is told to
 * the list the page owns, and a cancel is announced with a toast.
 */
export function orderActionsMachineFor(list: Pick<OrdersActor, 'send'>) {
  return orderActionsMachine.provide({
    actors: {
      fetchLabels: fromPromise(async ({ input }) => {
        const result = await getOrderBoxLabels(input.orderId);
        // The server answers 404 for an order without boxes: nothing to label, not a fault.
        if (!result.ok && result.status === 404) return null;
        return unwrapResult(result);
      }),
      loadInvoice: fromPromise(async ({ input }) =>
        unwrapResult(await getInvoiceData(input.orderId)),
      ),
      cancelOrder: fromPromise(async ({ input }) => unwrapResult(await cancelOrder(input.orderId))),
      loadTimeslots: fromPromise(async ({ input }) => {
        const { firstAvailableServiceDate } = unwrapResult(
          await getEditBasketFirstAvailableServiceDate({
            basketId: input.basketId,
            // An order's furniture and materials were settled when it was placed.
            containsFurniture: false,
            materialsDeliveryDate: null,
          }),
        );
        const timeslots = unwrapResult(
          await getEditBasketNextTimeslots({
            orderType: input.orderType,
            basketId: input.basketId,
            date: firstAvailableServiceDate,
            numberOfDays: RESCHEDULE_DAYS,
          }),
        );
        return { firstAvailableDate: firstAvailableServiceDate, timeslots };
      }),
      changeTimeslot: fromPromise(async ({ input }) =>
        unwrapResult(await changeOrderTimeslot(input.orderId, input.slot)),
      ),
      loadFeedback: fromPromise(async ({ input }) =>
        unwrapResult(await getServiceFeedback(input.orderId)),
      ),
      submitFeedback: fromPromise(async ({ input }) =>
        unwrapResult(
          await submitServiceFeedback(input.orderId, {
            rating: input.rating,
            comment: input.comment,
          }),
        ),
      ),
    },
    actions: {
      saveLabels: (_, { orderId, labels }) => downloadBlob(labels, labelsFileName(orderId)),
      printInvoice: () => window.print(),
      orderCancelled: (_, { order }) => {
        list.send({ type: 'order.changed', order });
        notifications.post({ title: ORDER_CANCELLED_MESSAGE, type: 'success' });
      },
      orderRescheduled: (_, { order }) => list.send({ type: 'order.changed', order }),
    },
  });
}

export const appOrdersPhoneMachine = ordersPhoneMachine.provide({
  actors: {
    updatePhone: fromPromise(async ({ input }) => {
      unwrapResult(await updateOrdersPhoneNumber(input.customerId, input.phone));
      return input.phone;
    }),
  },
  actions: {
    phoneUpdated: () => notifications.post({ title: ORDERS_UPDATED_MESSAGE, type: 'success' }),
  },
});
