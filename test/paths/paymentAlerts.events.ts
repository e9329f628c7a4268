import type { PaymentAlerts } from '../../src/domain/dunning';
import type { PaymentAlertsInput } from '../../src/machines/paymentAlerts.machine';

const owing: PaymentAlerts = {
  owedBills: {
    amount: 27,
    things: [{ kind: 'boxes', orderId: 1040, unitNumber: null }],
    arrears: false,
    nextAttemptOn: '2027-01-07',
  },
  waitingPayment: {
    kind: 'checkout',
    id: 41,
    amount: 96.66,
    clientSecret: 'pi_1_secret_x',
    since: '2027-01-04T09:00:00.000Z',
  },
};

const progress = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  orderId: null,
  message: null,
  ...extra,
});

export const inputs: PaymentAlertsInput[] = [{ customerId: 7 }];

export const events = [
  { type: 'alerts.refresh' },
  { type: 'alerts.finish' },
  { type: 'alerts.authenticate', approved: true },
  { type: 'alerts.abandon' },
  { type: 'poll.tick' },
  { type: 'xstate.done.actor.loadAlerts', output: owing },
  { type: 'xstate.done.actor.loadAlerts', output: { owedBills: null, waitingPayment: null } },
  { type: 'xstate.error.actor.loadAlerts', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.authenticatePayment', output: undefined },
  { type: 'xstate.error.actor.authenticatePayment', error: new Error('Something went wrong') },
  {
    type: 'xstate.done.actor.fetchWaitingProgress',
    output: progress('succeeded', { orderId: 900 }),
  },
  { type: 'xstate.done.actor.fetchWaitingProgress', output: progress('succeeded') },
  {
    type: 'xstate.done.actor.fetchWaitingProgress',
    output: progress('failed', { message: 'Your bank did not confirm the payment' }),
  },
  { type: 'xstate.done.actor.fetchWaitingProgress', output: progress('processing') },
  { type: 'xstate.done.actor.fetchWaitingProgress', output: progress('requires_action') },
  { type: 'xstate.error.actor.fetchWaitingProgress', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.abandonPayment', output: progress('failed') },
  { type: 'xstate.done.actor.abandonPayment', output: progress('succeeded', { orderId: 900 }) },
  { type: 'xstate.done.actor.abandonPayment', output: progress('succeeded') },
  { type: 'xstate.error.actor.abandonPayment', error: new Error('Something went wrong') },
];

/** The poll gives up once it has waited long enough: each wait is a place of its own. */
export const contextKey = ({ waitedMs }: { waitedMs: number }) => waitedMs;

/** With Stripe, the bank's check runs in Stripe's own window (the app provides this). */
export const guards = [{ providerAuthenticates: () => true }];
