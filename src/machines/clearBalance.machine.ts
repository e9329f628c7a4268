import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MonthlyBill } from '../domain/agreements';
import { type Card, preferredCardId, usableCards } from '../domain/cards';
import {
  balanceFailureMessage,
  type ClearBalanceProgress,
  PAYMENT_TIMED_OUT_MESSAGE,
  type Payment,
  type StatementEntry,
  type StatementTotals,
} from '../domain/payments';
import { codeOf, messageOf, notProvided } from './actorErrors';
import {
  type PaymentPollingOutput,
  paymentPollingMachine,
  pollingGuards,
} from './paymentPolling.machine';

/**
 * What the payments page shows: the payments, what is owed, the cards to pay it with, the
 * statement of charges and refunds, the monthly bills, and what the statement adds up to.
 */
export interface PaymentsOverview {
  payments: Payment[];
  outstandingBalance: number;
  cards: Card[];
  statement: StatementEntry[];
  /** Every monthly bill with where it stands, newest first. */
  monthlyBills: MonthlyBill[];
  /** What the statement adds up to; null until loaded. */
  totals: StatementTotals | null;
}

export interface ClearBalanceInput {
  customerId: number;
  /** The day the page opened: which cards have expired is judged against it, not the clock. */
  today: Date;
}

export interface ClearBalanceContext extends PaymentsOverview {
  customerId: number;
  today: Date;
  /** The saved card the balance is to be paid with. */
  cardId: number | null;
  /** The balance payment running or last run (the `paymentId` of the progress call). */
  paymentId: number | null;
  /** The last progress answer. */
  progress: ClearBalanceProgress | null;
  /** The customer's answer to the bank's check. */
  approved: boolean;
  /** Time spent waiting between progress calls, towards PROGRESS_POLL_TIMEOUT_MS. */
  waitedMs: number;
  error: string | null;
  /** The code of a failed payment: 34 declined, 29 over the credit limit. */
  errorCode: number | null;
}

export type ClearBalanceEvent =
  | { type: 'clearBalance.cardChosen'; cardId: number }
  | { type: 'clearBalance.pay' }
  /** The customer's answer in the bank's check (3-D Secure). */
  | { type: 'clearBalance.authenticate'; approved: boolean }
  /** Load the page again after a failed load. */
  | { type: 'clearBalance.retry' };

export const PAYMENT_TAKEN_MESSAGE = 'Payment taken';

/**
 * The payments page: the payments and what is owed are loaded (loading), then the
 * outstanding balance is paid with a chosen saved card: a start call (starting), progress
 * polling with a growing wait (polling), the bank's check when it asks (authenticating), and
 * either success (the page is read again and shows nothing owed) or a failure with its reason
 * (34 declined, 29 credit limit), after which the customer can pay again.
 */
export const clearBalanceMachine = setup({
  types: {
    context: {} as ClearBalanceContext,
    events: {} as ClearBalanceEvent,
    input: {} as ClearBalanceInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `GET payments/{customerId}/withPendingPayments` and `GET cards/{customerId}`. */
    loadPayments: fromPromise<PaymentsOverview, { customerId: number }>(async () => {
      throw notProvided('clear balance', 'loadPayments');
    }),
    /** `POST payments/{customerId}/clearBalance/start` with the chosen card. */
    startClearBalance: fromPromise<{ paymentId: number }, { customerId: number; cardId: number }>(
      async () => {
        throw notProvided('clear balance', 'startClearBalance');
      },
    ),
    /**
     * The kit's payment polling, with
     * `GET payments/{customerId}/clearBalance/payment/{paymentId}/progress` as its call.
     */
    paymentPolling: paymentPollingMachine,
    /** Sends the customer's answer to the bank's check (sandbox), or runs Stripe's own. */
    authenticateBalancePayment: fromPromise<void, { clientSecret: string; approved: boolean }>(
      async () => {
        throw notProvided('clear balance', 'authenticateBalancePayment');
      },
    ),
  },
  actions: {
    /** A short confirmation ('Payment taken'). */
    announce: (_, _params: { message: string }) => {},
    assignOverview: assign(({ context }, { overview }: { overview: PaymentsOverview }) => {
      return {
        payments: overview.payments,
        outstandingBalance: overview.outstandingBalance,
        cards: overview.cards,
        statement: overview.statement,
        monthlyBills: overview.monthlyBills,
        totals: overview.totals,
        cardId: preferredCardId(overview.cards, context.cardId, context.today),
      };
    }),
    assignChosenCard: assign({
      cardId: ({ event }) => {
        assertEvent(event, 'clearBalance.cardChosen');
        return event.cardId;
      },
    }),
    /** A new payment: the last one's outcome no longer applies. */
    clearAttempt: assign({ error: null, errorCode: null, progress: null, paymentId: null }),
    /** What the polling ended with: its last answer, and the time it waited. */
    assignPolled: assign(({ context }, { output }: { output: PaymentPollingOutput }) => ({
      progress: (output.progress as ClearBalanceProgress | null) ?? context.progress,
      waitedMs: output.waitedMs,
    })),
    assignDecline: assign((_, { progress }: { progress: ClearBalanceProgress }) => ({
      error: balanceFailureMessage(progress),
      errorCode: progress.errorCode ?? null,
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: messageOf(error),
      errorCode: codeOf(error),
    })),
  },
  guards: {
    canPay: ({ context }) =>
      context.outstandingBalance > 0 &&
      usableCards(context.cards, context.today).some((card) => card.cardId === context.cardId),
    isUsableCard: ({ context, event }) => {
      assertEvent(event, 'clearBalance.cardChosen');
      return usableCards(context.cards, context.today).some((card) => card.cardId === event.cardId);
    },
    ...pollingGuards,
    /** With Stripe, the bank's check runs in Stripe's own window: there is nothing to answer. */
    providerAuthenticates: () => false,
  },
}).createMachine({
  id: 'clearBalance',
  context: ({ input }) => ({
    customerId: input.customerId,
    today: input.today,
    payments: [],
    outstandingBalance: 0,
    cards: [],
    statement: [],
    monthlyBills: [],
    totals: null,
    cardId: null,
    paymentId: null,
    progress: null,
    approved: false,
    waitedMs: 0,
    error: null,
    errorCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPayments',
        src: 'loadPayments',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: {
        'clearBalance.retry': {
          target: 'loading',
          actions: assign({ error: null, errorCode: null }),
        },
      },
    },
    /** The payments are shown; what is owed can be paid. */
    ready: {
      on: {
        'clearBalance.cardChosen': { guard: 'isUsableCard', actions: 'assignChosenCard' },
        'clearBalance.pay': {
          guard: 'canPay',
          target: '#clearBalance.starting',
          actions: 'clearAttempt',
        },
      },
    },
    starting: {
      tags: 'busy',
      entry: assign({ waitedMs: 0 }),
      invoke: {
        id: 'startClearBalance',
        src: 'startClearBalance',
        input: ({ context }) => ({ customerId: context.customerId, cardId: context.cardId ?? 0 }),
        onDone: {
          target: 'polling',
          actions: assign({ paymentId: ({ event }) => event.output.paymentId }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The kit's payment polling asks how the payment is going, waiting longer each time. */
    polling: {
      tags: 'busy',
      invoke: {
        id: 'paymentPolling',
        src: 'paymentPolling',
        input: ({ context }) => ({
          request: { customerId: context.customerId, paymentId: context.paymentId ?? 0 },
          waitedMs: context.waitedMs,
        }),
        onDone: [
          {
            guard: { type: 'pollSucceeded', params: ({ event }) => ({ output: event.output }) },
            target: '#clearBalance.succeeded',
            actions: { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'pollDeclined', params: ({ event }) => ({ output: event.output }) },
            target: '#clearBalance.failed',
            actions: [
              { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
              {
                type: 'assignDecline',
                params: ({ event }) => ({
                  progress: event.output.progress as ClearBalanceProgress,
                }),
              },
            ],
          },
          {
            guard: {
              type: 'pollNeedsAuthentication',
              params: ({ event }) => ({ output: event.output }),
            },
            target: '#clearBalance.authenticating',
            actions: { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
          },
          {
            // No answer in time.
            target: '#clearBalance.failed',
            actions: [
              { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
              assign({ error: PAYMENT_TIMED_OUT_MESSAGE, errorCode: null }),
            ],
          },
        ],
      },
    },
    /** The card needs the customer to confirm with their bank (3-D Secure). */
    authenticating: {
      always: {
        guard: 'providerAuthenticates',
        target: 'confirmingAuthentication',
        actions: assign({ approved: true }),
      },
      on: {
        'clearBalance.authenticate': {
          target: 'confirmingAuthentication',
          actions: assign({ approved: ({ event }) => event.approved }),
        },
      },
    },
    confirmingAuthentication: {
      tags: 'busy',
      invoke: {
        id: 'authenticateBalancePayment',
        src: 'authenticateBalancePayment',
        input: ({ context }) => ({
          clientSecret: context.progress?.clientSecret ?? '',
          approved: context.approved,
        }),
        // Either way the server has the last word on the payment: go on asking it.
        // Asked afresh: the wait before the check must not time the answer out unasked.
        onDone: { target: 'polling', actions: assign({ waitedMs: 0 }) },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Paid: the page is read again, so the balance shows what is owed now (nothing). */
    succeeded: {
      entry: { type: 'announce', params: { message: PAYMENT_TAKEN_MESSAGE } },
      initial: 'refreshing',
      states: {
        refreshing: {
          tags: 'busy',
          invoke: {
            id: 'loadPayments',
            src: 'loadPayments',
            input: ({ context }) => ({ customerId: context.customerId }),
            onDone: {
              target: 'refreshed',
              actions: {
                type: 'assignOverview',
                params: ({ event }) => ({ overview: event.output }),
              },
            },
            // The payment is taken either way; the next visit reads the page again.
            onError: {
              target: 'refreshed',
              actions: assign({ outstandingBalance: 0 }),
            },
          },
        },
        refreshed: {
          on: {
            'clearBalance.cardChosen': { guard: 'isUsableCard', actions: 'assignChosenCard' },
            'clearBalance.pay': {
              guard: 'canPay',
              target: '#clearBalance.starting',
              actions: 'clearAttempt',
            },
          },
        },
      },
    },
    /** Declined, over the credit limit or no answer in time: pay again, with this card or another. */
    failed: {
      tags: 'error',
      on: {
        'clearBalance.cardChosen': { guard: 'isUsableCard', actions: 'assignChosenCard' },
        'clearBalance.pay': {
          guard: 'canPay',
          target: '#clearBalance.starting',
          actions: 'clearAttempt',
        },
      },
    },
  },
});
