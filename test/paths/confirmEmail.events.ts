import type { ConfirmEmailInput } from '../../src/machines/confirmEmail.machine';

export const inputs: ConfirmEmailInput[] = [{ token: 'single-use-token' }, { token: null }, {}];

export const events = [
  { type: 'xstate.done.actor.confirmEmail', output: { email: 'new@example.com' } },
  {
    type: 'xstate.error.actor.confirmEmail',
    error: new Error('This link has expired or has already been used'),
  },
];
