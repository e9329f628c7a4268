import { ERROR_MESSAGES, ErrorCode, SIGN_UP_EMAIL_TAKEN_MESSAGE } from '../../../domain/errors';
import type { ErrorSummaryItem } from '../../../ui/ErrorSummary/ErrorSummary';

/** The summary lists errors in the order of the fields on the page, each linking to its field. */
export function summaryItems<F extends string>(
  fieldIds: Readonly<Record<F, string>>,
  errors: Partial<Record<F, string | null | undefined>>,
): ErrorSummaryItem[] {
  return (Object.keys(fieldIds) as F[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldIds[field], message }] : [];
  });
}

const messageFields: ReadonlyArray<[number, 'email' | 'password' | 'confirmPassword']> = [
  [ErrorCode.EmailAlreadyRegistered, 'email'],
  [ErrorCode.EmailAlreadyRegisteredForCompetition, 'email'],
  [ErrorCode.InvalidEmailAddress, 'email'],
  [ErrorCode.PasswordTooShort, 'password'],
  [ErrorCode.PasswordTooLong, 'password'],
  [ErrorCode.PasswordTooCommon, 'password'],
  [ErrorCode.PasswordContainsEmail, 'password'],
  [ErrorCode.PasswordsDoNotMatch, 'confirmPassword'],
];

/**
 * The field a server message is about, so it can be shown beside that field as well as in the
 * summary. The session keeps only the message, and these are the auth host's own texts.
 */
export function fieldForServerMessage(
  message: string,
): 'email' | 'password' | 'confirmPassword' | null {
  if (message === SIGN_UP_EMAIL_TAKEN_MESSAGE) return 'email';
  const match = messageFields.find(([code]) => ERROR_MESSAGES[code] === message);
  return match ? match[1] : null;
}

export const EMAIL_ALREADY_REGISTERED_MESSAGE = ERROR_MESSAGES[ErrorCode.EmailAlreadyRegistered];
export const RESET_LINK_INVALID_MESSAGE = ERROR_MESSAGES[ErrorCode.ResetLinkInvalid];
