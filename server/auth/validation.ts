import type { z } from 'zod';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';

/**
 * Account forms answer with the code the SPA shows for the first problem it knows (SPEC.md
 * section 8): an invalid email, a password too short or too long, an unknown referral code, a
 * confirmation that differs. Anything else is the general validation failure with its issues.
 */
function codeFor(issue: z.core.$ZodIssue): number | undefined {
  const field = issue.path[0];
  if (field === 'email') return ErrorCode.InvalidEmailAddress;
  if (field === 'password' && issue.code === 'too_small') return ErrorCode.PasswordTooShort;
  if (field === 'password' && issue.code === 'too_big') return ErrorCode.PasswordTooLong;
  if (field === 'referralCodeSourceOneLetterCode') return ErrorCode.InvalidReferralCode;
  if (field === 'confirmPassword' && issue.code === 'custom') return ErrorCode.PasswordsDoNotMatch;
  return undefined;
}

export function accountError(error: z.core.$ZodError): Error {
  for (const issue of error.issues) {
    const code = codeFor(issue);
    if (code !== undefined) return new HttpError(400, code);
  }
  return error;
}

/** Validates a JSON body like `validate('json', ...)`, with the account forms' error codes. */
export function validateAccountJson<Schema extends z.ZodType>(schema: Schema) {
  return validate('json', schema, accountError);
}
