import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { BasketValidation } from '../domain/baskets';
import { ErrorCode, FALLBACK_MESSAGE } from '../domain/errors';
import { orderConfirmationPath } from '../domain/landing';
import type { CheckoutProgress } from '../domain/payments';
import { failureMessage, PAYMENT_TIMED_OUT_MESSAGE } from '../domain/payments';
import { codeOf, messageOf, notProvided } from './actorErrors';
import {
  type PaymentPollingOutput,
  paymentPollingMachine,
  pollingGuards,
} from './paymentPolling.machine';

/** A card typed into the sandbox card form; it goes no further than the provider's token call. */
export interface NewCardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** How the customer pays: a saved card, or a new card the card form has collected. */
export type PaymentMethod =
  | { kind: 'savedCard'; cardId: number }
  /** A card Stripe Elements has already turned into a payment method. */
  | { kind: 'newCard'; paymentMethodId: string }
  /** A card from the sandbox form, turned into a payment method while readying the payment. */
  | { kind: 'cardDetails'; card: NewCardDetails }
  /** Nothing to pay (a return with no charges): the order is placed without a card. */
  | { kind: 'free' };

export interface CheckoutContext {
  basketId: number | null;
  method: PaymentMethod | null;
  /** The last answer of the start or progress call. */
  progress: CheckoutProgress | null;
  orderId: number | null;
  /** Time spent waiting between progress calls, towards PROGRESS_POLL_TIMEOUT_MS. */
  waitedMs: number;
  error: string | null;
  /** The quote total the customer saw when they chose to pay: the only amount charged. */
  quotedTotal: number | null;
  /**
   * The basket client state's `priceChangeConfirmed`: after a price change the customer has
   * looked at the new quote and agreed to it (every funnel pays through this machine).
   */
  priceChangeConfirmed: boolean;
}

export interface CheckoutInput {
  /** A checkout that was under way when the page was reloaded: polling picks it up again. */
  pendingBasketId?: number | null;
}

export type CheckoutEvent =
  | { type: 'checkout.pay'; basketId: number; method: PaymentMethod; quotedTotal: number }
  /** The customer has seen the new quote after a price change and agrees to pay it. */
  | { type: 'checkout.priceChangeConfirmed' }
  /** The customer's answer in the card authentication dialog. */
  | { type: 'checkout.authenticate'; approved: boolean }
  /**
   * The checkout step is shown for this basket: is a payment of it waiting for the bank's
   * check (begun on another device, or its record lost in this browser)?
   */
  | { type: 'checkout.inspect'; basketId: number }
  /** Finish the waiting payment: the bank's check, on this device. */
  | { type: 'checkout.finish' }
  /** Give the waiting payment up: cancelled, nothing taken, the basket free again. */
  | { type: 'checkout.abandon' }
  /** Start afresh, for the next order. */
  | { type: 'checkout.reset' };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `GET /basket/{id}/validate`, through the basket actor so a failure is shown. */
    validateBasket: fromPromise<BasketValidation, { basketId: number }>(async () => {
      throw notProvided('checkout', 'validateBasket');
    }),
    /** Readies the card: makes a saved card the one to charge, or confirms a new one. */
    preparePayment: fromPromise<void, { basketId: number; method: PaymentMethod }>(async () => {
      throw notProvided('checkout', 'preparePayment');
    }),
    /** Rejects with `code` PriceChanged when the quoted total is no longer the price. */
    startCheckout: fromPromise<CheckoutProgress, { basketId: number; quotedTotal: number }>(
      async () => {
        throw notProvided('checkout', 'startCheckout');
      },
    ),
    /** The kit's payment polling, with `GET basket/{id}/checkout/progress` as its call. */
    paymentPolling: paymentPollingMachine,
    /** The basket's checkout when one is under way or waiting for the bank; null when none. */
    inspectCheckout: fromPromise<CheckoutProgress | null, { basketId: number }>(async () => {
      throw notProvided('checkout', 'inspectCheckout');
    }),
    /** `POST basket/{id}/checkout/abandon`: the checkout as it then stands. */
    abandonCheckout: fromPromise<CheckoutProgress, { basketId: number }>(async () => {
      throw notProvided('checkout', 'abandonCheckout');
    }),
    /** Sends the customer's answer to the card's authentication step. */
    authenticatePayment: fromPromise<
      void,
      { basketId: number; clientSecret: string | null; approved: boolean }
    >(async () => {
      throw notProvided('checkout', 'authenticatePayment');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    /** Tells the basket its checkout has begun. */
    checkoutStarted: (_, _params: { basketId: number }) => {},
    /** The order exists: the app forgets the basket and the funnel for the next order. */
    orderPlaced: (_, _params: { basketId: number; orderId: number }) => {},
    /** Keeps the basket whose checkout is running, so a reload goes on polling it. */
    persistPending: (_, _params: { basketId: number | null }) => {},
    /** Reads the basket again, so the screen shows its new quote. */
    reloadBasket: () => {},
    choosePayment: assign(({ event }) => {
      assertEvent(event, 'checkout.pay');
      return {
        basketId: event.basketId,
        method: event.method,
        quotedTotal: event.quotedTotal,
        error: null,
      };
    }),
    assignProgress: assign(({ context }, params: { progress: CheckoutProgress }) => ({
      progress: params.progress,
      orderId: params.progress.orderId ?? context.orderId,
    })),
    /** What the polling ended with: its last answer, and the time it waited. */
    assignPolled: assign(({ context }, { output }: { output: PaymentPollingOutput }) => {
      const progress = (output.progress as CheckoutProgress | null) ?? context.progress;
      return {
        progress,
        orderId: progress?.orderId ?? context.orderId,
        waitedMs: output.waitedMs,
      };
    }),
    assignDecline: assign((_, params: { progress: CheckoutProgress }) => ({
      error: failureMessage(params.progress),
    })),
    clearCheckout: assign({
      basketId: null,
      method: null,
      progress: null,
      orderId: null,
      waitedMs: 0,
      error: null,
      quotedTotal: null,
      priceChangeConfirmed: false,
    }),
  },
  guards: {
    isPriceChange: (_, params: { error: unknown }) =>
      codeOf(params.error) === ErrorCode.PriceChanged,
    hasPendingCheckout: ({ context }) => context.basketId !== null,
    isValid: (_, params: { validation: BasketValidation }) => params.validation.valid,
    paymentSucceeded: (_, params: { progress: CheckoutProgress }) =>
      params.progress.status === 'succeeded',
    paymentDeclined: (_, params: { progress: CheckoutProgress }) =>
      params.progress.status === 'failed',
    needsAuthentication: (_, params: { progress: CheckoutProgress }) =>
      params.progress.status === 'requires_action',
    /** What inspecting found: a payment waiting for the bank's check, or one still going. */
    waitsForBank: (_, params: { progress: CheckoutProgress | null }) =>
      params.progress?.status === 'requires_action',
    stillProcessing: (_, params: { progress: CheckoutProgress | null }) =>
      params.progress?.status === 'processing',
    ...pollingGuards,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    basketId: input.pendingBasketId ?? null,
    method: null,
    progress: null,
    orderId: null,
    waitedMs: 0,
    error: null,
    quotedTotal: null,
    priceChangeConfirmed: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasPendingCheckout', target: 'polling' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'checkout.pay': { target: 'validating', actions: 'choosePayment' },
        'checkout.inspect': {
          target: 'inspecting',
          actions: assign({ basketId: ({ event }) => event.basketId }),
        },
      },
    },
    /** Is a payment of this basket under way, or waiting for the bank's check? */
    inspecting: {
      on: { 'checkout.pay': { target: 'validating', actions: 'choosePayment' } },
      invoke: {
        id: 'inspectCheckout',
        src: 'inspectCheckout',
        input: ({ context }) => ({ basketId: context.basketId ?? 0 }),
        onDone: [
          {
            guard: { type: 'waitsForBank', params: ({ event }) => ({ progress: event.output }) },
            target: 'waitingForBank',
            actions: assign({ progress: ({ event }) => event.output }),
          },
          {
            guard: {
              type: 'stillProcessing',
              params: ({ event }) => ({ progress: event.output }),
            },
            target: 'polling',
            actions: assign({ progress: ({ event }) => event.output, waitedMs: 0 }),
          },
          { target: 'idle' },
        ],
        // Nothing to offer then: the customer pays as usual.
        onError: 'idle',
      },
    },
    /**
     * A payment of this basket waits for the bank's check, with no check open here (begun on
     * another device, or this browser lost it): finish it here, or abandon it.
     */
    waitingForBank: {
      on: {
        'checkout.finish': { target: 'authenticating', actions: assign({ error: null }) },
        'checkout.abandon': { target: 'abandoning', actions: assign({ error: null }) },
      },
    },
    abandoning: {
      tags: 'busy',
      invoke: {
        id: 'abandonCheckout',
        src: 'abandonCheckout',
        input: ({ context }) => ({ basketId: context.basketId ?? 0 }),
        onDone: [
          {
            // The bank's yes came first: the order is made after all.
            guard: {
              type: 'paymentSucceeded',
              params: ({ event }) => ({ progress: event.output }),
            },
            target: 'succeeded',
            actions: {
              type: 'assignProgress',
              params: ({ event }) => ({ progress: event.output }),
            },
          },
          {
            // Cancelled: the basket is free again, with its current quote.
            target: 'idle',
            actions: [assign({ progress: null }), 'reloadBasket'],
          },
        ],
        onError: {
          target: 'waitingForBank',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    validating: {
      tags: 'busy',
      invoke: {
        id: 'validateBasket',
        src: 'validateBasket',
        input: ({ context }) => ({ basketId: context.basketId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ validation: event.output }) },
            target: 'preparingPayment',
          },
          {
            // The basket alert shows the server's message; the customer fixes it and pays again.
            target: 'idle',
            actions: assign({ error: ({ event }) => event.output.message ?? FALLBACK_MESSAGE }),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    preparingPayment: {
      tags: 'busy',
      invoke: {
        id: 'preparePayment',
        src: 'preparePayment',
        input: ({ context }) => {
          if (!context.method) throw new Error('No way to pay was chosen');
          return { basketId: context.basketId ?? 0, method: context.method };
        },
        // Card details are needed only to ready the payment; they are not kept.
        onDone: { target: 'starting', actions: assign({ method: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error), method: null }),
        },
      },
    },
    starting: {
      tags: 'busy',
      entry: [
        assign({ waitedMs: 0, progress: null }),
        { type: 'checkoutStarted', params: ({ context }) => ({ basketId: context.basketId ?? 0 }) },
        { type: 'persistPending', params: ({ context }) => ({ basketId: context.basketId }) },
      ],
      invoke: {
        id: 'startCheckout',
        src: 'startCheckout',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          quotedTotal: context.quotedTotal ?? 0,
        }),
        onDone: [
          {
            guard: {
              type: 'paymentSucceeded',
              params: ({ event }) => ({ progress: event.output }),
            },
            target: '#checkout.succeeded',
            actions: {
              type: 'assignProgress',
              params: ({ event }) => ({ progress: event.output }),
            },
          },
          {
            guard: { type: 'paymentDeclined', params: ({ event }) => ({ progress: event.output }) },
            target: '#checkout.failed',
            actions: [
              { type: 'assignProgress', params: ({ event }) => ({ progress: event.output }) },
              { type: 'assignDecline', params: ({ event }) => ({ progress: event.output }) },
            ],
          },
          {
            guard: {
              type: 'needsAuthentication',
              params: ({ event }) => ({ progress: event.output }),
            },
            target: '#checkout.authenticating',
            actions: {
              type: 'assignProgress',
              params: ({ event }) => ({ progress: event.output }),
            },
          },
          {
            target: '#checkout.polling',
            actions: {
              type: 'assignProgress',
              params: ({ event }) => ({ progress: event.output }),
            },
          },
        ],
        onError: [
          {
            guard: { type: 'isPriceChange', params: ({ event }) => ({ error: event.error }) },
            target: 'priceChanged',
            actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'reloadBasket'],
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    /**
     * Nothing was charged: the price moved since the customer saw it (a catalogue change, a
     * promotion that ended). The new quote is on screen; they pay only after agreeing to it.
     */
    priceChanged: {
      tags: 'error',
      entry: [
        { type: 'persistPending', params: { basketId: null } },
        assign({ priceChangeConfirmed: false }),
      ],
      on: {
        'checkout.priceChangeConfirmed': {
          target: 'idle',
          actions: assign({ priceChangeConfirmed: true, error: null }),
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
          request: { basketId: context.basketId ?? 0 },
          waitedMs: context.waitedMs,
        }),
        onDone: [
          {
            guard: { type: 'pollSucceeded', params: ({ event }) => ({ output: event.output }) },
            target: 'succeeded',
            actions: { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'pollDeclined', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: [
              { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
              {
                type: 'assignDecline',
                params: ({ event }) => ({ progress: event.output.progress as CheckoutProgress }),
              },
            ],
          },
          {
            guard: {
              type: 'pollNeedsAuthentication',
              params: ({ event }) => ({ output: event.output }),
            },
            target: 'authenticating',
            actions: { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
          },
          {
            // No answer in time.
            target: 'failed',
            actions: [
              { type: 'assignPolled', params: ({ event }) => ({ output: event.output }) },
              assign({ error: PAYMENT_TIMED_OUT_MESSAGE }),
            ],
          },
        ],
      },
    },
    /** The card needs the customer to confirm with their bank (3-D Secure). */
    authenticating: {
      on: { 'checkout.authenticate': 'confirmingAuthentication' },
    },
    confirmingAuthentication: {
      tags: 'busy',
      invoke: {
        id: 'authenticatePayment',
        src: 'authenticatePayment',
        input: ({ context, event }) => {
          assertEvent(event, 'checkout.authenticate');
          return {
            basketId: context.basketId ?? 0,
            clientSecret: context.progress?.clientSecret ?? null,
            approved: event.approved,
          };
        },
        // Either way the server has the last word on the payment: go on asking it.
        // Asked afresh: the wait before the check must not time the answer out unasked.
        onDone: { target: 'polling', actions: assign({ waitedMs: 0 }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    succeeded: {
      entry: [
        { type: 'persistPending', params: { basketId: null } },
        {
          type: 'orderPlaced',
          params: ({ context }) => ({
            basketId: context.basketId ?? 0,
            orderId: context.orderId ?? 0,
          }),
        },
        {
          type: 'navigate',
          params: ({ context }) => ({ to: orderConfirmationPath(context.orderId) }),
        },
      ],
      on: {
        // The next order in the same visit pays for its own basket.
        'checkout.pay': { target: 'validating', actions: ['clearCheckout', 'choosePayment'] },
        'checkout.reset': { target: 'idle', actions: 'clearCheckout' },
      },
    },
    /** Declined or timed out: the basket is kept; pay again, with this card or another. */
    failed: {
      tags: 'error',
      entry: { type: 'persistPending', params: { basketId: null } },
      on: {
        'checkout.pay': { target: 'validating', actions: 'choosePayment' },
        'checkout.reset': { target: 'idle', actions: 'clearCheckout' },
      },
    },
  },
});
