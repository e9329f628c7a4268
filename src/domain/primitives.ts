import { phoneProblem } from './format';
import { MAX_ID } from './ids';
import { z } from './zod';

/** Building blocks shared by the entity schemas, so every id, date and amount is read alike. */

/** Database ids are integers from 1 to 2^31 - 1. */
export const idSchema = z.int().positive().max(MAX_ID);

/** An id in a path segment or query, where everything arrives as text. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/** A calendar day as `yyyy-MM-dd`. */
export const isoDateSchema = z.iso.date();

/** A moment as an ISO 8601 date-time with offset, e.g. `2026-03-01T09:30:00Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Pounds (or euros) as a decimal number, never negative. */
export const moneySchema = z.number().nonnegative();

export const quantitySchema = z.int().nonnegative();

/** RFC 5321 caps a forward path at 256 octets; 320 is the commonly quoted upper bound. */
export const emailSchema = z.email().max(320);

/** Phone numbers are free text on the way in; `toInternationalPhone` normalises them. */
export const phoneSchema = z.string().trim().max(32);

/** Edit payloads wrap each changed field as `{ value }` (SPEC.md section 7). */
export function wrapped<T extends z.ZodType>(schema: T) {
  return z.object({ value: schema });
}

/** A phone number as a customer enters it: empty, or a UK or Irish number. */
export const enteredPhoneSchema = z
  .string()
  .trim()
  .max(32)
  .superRefine((phone, context) => {
    const problem = phoneProblem(phone);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
