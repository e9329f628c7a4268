import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Customer } from '../../src/domain/customer';
import { SIGN_UP_EMAIL_TAKEN_MESSAGE } from '../../src/domain/errors';
import type { LandingFacts } from '../../src/domain/landing';
import {
  type Credentials,
  type SessionInput,
  type SignedInSession,
  type SignUpDetails,
  sessionMachine,
} from '../../src/machines/session.machine';

const customer = {
  customerId: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
} as unknown as Customer;
const credentials = { username: 'ada@example.com', password: 'correct horse' };

interface Fakes {
  logIn?: () => Promise<{ accessToken: string; roles: string[] }>;
  fetchUser?: () => Promise<Customer>;
  landing?: Partial<LandingFacts>;
  logOut?: () => Promise<void>;
}

function start(fakes: Fakes = {}, input: SessionInput = { storedToken: null }) {
  const effects = {
    navigate: vi.fn(),
    showErrorToast: vi.fn(),
    persistSession: vi.fn(),
    forgetSession: vi.fn(),
    clearCustomerState: vi.fn(),
    closeSideMenu: vi.fn(),
    showSessionExpired: vi.fn(),
    trackSignIn: vi.fn(),
    trackSignUp: vi.fn(),
    startChat: vi.fn(),
    shutdownChat: vi.fn(),
  };
  /** What each call was given, in order. */
  const calls: Record<'logIn' | 'fetchUser' | 'loadLandingFacts' | 'logOut', unknown[]> = {
    logIn: [],
    fetchUser: [],
    loadLandingFacts: [],
    logOut: [],
  };
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }) => {
        calls.logIn.push(input);
        return (fakes.logIn ?? (async () => ({ accessToken: 'token', roles: ['Customer'] })))();
      }),
      register: fromPromise(async ({ input }) => ({
        username: input.email,
        password: input.password,
      })),
      fetchUser: fromPromise(async ({ input }) => {
        calls.fetchUser.push(input);
        return (fakes.fetchUser ?? (async () => customer))();
      }),
      loadLandingFacts: fromPromise(async ({ input }) => {
        calls.loadLandingFacts.push(input);
        return {
          hasBoxesWithProvider: false,
          hasOrders: false,
          isLocalDevHost: false,
          ...fakes.landing,
        };
      }),
      logOut: fromPromise(async ({ input }) => {
        calls.logOut.push(input);
        return (fakes.logOut ?? (async () => {}))();
      }),
    },
    actions: {
      navigate: (_, params) => effects.navigate(params.to),
      showErrorToast: (_, params) => effects.showErrorToast(params.message),
      persistSession: (_, params) => effects.persistSession(params),
      forgetSession: effects.forgetSession,
      clearCustomerState: effects.clearCustomerState,
      closeSideMenu: effects.closeSideMenu,
      showSessionExpired: effects.showSessionExpired,
      trackSignIn: effects.trackSignIn,
      trackSignUp: effects.trackSignUp,
      startChat: (_, params) => effects.startChat(params.user),
      shutdownChat: effects.shutdownChat,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, calls };
}

describe('session machine', () => {
  it('starts signed out without a kept token', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it.each([
    [{ hasBoxesWithProvider: true, hasOrders: true }, '/apps/my-stuff'],
    [{ hasBoxesWithProvider: false, hasOrders: true }, '/apps/orders'],
    [{ hasBoxesWithProvider: false, hasOrders: false }, '/'],
    [{ hasBoxesWithProvider: false, hasOrders: false, isLocalDevHost: true }, '/apps/account'],
  ])('signing in with %o lands on %s', async (landing, expected) => {
    const { actor, effects } = start({ landing });
    actor.send({ type: 'session.logIn', credentials });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(effects.navigate).toHaveBeenCalledWith(expected);
    expect(effects.persistSession).toHaveBeenCalledWith({
      accessToken: 'token',
      roles: ['Customer'],
    });
    expect(effects.trackSignIn).toHaveBeenCalledOnce();
    expect(effects.startChat).toHaveBeenCalledWith(customer);
    expect(actor.getSnapshot().context.user).toEqual(customer);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('returns to the page that sent the customer to sign in', async () => {
    const { actor, effects } = start({ landing: { hasBoxesWithProvider: true } });
    actor.send({ type: 'session.logIn', credentials, returnTo: '/apps/cards' });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(effects.navigate).toHaveBeenCalledWith('/apps/cards');
  });

  it('a failed sign-in shows the message as an error toast and clears the loading flag', async () => {
    const { actor, effects } = start({
      logIn: async () => {
        throw new Error('The email or password is incorrect');
      },
    });
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(effects.showErrorToast).toHaveBeenCalledWith('The email or password is incorrect');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('The email or password is incorrect');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('a failed user fetch forgets the new token and shows the message', async () => {
    const { actor, effects } = start({
      fetchUser: async () => {
        throw new Error('Something went wrong');
      },
    });
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(effects.showErrorToast).toHaveBeenCalledWith('Something went wrong');
    expect(effects.forgetSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('signing up registers, tracks the sign-up and signs the new customer in', async () => {
    const { actor, effects } = start();
    actor.send({
      type: 'session.signUp',
      details: { email: 'new@example.com', password: 'long enough' },
    });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(effects.trackSignUp).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it('a kept token resumes the session without redirecting', async () => {
    const { actor, effects } = start(
      {},
      { storedToken: { accessToken: 'kept', roles: ['Customer'] } },
    );
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.accessToken).toBe('kept');
  });

  it('a kept token the server refuses leaves the customer signed out', async () => {
    const { actor, effects } = start(
      {
        fetchUser: async () => {
          throw new Error('Your session has expired, please log in again');
        },
      },
      { storedToken: { accessToken: 'stale', roles: [] } },
    );
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(effects.forgetSession).toHaveBeenCalled();
    expect(effects.showErrorToast).not.toHaveBeenCalled();
  });

  it('signing out clears customer state, closes the side menu and goes to sign in', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    effects.navigate.mockClear();
    actor.send({ type: 'session.logOut' });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(effects.clearCustomerState).toHaveBeenCalledOnce();
    expect(effects.closeSideMenu).toHaveBeenCalledOnce();
    expect(effects.shutdownChat).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/apps/signin');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, user: null, roles: [] });
  });

  it('signing out still completes when the server cannot be reached', async () => {
    const { actor, effects } = start({
      logOut: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'session.logOut' });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(effects.navigate).toHaveBeenLastCalledWith('/apps/signin');
  });

  it('an expired session signs out where the customer stands, telling them once', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    effects.navigate.mockClear();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'session.expired' });
    expect(effects.showSessionExpired).toHaveBeenCalledOnce();
    expect(effects.clearCustomerState).toHaveBeenCalledOnce();
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('session machine on a reload with an expired token', () => {
  it('reports the expiry once and ends signed out, without navigating', async () => {
    let rejectFetch: (reason: unknown) => void = () => {};
    const { actor, effects } = start(
      { fetchUser: () => new Promise((_, reject) => (rejectFetch = reject)) },
      { storedToken: { accessToken: 'expired', roles: [] } },
    );
    actor.send({ type: 'session.expired' });
    rejectFetch(new Error('Your session has expired, please log in again'));
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(effects.showSessionExpired).toHaveBeenCalledOnce();
    expect(effects.forgetSession).toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('session machine: what each call is given and what the customer is left with', () => {
  it('signs in with the credentials typed, keeps the token and roles, and fetches with that token', async () => {
    const { actor, calls } = start({
      logIn: async () => ({ accessToken: 'fresh', roles: ['Customer', 'Staff'] }),
    });
    expect(actor.getSnapshot().context.roles).toEqual([]);
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(calls.logIn).toEqual([credentials]);
    expect(calls.fetchUser).toEqual([{ accessToken: 'fresh' }]);
    expect(calls.loadLandingFacts).toEqual([{ customerId: 7 }]);
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'fresh',
      roles: ['Customer', 'Staff'],
      user: customer,
    });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('a kept token is checked with that token, and its roles and user are kept', async () => {
    const { actor, effects, calls } = start(
      {},
      { storedToken: { accessToken: 'kept', roles: ['Customer'] } },
    );
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(calls.fetchUser).toEqual([{ accessToken: 'kept' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'kept',
      roles: ['Customer'],
      user: customer,
    });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(effects.startChat).toHaveBeenCalledWith(customer);
  });

  it('a refused kept token leaves no token, roles or user behind', async () => {
    const { actor } = start(
      {
        fetchUser: async () => {
          throw new Error('Your session has expired, please log in again');
        },
      },
      { storedToken: { accessToken: 'stale', roles: ['Customer'] } },
    );
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, roles: [], user: null });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
  });

  it('a failed user fetch after sign-in leaves its message on the form', async () => {
    const { actor } = start({
      fetchUser: async () => {
        throw new Error('Something went wrong');
      },
    });
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
  });

  it('signing up signs in with the new account, then returns to the page that asked', async () => {
    const { actor, effects, calls } = start({ landing: { hasOrders: true } });
    actor.send({
      type: 'session.signUp',
      details: { email: 'new@example.com', password: 'long enough' },
      returnTo: '/apps/cards',
    });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(calls.logIn).toEqual([{ username: 'new@example.com', password: 'long enough' }]);
    expect(effects.navigate).toHaveBeenCalledWith('/apps/cards');
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('a refused registration leaves its message on the form', async () => {
    const machine = sessionMachine.provide({
      actors: {
        register: fromPromise<Credentials, SignUpDetails>(async () => {
          throw new Error('Please enter a valid phone number');
        }),
      },
    });
    const actor = createActor(machine, { input: { storedToken: null } }).start();
    actor.send({ type: 'session.signUp', details: { email: 'a@example.com', password: 'x' } });
    await waitFor(actor, (state) => state.matches('signedOut') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid phone number');
  });

  it('a sign-in failing straight after registering says the email is taken; a later sign-in says what failed', async () => {
    const { actor, effects, calls } = start({
      logIn: async () => {
        throw new Error('The email or password is incorrect');
      },
    });
    actor.send({
      type: 'session.signUp',
      details: { email: 'taken@example.com', password: 'long enough' },
    });
    await waitFor(actor, (state) => state.matches('signedOut') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(SIGN_UP_EMAIL_TAKEN_MESSAGE);
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedOut') && calls.logIn.length === 2);
    expect(actor.getSnapshot().context.error).toBe('The email or password is incorrect');
    expect(effects.showErrorToast).toHaveBeenLastCalledWith('The email or password is incorrect');
  });

  it('a customer who signed up, signed out and then mistypes a password is told it is wrong', async () => {
    let failNext = false;
    const { actor } = start({
      logIn: async () => {
        if (failNext) throw new Error('The email or password is incorrect');
        return { accessToken: 'token', roles: ['Customer'] };
      },
    });
    actor.send({
      type: 'session.signUp',
      details: { email: 'new@example.com', password: 'long enough' },
    });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'session.logOut' });
    await waitFor(actor, (state) => state.matches('signedOut'));
    failNext = true;
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedOut') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The email or password is incorrect');
  });

  it('My details changes show at once in the session', async () => {
    const { actor } = start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    const renamed = { ...customer, firstName: 'Augusta' } as Customer;
    actor.send({ type: 'session.userUpdated', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
  });

  it('once signed in from a page, neither that page nor the last error is kept', async () => {
    let fail = true;
    const { actor } = start({
      logIn: async () => {
        if (fail) throw new Error('The email or password is incorrect');
        return { accessToken: 'token', roles: [] };
      },
    });
    actor.send({ type: 'session.logIn', credentials, returnTo: '/apps/cards' });
    await waitFor(actor, (state) => state.matches('signedOut') && state.context.error !== null);
    fail = false;
    actor.send({ type: 'session.logIn', credentials, returnTo: '/apps/cards' });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ returnTo: null, error: null });
  });

  it('signing out forgets the kept token and revokes the one held', async () => {
    const { actor, effects, calls } = start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'session.logOut' });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(calls.logOut).toEqual([{ accessToken: 'token' }]);
    expect(effects.forgetSession).toHaveBeenCalledOnce();
  });

  it('an expired session leaves no token or user, and closes the chat', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, roles: [], user: null });
    expect(effects.shutdownChat).toHaveBeenCalledOnce();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
  });
});

describe("session machine without the app's calls", () => {
  // Each call is supplied by the app's wiring (src/wiring); one not supplied names itself.
  it.each([
    [
      'logIn',
      (actor: ReturnType<typeof unprovided>) => actor.send({ type: 'session.logIn', credentials }),
    ],
    [
      'register',
      (actor: ReturnType<typeof unprovided>) =>
        actor.send({ type: 'session.signUp', details: { email: 'a@example.com', password: 'x' } }),
    ],
  ])('a sign-in without the %s call names it', async (call, act) => {
    const actor = unprovided();
    act(actor);
    await waitFor(actor, (state) => state.matches('signedOut') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      `The app must provide the "${call}" actor to the session machine.`,
    );
  });

  it('a sign-in without the user fetch names it', async () => {
    const machine = sessionMachine.provide({
      actors: {
        logIn: fromPromise<SignedInSession, Credentials>(async () => ({
          accessToken: 'token',
          roles: [],
        })),
      },
    });
    const actor = createActor(machine, { input: { storedToken: null } }).start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedOut') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'The app must provide the "fetchUser" actor to the session machine.',
    );
  });

  it('without the landing facts call the customer is signed in at home', async () => {
    const navigate = vi.fn();
    const machine = sessionMachine.provide({
      actors: {
        logIn: fromPromise<SignedInSession, Credentials>(async () => ({
          accessToken: 'token',
          roles: [],
        })),
        fetchUser: fromPromise(async () => customer),
      },
      actions: { navigate: (_, params) => navigate(params.to) },
    });
    const actor = createActor(machine, { input: { storedToken: null } }).start();
    actor.send({ type: 'session.logIn', credentials });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

function unprovided() {
  return createActor(sessionMachine, { input: { storedToken: null } }).start();
}
