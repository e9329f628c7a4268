import type { AnyEventObject } from 'xstate';
import type { Oracle, Seen } from './kit';
import {
  GIVE_UP_AFTER_MS,
  type Poll,
  progressPollCalls,
  progressPollNext,
  seenAs,
} from './payment';

/*
 * The polling every payment shares (checkout, clearing the balance, saving a card), from
 * docs/decisions.md ("Payment polling"): wait 1 s, 2 s, 4 s, then 5 s each time, then ask for
 * the progress; processing or a failed call (a network blip, even 1310) is asked again; it ends
 * on succeeded, failed (declined), requires_action (the bank's check) or, once two minutes have
 * been waited counting the time its payment already waited, timed out.
 */

export interface PaymentPollingModel {
  poll: Poll;
  settled: boolean;
}

const settledModel = (poll: Poll): PaymentPollingModel => ({ poll, settled: true });

export const paymentPolling: Oracle<PaymentPollingModel> = {
  id: 'paymentPolling',
  start: (input) => {
    const waitedMs = (input as { waitedMs?: number } | undefined)?.waitedMs ?? 0;
    const poll: Poll = { phase: 'wait', attempt: 0, waitedMs };
    // A payment that has already waited its two minutes is given up before any wait.
    return waitedMs >= GIVE_UP_AFTER_MS ? settledModel(poll) : { poll, settled: false };
  },
  next: (model, event: AnyEventObject) => {
    if (model.settled) return model;
    const outcome = progressPollNext(model.poll, event);
    if (outcome.to !== 'poll') return settledModel(model.poll);
    return outcome.poll === model.poll ? model : { poll: outcome.poll, settled: false };
  },
  seen: (model): Seen =>
    model.settled
      ? seenAs('settled', {})
      : seenAs(model.poll.phase === 'wait' ? 'waiting' : 'fetching', {
          calls: progressPollCalls(model.poll),
        }),
};
