import type { AnyEventObject } from 'xstate';
import { doneOf, isDone, isError, type Seen } from './kit';

/*
 * What every payment shares (checkout, clearing the balance, saving a card), from
 * docs/decisions.md ("Payment polling", "Checkout polling", "Payments"): after the payment (or
 * the card) is handed to the provider, its progress is asked for after a growing wait (1 s,
 * 2 s, 4 s, then 5 s each time), and given up as failed once 120 s have been waited. The
 * statuses are processing (ask again), requires_action (the bank's check, 3-D Secure),
 * succeeded and failed; a call that fails on the way (a network blip, even 1310) must not
 * fail a payment that may have gone through, so the progress is asked again. The bank's check
 * is answered in a dialog (approved or declined); either answer is sent to the provider and
 * then the progress is asked for again, afresh (1 s first, two minutes from then): the provider
 * has the last word, so it is asked at least once after the check, however long the polling
 * before the check took. A failed answer call ends the attempt (failed), never the dialog again.
 */

/** The waits between progress calls, from the rule (not from the app's helper). */
export const waitBefore = (attempt: number) => [1000, 2000, 4000][attempt] ?? 5000;
export const GIVE_UP_AFTER_MS = 120_000;

export interface Poll {
  /** Waiting for the timer, or asking for the progress. */
  phase: 'wait' | 'fetch';
  attempt: number;
  waitedMs: number;
}

export type PollOutcome =
  | { to: 'poll'; poll: Poll }
  | { to: 'succeeded'; output: unknown }
  | { to: 'failed'; output?: unknown }
  | { to: 'authenticate'; output: unknown }
  | { to: 'timedOut' };

export const freshPoll = (): Poll => ({ phase: 'wait', attempt: 0, waitedMs: 0 });

/** After the bank's check: asked again afresh, whatever the polling before it took. */
export const pollAfterCheck = (): Poll => freshPoll();

/** A poll that has waited its two minutes fails as it would start waiting again. */
export const pollOrTimedOut = (poll: Poll): PollOutcome =>
  poll.phase === 'wait' && poll.waitedMs >= GIVE_UP_AFTER_MS
    ? { to: 'timedOut' }
    : { to: 'poll', poll };

/**
 * One progress poll, as the polling machine (paymentPolling) runs it for every payment: the
 * wait, then the call; its answer to an event (unchanged `poll` when it does not concern it).
 */
export function progressPollNext(
  poll: Poll,
  event: AnyEventObject,
  progressCall = 'fetchProgress',
): PollOutcome {
  if (poll.phase === 'wait') {
    if (event.type !== 'poll.tick') return { to: 'poll', poll };
    return {
      to: 'poll',
      poll: {
        phase: 'fetch',
        attempt: poll.attempt + 1,
        waitedMs: poll.waitedMs + waitBefore(poll.attempt),
      },
    };
  }
  const again = pollOrTimedOut({ ...poll, phase: 'wait' });
  const done = doneOf<{ status: string }>(event, progressCall);
  if (done) {
    switch (done.output.status) {
      case 'succeeded':
        return { to: 'succeeded', output: done.output };
      case 'failed':
        return { to: 'failed', output: done.output };
      case 'requires_action':
        return { to: 'authenticate', output: done.output };
      default:
        return again;
    }
  }
  if (isError(event, progressCall)) return again;
  return { to: 'poll', poll };
}

/** The polling machine a payment invokes, and what it ends with. */
export const POLLING = 'paymentPolling';

/**
 * A payment's polling as its payment machine sees it: one child (the polling machine) under
 * way, whose end says how the payment went: succeeded, failed (declined), the bank's check,
 * or timed out after two minutes (a failure).
 */
export function pollNext(poll: Poll, event: AnyEventObject): PollOutcome {
  const done = doneOf<{ outcome: string; progress: unknown }>(event, POLLING);
  if (!done) return { to: 'poll', poll };
  switch (done.output.outcome) {
    case 'succeeded':
      return { to: 'succeeded', output: done.output.progress };
    case 'authenticationNeeded':
      return { to: 'authenticate', output: done.output.progress };
    case 'failed':
      return { to: 'failed', output: done.output.progress };
    default:
      return { to: 'timedOut' };
  }
}

/** What a poll shows, to its payment machine: a spinner and the polling machine under way. */
export const pollCalls = (_poll: Poll) => [POLLING];

/** What the polling machine itself shows: the timer, or the progress call under way. */
export const progressPollCalls = (poll: Poll, progressCall = 'fetchProgress') =>
  poll.phase === 'wait' ? ['progressTimer'] : [progressCall];

export const settled = (event: AnyEventObject, call: string) =>
  isDone(event, call) || isError(event, call);

export const seenAs = (
  state: string,
  options: { busy?: boolean; error?: boolean; calls?: string[]; url?: string | null },
): Seen => ({
  state,
  busy: options.busy ?? false,
  error: options.error ?? false,
  calls: [...(options.calls ?? [])].sort(),
  url: options.url ?? null,
});
