import { z } from 'zod';

/** Building blocks shared by the entity schemas, so every id, date and amount is read alike. */

/** Database ids are positive integers. */
export const idSchema = z.int().positive();

/** A calendar day as `yyyy-MM-dd`. */
export const isoDateSchema = z.iso.date();

/** A moment as an ISO 8601 date-time with offset, e.g. `2026-03-01T09:30:00Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Pounds (or euros) as a decimal number, never negative. */
export const moneySchema = z.number().nonnegative();

export const quantitySchema = z.int().nonnegative();

export const emailSchema = z.email();

/** Phone numbers are free text on the way in; `toInternationalPhone` normalises them. */
export const phoneSchema = z.string().trim().max(32);

/** Edit payloads wrap each changed field as `{ value }` (SPEC.md section 7). */
export function wrapped<T extends z.ZodType>(schema: T) {
  return z.object({ value: schema });
}
