import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionCache } from './session-cache.ts';
import type { AuthSettings } from './settings.ts';
import { type Session, verifySession } from './tokens.ts';

/** Routes behind `requireSession` read the signed-in customer with `c.get('session')`. */
export interface SessionEnv {
  Variables: { session: Session };
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** The token of an `Authorization: Bearer ...` header, if there is one. */
export function bearerToken(c: Context): string | undefined {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1];
}

/** The bearer token, or 401 with SignInRequired when the request carries none. */
export function requireBearerToken(c: Context): string {
  const token = bearerToken(c);
  if (!token) {
    c.header('WWW-Authenticate', 'Bearer');
    throw new HttpError(401, ErrorCode.SignInRequired);
  }
  return token;
}

/**
 * Lets through only requests with a live session: no token is 401 SignInRequired (194); an
 * unknown, revoked or expired one is 401 SessionExpired (1310), which signs the SPA out.
 * With `cache`, a session checked a few seconds ago is not read again.
 */
export function requireSession(db: Db, settings: AuthSettings, cache?: SessionCache) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const token = requireBearerToken(c);
    const session = await verifySession(db, token, settings, cache);
    if (!session) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, ErrorCode.SessionExpired);
    }
    c.set('session', session);
    await next();
    // A customer's own data must never be kept by a shared cache or the back button.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
}
