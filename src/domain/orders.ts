import { z } from 'zod';
import { cardBrandSchema } from './cards';
import { enteredPhoneSchema } from './format';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneySchema } from './primitives';

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
  /**
   * The basket the order was placed from: the edit-timeslot calls (`/fasd/editbasket/...`,
   * `/timeslots/{type}/editbasket/...`) take it. Null for orders placed elsewhere.
   */
  basketId: idSchema.nullable().optional(),
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
export const updatePhoneNumberRequestSchema = z.object({
  newPhoneNumber: enteredPhoneSchema.refine((phone) => phone !== '', 'Enter a phone number'),
});

/** `PUT /order/{id}/timeslot`: the new courier slot of an editable order. */
export const orderTimeslotRequestSchema = z
  .object({
    doorstepDate: isoDateSchema,
    startHour: z.int().min(0).max(23),
    endHour: z.int().min(1).max(24),
  })
  .refine((slot) => slot.endHour > slot.startHour, {
    message: 'The timeslot must end after it starts',
    path: ['endHour'],
  });
export type OrderTimeslotRequest = z.infer<typeof orderTimeslotRequestSchema>;

export const ORDERS_UPDATED_MESSAGE = 'Orders updated';
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled';

/** UK standard rate; every price Boxroom shows includes it. */
export const VAT_RATE = 0.2;

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
  /** The VAT included in `total` (prices include VAT at VAT_RATE). */
  vat: z.number(),
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;

/** The card a payment was taken from, as the customer knows it. */
export const chargedCardSchema = z.object({ brand: cardBrandSchema, last4: z.string() });

/**
 * `GET /order/{id}/confirmation`: what the order-success page shows of the customer's own
 * order: what was ordered, what was charged and to which card, when and where.
 */
export const orderConfirmationSchema = z.object({
  order: orderSchema,
  lines: z.array(invoiceLineSchema),
  /** What was taken from the card; 0 when nothing was charged. */
  charged: moneySchema,
  card: chargedCardSchema.nullable(),
  window: z.object({ startHour: z.int(), endHour: z.int() }).nullable(),
  addressText: z.string().nullable(),
  /** Storage orders have box labels to print. */
  hasLabels: z.boolean(),
  /** Packing materials come before the collection. */
  hasMaterials: z.boolean(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
