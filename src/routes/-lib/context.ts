/** What every route can read synchronously while it decides whether to load. */
export interface RouterContext {
  /** Signed-in is judged from the session plus the stored authenticated flag (SPEC.md 6). */
  isSignedIn: () => boolean;
}

/** The stored authenticated flag: survives a reload, so the guard can answer before any call. */
export const AUTHENTICATED_FLAG = 'boxroom.authenticated';
