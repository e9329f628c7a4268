import {
  INTEGRATOR_ID,
  LOGIN_COUNTRY,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { ERROR_MESSAGES, ErrorCode } from './errors';
import { emailSchema, enteredPhoneSchema } from './primitives';
import { z } from './zod';

/** RFC 5321's practical ceiling for an address. */
const MAX_EMAIL_LENGTH = 320;

/**
 * What a password field accepts before the length rule is even applied: enough for any
 * passphrase, and little enough that nobody can make the server hash megabytes per guess.
 */
const MAX_PASSWORD_INPUT_LENGTH = 1024;

/** Form body of `POST /token` (the auth host's OAuth password grant). */
export const tokenRequestSchema = z.object({
  username: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_INPUT_LENGTH),
  grant_type: z.literal('password'),
  country: z.literal(LOGIN_COUNTRY),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** Successful `POST /token`: `roles` is a JSON string, read it with `parseRoles`. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default('bearer'),
  expires_in: z.number().nonnegative().optional(),
  roles: z.string().default('[]'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Failed `POST /token`, in OAuth's error shape. */
export const tokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;

/** What the SPA remembers about the signed-in user. */
export const authStateSchema = z.object({
  accessToken: z.string().nullable(),
  loggedIn: z.boolean(),
  roles: z.array(z.string()),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const SIGNED_OUT_AUTH_STATE: AuthState = { accessToken: null, loggedIn: false, roles: [] };

/** Body of the front-end server route `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_INPUT_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ERROR_MESSAGES[ErrorCode.PasswordTooShort])
  .max(PASSWORD_MAX_LENGTH, ERROR_MESSAGES[ErrorCode.PasswordTooLong]);

/** Local parts this short ('jo@…') turn up inside ordinary words, so only longer ones count. */
const MIN_LOCAL_PART_IN_PASSWORD = 4;

/**
 * True when the password contains the account's email address, or the part before its @ (the
 * first thing a guesser tries), whatever the letter case.
 */
export function passwordContainsEmail(password: string, email: string): boolean {
  const candidate = password.normalize('NFKC').toLowerCase();
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  const local = address.split('@')[0] ?? '';
  return (
    candidate.includes(address) ||
    (local.length >= MIN_LOCAL_PART_IN_PASSWORD && candidate.includes(local))
  );
}

const passwordsMatch = (body: { password: string; confirmPassword: string }) =>
  body.password === body.confirmPassword;

/** `POST /account/register`: the sign-up form plus integratorId and funnel. */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(MAX_PASSWORD_INPUT_LENGTH),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    postcode: z.string().trim().max(10).optional(),
    mobilePhone: enteredPhoneSchema.optional(),
    emailCommsEnabled: z.boolean().default(false),
    smsCommsEnabled: z.boolean().default(false),
    integratorId: z.literal(INTEGRATOR_ID),
    /** 'Sign-up' when the visitor came through /apps/signup, else the funnel they were in. */
    signUpFunnel: z.string().min(1).max(50),
    referralCodeSourceOneLetterCode: z.string().length(1).optional(),
  })
  .refine(passwordsMatch, {
    message: ERROR_MESSAGES[ErrorCode.PasswordsDoNotMatch],
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const SIGN_UP_FUNNEL = 'Sign-up';

/** The funnel label sent at sign-up: any path containing /apps/signup is the sign-up funnel. */
export function signUpFunnelFor(pathname: string, otherFunnel = 'Order'): string {
  return pathname.includes('/apps/signup') ? SIGN_UP_FUNNEL : otherFunnel;
}

/** `POST /account/forgotPassword`. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  integratorId: z.literal(INTEGRATOR_ID),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const EMPTY_EMAIL_MESSAGE = 'You need to fill the email to recover your password';

export function passwordResetSentMessage(email: string): string {
  return `We sent an email to ${email}. Please follow the instructions to restore your password`;
}

/** `POST /account/changePassword` (payload not shown in SPEC.md; Boxroom's design). */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1).max(MAX_PASSWORD_INPUT_LENGTH),
    password: passwordSchema,
    confirmPassword: z.string().max(MAX_PASSWORD_INPUT_LENGTH),
  })
  .refine(passwordsMatch, {
    message: ERROR_MESSAGES[ErrorCode.PasswordsDoNotMatch],
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * `POST /auth/lostPasswordUpdate` (payload not shown in SPEC.md; Boxroom's design): the
 * emailed reset link carries the email and a single-use token.
 */
export const lostPasswordUpdateRequestSchema = z
  .object({
    email: emailSchema,
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string().max(MAX_PASSWORD_INPUT_LENGTH),
  })
  .refine(passwordsMatch, {
    message: ERROR_MESSAGES[ErrorCode.PasswordsDoNotMatch],
    path: ['confirmPassword'],
  });
export type LostPasswordUpdateRequest = z.infer<typeof lostPasswordUpdateRequestSchema>;

/** What is wrong with the three fields, checked by the domain schema. */
export function changePasswordProblems(request: ChangePasswordRequest): ChangePasswordFieldErrors {
  const errors: ChangePasswordFieldErrors = {};
  if (request.currentPassword === '') errors.currentPassword = 'Enter your current password';
  if (request.password === '') errors.password = 'Enter a new password';
  if (request.confirmPassword === '') errors.confirmPassword = 'Confirm your new password';
  const result = changePasswordRequestSchema.safeParse(request);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'password' || field === 'confirmPassword') errors[field] ??= issue.message;
  }
  return errors;
}

/** The message for an email the request form cannot send, or null when it can be sent. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return EMPTY_EMAIL_MESSAGE;
  if (!emailSchema.safeParse(email.trim()).success) {
    return ERROR_MESSAGES[ErrorCode.InvalidEmailAddress] ?? 'Invalid email address';
  }
  return null;
}

/** What is wrong with a new password and its confirmation, checked by the domain schema. */
export function newPasswordProblems(
  request: LostPasswordUpdateRequest,
): Pick<PasswordResetFieldErrors, 'password' | 'confirmPassword'> {
  const errors: Pick<PasswordResetFieldErrors, 'password' | 'confirmPassword'> = {};
  if (request.password === '') errors.password = 'Enter a new password';
  if (request.confirmPassword === '') errors.confirmPassword = 'Confirm your new password';
  const result = lostPasswordUpdateRequestSchema.safeParse(request);
  for (const issue of result.error?.issues ?? []) {
    // The link's email and token were checked on the way in; only the typed fields remain.
    const field = issue.path[0] === 'confirmPassword' ? 'confirmPassword' : 'password';
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ChangePasswordFieldErrors = Partial<Record<ChangePasswordField, string>>;

export type PasswordResetFieldErrors = Partial<Record<PasswordResetField, string>>;

export type ChangePasswordField = keyof ChangePasswordRequest;

export type PasswordResetField = 'email' | 'password' | 'confirmPassword';
