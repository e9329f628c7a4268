import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { z } from 'zod';

/** A form body is URL-encoded here; the OpenAPI description says so (not multipart). */
export const FORM_ENCODED = { media: 'application/x-www-form-urlencoded' };

/**
 * Validates one part of the request with a zod schema and describes it in /openapi.json.
 * A failure is thrown to the app's onError, so invalid input answers with the same
 * `{ errorCode, message, issues }` body as every other client error; `refuse` may turn it into
 * a more particular error first (an account form's code, a 404 for an unknown page).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  refuse: (error: z.ZodError) => Error = (error) => error,
) {
  return validator(
    target,
    schema,
    (result) => {
      // The issues are zod's own (the schema is a zod schema), thrown as an Error for onError.
      if (!result.success)
        throw refuse(new z.ZodRealError([...result.error] as z.core.$ZodIssue[]));
    },
    target === 'form' ? FORM_ENCODED : undefined,
  );
}
