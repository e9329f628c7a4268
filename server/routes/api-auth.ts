import { Hono } from 'hono';
import { loginRequestSchema, tokenResponseSchema } from '../../src/domain/auth.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { requireBearerToken } from '../auth/bearer.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { signIn } from '../auth/sign-in.ts';
import { hashToken, revokeToken } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorBody } from '../http/errors.ts';
import { emptyResponseSchema, operation } from '../http/operation.ts';
import { validate } from '../http/validate.ts';

/** Both shapes at once: the API's errorCode and OAuth's error_description. */
function signInError(errorCode: number) {
  const body = errorBody(errorCode);
  return { ...body, error_description: body.message };
}

/** The front-end server routes `/api/auth/login` and `/api/auth/logout`. */
export function apiAuthRoutes(db: Db, settings: AuthSettings, sessions: SessionCache) {
  return new Hono()
    .post(
      '/login',
      operation({
        summary: 'Sign in (front-end server route wrapping the token call)',
        tag: 'auth',
        response: tokenResponseSchema,
      }),
      validate('json', loginRequestSchema),
      async (c) => {
        const { username, password } = c.req.valid('json');
        const outcome = await signIn(db, settings, {
          email: username,
          password,
          address: clientAddress(c),
        });
        c.header('Cache-Control', 'no-store');
        if (outcome.ok) return c.json(outcome.token);
        if (outcome.reason === 'limited') {
          c.header('Retry-After', String(outcome.retryAfterSeconds));
          return c.json(signInError(ErrorCode.TooManySignInAttempts), 429);
        }
        return c.json(signInError(ErrorCode.InvalidCredentials), 400);
      },
    )
    .post(
      '/logout',
      operation({
        summary: "End the bearer's session; succeeds even if it already ended",
        tag: 'auth',
        response: emptyResponseSchema,
        bearer: true,
      }),
      async (c) => {
        // Signing out must always work, so a token that already expired is not an error.
        const token = requireBearerToken(c);
        await revokeToken(db, token, settings.now());
        // Refused from the next call on, here at once and elsewhere once the database says so.
        sessions.forgetToken(hashToken(token));
        return c.json({});
      },
    );
}
