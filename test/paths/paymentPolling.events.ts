import { PROGRESS_POLL_TIMEOUT_MS } from '../../src/domain/payments';
import type { PaymentPollingInput } from '../../src/machines/paymentPolling.machine';

/** A new poll, and one whose payment has already been waited for as long as it may be. */
export const inputs: PaymentPollingInput[] = [
  { request: { basketId: 41 }, waitedMs: 0 },
  { request: { basketId: 41 }, waitedMs: PROGRESS_POLL_TIMEOUT_MS },
];

const progress = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  clientSecret: null,
  orderId: null,
  message: null,
  ...extra,
});

export const events = [
  { type: 'poll.tick' },
  { type: 'xstate.done.actor.fetchProgress', output: progress('processing') },
  { type: 'xstate.done.actor.fetchProgress', output: progress('succeeded', { orderId: 900 }) },
  {
    type: 'xstate.done.actor.fetchProgress',
    output: progress('requires_action', { clientSecret: 'pi_1_secret' }),
  },
  { type: 'xstate.done.actor.fetchProgress', output: progress('failed') },
  { type: 'xstate.error.actor.fetchProgress', error: new Error('Something went wrong') },
];

/** The poll gives up once it has waited long enough: each wait is a place of its own. */
export const contextKey = ({ waitedMs }: { waitedMs: number }) => waitedMs;
