import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Card, SetupIntent, SetupIntentResult } from '../domain/cards';
import { messageOf, notProvided } from './actorErrors';
import type { NewCardDetails } from './checkout.machine';
import {
  type PaymentPollingOutput,
  paymentPollingMachine,
  pollingGuards,
} from './paymentPolling.machine';

/** The card to save: typed into the sandbox form, or already a Stripe payment method. */
export type NewCard =
  | { kind: 'cardDetails'; card: NewCardDetails }
  | { kind: 'paymentMethod'; paymentMethodId: string; name: string };

export interface SetupIntentContext {
  customerId: number;
  setupIntentId: string | null;
  /** From the addCard call: Stripe Elements confirms with it, the bank's check answers it. */
  clientSecret: string | null;
  /** Needed only until the provider has it; not kept after confirming. */
  card: NewCard | null;
  /** The name on the card, kept so a second try does not ask for it again. */
  name: string;
  /** The customer's answer to the bank's check. */
  approved: boolean;
  /** The card as saved, once the provider says it is set up. */
  savedCard: Card | null;
  /** Time spent waiting between progress calls, towards PROGRESS_POLL_TIMEOUT_MS. */
  waitedMs: number;
  error: string | null;
  /** Failed tries so far; the card form starts afresh (name kept) after each. */
  failures: number;
}

export type SetupIntentEvent =
  | { type: 'setupIntent.submit'; card: NewCard }
  /** The customer's answer in the bank's check (3-D Secure). */
  | { type: 'setupIntent.authenticate'; approved: boolean };

export interface SetupIntentInput {
  customerId: number;
}

export interface ConfirmSetupInput {
  setupIntentId: string;
  clientSecret: string;
  card: NewCard;
}

export const CARD_NOT_SAVED_MESSAGE =
  'Your card could not be saved. Check the details, or try another card.';

/** Polling gave up; the card may still be confirmed later, so nothing is charged or lost. */
export const SETUP_TIMED_OUT_MESSAGE =
  'We could not confirm your card with your bank in time. Please try again.';

function nameOf(card: NewCard): string {
  return card.kind === 'cardDetails' ? card.card.name : card.name;
}

/**
 * Adding a card: a setup intent is made (creating), the card form's card is confirmed against
 * it (confirming), then the provider is asked how it went with a growing wait (polling). The
 * bank may want the customer to confirm (authenticating). It ends with the saved card
 * (succeeded, final) or a reason (failed), after which the customer can try again.
 */
export const setupIntentMachine = setup({
  types: {
    context: {} as SetupIntentContext,
    events: {} as SetupIntentEvent,
    input: {} as SetupIntentInput,
    output: {} as Card | null,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `POST setupIntent/addCard/{customerId}`. */
    createSetupIntent: fromPromise<SetupIntent, { customerId: number }>(async () => {
      throw notProvided('setup intent', 'createSetupIntent');
    }),
    /** Hands the card to the provider: the sandbox's confirm call, or Stripe's confirmCardSetup. */
    confirmSetup: fromPromise<void, ConfirmSetupInput>(async () => {
      throw notProvided('setup intent', 'confirmSetup');
    }),
    /**
     * The kit's payment polling, with `POST setupIntent/{id}` as its call (it saves the card
     * the first time it reads "succeeded").
     */
    paymentPolling: paymentPollingMachine,
    /** Sends the customer's answer to the bank's check (sandbox), or runs Stripe's own. */
    authenticateSetup: fromPromise<void, { clientSecret: string; approved: boolean }>(async () => {
      throw notProvided('setup intent', 'authenticateSetup');
    }),
  },
  actions: {
    assignSavedCard: assign((_, { output }: { output: PaymentPollingOutput }) => ({
      savedCard: (output.progress as SetupIntentResult).card,
      waitedMs: output.waitedMs,
    })),
    assignRefusal: assign((_, { output }: { output: PaymentPollingOutput }) => ({
      error: (output.progress as SetupIntentResult).message ?? CARD_NOT_SAVED_MESSAGE,
      waitedMs: output.waitedMs,
    })),
    assignSubmission: assign({
      card: ({ event }) => {
        assertEvent(event, 'setupIntent.submit');
        return event.card;
      },
      name: ({ event }) => {
        assertEvent(event, 'setupIntent.submit');
        return nameOf(event.card);
      },
      setupIntentId: null,
      clientSecret: null,
      error: null,
    }),
  },
  guards: {
    ...pollingGuards,
    /** With Stripe, the bank's check runs in Stripe's own window: there is nothing to answer. */
    providerAuthenticates: () => false,
  },
}).createMachine({
  id: 'setupIntent',
  context: ({ input }) => ({
    customerId: input.customerId,
    setupIntentId: null,
    clientSecret: null,
    card: null,
    name: '',
    approved: false,
    savedCard: null,
    waitedMs: 0,
    error: null,
    failures: 0,
  }),
  initial: 'editing',
  output: ({ context }) => context.savedCard,
  states: {
    /** The card form is open and empty. */
    editing: {
      on: { 'setupIntent.submit': { target: 'creating', actions: 'assignSubmission' } },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createSetupIntent',
        src: 'createSetupIntent',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'confirming',
          actions: assign({
            setupIntentId: ({ event }) => event.output.setupIntentId,
            clientSecret: ({ event }) => event.output.clientSecret,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error), card: null }),
        },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmSetup',
        src: 'confirmSetup',
        input: ({ context }) => {
          if (!context.card || !context.setupIntentId || !context.clientSecret) {
            throw new Error('There is no card to confirm');
          }
          return {
            setupIntentId: context.setupIntentId,
            clientSecret: context.clientSecret,
            card: context.card,
          };
        },
        onDone: {
          target: 'polling',
          actions: assign({ card: null, waitedMs: 0 }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error), card: null }),
        },
      },
    },
    /** The kit's payment polling asks how the set-up is going, waiting longer each time. */
    polling: {
      tags: 'busy',
      invoke: {
        id: 'paymentPolling',
        src: 'paymentPolling',
        input: ({ context }) => ({
          request: { setupIntentId: context.setupIntentId ?? '' },
          waitedMs: context.waitedMs,
        }),
        onDone: [
          {
            guard: { type: 'pollSucceeded', params: ({ event }) => ({ output: event.output }) },
            target: '#setupIntent.succeeded',
            actions: { type: 'assignSavedCard', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'pollDeclined', params: ({ event }) => ({ output: event.output }) },
            target: '#setupIntent.failed',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: {
              type: 'pollNeedsAuthentication',
              params: ({ event }) => ({ output: event.output }),
            },
            target: '#setupIntent.authenticating',
            actions: assign({ waitedMs: ({ event }) => event.output.waitedMs }),
          },
          {
            // No answer in time.
            target: '#setupIntent.failed',
            actions: [
              assign({ waitedMs: ({ event }) => event.output.waitedMs }),
              assign({ error: SETUP_TIMED_OUT_MESSAGE }),
            ],
          },
        ],
      },
    },
    /** The bank wants the customer to confirm the card (3-D Secure). */
    authenticating: {
      always: {
        guard: 'providerAuthenticates',
        target: 'confirmingAuthentication',
        actions: assign({ approved: true }),
      },
      on: {
        'setupIntent.authenticate': {
          target: 'confirmingAuthentication',
          actions: assign({ approved: ({ event }) => event.approved }),
        },
      },
    },
    confirmingAuthentication: {
      tags: 'busy',
      invoke: {
        id: 'authenticateSetup',
        src: 'authenticateSetup',
        input: ({ context }) => ({
          clientSecret: context.clientSecret ?? '',
          approved: context.approved,
        }),
        // Either way the provider has the last word on the card: go on asking it.
        // Asked afresh: the wait before the check must not time the answer out unasked.
        onDone: { target: 'polling', actions: assign({ waitedMs: 0 }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    succeeded: { type: 'final' },
    /** Refused, or no answer in time: the form is back, with the name kept, to try again. */
    failed: {
      tags: 'error',
      entry: assign({ failures: ({ context }) => context.failures + 1 }),
      on: { 'setupIntent.submit': { target: 'creating', actions: 'assignSubmission' } },
    },
  },
});
