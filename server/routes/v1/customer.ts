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
import { startSignInAttempt } from '../../auth/rate-limit.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import { validateAccountJson } from '../../auth/validation.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CustomerRow } from '../../db/tables.ts';
import { clientAddress } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import {
  type CustomerChanges,
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
 * A new email is a new way into the account (password resets go to it), so changing it needs
 * the current password, counted against the sign-in limits like any other guess.
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
export function customerApi(db: Db, settings: AuthSettings) {
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
        if (payload.email && normaliseEmail(payload.email.value) !== stored.email) {
          await assertMayChangeEmail(db, settings, c, stored, payload.currentPassword);
        }
        try {
          const row = await updateCustomer(db, customerId, changesFrom(payload));
          return c.json(toCustomer(row));
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(400, ErrorCode.EmailAlreadyRegistered);
          throw error;
        }
      },
    );
}
