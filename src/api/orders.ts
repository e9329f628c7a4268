import type { SortDirection } from '../domain/catalogue';
import { DEFAULT_SORT_DIRECTION } from '../domain/catalogue';
import { FIRST_PAGE, PAGE_SIZE } from '../domain/constants';
import { toInternationalPhone } from '../domain/format';
import {
  type InvoiceData,
  invoiceDataSchema,
  type Order,
  type OrderConfirmation,
  type OrdersPage,
  type OrderTimeslotRequest,
  orderConfirmationSchema,
  orderSchema,
  ordersPageSchema,
} from '../domain/orders';
import { apiClient, emptyBody, type Result, urlPath } from './client';

export interface ListOrdersParams {
  customerId: number;
  page?: number;
  size?: number;
  order?: SortDirection;
  /** The `nextCursor` of the page before: the server continues from there (keyset). */
  after?: string | null;
}

/** `GET /orders/{customerId}/{page}/{size}/{order}`. */
export function listOrders({
  customerId,
  page = FIRST_PAGE,
  size = PAGE_SIZE,
  order = DEFAULT_SORT_DIRECTION,
  after = null,
}: ListOrdersParams): Promise<Result<OrdersPage>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`orders/${customerId}/${page}/${size}/${order}`,
      query: { after: after ?? undefined },
    },
    ordersPageSchema,
  );
}

/** `GET /order/{id}/boxLabels`: every box label of the order as one PDF. */
export function getOrderBoxLabels(orderId: number): Promise<Result<Blob>> {
  return apiClient().blob({ service: 'api', path: urlPath`order/${orderId}/boxLabels` });
}

/** `GET /order/{id}/invoiceData`. */
export function getInvoiceData(orderId: number): Promise<Result<InvoiceData>> {
  return apiClient().json(
    { service: 'api', path: urlPath`order/${orderId}/invoiceData` },
    invoiceDataSchema,
  );
}

/** `PUT /order/{id}/cancel`: the order as it is now, cancelled, with its refund. */
export function cancelOrder(orderId: number): Promise<Result<Order>> {
  return apiClient().json(
    { service: 'api', path: urlPath`order/${orderId}/cancel`, method: 'PUT', json: { orderId } },
    orderSchema,
  );
}

/** `PUT /orders/{customerId}/updatePhoneNumber`: the contact phone on every open order. */
export function updateOrdersPhoneNumber(
  customerId: number,
  newPhoneNumber: string,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`orders/${customerId}/updatePhoneNumber`,
      method: 'PUT',
      json: { newPhoneNumber: toInternationalPhone(newPhoneNumber) },
    },
    emptyBody,
  );
}

/**
 * `PUT /order/{id}/timeslot`: moves an editable order to a slot chosen from the editbasket
 * timeslot calls (with the order's `basketId`). Reload the orders afterwards.
 */
export function changeOrderTimeslot(
  orderId: number,
  slot: OrderTimeslotRequest,
): Promise<Result<Order>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`order/${orderId}/timeslot`,
      method: 'PUT',
      json: { doorstepDate: slot.doorstepDate, startHour: slot.startHour, endHour: slot.endHour },
    },
    orderSchema,
  );
}

/** `GET /order/{id}/confirmation`: the order-success page's view of the customer's own order. */
export function getOrderConfirmation(orderId: number): Promise<Result<OrderConfirmation>> {
  return apiClient().json(
    { service: 'api', path: urlPath`order/${orderId}/confirmation` },
    orderConfirmationSchema,
  );
}
