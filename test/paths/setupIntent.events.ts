import type { Card } from '../../src/domain/cards';
import { PROGRESS_POLL_TIMEOUT_MS } from '../../src/domain/payments';
import type { SetupIntentInput } from '../../src/machines/setupIntent.machine';

export const inputs: SetupIntentInput[] = [{ customerId: 7 }];

const mastercard: Card = {
  cardId: 12,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
};

const result = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  card: null,
  message: null,
  ...extra,
});

/** How the kit's payment polling ends (its own steps are in paymentPolling.events.ts). */
const polled = (outcome: string, progress: unknown, waitedMs = 0) => ({
  type: 'xstate.done.actor.paymentPolling',
  output: { outcome, progress, waitedMs },
});

export const events = [
  {
    type: 'setupIntent.submit',
    card: {
      kind: 'cardDetails',
      card: {
        number: '5555555555554444',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        name: 'Ada Lovelace',
      },
    },
  },
  { type: 'setupIntent.authenticate', approved: true },
  { type: 'setupIntent.authenticate', approved: false },
  {
    type: 'xstate.done.actor.createSetupIntent',
    output: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' },
  },
  { type: 'xstate.error.actor.createSetupIntent', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.confirmSetup', output: undefined },
  { type: 'xstate.error.actor.confirmSetup', error: new Error('Enter a valid card number') },
  polled('timedOut', result('processing'), PROGRESS_POLL_TIMEOUT_MS),
  polled('authenticationNeeded', result('requires_action')),
  polled('succeeded', result('succeeded', { card: mastercard })),
  polled('failed', result('failed', { message: 'Your card was declined.' })),
  { type: 'xstate.done.actor.authenticateSetup', output: undefined },
  { type: 'xstate.error.actor.authenticateSetup', error: new Error('Something went wrong') },
];

/** With Stripe, the bank's check runs in Stripe's own window (the app provides this). */
export const guards = [{ providerAuthenticates: () => true }];
