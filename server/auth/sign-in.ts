import type { TokenResponse } from '../../src/domain/auth.ts';
import type { Db } from '../db/database.ts';
import { customerRoles, findCustomerByEmail } from '../repositories/customers.ts';
import { TooManyPasswordChecks, verifyNothing, verifyPassword } from './passwords.ts';
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

/** Sent with the pool's refusal: one of this client's own checks ends within a second or so. */
const BUSY_RETRY_SECONDS = 1;

/**
 * The password grant behind `POST /identity/token` and `POST /api/auth/login`. Unknown email
 * and wrong password give the same outcome after the same amount of work. A client with more
 * checks under way than its share of the hashing pool is told to wait (limited), like one
 * over the sign-in limits, and that attempt counts for nothing.
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
  let valid: boolean;
  try {
    valid = customer
      ? await verifyPassword(password, customer.passwordHash, address)
      : await verifyNothing(password, settings.scrypt, address);
  } catch (error) {
    if (!(error instanceof TooManyPasswordChecks)) throw error;
    await attempt.abandoned();
    return { ok: false, reason: 'limited', retryAfterSeconds: BUSY_RETRY_SECONDS };
  }
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
