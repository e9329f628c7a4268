export const inputs = [undefined];

export const events = [
  {
    type: 'password.change',
    currentPassword: 'old storage phrase',
    password: 'new storage phrase',
    confirmPassword: 'new storage phrase',
  },
  { type: 'password.change', currentPassword: '', password: 'short', confirmPassword: 'short' },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  {
    type: 'xstate.error.actor.changePassword',
    error: Object.assign(new Error('Your current password is incorrect'), { code: 209 }),
  },
];
