/**
 * Session expiry (errorCode 1310) as a subscription. Several calls in flight can all come back
 * with 1310 when a token expires; the session must be ended once, not once per call, so the
 * report is latched until a new sign-in resets it. The client never redirects: whoever
 * subscribes (the session machine) decides what expiry means for the screens.
 */
export type SessionExpiredListener = () => void;

export interface SessionExpiry {
  /** Subscribes to expiry reports; returns the function that unsubscribes. */
  subscribe(listener: SessionExpiredListener): () => void;
  /** Reports an expiry; listeners hear only the first report since the last reset. */
  report(): void;
  /** Re-arms reporting, called when a sign-in succeeds. */
  reset(): void;
  /** Whether an expiry has been reported since the last reset. */
  readonly expired: boolean;
}

export function createSessionExpiry(): SessionExpiry {
  const listeners = new Set<SessionExpiredListener>();
  let expired = false;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    report() {
      if (expired) return;
      expired = true;
      // A copy, so a listener that unsubscribes while being notified does not skip another.
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          // One faulty listener must not stop the others from ending the session.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    reset() {
      expired = false;
    },
    get expired() {
      return expired;
    },
  };
}

/** The app-wide instance that the default API client reports to. */
export const sessionExpiry: SessionExpiry = createSessionExpiry();

/** Subscribes to session expiry on the app-wide client; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  return sessionExpiry.subscribe(listener);
}

/** Re-arms session-expiry reporting; the auth calls do this themselves on a successful sign-in. */
export function resetSessionExpiry(): void {
  sessionExpiry.reset();
}
