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
import { validateAccountJson } from '../../auth/validation.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
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

  /** Tells the owner of `email` that someone tried to move an account onto it. */
  async function tellOwnerOf(email: string): Promise<void> {
    const owner = await findCustomerByEmail(db, email);
    if (!owner) return;
    const mail = emailTakenMail(owner.firstName, siteLink('/apps/signin'), siteLink('/apps/reset'));
    await sendOrLog(mailer, { recipient: owner.email, ...mail });
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
        return c.json(toCustomer(row));
      },
    )
    .post(
      '/:customerId/edit',
      operation({
        summary: "Change the customer's details, each field wrapped as {value}",
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
        // A taken address: the other changes are made and answered as usual, the email stays,
        // and the address's owner is told by mail rather than the requester by an error.
        const keepEmail = async () => {
          const row = await updateCustomer(db, customerId, otherChanges);
          if (newEmail !== undefined) await tellOwnerOf(newEmail);
          return c.json(toCustomer(row));
        };
        if (newEmail !== undefined && (await findCustomerByEmail(db, newEmail))) {
          return keepEmail();
        }
        try {
          const row = await updateCustomer(db, customerId, changes);
          return c.json(toCustomer(row));
        } catch (error) {
          // Taken by a registration or a change a moment ago: answered like any taken address.
          if (isUniqueViolation(error) && newEmail !== undefined) return keepEmail();
          throw error;
        }
      },
    );
}
