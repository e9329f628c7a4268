import type { Card } from '../../src/domain/cards';
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
  { type: 'poll.tick' },
  {
    type: 'xstate.done.actor.createSetupIntent',
    output: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' },
  },
  { type: 'xstate.error.actor.createSetupIntent', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.confirmSetup', output: undefined },
  { type: 'xstate.error.actor.confirmSetup', error: new Error('Enter a valid card number') },
  { type: 'xstate.done.actor.fetchSetupProgress', output: result('processing') },
  { type: 'xstate.done.actor.fetchSetupProgress', output: result('requires_action') },
  {
    type: 'xstate.done.actor.fetchSetupProgress',
    output: result('succeeded', { card: mastercard }),
  },
  {
    type: 'xstate.done.actor.fetchSetupProgress',
    output: result('failed', { message: 'Your card was declined.' }),
  },
  { type: 'xstate.error.actor.fetchSetupProgress', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.authenticateSetup', output: undefined },
  { type: 'xstate.error.actor.authenticateSetup', error: new Error('Something went wrong') },
];

/** The poll gives up once it has waited long enough: each wait is a place of its own. */
export const contextKey = ({ waitedMs }: { waitedMs: number }) => waitedMs;

/** With Stripe, the bank's check runs in Stripe's own window (the app provides this). */
export const guards = [{ providerAuthenticates: () => true }];
