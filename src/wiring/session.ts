import { createActor, fromPromise } from 'xstate';
import type { RegisterInput } from '../api/auth';
import { onSessionExpired } from '../api/session-expiry';
import { setAccessToken } from '../api/token';
import { ERROR_MESSAGES, ErrorCode, FALLBACK_MESSAGE } from '../domain/errors';
import { sessionMachine } from '../machines/session.machine';
import { pushDataLayer } from './analytics';
import { inAppSystem } from './appRoot';
import { notifications } from './notifications';
import { sideMenu } from './sideMenu';
import {
  clearCustomerState,
  forgetStoredSession,
  keepCustomerId,
  readStoredSession,
  storeSession,
} from './storedSession';
import { supportChat } from './supportChat';

/**
 * The session's calls, loaded on first use (see sessionCalls.ts). A module that cannot load
 * fails the step with the message a call without an answer gets.
 */
const calls = () =>
  import('./sessionCalls').catch(() => {
    throw new Error(FALLBACK_MESSAGE);
  });

export interface SessionDependencies {
  navigate: (href: string) => void;
}

/** The one session actor of the app, with its side effects supplied from src/api and the page. */
export function createSession({ navigate }: SessionDependencies) {
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }) => (await calls()).logIn(input)),
      register: fromPromise(async ({ input }) =>
        (await calls()).signUp(input as unknown as RegisterInput),
      ),
      fetchUser: fromPromise(async ({ input }) => (await calls()).fetchUser(input.accessToken)),
      loadLandingFacts: fromPromise(async ({ input }) =>
        (await calls()).loadLandingFacts(input.customerId),
      ),
      logOut: fromPromise(async () => (await calls()).logOut()),
    },
    actions: {
      persistSession: (_, session) => {
        setAccessToken(session.accessToken);
        storeSession(session);
      },
      forgetSession: () => {
        setAccessToken(null);
        forgetStoredSession();
      },
      clearCustomerState: () => clearCustomerState(),
      closeSideMenu: () => sideMenu.close(),
      navigate: (_, { to }) => navigate(to),
      showErrorToast: (_, { message }) => notifications.post({ title: message, type: 'danger' }),
      showSessionExpired: () =>
        notifications.post({
          title: ERROR_MESSAGES[ErrorCode.SessionExpired] ?? '',
          type: 'danger',
          // Shown as the customer is taken to sign in again: it says why.
          outlivesPage: true,
        }),
      trackSignIn: () => pushDataLayer('login'),
      trackSignUp: () => pushDataLayer('sign_up'),
      startChat: (_, { user }) => supportChat.boot(user),
      shutdownChat: () => supportChat.shutdown(),
    },
  });

  const stored = readStoredSession();
  if (stored) setAccessToken(stored.accessToken);
  const actor = createActor(machine, {
    input: { storedToken: stored },
    ...inAppSystem('session'),
  });
  onSessionExpired(() => actor.send({ type: 'session.expired' }));
  // Written when a customer becomes signed in, not at every step of the session (sign-out
  // clears it with the rest of the customer's state).
  let kept: number | undefined;
  actor.subscribe((state) => {
    const customerId = state.context.user?.customerId;
    if (customerId !== kept && customerId !== undefined) keepCustomerId(customerId);
    kept = customerId;
  });
  return actor;
}
