import type { TokenResponse } from '../../src/domain/auth.ts';
import type { Db } from '../db/database.ts';
import { customerRoles, findCustomerByEmail } from '../repositories/customers.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import { type AttemptSource, startSignInAttempt } from './rate-limit.ts';
import type { AuthSettings } from './settings.ts';
import { issueSession } from './tokens.ts';

export type SignInOutcome =
  | { ok: true; token: TokenResponse }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number };

export interface Credentials extends AttemptSource {
  password: string;
}

/**
 * The password grant behind `POST /identity/token` and `POST /api/auth/login`. Unknown email
 * and wrong password give the same outcome after the same amount of work.
 */
export async function signIn(
  db: Db,
  settings: AuthSettings,
  { email, password, address }: Credentials,
): Promise<SignInOutcome> {
  const attempt = await startSignInAttempt(db, { email, address }, settings);
  if (attempt.blockedForSeconds !== undefined) {
    return { ok: false, reason: 'limited', retryAfterSeconds: attempt.blockedForSeconds };
  }
  const customer = await findCustomerByEmail(db, email);
  const valid = customer
    ? await verifyPassword(password, customer.passwordHash)
    : await verifyNothing(password, settings.scrypt);
  if (!customer || !valid) return { ok: false, reason: 'invalid' };

  await attempt.succeeded();
  const accessToken = await issueSession(db, customer.customerId, settings);
  return {
    ok: true,
    token: {
      access_token: accessToken,
      token_type: 'bearer',
      // The idle lifetime: each use pushes expiry on, up to the absolute lifetime.
      expires_in: Math.floor(Math.min(settings.idleLifetimeMs, settings.absoluteLifetimeMs) / 1000),
      roles: JSON.stringify(customerRoles(customer)),
    },
  };
}
