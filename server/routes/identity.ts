import type { Context } from 'hono';
import { Hono } from 'hono';
import { validator } from 'hono-openapi';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  lostPasswordUpdateRequestSchema,
  registerRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../../src/domain/auth.ts';
import {
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
} from '../../src/domain/customer.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { toInternationalPhone } from '../../src/domain/format.ts';
import { tidyPostcode } from '../../src/domain/postcodes.ts';
import { requireSession } from '../auth/bearer.ts';
import { hashPassword, newPasswordRefusal, verifyPassword } from '../auth/passwords.ts';
import {
  clearAccountFailures,
  type LimitedRequest,
  limitRequest,
  startSignInAttempt,
} from '../auth/rate-limit.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { signIn } from '../auth/sign-in.ts';
import { hashToken, newToken, revokeCustomerSessions } from '../auth/tokens.ts';
import { validateAccountJson } from '../auth/validation.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { emptyResponseSchema, operation } from '../http/operation.ts';
import { FORM_ENCODED } from '../http/validate.ts';
import { type Mailer, sendOrLog } from '../mail/mailer.ts';
import { notifyEmailChanged, notifyPasswordChanged } from '../notify/account.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  normaliseEmail,
  referralCodeExists,
  updateCustomer,
} from '../repositories/customers.ts';
import { consumeEmailChange } from '../repositories/email-changes.ts';
import {
  consumePasswordReset,
  createPasswordReset,
  isPasswordResetUsable,
} from '../repositories/password-resets.ts';

/** OAuth error bodies (RFC 6749 section 5.2), as the SPA reads `error_description` first. */
function oauthError(c: Context, error: string, description: string, status: 400 | 429 = 400) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, status);
}

function resetMail(firstName: string, link: string, lifetimeMs: number) {
  const minutes = Math.round(lifetimeMs / 60_000);
  return {
    subject: 'Reset your Boxroom password',
    body: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Boxroom account. To choose a new',
      `password, open this link within ${minutes} minutes:`,
      '',
      link,
      '',
      "If it wasn't you, ignore this email: your password stays as it is.",
    ].join('\n'),
  };
}

function welcomeMail(firstName: string, signInLink: string) {
  return {
    subject: 'Welcome to Boxroom',
    body: [
      `Hello ${firstName},`,
      '',
      'Your Boxroom account is ready. Sign in any time at:',
      '',
      signInLink,
    ].join('\n'),
  };
}

/**
 * Sent instead of an error when someone registers an address that already has an account:
 * the page answers as for a new account, so it tells nobody who is a customer.
 */
function accountExistsMail(firstName: string, signInLink: string, resetLink: string) {
  return {
    subject: 'You already have a Boxroom account',
    body: [
      `Hello ${firstName},`,
      '',
      'Someone, perhaps you, tried to create a Boxroom account with this email address.',
      'You already have one. To use it, sign in:',
      '',
      signInLink,
      '',
      'Forgotten your password? Choose a new one here:',
      '',
      resetLink,
      '',
      "If it wasn't you, ignore this email: nothing has changed.",
    ].join('\n'),
  };
}

const OK = {};

/** The auth host, mounted at `/identity` (SPEC.md section 7, Authentication). */
export function identityApi(
  db: Db,
  config: Config,
  settings: AuthSettings,
  mailer: Mailer,
  sessions: SessionCache,
) {
  const session = requireSession(db, settings, sessions);
  const siteLink = (path: string) => new URL(path, config.publicUrl).href;

  /** 429 with code 213 when this address or email has asked too often. */
  async function limit(c: Context, kind: LimitedRequest, email: string): Promise<void> {
    const source = { email: normaliseEmail(email), address: clientAddress(c) };
    const waitSeconds = await limitRequest(db, kind, source, settings);
    if (waitSeconds === undefined) return;
    c.header('Retry-After', String(waitSeconds));
    throw new HttpError(429, ErrorCode.RateLimited);
  }

  return new Hono()
    .post(
      '/token',
      operation({
        summary: 'Sign in with the OAuth password grant; roles come as a JSON string',
        tag: 'auth',
        response: tokenResponseSchema,
        oauthErrors: true,
      }),
      validator(
        'form',
        tokenRequestSchema,
        (result, c) => {
          if (result.success) return;
          const grantType = (result.data as Record<string, unknown>).grant_type;
          if (typeof grantType === 'string' && grantType !== 'password') {
            return oauthError(c, 'unsupported_grant_type', 'Only the password grant is supported');
          }
          return oauthError(
            c,
            'invalid_request',
            'Send username, password, grant_type=password and country=uk as a form',
          );
        },
        FORM_ENCODED,
      ),
      async (c) => {
        const { username, password } = c.req.valid('form');
        const outcome = await signIn(db, settings, {
          email: username,
          password,
          address: clientAddress(c),
        });
        if (outcome.ok) {
          c.header('Cache-Control', 'no-store');
          return c.json(outcome.token);
        }
        if (outcome.reason === 'limited') {
          c.header('Retry-After', String(outcome.retryAfterSeconds));
          return oauthError(
            c,
            'too_many_attempts',
            ERROR_MESSAGES[ErrorCode.TooManySignInAttempts]!,
            429,
          );
        }
        return oauthError(c, 'invalid_grant', ERROR_MESSAGES[ErrorCode.InvalidCredentials]!);
      },
    )
    .post(
      '/account/register',
      operation({
        summary: 'Create a customer account',
        tag: 'auth',
        response: z.object({ customerId: z.int().positive() }),
      }),
      validateAccountJson(registerRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const refusal = newPasswordRefusal(body.password, body.email);
        if (refusal !== null) throw new HttpError(400, refusal);
        const referralCode = body.referralCodeSourceOneLetterCode?.toUpperCase() ?? null;
        if (referralCode !== null && !(await referralCodeExists(db, referralCode))) {
          throw new HttpError(400, ErrorCode.InvalidReferralCode);
        }
        await limit(c, 'register', body.email);
        // Hashed whether or not the address is taken, so both answers take the same time.
        const passwordHash = await hashPassword(body.password, settings.scrypt, clientAddress(c));
        const existing = await findCustomerByEmail(db, body.email);
        let created = false;
        if (!existing) {
          try {
            await insertCustomer(db, {
              email: body.email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              postcode: tidyPostcode(body.postcode ?? ''),
              mobilePhone: toInternationalPhone(body.mobilePhone),
              smsCommsEnabled: body.smsCommsEnabled,
              emailCommsEnabled: body.emailCommsEnabled,
              joinedDate: settings.now().toISOString().slice(0, 10),
              signUpFunnel: body.signUpFunnel,
              referralCode,
            });
            created = true;
          } catch (error) {
            // Registered by a parallel request a moment ago: answered like any taken address.
            if (!isUniqueViolation(error)) throw error;
          }
        }
        const recipient = normaliseEmail(body.email);
        const mail = created
          ? welcomeMail(body.firstName, siteLink('/apps/signin'))
          : accountExistsMail(
              existing?.firstName ?? body.firstName,
              siteLink('/apps/signin'),
              siteLink('/apps/reset'),
            );
        await sendOrLog(mailer, { recipient, ...mail });
        // The same answer for a new and a taken address: the owner learns the rest by email.
        return c.json(OK);
      },
    )
    .post(
      '/account/forgotPassword',
      operation({
        summary: 'Mail a password reset link; the same answer whether or not the account exists',
        tag: 'auth',
        response: emptyResponseSchema,
      }),
      validateAccountJson(forgotPasswordRequestSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        await limit(c, 'reset', email);
        const customer = await findCustomerByEmail(db, email);
        // The same answer whether or not the account exists, so nobody learns who has one.
        if (!customer) return c.json(OK);

        const token = newToken();
        const now = settings.now();
        // PUBLIC_URL (or HOST:PORT), never the request's Host: whoever sends the request
        // chooses that, and could have the link point at their own site.
        const link = new URL('/apps/reset', config.publicUrl);
        link.searchParams.set('token', token);
        link.searchParams.set('email', customer.email);
        await db.transaction().execute((trx) =>
          createPasswordReset(trx, {
            tokenHash: hashToken(token),
            customerId: customer.customerId,
            now,
            expiresAt: new Date(now.getTime() + settings.resetLinkLifetimeMs),
          }),
        );
        const mail = resetMail(customer.firstName, link.href, settings.resetLinkLifetimeMs);
        await sendOrLog(mailer, { recipient: customer.email, ...mail });
        return c.json(OK);
      },
    )
    .post(
      '/auth/lostPasswordUpdate',
      operation({
        summary: 'Set a new password with the single-use token from the reset link',
        tag: 'auth',
        response: emptyResponseSchema,
      }),
      validateAccountJson(lostPasswordUpdateRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const email = normaliseEmail(body.email);
        const reset = { tokenHash: hashToken(body.token), email, now: settings.now() };
        if (!(await isPasswordResetUsable(db, reset))) {
          throw new HttpError(400, ErrorCode.ResetLinkInvalid);
        }
        // After the link check, so a bad link says so, and before using it up, so a common
        // password can be corrected with the same link.
        const refusal = newPasswordRefusal(body.password, email);
        if (refusal !== null) throw new HttpError(400, refusal);
        const passwordHash = await hashPassword(body.password, settings.scrypt, clientAddress(c));
        const customerId = await db.transaction().execute(async (trx) => {
          const id = await consumePasswordReset(trx, reset);
          if (id === undefined) return undefined;
          await updateCustomer(trx, id, { passwordHash });
          // Whoever knew the old password is signed out everywhere.
          await revokeCustomerSessions(trx, id, reset.now);
          return id;
        });
        if (customerId === undefined) throw new HttpError(400, ErrorCode.ResetLinkInvalid);
        // After the commit, so no check in between can keep the old sessions alive here.
        sessions.forgetCustomer(customerId);
        await clearAccountFailures(db, email);
        await notifyPasswordChanged(db, customerId);
        return c.json(OK);
      },
    )
    .post(
      '/account/confirmEmail',
      operation({
        summary:
          'Move the account onto the new email with the single-use token mailed to it; other sessions end',
        tag: 'auth',
        response: confirmEmailResponseSchema,
      }),
      validateAccountJson(confirmEmailRequestSchema),
      async (c) => {
        const { token } = c.req.valid('json');
        const now = settings.now();
        let changed: { customerId: number; oldEmail: string; newEmail: string } | undefined;
        try {
          changed = await db.transaction().execute(async (trx) => {
            const change = await consumeEmailChange(trx, { tokenHash: hashToken(token), now });
            if (change === undefined) return undefined;
            const customer = await findCustomerById(trx, change.customerId);
            if (!customer) return undefined;
            // Taken since the change was asked for: refused, and the link stays unused.
            if (await findCustomerByEmail(trx, change.newEmail)) {
              throw new HttpError(409, ErrorCode.EmailAlreadyRegistered);
            }
            await updateCustomer(trx, change.customerId, { email: change.newEmail });
            // As after a password change: signed out everywhere but where the change was asked.
            await revokeCustomerSessions(
              trx,
              change.customerId,
              now,
              change.sessionId ?? undefined,
            );
            return {
              customerId: change.customerId,
              oldEmail: customer.email,
              newEmail: change.newEmail,
            };
          });
        } catch (error) {
          // Registered by a parallel request a moment ago: refused as a taken address.
          if (isUniqueViolation(error)) throw new HttpError(409, ErrorCode.EmailAlreadyRegistered);
          throw error;
        }
        if (changed === undefined) throw new HttpError(400, ErrorCode.EmailChangeLinkInvalid);
        sessions.forgetCustomer(changed.customerId);
        // Whoever lost the account this way hears of it where they still read mail (Cc).
        await notifyEmailChanged(db, changed);
        return c.json({ email: changed.newEmail });
      },
    )
    .post(
      '/account/changePassword',
      operation({
        summary: "Change the signed-in customer's password and end their other sessions",
        tag: 'auth',
        response: emptyResponseSchema,
        bearer: true,
      }),
      session,
      validateAccountJson(changePasswordRequestSchema),
      async (c) => {
        const { sessionId, customerId } = c.get('session');
        const body = c.req.valid('json');
        const customer = await findCustomerById(db, customerId);
        if (!customer) throw new HttpError(401, ErrorCode.SessionExpired);
        const refusal = newPasswordRefusal(body.password, customer.email);
        if (refusal !== null) throw new HttpError(400, refusal);
        // A stolen session must not become a way to guess the password without limit.
        const attempt = await startSignInAttempt(
          db,
          { email: customer.email, address: clientAddress(c) },
          settings,
        );
        if (attempt.blockedForSeconds !== undefined) {
          c.header('Retry-After', String(attempt.blockedForSeconds));
          throw new HttpError(429, ErrorCode.TooManySignInAttempts);
        }
        const address = clientAddress(c);
        if (!(await verifyPassword(body.currentPassword, customer.passwordHash, address))) {
          throw new HttpError(400, ErrorCode.CurrentPasswordIncorrect);
        }
        await attempt.succeeded();
        const passwordHash = await hashPassword(body.password, settings.scrypt, address);
        await db.transaction().execute(async (trx) => {
          await updateCustomer(trx, customerId, { passwordHash });
          // Signed out everywhere else; this browser stays signed in.
          await revokeCustomerSessions(trx, customerId, settings.now(), sessionId);
        });
        sessions.forgetCustomer(customerId);
        await notifyPasswordChanged(db, customerId);
        return c.json(OK);
      },
    );
}
