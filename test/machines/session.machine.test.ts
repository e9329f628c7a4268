import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Customer } from '../../src/domain/customer';
import type { LandingFacts } from '../../src/domain/landing';
import { type SessionInput, sessionMachine } from '../../src/machines/session.machine';

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
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(
        fakes.logIn ?? (async () => ({ accessToken: 'token', roles: ['Customer'] })),
      ),
      register: fromPromise(async ({ input }) => ({
        username: input.email,
        password: input.password,
      })),
      fetchUser: fromPromise(fakes.fetchUser ?? (async () => customer)),
      loadLandingFacts: fromPromise(async () => ({
        hasBoxesWithProvider: false,
        hasOrders: false,
        isLocalDevHost: false,
        ...fakes.landing,
      })),
      logOut: fromPromise(fakes.logOut ?? (async () => {})),
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
  return { actor, effects };
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
