import type { Card } from '../../src/domain/cards';
import { PROGRESS_POLL_TIMEOUT_MS } from '../../src/domain/payments';
import type { PaymentsOverview } from '../../src/machines/clearBalance.machine';
import { owedBill } from '../fixtures/agreements';

const visa: Card = {
  cardId: 1,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
};
const mastercard: Card = {
  ...visa,
  cardId: 2,
  brand: 'mastercard',
  last4: '4444',
  isDefault: false,
};

/** Expired before the page's day (March 2026): it cannot be chosen, nor paid with. */
const expired: Card = {
  ...visa,
  cardId: 3,
  last4: '0005',
  expMonth: 1,
  expYear: 2026,
  isDefault: false,
};

const owing: PaymentsOverview = {
  payments: [
    {
      paymentId: 50,
      orderId: null,
      description: 'Monthly storage',
      amount: 12.5,
      status: 'pending',
      paymentDate: '2026-03-05T09:00:00.000Z',
    },
  ],
  outstandingBalance: 12.5,
  cards: [visa, mastercard, expired],
  statement: [],
  monthlyBills: [owedBill],
  totals: { charged: 0, refunded: 0, received: 0, owed: 12.5 },
};

/** Nothing owed (and only an expired card): there is nothing to pay. */
const settledUp: PaymentsOverview = {
  ...owing,
  outstandingBalance: 0,
  totals: { charged: 12.5, refunded: 0, received: 12.5, owed: 0 },
};

const progress = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  clientSecret: null,
  message: null,
  errorCode: null,
  ...extra,
});

export const inputs = [{ customerId: 7, today: new Date('2026-03-10T09:00:00Z') }];

/** How the kit's payment polling ends (its own steps are in paymentPolling.events.ts). */
const polled = (outcome: string, progress: unknown, waitedMs = 0) => ({
  type: 'xstate.done.actor.paymentPolling',
  output: { outcome, progress, waitedMs },
});

export const events = [
  { type: 'clearBalance.cardChosen', cardId: 2 },
  { type: 'clearBalance.cardChosen', cardId: 3 },
  { type: 'clearBalance.pay' },
  { type: 'clearBalance.authenticate', approved: true },
  { type: 'clearBalance.authenticate', approved: false },
  { type: 'clearBalance.retry' },
  { type: 'xstate.done.actor.loadPayments', output: owing },
  { type: 'xstate.done.actor.loadPayments', output: settledUp },
  { type: 'xstate.error.actor.loadPayments', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.startClearBalance', output: { paymentId: 900 } },
  { type: 'xstate.error.actor.startClearBalance', error: new Error('Something went wrong') },
  polled('timedOut', progress('processing'), PROGRESS_POLL_TIMEOUT_MS),
  polled('succeeded', progress('succeeded')),
  polled('authenticationNeeded', progress('requires_action', { clientSecret: 'pi_9_secret_y' })),
  polled(
    'failed',
    progress('failed', {
      errorCode: 34,
      message: 'Payment not taken, please check your card details',
    }),
  ),
  polled(
    'failed',
    progress('failed', {
      errorCode: 29,
      message: 'The credit limit on your account has been exceeded',
    }),
  ),
  { type: 'xstate.done.actor.authenticateBalancePayment', output: undefined },
  {
    type: 'xstate.error.actor.authenticateBalancePayment',
    error: new Error('Something went wrong'),
  },
];

/** With Stripe, the bank's check runs in Stripe's own window (the app provides this). */
export const guards = [{ providerAuthenticates: () => true }];
