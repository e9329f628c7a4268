import type { PasswordResetInput } from '../../src/machines/passwordReset.machine';

export const inputs: PasswordResetInput[] = [
  {},
  { token: 'single-use-token', email: 'ada@example.com' },
  { token: 'single-use-token', email: null },
];

export const events = [
  { type: 'passwordReset.requestLink', email: 'ada@example.com' },
  { type: 'passwordReset.requestLink', email: '' },
  { type: 'passwordReset.startAgain' },
  {
    type: 'passwordReset.setPassword',
    password: 'correct horse',
    confirmPassword: 'correct horse',
  },
  { type: 'passwordReset.setPassword', password: 'correct horse', confirmPassword: 'wrong horse' },
  { type: 'xstate.done.actor.requestReset', output: undefined },
  { type: 'xstate.error.actor.requestReset', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.updatePassword', output: undefined },
  {
    type: 'xstate.error.actor.updatePassword',
    error: new Error(
      'This password reset link is invalid or has expired, please request a new one',
    ),
  },
];
