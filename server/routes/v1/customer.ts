import { Hono } from 'hono';
import { z } from 'zod';
import {
  type CustomerEditPayload,
  customerEditPayloadSchema,
} from '../../../src/domain/customer.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { toInternationalPhone } from '../../../src/domain/format.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { validateAccountJson } from '../../auth/validation.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import {
  type CustomerChanges,
  findCustomerById,
  toCustomer,
  updateCustomer,
} from '../../repositories/customers.ts';

export const customerIdParamsSchema = z.object({ customerId: idParam });

const PHONES = new Set(['dayTimePhone', 'eveningPhone', 'mobilePhone']);

/** Unwraps `{ value }`; phone numbers are stored in international form. */
function changesFrom(payload: CustomerEditPayload): CustomerChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, wrapped] of Object.entries(payload)) {
    if (wrapped === undefined) continue;
    const { value } = wrapped;
    changes[field] = PHONES.has(field) ? toInternationalPhone(value as string) : value;
  }
  if (typeof changes.postcode === 'string') changes.postcode = changes.postcode.toUpperCase();
  return changes as CustomerChanges;
}

/** `GET /v1/customer` and `POST /v1/customer/{id}/edit`, for the signed-in customer only. */
export function customerApi(db: Db) {
  return new Hono<SessionEnv>()
    .get('/', async (c) => {
      const row = await findCustomerById(db, c.get('session').customerId);
      if (!row) throw new HttpError(401, ErrorCode.SessionExpired);
      return c.json(toCustomer(row));
    })
    .post(
      '/:customerId/edit',
      validate('param', customerIdParamsSchema),
      validateAccountJson(customerEditPayloadSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        try {
          const row = await updateCustomer(db, customerId, changesFrom(c.req.valid('json')));
          return c.json(toCustomer(row));
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(400, ErrorCode.EmailAlreadyRegistered);
          throw error;
        }
      },
    );
}
