import { subDays } from 'date-fns';
import { chargedCardSchema, maskedCardLabel } from './cards';
import { FIRST_PAGE, PAGE_SIZE } from './constants';
import { CUSTOMER_SERVICES_PHONE } from './contact';
import { formatDayMonth, formatWeekday, prettyDay, toDate } from './dates';
import { formatPrice, phoneProblem } from './format';
import { refundStatusSchema } from './payments';
import {
  enteredPhoneSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
} from './primitives';
import { monthlyPaymentsSchema } from './quote';
import { sameTimeslot, type Timeslot, type TimeslotOrderType, timeslotLabel } from './timeslots';
import { z } from './zod';

/** Order kinds, keyed by the code the API uses, with their display labels. */
export const ORDER_TYPE_LABELS = {
  BTB: 'By-The-Box',
  BTB_RETURN: 'By-The-Box Return',
  BTB_MATERIALS: 'By-The-Box Materials',
  VSU: 'Drive-up Storage',
  VSU_RETURN: 'Drive-up Storage Return',
  COLLECTION: 'Collection',
  MATERIALS: 'Materials',
  PACKING: 'Packing service',
  SHIPPING: 'International shipping',
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
  /** The customer's rating of the service, once given (a completed order is rated once). */
  feedbackRating: z.int().min(1).max(5).nullable().optional(),
  /** The courier's window on the service day, once booked ('8am – 1pm'). */
  timeWindow: z.object({ startHour: z.int(), endHour: z.int() }).nullable().optional(),
  /** What cancelling the order paid back, and how far that has got; null when nothing was. */
  refund: z
    .object({
      amount: moneySchema,
      status: refundStatusSchema,
      card: chargedCardSchema.nullable(),
    })
    .nullable()
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderRefund = NonNullable<Order['refund']>;

/**
 * How a cancelled order reads: 'Cancelled · £12.00 refunded to Visa •••• 4242', or how far
 * its refund has got.
 */
export function cancelledText(order: Pick<Order, 'refund'>): string {
  const refund = order.refund;
  if (!refund) return 'Cancelled';
  const amount = formatPrice(refund.amount);
  const card = refund.card ? maskedCardLabel(refund.card) : 'your card';
  switch (refund.status) {
    case 'succeeded':
      return `Cancelled · ${amount} refunded to ${card}`;
    case 'pending':
      return `Cancelled · ${amount} refund to ${card} on its way`;
    case 'failed':
      return `Cancelled · we could not refund ${amount} to ${card} automatically; please call us on ${CUSTOMER_SERVICES_PHONE}`;
  }
}

/**
 * The cancellation policy as it applies to this order (docs/decisions.md, "Cancellation"):
 * free until the end of the day before the service day, with everything paid for the order
 * refunded to the card it was paid with; from the service day on, only by phone.
 */
export function cancellationPolicyText(
  order: Pick<Order, 'serviceDate' | 'total'> & Partial<Pick<Order, 'orderType'>>,
): string {
  const serviceDay = toDate(order.serviceDate);
  // A drive-up order has no courier: its day is the drop-off or the move-out.
  const theDay =
    order.orderType === 'VSU'
      ? 'your drop-off day'
      : order.orderType === 'VSU_RETURN'
        ? 'your move-out day'
        : 'the courier comes';
  const until = serviceDay
    ? `until 11:59pm on ${prettyDay(subDays(serviceDay, 1))}, the day before ${theDay}`
    : `until the day before ${theDay}`;
  const refund =
    order.total > 0
      ? `we refund the ${formatPrice(order.total)} you paid to the card you paid with, usually within 5 to 10 working days`
      : 'nothing was charged, so there is nothing to refund';
  return `Free cancellation ${until}: ${refund}. After that, please call us on ${CUSTOMER_SERVICES_PHONE}.`;
}

/** One page of `GET /orders/...`: a short page (fewer than `size`) is the last one. */
export const ordersPageSchema = z.object({
  orders: z.array(orderSchema),
  page: z.int().positive(),
  size: z.int().positive(),
  total: z.int().nonnegative(),
  /** Pass as `?after=` for the next page (keyset); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** The orders the Orders page lists: removals returns are hidden. */
export function visibleOrders<T extends Pick<Order, 'isRemovalsReturn'>>(orders: T[]): T[] {
  return orders.filter((order) => !order.isRemovalsReturn);
}

/**
 * Orders that send boxes into storage have box labels to print, while they stand: a return
 * brings boxes that are labelled already, materials orders deliver flat-packed boxes, drive-up
 * units hold no boxes of ours, and a cancelled order sends nothing.
 */
export function hasBoxLabels(order: Pick<Order, 'orderType' | 'isOrderCancelled'>): boolean {
  return (order.orderType === 'BTB' || order.orderType === 'COLLECTION') && !order.isOrderCancelled;
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

/** `GET /order/{id}/invoiceData` lines: prices include VAT, as charged. */
export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.int().nonnegative(),
  unitPrice: z.number(),
  total: z.number(),
});

/**
 * A line of the VAT breakdown: the unit price and amount without VAT, the rate, the VAT and
 * the gross amount (what was charged for it). A discount is a line with negative amounts.
 */
export const vatLineSchema = z.object({
  description: z.string(),
  quantity: z.int().nonnegative(),
  unitNet: z.number(),
  net: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  gross: z.number(),
});
export type VatLine = z.infer<typeof vatLineSchema>;

/**
 * `GET /order/{id}/invoiceData`: a full UK VAT invoice (HMRC's list): its number, date and
 * time of supply, the supplier with its VAT number, the customer, each line without VAT with
 * its rate, and the net, VAT and gross totals. The server does the sums, in pence.
 */
export const invoiceDataSchema = z.object({
  orderId: idSchema,
  invoiceNumber: z.string(),
  /** The invoice date, which is also the time of supply (tax point): the day it was paid. */
  issuedDate: isoDateSchema,
  /** The day of the service (collection, delivery or return), when booked. */
  supplyDate: isoDateSchema.nullable(),
  supplier: z.object({
    name: z.string(),
    address: z.string(),
    vatNumber: z.string(),
    companyNumber: z.string(),
  }),
  customer: z.object({ name: z.string(), address: z.string().nullable() }),
  lines: z.array(invoiceLineSchema),
  vatLines: z.array(vatLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  /** The amount without VAT: the vatLines' net, summed. */
  net: z.number(),
  /** The VAT included in `total`: the vatLines' VAT, summed. */
  vat: z.number(),
  /** What was charged: net + vat, to the penny. */
  total: z.number(),
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;

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
  /** The day the materials of a box order (or collection) are delivered ('yyyy-MM-dd'). */
  materialsDeliveryDate: isoDateSchema.nullable().default(null),
  /**
   * A move-out: the monthly rent payments still taken before it (the order pays the last
   * period), so the page never says payments have stopped while some are due.
   */
  rentPaymentsDue: z.array(isoDateSchema).default(() => []),
  /** Our packers' visit booked with a box order: its day and window; null without packers. */
  packingVisit: z
    .object({ date: isoDateSchema, startHour: z.int(), endHour: z.int() })
    .nullable()
    .default(null),
  /**
   * The monthly payments the order agreed to at checkout and the card kept for them (its
   * agreement while open); null when the order is not billed monthly.
   */
  monthlyPayments: monthlyPaymentsSchema
    .extend({ card: chargedCardSchema.nullable() })
    .nullable()
    .default(null),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

/**
 * An order's status from what the API gives: cancelled; booked while it can still change or
 * its service day is ahead (or not set); 'today' on its service day; completed once that day
 * has passed. `today` is 'yyyy-MM-dd'.
 */
export function orderStatus(
  order: Pick<Order, 'isOrderCancelled' | 'isOrderEditable' | 'isOrderCancellable' | 'serviceDate'>,
  today: string,
): OrderStatus {
  if (order.isOrderCancelled) return 'cancelled';
  if (order.isOrderEditable || order.isOrderCancellable) return 'booked';
  if (order.serviceDate === null || order.serviceDate > today) return 'booked';
  return order.serviceDate === today ? 'today' : 'completed';
}

/** Whether the customer can move the order to another courier slot themselves. */
export function canChangeTime(
  order: Pick<Order, 'isOrderEditable' | 'basketId' | 'orderType'>,
): boolean {
  return (
    order.isOrderEditable &&
    order.basketId !== null &&
    order.basketId !== undefined &&
    TIMESLOT_ORDER_TYPE_OF[order.orderType] !== null
  );
}

/** 'Your order is now booked for Tuesday 3rd March, 8am – 1pm'. */
export function rescheduledMessage(slot: Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>) {
  return `Your order is now booked for ${formatWeekday(slot.doorstepDate)} ${formatDayMonth(
    slot.doorstepDate,
  )}, ${timeslotLabel(slot)}`;
}

/** The slot the order is booked in now, when its window is known. */
export function bookedSlot(
  order: Pick<Order, 'serviceDate' | 'timeWindow'>,
): TimeslotChoice | null {
  if (!order.serviceDate || !order.timeWindow) return null;
  return { doorstepDate: order.serviceDate, ...order.timeWindow };
}

/** Moving an order to the slot it is already in changes nothing, so it is not offered. */
export function isBookedSlot(
  order: Pick<Order, 'serviceDate' | 'timeWindow'>,
  slot: TimeslotChoice,
): boolean {
  const booked = bookedSlot(order);
  return booked !== null && sameTimeslot(booked, slot);
}

/** 'Friday 4th December, 8am – 1pm', or the day alone while the window is not known. */
export function bookedText(order: Pick<Order, 'serviceDate' | 'timeWindow'>): string | null {
  if (!order.serviceDate) return null;
  const day = `${formatWeekday(order.serviceDate)} ${formatDayMonth(order.serviceDate)}`;
  return order.timeWindow ? `${day}, ${timeslotLabel(order.timeWindow)}` : day;
}

/** Where an order stands, as the list shows it. */
export type OrderStatus = 'booked' | 'today' | 'completed' | 'cancelled';

/**
 * The order type the timeslot calls take for an order, or null when a courier slot is not
 * ours to move (drive-up storage is visited by the customer, not by a van).
 */
export const TIMESLOT_ORDER_TYPE_OF: Record<OrderType, TimeslotOrderType | null> = {
  BTB: 'BTB',
  BTB_RETURN: 'BTB_RETURN',
  BTB_MATERIALS: 'BTB_MATERIALS',
  COLLECTION: 'COLLECTION',
  MATERIALS: 'BTB_MATERIALS',
  PACKING: 'PACKING',
  SHIPPING: null,
  VSU: null,
  VSU_RETURN: null,
};

export type TimeslotChoice = Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>;

/** What is wrong with the number typed, or null when it can be sent (GOV.UK wording). */
export function ordersPhoneProblem(phone: string): string | null {
  if (phone.trim() === '') return ENTER_PHONE_MESSAGE;
  return phoneProblem(phone);
}

export const ENTER_PHONE_MESSAGE = 'Enter a phone number';

export function hasMoreOrders(context: { page: number; total: number }): boolean {
  return context.page * PAGE_SIZE < context.total;
}

/**
 * The list after a page arrives: page 1 replaces it, a later page is appended. An order
 * already listed (pages shift when a new order is placed in between) is not listed twice.
 */
export function mergeOrdersPage(listed: Order[], page: number, incoming: Order[]): Order[] {
  const shown = visibleOrders(incoming);
  if (page === FIRST_PAGE) return shown;
  const known = new Set(listed.map((order) => order.orderId));
  return [...listed, ...shown.filter((order) => !known.has(order.orderId))];
}
