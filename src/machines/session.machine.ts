import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Customer } from '../domain/customer';
import { SIGN_UP_EMAIL_TAKEN_MESSAGE } from '../domain/errors';
import type { LandingFacts } from '../domain/landing';
import { landingPath, SIGN_IN_PATH } from '../domain/landing';
import { messageOf, notProvided } from './actorErrors';

export interface Credentials {
  username: string;
  password: string;
}

/** What the sign-up form sends; the machine signs the new customer in with the same password. */
export interface SignUpDetails {
  email: string;
  password: string;
  [field: string]: unknown;
}

export interface SignedInSession {
  accessToken: string;
  roles: string[];
}

export interface SessionContext {
  accessToken: string | null;
  roles: string[];
  user: Customer | null;
  /** Where to go once signed in, when the customer was sent to sign in from a page. */
  returnTo: string | null;
  /** The message of the last failure, for the form that caused it. */
  error: string | null;
  /** The sign-in under way follows a registration (so its failure means a taken email). */
  afterSignUp: boolean;
  /** What the sign-in under way signs in with: the form's, or the new account's. */
  credentials: Credentials | null;
}

export interface SessionInput {
  /** A token kept from an earlier visit; the machine checks it before trusting it. */
  storedToken?: { accessToken: string; roles: string[] } | null;
}

export type SessionEvent =
  | { type: 'session.logIn'; credentials: Credentials; returnTo?: string | null }
  | { type: 'session.signUp'; details: SignUpDetails; returnTo?: string | null }
  | { type: 'session.logOut' }
  | { type: 'session.expired' }
  | { type: 'session.userUpdated'; user: Customer };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'busy' | 'signedIn',
  },
  actors: {
    logIn: fromPromise<SignedInSession, Credentials>(async () => {
      throw notProvided('session', 'logIn');
    }),
    /** Creates the account and answers the credentials that sign it in. */
    register: fromPromise<Credentials, SignUpDetails>(async () => {
      throw notProvided('session', 'register');
    }),
    fetchUser: fromPromise<Customer, { accessToken: string }>(async () => {
      throw notProvided('session', 'fetchUser');
    }),
    loadLandingFacts: fromPromise<LandingFacts, { customerId: number }>(async () => {
      throw notProvided('session', 'loadLandingFacts');
    }),
    logOut: fromPromise<void, { accessToken: string | null }>(async () => {
      throw notProvided('session', 'logOut');
    }),
  },
  actions: {
    /** Keeps token and the authenticated flag so a reload stays signed in. */
    persistSession: (_, _params: SignedInSession) => {},
    forgetSession: () => {},
    /** Basket, funnel, box and order state belong to the customer who is leaving. */
    clearCustomerState: () => {},
    closeSideMenu: () => {},
    navigate: (_, _params: { to: string }) => {},
    showErrorToast: (_, _params: { message: string }) => {},
    clearSignedInState: assign({ accessToken: null, roles: [], user: null }),
    showSessionExpired: () => {},
    trackSignIn: () => {},
    trackSignUp: () => {},
    startChat: (_, _params: { user: Customer }) => {},
    shutdownChat: () => {},
  },
  guards: {
    hasStoredToken: ({ context }) => context.accessToken !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    accessToken: input.storedToken?.accessToken ?? null,
    roles: input.storedToken?.roles ?? [],
    user: null,
    returnTo: null,
    error: null,
    credentials: null,
    afterSignUp: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredToken', target: 'resuming' }, { target: 'signedOut' }],
    },
    /** A reload with a kept token: check it by fetching the user, without any redirect. */
    resuming: {
      tags: 'busy',
      // The client reports 1310 before the failed call settles: tell the customer why.
      on: { 'session.expired': 'sessionExpired' },
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'startChat', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'signedOut', actions: ['forgetSession', 'clearSignedInState'] },
      },
    },
    signedOut: {
      on: {
        'session.logIn': {
          target: 'loggingIn',
          actions: assign({
            returnTo: ({ event }) => event.returnTo ?? null,
            error: null,
            credentials: ({ event }) => event.credentials,
          }),
        },
        'session.signUp': {
          target: 'registering',
          actions: assign({ returnTo: ({ event }) => event.returnTo ?? null, error: null }),
        },
      },
    },
    registering: {
      tags: 'busy',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'session.signUp');
          return event.details;
        },
        onDone: {
          target: 'loggingIn',
          actions: [
            'trackSignUp',
            assign({ afterSignUp: true, credentials: ({ event }) => event.output }),
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        // Either the sign-in form's, or straight after registering, the new account's.
        input: ({ context }) => context.credentials ?? { username: '', password: '' },
        onDone: {
          target: 'fetchingUser',
          actions: [
            assign({
              accessToken: ({ event }) => event.output.accessToken,
              roles: ({ event }) => event.output.roles,
              afterSignUp: false,
              credentials: null,
            }),
            { type: 'persistSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            {
              type: 'showErrorToast',
              params: ({ context, event }) => ({
                message: context.afterSignUp ? SIGN_UP_EMAIL_TAKEN_MESSAGE : messageOf(event.error),
              }),
            },
            assign({
              // Registration answers alike for a new and a taken email; a sign-in that then
              // fails means the address already had an account, whose owner has been mailed.
              error: ({ context, event }) =>
                context.afterSignUp ? SIGN_UP_EMAIL_TAKEN_MESSAGE : messageOf(event.error),
              afterSignUp: false,
              credentials: null,
            }),
          ],
        },
      },
    },
    fetchingUser: {
      tags: 'busy',
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
        onDone: {
          target: 'loadingLanding',
          actions: [
            assign({ user: ({ event }) => event.output }),
            'trackSignIn',
            { type: 'startChat', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'forgetSession',
            'clearSignedInState',
            assign({ error: ({ event }) => messageOf(event.error) }),
            {
              type: 'showErrorToast',
              params: ({ event }) => ({ message: messageOf(event.error) }),
            },
          ],
        },
      },
    },
    /** Boxes and orders (page 1, size 50) decide where the customer lands. */
    loadingLanding: {
      tags: 'busy',
      invoke: {
        id: 'loadLandingFacts',
        src: 'loadLandingFacts',
        input: ({ context }) => ({ customerId: context.user?.customerId ?? 0 }),
        onDone: {
          target: 'signedIn',
          actions: {
            type: 'navigate',
            params: ({ context, event }) => ({ to: context.returnTo ?? landingPath(event.output) }),
          },
        },
        // The customer is signed in either way; without the facts, home is the safe landing.
        onError: {
          target: 'signedIn',
          actions: { type: 'navigate', params: ({ context }) => ({ to: context.returnTo ?? '/' }) },
        },
      },
    },
    signedIn: {
      tags: 'signedIn',
      entry: assign({ returnTo: null, error: null }),
      on: {
        'session.logOut': 'signingOut',
        'session.expired': 'sessionExpired',
        'session.userUpdated': { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signingOut: {
      tags: 'busy',
      exit: [
        'forgetSession',
        'clearSignedInState',
        'clearCustomerState',
        'shutdownChat',
        'closeSideMenu',
        { type: 'navigate', params: { to: SIGN_IN_PATH } },
      ],
      invoke: {
        id: 'logOut',
        src: 'logOut',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        // Leaving never waits on the server: a failed revoke still signs the browser out.
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    /** Code 1310: signed out where the customer stands, told once why. */
    sessionExpired: {
      entry: [
        'forgetSession',
        'clearSignedInState',
        'clearCustomerState',
        'shutdownChat',
        'showSessionExpired',
      ],
      always: 'signedOut',
    },
  },
});
