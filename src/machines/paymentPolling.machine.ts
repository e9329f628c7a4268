import {
  type AnyActorLogic,
  assign,
  type CallbackActorLogic,
  fromCallback,
  fromPromise,
  type PromiseActorLogic,
  setup,
} from 'xstate';
import { PROGRESS_POLL_TIMEOUT_MS, pollDelayMs } from '../domain/payments';
import { notProvided } from './actorErrors';

/**
 * Payment polling, one machine for every payment that the provider settles later (part of the
 * funnel kit): a card payment at checkout, the balance paid on Payments and a card saved in
 * Cards. It asks the progress call how the payment is going, waiting longer each time (1 s,
 * 2 s, 4 s, then 5 s; `pollDelayMs`), and ends with the outcome once the answer is settled:
 * succeeded, failed (declined), authenticationNeeded (3-D Secure) or timedOut (no answer
 * within PROGRESS_POLL_TIMEOUT_MS, counting the time already waited before). A failed
 * progress call is asked again: a blip on the way must not fail a payment that may have gone
 * through. The caller invokes it as `paymentPolling` and provides `fetchProgress`.
 */

/** What every progress call answers: the payment's status (and what else the caller needs). */
export interface PaymentProgress {
  status: string;
}

export interface PaymentPollingInput {
  /** What the progress call needs: the basket, the payment or the setup intent. */
  request: object;
  /** Time already spent waiting for this payment (before a bank's check, say). */
  waitedMs: number;
}

export type PaymentOutcome = 'succeeded' | 'failed' | 'authenticationNeeded' | 'timedOut';

export interface PaymentPollingOutput {
  outcome: PaymentOutcome;
  /** The last answer of the progress call; null when none came. */
  progress: PaymentProgress | null;
  waitedMs: number;
}

export interface PaymentPollingContext extends PaymentPollingInput {
  /** Progress calls made so far; sets the next wait (back-off). */
  attempt: number;
  progress: PaymentProgress | null;
  outcome: PaymentOutcome;
}

/** The back-off timer says the next progress call is due. */
export type PaymentPollingEvent = { type: 'poll.tick' };

export const paymentPollingMachine = setup({
  types: {
    context: {} as PaymentPollingContext,
    events: {} as PaymentPollingEvent,
    input: {} as PaymentPollingInput,
    output: {} as PaymentPollingOutput,
  },
  actors: {
    /** The caller's progress call, with the request it was given. */
    fetchProgress: fromPromise<PaymentProgress, object>(async () => {
      throw notProvided('payment polling', 'fetchProgress');
    }),
    /** Sends `poll.tick` once the wait is over; clears its timer if the state is left first. */
    progressTimer: fromCallback<PaymentPollingEvent, { delayMs: number }>(({ sendBack, input }) => {
      const timer = setTimeout(() => sendBack({ type: 'poll.tick' }), input.delayMs);
      return () => clearTimeout(timer);
    }),
  },
  actions: {
    settle: assign(
      (_, params: { outcome: PaymentOutcome; progress: PaymentProgress | null }) => params,
    ),
  },
  guards: {
    succeeded: (_, { progress }: { progress: PaymentProgress }) => progress.status === 'succeeded',
    declined: (_, { progress }: { progress: PaymentProgress }) => progress.status === 'failed',
    needsAuthentication: (_, { progress }: { progress: PaymentProgress }) =>
      progress.status === 'requires_action',
    timedOut: ({ context }) => context.waitedMs >= PROGRESS_POLL_TIMEOUT_MS,
  },
}).createMachine({
  id: 'paymentPolling',
  context: ({ input }) => ({
    request: input.request,
    waitedMs: input.waitedMs,
    attempt: 0,
    progress: null,
    outcome: 'timedOut',
  }),
  initial: 'waiting',
  states: {
    waiting: {
      always: {
        guard: 'timedOut',
        target: 'settled',
        actions: {
          type: 'settle',
          params: ({ context }) => ({ outcome: 'timedOut', progress: context.progress }),
        },
      },
      invoke: {
        id: 'progressTimer',
        src: 'progressTimer',
        input: ({ context }) => ({ delayMs: pollDelayMs(context.attempt) }),
      },
      on: {
        'poll.tick': {
          target: 'fetching',
          actions: assign({
            waitedMs: ({ context }) => context.waitedMs + pollDelayMs(context.attempt),
            attempt: ({ context }) => context.attempt + 1,
          }),
        },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchProgress',
        src: 'fetchProgress',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ progress: event.output }) },
            target: 'settled',
            actions: {
              type: 'settle',
              params: ({ event }) => ({ outcome: 'succeeded', progress: event.output }),
            },
          },
          {
            guard: { type: 'declined', params: ({ event }) => ({ progress: event.output }) },
            target: 'settled',
            actions: {
              type: 'settle',
              params: ({ event }) => ({ outcome: 'failed', progress: event.output }),
            },
          },
          {
            guard: {
              type: 'needsAuthentication',
              params: ({ event }) => ({ progress: event.output }),
            },
            target: 'settled',
            actions: {
              type: 'settle',
              params: ({ event }) => ({ outcome: 'authenticationNeeded', progress: event.output }),
            },
          },
          { target: 'waiting', actions: assign({ progress: ({ event }) => event.output }) },
        ],
        // A blip on the way must not fail a payment that may have gone through: ask again.
        onError: 'waiting',
      },
    },
    settled: { type: 'final' },
  },
  output: ({ context }) => ({
    outcome: context.outcome,
    progress: context.progress,
    waitedMs: context.waitedMs,
  }),
});

/**
 * The guards a caller decides the polling's outcome with, on `xstate.done.actor.paymentPolling`:
 * `{ guard: { type: 'pollSucceeded', params: ({ event }) => ({ output: event.output }) } }`.
 */
export const pollingGuards = {
  pollSucceeded: (_: unknown, { output }: { output: PaymentPollingOutput }) =>
    output.outcome === 'succeeded',
  pollDeclined: (_: unknown, { output }: { output: PaymentPollingOutput }) =>
    output.outcome === 'failed',
  pollNeedsAuthentication: (_: unknown, { output }: { output: PaymentPollingOutput }) =>
    output.outcome === 'authenticationNeeded',
};

/**
 * The polling machine with the caller's progress call (and, in tests, another timer): what
 * the app provides as `paymentPolling` to checkout, clear balance and setup intent.
 */
export function pollingWith(fetchProgress: AnyActorLogic, progressTimer?: AnyActorLogic) {
  return paymentPollingMachine.provide({
    actors: {
      fetchProgress: fetchProgress as PromiseActorLogic<PaymentProgress, object>,
      ...(progressTimer
        ? {
            progressTimer: progressTimer as CallbackActorLogic<
              PaymentPollingEvent,
              { delayMs: number }
            >,
          }
        : {}),
    },
  });
}
