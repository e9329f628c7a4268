import { createActor, fromPromise } from 'xstate';
import type { RegisterInput } from '../../api/auth';
import { login, logout, register } from '../../api/auth';
import { listBoxes } from '../../api/boxes';
import { setAccessToken } from '../../api/client';
import { getCustomer } from '../../api/customer';
import { listOrders } from '../../api/orders';
import { onSessionExpired } from '../../api/session-expiry';
import { parseRoles, signUpFunnelFor } from '../../domain/auth';
import { hasBoxesWithProvider } from '../../domain/boxes';
import { ERROR_MESSAGES, ErrorCode } from '../../domain/errors';
import { visibleOrders } from '../../domain/orders';
import { sessionMachine } from '../../machines/session.machine';
import { pushDataLayer } from './analytics';
import { inspect } from './inspector';
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

/** Failed calls become rejections carrying the message the customer should read. */
function unwrap<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export interface SessionDependencies {
  navigate: (href: string) => void;
}

/** The one session actor of the app, with its side effects supplied from src/api and the page. */
export function createSession({ navigate }: SessionDependencies) {
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }) => {
        const token = unwrap(await login(input));
        return { accessToken: token.access_token, roles: parseRoles(token.roles) };
      }),
      register: fromPromise(async ({ input }) => {
        const details = input as unknown as RegisterInput;
        unwrap(
          await register({ ...details, signUpFunnel: signUpFunnelFor(window.location.pathname) }),
        );
        return { username: details.email, password: details.password };
      }),
      fetchUser: fromPromise(async ({ input }) => {
        setAccessToken(input.accessToken);
        return unwrap(await getCustomer());
      }),
      loadLandingFacts: fromPromise(async ({ input }) => {
        const [boxes, orders] = await Promise.all([
          listBoxes({ customerId: input.customerId, filter: 'with-provider' }),
          listOrders({ customerId: input.customerId }),
        ]);
        return {
          hasBoxesWithProvider: hasBoxesWithProvider(unwrap(boxes).boxes),
          hasOrders: visibleOrders(unwrap(orders).orders).length > 0,
          isLocalDevHost: import.meta.env.DEV,
        };
      }),
      logOut: fromPromise(async () => {
        await logout();
      }),
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
  const actor = createActor(machine, { input: { storedToken: stored }, inspect });
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
