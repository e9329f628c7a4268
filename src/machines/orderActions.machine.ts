import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ERROR_MESSAGES, ErrorCode } from '../domain/errors';
import {
  type Feedback,
  type FeedbackValues,
  feedbackProblems,
  isFeedbackGiven,
} from '../domain/feedback';
import type { InvoiceData, Order } from '../domain/orders';
import {
  canChangeTime,
  isBookedSlot,
  type OrderStatus,
  orderStatus,
  rescheduledMessage,
  TIMESLOT_ORDER_TYPE_OF,
  type TimeslotChoice,
} from '../domain/orders';
import { sameTimeslot, type Timeslot, type TimeslotOrderType } from '../domain/timeslots';
import { codeOf, messageOf, notProvided } from './actorErrors';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  booked: 'Booked',
  today: 'Happening today',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const NO_LABELS_MESSAGE = 'No labels for this order';
export const CHOOSE_SLOT_MESSAGE = 'Select a new date and time';

export const FEEDBACK_ALREADY_GIVEN_MESSAGE =
  ERROR_MESSAGES[ErrorCode.FeedbackAlreadySubmitted] ?? 'Feedback already submitted for this order';

export interface OrderActionsContext {
  order: Order;
  /** 'yyyy-MM-dd': the day the page was opened, for the order's status. */
  today: string;
  /** The invoice once loaded; opening it again shows the same one. */
  invoice: InvoiceData | null;
  /** The first day a courier can come for the moved order, and the slots from then. */
  firstAvailableDate: string | null;
  timeslots: Timeslot[];
  selectedSlot: TimeslotChoice | null;
  /** The customer's feedback on the order, once asked for. */
  feedback: Feedback | null;
  /** Problems with what was typed or chosen in the open form, by field. */
  fieldErrors: Partial<Record<'slot' | keyof FeedbackValues, string>>;
  /** A failed call, shown in a red alert (in the open dialog, or on the card). */
  error: string | null;
  /** News that is not an error ('No labels for this order', the new time). */
  notice: string | null;
}

export interface OrderActionsInput {
  order: Order;
  today: string;
}

export type OrderActionsEvent =
  | { type: 'orderActions.downloadLabels' }
  | { type: 'orderActions.openInvoice' }
  | { type: 'orderActions.print' }
  | { type: 'orderActions.cancel' }
  | { type: 'orderActions.confirmCancel' }
  | { type: 'orderActions.changeTime' }
  | { type: 'orderActions.chooseSlot'; slot: TimeslotChoice }
  | { type: 'orderActions.saveTimeslot' }
  | { type: 'orderActions.giveFeedback' }
  | { type: 'orderActions.sendFeedback'; values: FeedbackValues }
  | { type: 'orderActions.retry' }
  | { type: 'orderActions.close' }
  | { type: 'orderActions.errorDismissed' }
  | { type: 'orderActions.noticeDismissed' };

export interface LoadTimeslotsInput {
  basketId: number;
  orderType: TimeslotOrderType;
}

export interface OrderTimeslots {
  firstAvailableDate: string;
  timeslots: Timeslot[];
}

const ALREADY_GIVEN_CODES: readonly number[] = [
  ErrorCode.FeedbackAlreadySubmitted,
  ErrorCode.FeedbackAlreadySubmittedForOrder,
];

const closed = {
  fieldErrors: {},
  error: null,
} as const;

/**
 * What a customer can do with one order on the Orders page: download its box labels, open its
 * invoice (and print it), cancel it (after confirming), move it to another courier slot, and
 * rate a completed order. Each flow with a dialog is a state; closing it returns to idle.
 */
export const orderActionsMachine = setup({
  types: {
    context: {} as OrderActionsContext,
    events: {} as OrderActionsEvent,
    input: {} as OrderActionsInput,
    tags: {} as 'busy' | 'downloading',
  },
  actors: {
    /** `GET /order/{id}/boxLabels`: the PDF, or null when the order has no boxes (404). */
    fetchLabels: fromPromise<Blob | null, { orderId: number }>(async () => {
      throw notProvided('order actions', 'fetchLabels');
    }),
    /** `GET /order/{id}/invoiceData`. */
    loadInvoice: fromPromise<InvoiceData, { orderId: number }>(async () => {
      throw notProvided('order actions', 'loadInvoice');
    }),
    /** `PUT /order/{id}/cancel`: the order as cancelled, with its refund. */
    cancelOrder: fromPromise<Order, { orderId: number }>(async () => {
      throw notProvided('order actions', 'cancelOrder');
    }),
    /** The editbasket first available date, then the slots from that day. */
    loadTimeslots: fromPromise<OrderTimeslots, LoadTimeslotsInput>(async () => {
      throw notProvided('order actions', 'loadTimeslots');
    }),
    /** `PUT /order/{id}/timeslot`. */
    changeTimeslot: fromPromise<Order, { orderId: number; slot: TimeslotChoice }>(async () => {
      throw notProvided('order actions', 'changeTimeslot');
    }),
    /** `GET /customer/feedback/service/{orderId}`. */
    loadFeedback: fromPromise<Feedback, { orderId: number }>(async () => {
      throw notProvided('order actions', 'loadFeedback');
    }),
    /** `POST /customer/feedback/service/{orderId}`. */
    submitFeedback: fromPromise<Feedback, { orderId: number; rating: number; comment: string }>(
      async () => {
        throw notProvided('order actions', 'submitFeedback');
      },
    ),
  },
  actions: {
    /** Hands the labels PDF to the browser as `order-<id>-labels.pdf`. */
    saveLabels: (_, _params: { orderId: number; labels: Blob }) => {},
    /** Opens the browser's print dialog; print styles leave only the invoice. */
    printInvoice: () => {},
    /** The list follows and the customer is told ('Order cancelled'). */
    orderCancelled: (_, _params: { order: Order }) => {},
    /** The list follows the order's new service day. */
    orderRescheduled: (_, _params: { order: Order }) => {},
    /** The card shows the rating given in place of 'Give feedback'. */
    recordRating: assign({
      order: ({ context }, params: { feedback: Feedback }) => ({
        ...context.order,
        feedbackRating: params.feedback.rating,
      }),
    }),
  },
  guards: {
    isCancellable: ({ context }) => context.order.isOrderCancellable,
    canChangeTime: ({ context }) => canChangeTime(context.order),
    isCompleted: ({ context }) => orderStatus(context.order, context.today) === 'completed',
    hasInvoice: ({ context }) => context.invoice !== null,
    isFeedbackKnownGiven: ({ context }) =>
      context.feedback !== null && isFeedbackGiven(context.feedback),
    hasNoLabels: (_, { labels }: { labels: Blob | null }) => labels === null,
    isOfferedSlot: ({ context, event }) => {
      assertEvent(event, 'orderActions.chooseSlot');
      if (isBookedSlot(context.order, event.slot)) return false;
      return context.timeslots.some((slot) => slot.available && sameTimeslot(slot, event.slot));
    },
    isFeedbackGiven: (_, { feedback }: { feedback: Feedback }) => isFeedbackGiven(feedback),
    isFeedbackValid: ({ event }) => {
      assertEvent(event, 'orderActions.sendFeedback');
      return Object.keys(feedbackProblems(event.values)).length === 0;
    },
    wasAlreadyGiven: (_, { error }: { error: unknown }) =>
      ALREADY_GIVEN_CODES.includes(codeOf(error) ?? -1),
  },
}).createMachine({
  id: 'orderActions',
  context: ({ input }) => ({
    order: input.order,
    today: input.today,
    invoice: null,
    firstAvailableDate: null,
    timeslots: [],
    selectedSlot: null,
    feedback: null,
    fieldErrors: {},
    error: null,
    notice: null,
  }),
  initial: 'idle',
  on: {
    'orderActions.errorDismissed': { actions: assign({ error: null }) },
    'orderActions.noticeDismissed': { actions: assign({ notice: null }) },
  },
  states: {
    idle: {
      on: {
        'orderActions.downloadLabels': {
          target: 'downloadingLabels',
          actions: assign({ error: null, notice: null }),
        },
        'orderActions.openInvoice': [
          { guard: 'hasInvoice', target: 'invoice.showing', actions: assign(closed) },
          { target: 'invoice', actions: assign(closed) },
        ],
        'orderActions.cancel': {
          guard: 'isCancellable',
          target: 'cancel',
          actions: assign({ ...closed, notice: null }),
        },
        'orderActions.changeTime': {
          guard: 'canChangeTime',
          target: 'changeTime',
          actions: assign({ ...closed, notice: null, selectedSlot: null }),
        },
        'orderActions.giveFeedback': [
          { guard: 'isFeedbackKnownGiven', target: 'feedback.given', actions: assign(closed) },
          { guard: 'isCompleted', target: 'feedback', actions: assign(closed) },
        ],
      },
    },
    downloadingLabels: {
      tags: 'downloading',
      invoke: {
        id: 'fetchLabels',
        src: 'fetchLabels',
        input: ({ context }) => ({ orderId: context.order.orderId }),
        onDone: [
          {
            guard: { type: 'hasNoLabels', params: ({ event }) => ({ labels: event.output }) },
            target: 'idle',
            actions: assign({ notice: NO_LABELS_MESSAGE }),
          },
          {
            target: 'idle',
            actions: {
              type: 'saveLabels',
              params: ({ context, event }) => ({
                orderId: context.order.orderId,
                labels: event.output as Blob,
              }),
            },
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** The invoice dialog: loaded once, then shown (and printed) as often as asked. */
    invoice: {
      initial: 'loading',
      on: { 'orderActions.close': { target: 'idle', actions: assign(closed) } },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadInvoice',
            src: 'loadInvoice',
            input: ({ context }) => ({ orderId: context.order.orderId }),
            onDone: {
              target: 'showing',
              actions: assign({ invoice: ({ event }) => event.output }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: {
          on: { 'orderActions.retry': { target: 'loading', actions: assign({ error: null }) } },
        },
        showing: {
          on: { 'orderActions.print': { actions: 'printInvoice' } },
        },
      },
    },
    /** 'Cancel this order?': nothing is cancelled until the customer confirms. */
    cancel: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'orderActions.confirmCancel': {
              target: 'cancelling',
              actions: assign({ error: null }),
            },
            'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) },
          },
        },
        cancelling: {
          tags: 'busy',
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ orderId: context.order.orderId }),
            onDone: {
              target: '#orderActions.idle',
              actions: [
                assign({ order: ({ event }) => event.output }),
                { type: 'orderCancelled', params: ({ context }) => ({ order: context.order }) },
              ],
            },
            onError: {
              // The dialog stays open with the reason; the order is as it was.
              target: 'confirming',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
    /** Moving the order to another courier slot, offered from the first available day. */
    changeTime: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadTimeslots',
            src: 'loadTimeslots',
            // The canChangeTime guard let in only orders with a basket and a courier type.
            input: ({ context }) => ({
              basketId: context.order.basketId ?? 0,
              orderType: TIMESLOT_ORDER_TYPE_OF[context.order.orderType] ?? 'BTB',
            }),
            onDone: {
              target: 'choosing',
              actions: assign({
                firstAvailableDate: ({ event }) => event.output.firstAvailableDate,
                timeslots: ({ event }) => event.output.timeslots,
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: {
          on: {
            'orderActions.retry': { target: 'loading', actions: assign({ error: null }) },
            'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) },
          },
        },
        choosing: {
          on: {
            'orderActions.chooseSlot': {
              guard: 'isOfferedSlot',
              target: 'chosen',
              actions: assign({ selectedSlot: ({ event }) => event.slot, fieldErrors: {} }),
            },
            'orderActions.saveTimeslot': {
              actions: assign({ fieldErrors: { slot: CHOOSE_SLOT_MESSAGE }, error: null }),
            },
            'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) },
          },
        },
        /** A new slot is chosen and can be saved (or another chosen). */
        chosen: {
          on: {
            'orderActions.chooseSlot': {
              guard: 'isOfferedSlot',
              actions: assign({ selectedSlot: ({ event }) => event.slot }),
            },
            'orderActions.saveTimeslot': { target: 'saving', actions: assign(closed) },
            'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'changeTimeslot',
            src: 'changeTimeslot',
            input: ({ context }) => ({
              orderId: context.order.orderId,
              slot: context.selectedSlot as TimeslotChoice,
            }),
            onDone: {
              target: '#orderActions.idle',
              actions: [
                assign(({ context, event }) => ({
                  order: event.output,
                  notice: rescheduledMessage(context.selectedSlot as TimeslotChoice),
                })),
                { type: 'orderRescheduled', params: ({ context }) => ({ order: context.order }) },
              ],
            },
            onError: {
              // Back to the picker with the choice kept and the reason above it.
              target: 'chosen',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
    /** Rating a completed order's service, once. */
    feedback: {
      initial: 'checking',
      states: {
        checking: {
          tags: 'busy',
          invoke: {
            id: 'loadFeedback',
            src: 'loadFeedback',
            input: ({ context }) => ({ orderId: context.order.orderId }),
            onDone: [
              {
                guard: {
                  type: 'isFeedbackGiven',
                  params: ({ event }) => ({ feedback: event.output }),
                },
                target: 'given',
                actions: [
                  assign({ feedback: ({ event }) => event.output }),
                  { type: 'recordRating', params: ({ event }) => ({ feedback: event.output }) },
                ],
              },
              { target: 'giving', actions: assign({ feedback: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: {
          on: {
            'orderActions.retry': { target: 'checking', actions: assign({ error: null }) },
            'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) },
          },
        },
        giving: {
          on: {
            'orderActions.sendFeedback': [
              { guard: 'isFeedbackValid', target: 'sending', actions: assign(closed) },
              {
                actions: assign({
                  fieldErrors: ({ event }) => feedbackProblems(event.values),
                  error: null,
                }),
              },
            ],
            'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) },
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'submitFeedback',
            src: 'submitFeedback',
            input: ({ context, event }) => {
              assertEvent(event, 'orderActions.sendFeedback');
              return {
                orderId: context.order.orderId,
                // The guard let through only a chosen rating.
                rating: event.values.rating as number,
                comment: event.values.comment.trim(),
              };
            },
            onDone: {
              target: 'sent',
              actions: [
                assign({ feedback: ({ event }) => event.output }),
                { type: 'recordRating', params: ({ event }) => ({ feedback: event.output }) },
              ],
            },
            onError: [
              // Given meanwhile (another tab, or a double submit): fetch it and say so.
              {
                guard: { type: 'wasAlreadyGiven', params: ({ event }) => ({ error: event.error }) },
                target: 'checking',
              },
              {
                target: 'giving',
                actions: assign({ error: ({ event }) => messageOf(event.error) }),
              },
            ],
          },
        },
        sent: {
          on: { 'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) } },
        },
        given: {
          on: { 'orderActions.close': { target: '#orderActions.idle', actions: assign(closed) } },
        },
      },
    },
  },
});
