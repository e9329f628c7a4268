import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type CustomerEditPayload,
  customerEditPayloadSchema,
  customerSchema,
} from '../../../src/domain/customer.ts';
import { DETAILS_FIELD_NAMES, DETAILS_FIELDS, isTextDetail } from '../../../src/domain/details.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { limitEmailChange, startSignInAttempt } from '../../auth/rate-limit.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { validateAccountJson } from '../../auth/validation.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { CustomerRow } from '../../db/tables.ts';
import { clientAddress } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { type Mailer, sendOrLog } from '../../mail/mailer.ts';
import {
  type CustomerChanges,
  findCustomerByEmail,
  findCustomerById,
  normaliseEmail,
  toCustomer,
  updateCustomer,
} from '../../repositories/customers.ts';
import {
  createEmailChange,
  EMAIL_CHANGE_LINK_LIFETIME_MS,
  pendingEmailOf,
} from '../../repositories/email-changes.ts';

export const customerIdParamsSchema = z.object({ customerId: idParam });

/** Unwraps `{ value }`, each text field tidied as My details stores it (src/domain/details.ts). */
function changesFrom(payload: CustomerEditPayload): CustomerChanges {
  const changes: Record<string, unknown> = {};
  for (const field of DETAILS_FIELD_NAMES) {
    const wrapped = payload[field];
    if (wrapped === undefined) continue;
    const { value } = wrapped;
    changes[field] =
      isTextDetail(field) && typeof value === 'string' ? DETAILS_FIELDS[field].tidy(value) : value;
  }
  return changes as CustomerChanges;
}

/**
 * Sent instead of an error when a customer asks to move their account onto an address that
 * already has one: the answer is that of any change, so it tells nobody who is a customer.
 * It names neither the other account nor its email.
 */
function emailTakenMail(firstName: string, signInLink: string, resetLink: string) {
  return {
    subject: 'Someone tried to use your email address at Boxroom',
    body: [
      `Hello ${firstName},`,
      '',
      'Someone signed in to another Boxroom account asked to change its email address to',
      'this one. This address stays with your account, and nothing has changed.',
      '',
      'If it was you: you already have an account with this address. Sign in to it here:',
      '',
      signInLink,
      '',
      'Forgotten your password? Choose a new one here:',
      '',
      resetLink,
      '',
      "If it wasn't you, ignore this email.",
    ].join('\n'),
  };
}

/** Sent to the new address: the account moves onto it only when this link is opened. */
function confirmEmailMail(firstName: string, newEmail: string, link: string) {
  const hours = Math.round(EMAIL_CHANGE_LINK_LIFETIME_MS / 3_600_000);
  return {
    subject: 'Confirm your new Boxroom email address',
    body: [
      `Hello ${firstName},`,
      '',
      `You asked to use ${newEmail} for your Boxroom account. To confirm it, open this link`,
      `within ${hours} hours:`,
      '',
      link,
      '',
      'Until then we keep writing to your current address, and you sign in with it.',
      '',
      "If it wasn't you, ignore this email: nothing changes.",
    ].join('\n'),
  };
}

/**
 * A new email is a new way into the account (password resets go to it), so changing it needs
 * the current password, counted against the sign-in limits like any other guess; and the
 * changes themselves are limited per address and per account (429 with 213), so nobody can
 * try address after address to learn which have accounts.
 */
async function assertMayChangeEmail(
  db: Db,
  settings: AuthSettings,
  c: Context<SessionEnv>,
  customer: CustomerRow,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword === undefined) {
    throw new HttpError(
      400,
      ErrorCode.CurrentPasswordIncorrect,
      'Enter your current password to change your email address',
    );
  }
  const wait = await limitEmailChange(db, customer.customerId, clientAddress(c), settings);
  if (wait !== undefined) {
    c.header('Retry-After', String(wait));
    throw new HttpError(429, ErrorCode.RateLimited);
  }
  const attempt = await startSignInAttempt(
    db,
    { email: customer.email, address: clientAddress(c) },
    settings,
  );
  if (attempt.blockedForSeconds !== undefined) {
    c.header('Retry-After', String(attempt.blockedForSeconds));
    throw new HttpError(429, ErrorCode.TooManySignInAttempts);
  }
  if (!(await verifyPassword(currentPassword, customer.passwordHash, clientAddress(c)))) {
    throw new HttpError(400, ErrorCode.CurrentPasswordIncorrect);
  }
  await attempt.succeeded();
}

/** `GET /v1/customer` and `POST /v1/customer/{id}/edit`, for the signed-in customer only. */
export function customerApi(
  db: Db,
  settings: AuthSettings,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
) {
  const siteLink = (path: string) => new URL(path, config.publicUrl).href;

  /** Tells the owner of an address that someone tried to move an account onto it. */
  async function tellOwner(owner: CustomerRow): Promise<void> {
    const mail = emailTakenMail(owner.firstName, siteLink('/apps/signin'), siteLink('/apps/reset'));
    await sendOrLog(mailer, { recipient: owner.email, ...mail });
  }

  /** The customer as answered, with the address a change is waiting to move them to. */
  async function customerOf(row: CustomerRow) {
    const pendingEmail = await pendingEmailOf(db, row.customerId, settings.now());
    return { ...toCustomer(row), ...(pendingEmail ? { pendingEmail } : {}) };
  }

  /**
   * Every change waits for the link mailed to the new address, and is recorded and answered
   * alike whether or not the address has an account, so the answer tells nobody who is a
   * customer. A taken address's owner gets a note instead of the link, so that change can
   * never be confirmed.
   */
  async function requestEmailChange(
    customer: CustomerRow,
    newEmail: string,
    sessionId: number,
  ): Promise<void> {
    const token = newToken();
    await db.transaction().execute((trx) =>
      createEmailChange(trx, {
        tokenHash: hashToken(token),
        customerId: customer.customerId,
        newEmail,
        sessionId,
        now: settings.now(),
      }),
    );
    const owner = await findCustomerByEmail(db, newEmail);
    if (owner) {
      await tellOwner(owner);
      return;
    }
    // PUBLIC_URL, never the request's Host, which whoever sends the request chooses.
    const link = new URL('/apps/confirm-email', config.publicUrl);
    link.searchParams.set('token', token);
    const mail = confirmEmailMail(customer.firstName, newEmail, link.href);
    await sendOrLog(mailer, { recipient: newEmail, ...mail });
  }

  return new Hono<SessionEnv>()
    .get(
      '/',
      operation({
        summary: 'The signed-in customer',
        tag: 'customer',
        response: customerSchema,
        bearer: true,
      }),
      async (c) => {
        const row = await findCustomerById(db, c.get('session').customerId);
        if (!row) throw new HttpError(401, ErrorCode.SessionExpired);
        return c.json(await customerOf(row));
      },
    )
    .post(
      '/:customerId/edit',
      operation({
        summary:
          "Change the customer's details, each field wrapped as {value}; a new email waits for the link mailed to it (pendingEmail)",
        tag: 'customer',
        response: customerSchema,
        bearer: true,
      }),
      validate('param', customerIdParamsSchema),
      validateAccountJson(customerEditPayloadSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        const payload = c.req.valid('json');
        const stored = await findCustomerById(db, customerId);
        if (!stored) throw new HttpError(401, ErrorCode.SessionExpired);
        const changes = changesFrom(payload);
        const newEmail =
          changes.email !== undefined && normaliseEmail(changes.email) !== stored.email
            ? normaliseEmail(changes.email)
            : undefined;
        if (newEmail !== undefined) {
          await assertMayChangeEmail(db, settings, c, stored, payload.currentPassword);
        }
        const { email: _email, ...otherChanges } = changes;
        const row = await updateCustomer(db, customerId, otherChanges);
        if (newEmail !== undefined) {
          await requestEmailChange(row, newEmail, c.get('session').sessionId);
        }
        return c.json(await customerOf(row));
      },
    );
}
