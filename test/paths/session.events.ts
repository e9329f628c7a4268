import type { Customer } from '../../src/domain/customer';
import type { SessionInput } from '../../src/machines/session.machine';

const customer = {
  customerId: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as unknown as Customer;

export const inputs: SessionInput[] = [
  { storedToken: null },
  { storedToken: { accessToken: 'kept-token', roles: ['Customer'] } },
];

export const events = [
  {
    type: 'session.logIn',
    credentials: { username: 'ada@example.com', password: 'correct horse' },
  },
  { type: 'session.signUp', details: { email: 'ada@example.com', password: 'correct horse' } },
  { type: 'session.logOut' },
  { type: 'session.expired' },
  { type: 'session.userUpdated', user: customer },
  {
    type: 'xstate.done.actor.register',
    output: { username: 'ada@example.com', password: 'correct horse' },
  },
  { type: 'xstate.error.actor.register', error: new Error('Email address already registered') },
  { type: 'xstate.done.actor.logIn', output: { accessToken: 'token', roles: ['Customer'] } },
  { type: 'xstate.error.actor.logIn', error: new Error('The email or password is incorrect') },
  { type: 'xstate.done.actor.fetchUser', output: customer },
  {
    type: 'xstate.error.actor.fetchUser',
    error: new Error('Your session has expired, please log in again'),
  },
  {
    type: 'xstate.done.actor.loadLandingFacts',
    output: { hasBoxesWithProvider: true, hasOrders: true, isLocalDevHost: false },
  },
  { type: 'xstate.error.actor.loadLandingFacts', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.logOut', output: undefined },
  { type: 'xstate.error.actor.logOut', error: new Error('Something went wrong') },
];
