import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneySchema, phoneSchema } from './primitives';

/** Order kinds, keyed by the code the API uses, with their display labels. */
export const ORDER_TYPE_LABELS = {
  BTB: 'By-The-Box',
  BTB_RETURN: 'By-The-Box Return',
  BTB_MATERIALS: 'By-The-Box Materials',
  VSU: 'Drive-up Storage',
  VSU_RETURN: 'Drive-up Storage Return',
  COLLECTION: 'Collection',
  MATERIALS: 'Materials',
} as const;
export type OrderType = keyof typeof ORDER_TYPE_LABELS;
export const ORDER_TYPES = Object.keys(ORDER_TYPE_LABELS) as [OrderType, ...OrderType[]];
export const orderTypeSchema = z.enum(ORDER_TYPES);

export const orderSchema = z.object({
  orderId: idSchema,
  orderType: orderTypeSchema,
  orderDate: isoDateTimeSchema,
  /** The collection, delivery or return day, once booked. */
  serviceDate: isoDateSchema.nullable(),
  numberOfItems: z.int().nonnegative(),
  total: moneySchema,
  /** House-removal returns are handled off-line and never listed. */
  isRemovalsReturn: z.boolean(),
  isOrderEditable: z.boolean(),
  isOrderCancellable: z.boolean(),
  isOrderCancelled: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** One page of `GET /orders/...`: a short page (fewer than `size`) is the last one. */
export const ordersPageSchema = z.object({
  orders: z.array(orderSchema),
  page: z.int().positive(),
  size: z.int().positive(),
  total: z.int().nonnegative(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** The orders the Orders page lists: removals returns are hidden. */
export function visibleOrders<T extends Pick<Order, 'isRemovalsReturn'>>(orders: T[]): T[] {
  return orders.filter((order) => !order.isRemovalsReturn);
}

/** A cancelled order can no longer be edited or cancelled again. */
export function cancelledOrder<
  T extends Pick<Order, 'isOrderCancelled' | 'isOrderEditable' | 'isOrderCancellable'>,
>(order: T): T {
  return { ...order, isOrderCancelled: true, isOrderEditable: false, isOrderCancellable: false };
}

export function orderTypeLabel(orderType: string): string {
  return Object.hasOwn(ORDER_TYPE_LABELS, orderType)
    ? ORDER_TYPE_LABELS[orderType as OrderType]
    : orderType;
}

/** `PUT /order/{id}/cancel`. */
export const cancelOrderRequestSchema = z.object({ orderId: idSchema });

/** `PUT /orders/{customerId}/updatePhoneNumber`: the phone on every open order. */
export const updatePhoneNumberRequestSchema = z.object({ newPhoneNumber: phoneSchema.min(1) });

export const ORDERS_UPDATED_MESSAGE = 'Orders updated';
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled';

/** `GET /order/{id}/invoiceData`. */
export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.int().nonnegative(),
  unitPrice: z.number(),
  total: z.number(),
});
export const invoiceDataSchema = z.object({
  orderId: idSchema,
  invoiceNumber: z.string(),
  issuedDate: isoDateSchema,
  lines: z.array(invoiceLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;
