import type { AnyEventObject } from 'xstate';
import { callOf, dataOf, doneOf, isDone, isError, type Oracle, type Seen } from './kit';

/*
 * The session, as SPEC.md (2 "Landing after login", 4 "Login", "Sign-out", "Session expiry",
 * 8 "Login or user-fetch failures") and docs/decisions.md ("Accounts and the session") give it.
 * Its stages, and what each call's result leads to:
 *
 * | stage          | call              | succeeded                         | failed (wrong password, taken email, network) |
 * |----------------|-------------------|-----------------------------------|-----------------------------------------------|
 * | resuming       | fetchUser         | signedIn, where the customer is   | signedOut (the kept token is forgotten)       |
 * | registering    | register          | loggingIn, with the new account   | signedOut, the message on the form            |
 * | loggingIn      | logIn             | fetchingUser                      | signedOut, the message (loading flag cleared) |
 * | fetchingUser   | fetchUser         | loadingLanding                    | signedOut, the message                        |
 * | loadingLanding | loadLandingFacts  | signedIn, at the page asked for,  | signedIn, at the page asked for, else home    |
 * |                |                   | else My stuff / Orders / home     |                                               |
 * | signingOut     | logOut            | signedOut, at /apps/signin        | signedOut, at /apps/signin (never waits)      |
 *
 * A kept token is checked before it is trusted (resuming). Signed out, the customer signs in or
 * signs up; signed in, they sign out. 1310 (session expired) signs out where the customer
 * stands, without a redirect, when a token is held and trusted (resuming, signed in); during
 * a sign-in the sign-in's own calls have the last word, and a sign-out is already leaving.
 * Nothing else moves the session: a second Sign in while one runs is not another sign-in.
 */

export interface SessionModel {
  stage: string;
  url: string | null;
  returnTo: string | null;
}

const CALL_OF_STAGE: Record<string, string> = {
  resuming: 'fetchUser',
  registering: 'register',
  loggingIn: 'logIn',
  fetchingUser: 'fetchUser',
  loadingLanding: 'loadLandingFacts',
  signingOut: 'logOut',
};

/** Where a customer lands after signing in (SPEC.md 2), when no page sent them to sign in. */
function landing(facts: {
  hasBoxesWithProvider: boolean;
  hasOrders: boolean;
  isLocalDevHost: boolean;
}): string {
  if (facts.hasBoxesWithProvider) return '/apps/my-stuff';
  if (facts.hasOrders) return '/apps/orders';
  return facts.isLocalDevHost ? '/apps/account' : '/';
}

const at = (model: SessionModel, stage: string, changes: Partial<SessionModel> = {}) => ({
  ...model,
  ...changes,
  stage,
});

function next(model: SessionModel, event: AnyEventObject): SessionModel {
  const call = callOf(event);
  if (call !== null && CALL_OF_STAGE[model.stage] !== call) return model;
  switch (model.stage) {
    case 'resuming':
      if (isDone(event, 'fetchUser')) return at(model, 'signedIn');
      if (isError(event, 'fetchUser')) return at(model, 'signedOut');
      if (event.type === 'session.expired') return at(model, 'signedOut');
      return model;
    case 'signedOut':
      if (event.type === 'session.logIn')
        return at(model, 'loggingIn', {
          returnTo: dataOf<string | null>(event, 'returnTo') ?? null,
        });
      if (event.type === 'session.signUp')
        return at(model, 'registering', {
          returnTo: dataOf<string | null>(event, 'returnTo') ?? null,
        });
      return model;
    case 'registering':
      if (isDone(event, 'register')) return at(model, 'loggingIn');
      if (isError(event, 'register')) return at(model, 'signedOut');
      return model;
    case 'loggingIn':
      if (isDone(event, 'logIn')) return at(model, 'fetchingUser');
      if (isError(event, 'logIn')) return at(model, 'signedOut');
      return model;
    case 'fetchingUser':
      if (isDone(event, 'fetchUser')) return at(model, 'loadingLanding');
      if (isError(event, 'fetchUser')) return at(model, 'signedOut');
      return model;
    case 'loadingLanding': {
      const facts = doneOf<Parameters<typeof landing>[0]>(event, 'loadLandingFacts');
      if (facts)
        return at(model, 'signedIn', {
          url: model.returnTo ?? landing(facts.output),
          returnTo: null,
        });
      // Signed in either way; without the facts, home is the safe landing.
      if (isError(event, 'loadLandingFacts'))
        return at(model, 'signedIn', { url: model.returnTo ?? '/', returnTo: null });
      return model;
    }
    case 'signedIn':
      if (event.type === 'session.logOut') return at(model, 'signingOut');
      // 1310: signed out where the customer stands.
      if (event.type === 'session.expired') return at(model, 'signedOut');
      return model;
    case 'signingOut':
      if (isDone(event, 'logOut') || isError(event, 'logOut'))
        return at(model, 'signedOut', { url: '/apps/signin' });
      return model;
    default:
      return model;
  }
}

export const session: Oracle<SessionModel> = {
  id: 'session',
  start: (input) => {
    const { storedToken } = (input ?? {}) as { storedToken?: unknown };
    return { stage: storedToken ? 'resuming' : 'signedOut', url: null, returnTo: null };
  },
  next,
  seen: (model): Seen => {
    const call = CALL_OF_STAGE[model.stage];
    return {
      state: model.stage,
      busy: call !== undefined,
      error: false,
      calls: call ? [call] : [],
      url: model.url,
    };
  },
};

/** Whether the session counts the customer as signed in (the account pages open). */
export const isSignedIn = (model: SessionModel) => model.stage === 'signedIn';
