import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PaymentAlerts, WaitingPayment } from '../domain/dunning';
import {
  PAYMENT_TIMED_OUT_MESSAGE,
  PROGRESS_POLL_TIMEOUT_MS,
  type ProgressStatus,
  pollDelayMs,
} from '../domain/payments';
import { messageOf, notProvided } from './actorErrors';

/** Where a waiting payment stands, from its progress call (checkout or balance). */
export interface WaitingProgress {
  status: ProgressStatus;
  /** The order a finished checkout made. */
  orderId: number | null;
  /** Why it failed, as the server words it. */
  message: string | null;
}

export interface PaymentAlertsInput {
  customerId: number;
}

export interface PaymentAlertsContext {
  customerId: number;
  /** The last answer: unpaid monthly bills, a payment waiting for the bank. */
  alerts: PaymentAlerts | null;
  /** The waiting payment being finished or abandoned. */
  payment: WaitingPayment | null;
  /** The customer's answer to the bank's check. */
  approved: boolean;
  /** Progress calls made since the bank's answer; sets the next wait (back-off). */
  attempt: number;
  /** Time spent waiting between progress calls, towards PROGRESS_POLL_TIMEOUT_MS. */
  waitedMs: number;
  /** What went wrong finishing or abandoning it, for the banner. */
  error: string | null;
}

export type PaymentAlertsEvent =
  /** Read the alerts again (another page, a balance paid). */
  | { type: 'alerts.refresh' }
  /** Finish the waiting payment: the bank's check, on this device. */
  | { type: 'alerts.finish' }
  /** The customer's answer in the bank's check (the sandbox's dialog). */
  | { type: 'alerts.authenticate'; approved: boolean }
  /** Give the waiting payment up: nothing is taken. */
  | { type: 'alerts.abandon' }
  /** The back-off timer says the next progress call is due. */
  | { type: 'poll.tick' };

export const PAYMENT_ABANDONED_MESSAGE = 'Payment abandoned: nothing was taken';
export const WAITING_PAYMENT_TAKEN_MESSAGE = 'Payment taken';

/**
 * The account banner (docs/decisions.md, "Dunning"): the customer's unpaid monthly bills and
 * a payment left waiting for their bank's check, read when an account page opens (loading).
 * The waiting payment can be finished from here, on any device (finishing: the bank's check,
 * then its progress until it settles), or abandoned (abandoning); either way the alerts are
 * read again. A finished checkout goes to its order's confirmation.
 */
export const paymentAlertsMachine = setup({
  types: {
    context: {} as PaymentAlertsContext,
    events: {} as PaymentAlertsEvent,
    input: {} as PaymentAlertsInput,
    tags: {} as 'busy',
  },
  actors: {
    /** `GET payments/{customerId}/alerts`. */
    loadAlerts: fromPromise<PaymentAlerts, { customerId: number }>(async () => {
      throw notProvided('payment alerts', 'loadAlerts');
    }),
    /** Sends the customer's answer to the bank's check (sandbox), or runs Stripe's own. */
    authenticatePayment: fromPromise<void, { clientSecret: string; approved: boolean }>(
      async () => {
        throw notProvided('payment alerts', 'authenticatePayment');
      },
    ),
    /** The checkout's or the balance payment's progress call. */
    fetchWaitingProgress: fromPromise<
      WaitingProgress,
      { customerId: number; payment: WaitingPayment }
    >(async () => {
      throw notProvided('payment alerts', 'fetchWaitingProgress');
    }),
    /** `POST basket/{id}/checkout/abandon` or the balance payment's abandon. */
    abandonPayment: fromPromise<WaitingProgress, { customerId: number; payment: WaitingPayment }>(
      async () => {
        throw notProvided('payment alerts', 'abandonPayment');
      },
    ),
    /** Sends `poll.tick` once the wait is over; clears its timer if the state is left first. */
    progressTimer: fromCallback<PaymentAlertsEvent, { delayMs: number }>(({ sendBack, input }) => {
      const timer = setTimeout(() => sendBack({ type: 'poll.tick' }), input.delayMs);
      return () => clearTimeout(timer);
    }),
  },
  actions: {
    /** A short confirmation ('Payment taken', 'Payment abandoned'). */
    announce: (_, _params: { message: string }) => {},
    /** A finished checkout made its order: the app shows its confirmation. */
    orderPlaced: (_, _params: { orderId: number }) => {},
    takeWaitingPayment: assign(({ context }) => ({
      payment: context.alerts?.waitingPayment ?? null,
      error: null,
      attempt: 0,
      waitedMs: 0,
    })),
    assignProgressFailure: assign((_, { progress }: { progress: WaitingProgress }) => ({
      error: progress.message ?? 'The payment was not taken',
    })),
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
  },
  guards: {
    hasWaitingPayment: ({ context }) => (context.alerts?.waitingPayment ?? null) !== null,
    /** With Stripe, the bank's check runs in Stripe's own window: there is nothing to answer. */
    providerAuthenticates: () => false,
    madeOrder: (_, { progress }: { progress: WaitingProgress }) =>
      progress.status === 'succeeded' && progress.orderId !== null,
    succeeded: (_, { progress }: { progress: WaitingProgress }) => progress.status === 'succeeded',
    failed: (_, { progress }: { progress: WaitingProgress }) => progress.status === 'failed',
    stillProcessing: (_, { progress }: { progress: WaitingProgress }) =>
      progress.status === 'processing',
    pollTimedOut: ({ context }) => context.waitedMs >= PROGRESS_POLL_TIMEOUT_MS,
  },
}).createMachine({
  id: 'paymentAlerts',
  context: ({ input }) => ({
    customerId: input.customerId,
    alerts: null,
    payment: null,
    approved: false,
    attempt: 0,
    waitedMs: 0,
    error: null,
  }),
  initial: 'loading',
  states: {
    /** The alerts are read; what was shown stays on screen meanwhile. */
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAlerts',
        src: 'loadAlerts',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'ready',
          actions: assign({ alerts: ({ event }) => event.output, payment: null }),
        },
        // The banner is a reminder: a failed read shows nothing, and the next page asks again.
        onError: { target: 'unavailable', actions: assign({ alerts: null, payment: null }) },
      },
    },
    unavailable: {
      on: { 'alerts.refresh': 'loading' },
    },
    /** The banner shows what is owed and what waits, if anything. */
    ready: {
      on: {
        'alerts.refresh': { target: 'loading', actions: assign({ error: null }) },
        'alerts.finish': {
          guard: 'hasWaitingPayment',
          target: 'finishing',
          actions: 'takeWaitingPayment',
        },
        'alerts.abandon': {
          guard: 'hasWaitingPayment',
          target: 'abandoning',
          actions: 'takeWaitingPayment',
        },
      },
    },
    /** The waiting payment is finished on this device: the bank's check, then its outcome. */
    finishing: {
      initial: 'asking',
      states: {
        /** The sandbox's dialog is open (with Stripe, its own window opens instead). */
        asking: {
          always: {
            guard: 'providerAuthenticates',
            target: 'confirming',
            actions: assign({ approved: true }),
          },
          on: {
            'alerts.authenticate': {
              target: 'confirming',
              actions: assign({ approved: ({ event }) => event.approved }),
            },
          },
        },
        confirming: {
          tags: 'busy',
          invoke: {
            id: 'authenticatePayment',
            src: 'authenticatePayment',
            input: ({ context }) => ({
              clientSecret: context.payment?.clientSecret ?? '',
              approved: context.approved,
            }),
            // Either way the server has the last word on the payment: ask it.
            onDone: 'checking',
            onError: {
              target: '#paymentAlerts.loading',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checking: {
          tags: 'busy',
          invoke: {
            id: 'fetchWaitingProgress',
            src: 'fetchWaitingProgress',
            input: ({ context }) => ({
              customerId: context.customerId,
              payment: context.payment as WaitingPayment,
            }),
            onDone: [
              {
                guard: { type: 'madeOrder', params: ({ event }) => ({ progress: event.output }) },
                target: '#paymentAlerts.loading',
                actions: {
                  type: 'orderPlaced',
                  params: ({ event }) => ({ orderId: event.output.orderId ?? 0 }),
                },
              },
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ progress: event.output }) },
                target: '#paymentAlerts.loading',
                actions: {
                  type: 'announce',
                  params: { message: WAITING_PAYMENT_TAKEN_MESSAGE },
                },
              },
              {
                guard: { type: 'failed', params: ({ event }) => ({ progress: event.output }) },
                target: '#paymentAlerts.loading',
                actions: {
                  type: 'assignProgressFailure',
                  params: ({ event }) => ({ progress: event.output }),
                },
              },
              {
                guard: {
                  type: 'stillProcessing',
                  params: ({ event }) => ({ progress: event.output }),
                },
                target: 'waiting',
              },
              // Still waiting for the bank (a check left unanswered): the banner offers it again.
              { target: '#paymentAlerts.loading' },
            ],
            // A blip on the way must not lose a payment that may have gone through: ask again.
            onError: 'waiting',
          },
        },
        /** Asks again, waiting longer each time: 1 s, 2 s, 4 s, then 5 s. */
        waiting: {
          tags: 'busy',
          always: {
            guard: 'pollTimedOut',
            target: '#paymentAlerts.loading',
            actions: assign({ error: PAYMENT_TIMED_OUT_MESSAGE }),
          },
          invoke: {
            id: 'progressTimer',
            src: 'progressTimer',
            input: ({ context }) => ({ delayMs: pollDelayMs(context.attempt) }),
          },
          on: {
            'poll.tick': {
              target: 'checking',
              actions: assign({
                waitedMs: ({ context }) => context.waitedMs + pollDelayMs(context.attempt),
                attempt: ({ context }) => context.attempt + 1,
              }),
            },
          },
        },
      },
    },
    /** The customer gives the payment up: cancelled at the provider, nothing taken. */
    abandoning: {
      tags: 'busy',
      invoke: {
        id: 'abandonPayment',
        src: 'abandonPayment',
        input: ({ context }) => ({
          customerId: context.customerId,
          payment: context.payment as WaitingPayment,
        }),
        onDone: [
          {
            // The bank's yes came first: the order is made after all.
            guard: { type: 'madeOrder', params: ({ event }) => ({ progress: event.output }) },
            target: 'loading',
            actions: {
              type: 'orderPlaced',
              params: ({ event }) => ({ orderId: event.output.orderId ?? 0 }),
            },
          },
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ progress: event.output }) },
            target: 'loading',
            actions: { type: 'announce', params: { message: WAITING_PAYMENT_TAKEN_MESSAGE } },
          },
          {
            target: 'loading',
            actions: { type: 'announce', params: { message: PAYMENT_ABANDONED_MESSAGE } },
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
