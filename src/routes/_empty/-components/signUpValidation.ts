import type { RegisterInput } from '../../../api/auth';
import { passwordContainsEmail, registerRequestSchema, SIGN_UP_FUNNEL } from '../../../domain/auth';
import { INTEGRATOR_ID } from '../../../domain/constants';
import { ERROR_MESSAGES, ErrorCode } from '../../../domain/errors';
import type { SignUpDetails } from '../../../machines/session.machine';

/** What the sign-up form holds, exactly as typed. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  postcode: string;
  mobilePhone: string;
  emailCommsEnabled: boolean;
  smsCommsEnabled: boolean;
}

export type SignUpField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'postcode'
  | 'mobilePhone';

export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** The app adds integratorId (src/api) and the funnel (the session) on the way out. */
export type SignUpRequestDetails = SignUpDetails & Omit<RegisterInput, 'signUpFunnel'>;

export const EMPTY_SIGN_UP_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  postcode: '',
  mobilePhone: '',
  emailCommsEnabled: false,
  smsCommsEnabled: false,
};

const requiredMessages: Partial<Record<SignUpField, string>> = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter your email address',
  password: 'Enter a password',
  confirmPassword: 'Confirm your password',
};

const fieldNames: Record<SignUpField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
  postcode: 'Postcode',
  mobilePhone: 'Mobile number',
};

function isSignUpField(key: unknown): key is SignUpField {
  return typeof key === 'string' && key in fieldNames;
}

/**
 * Checks the form with the domain's register schema and turns its issues into one GOV.UK-style
 * message per field: "Enter …" for a required field left empty, the schema's message otherwise.
 */
export function validateSignUp(
  values: SignUpValues,
): { ok: true; details: SignUpRequestDetails } | { ok: false; errors: SignUpErrors } {
  const postcode = values.postcode.trim();
  const mobilePhone = values.mobilePhone.trim();
  const result = registerRequestSchema.safeParse({
    ...values,
    email: values.email.trim(),
    postcode: postcode === '' ? undefined : postcode,
    mobilePhone: mobilePhone === '' ? undefined : mobilePhone,
    // Only to satisfy the request schema here; the app sets both on the way out.
    integratorId: INTEGRATOR_ID,
    signUpFunnel: SIGN_UP_FUNNEL,
  });

  if (result.success && !passwordContainsEmail(values.password, values.email)) {
    const { integratorId: _integratorId, signUpFunnel: _signUpFunnel, ...details } = result.data;
    return { ok: true, details };
  }

  const errors: SignUpErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (!isSignUpField(field) || errors[field]) continue;
    const typed = values[field].trim();
    const required = requiredMessages[field];
    if (required && typed === '') errors[field] = required;
    else if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
      errors[field] = `${fieldNames[field]} must be ${issue.maximum} characters or fewer`;
    } else errors[field] = issue.message;
  }
  if (!errors.password && passwordContainsEmail(values.password, values.email)) {
    errors.password = ERROR_MESSAGES[ErrorCode.PasswordContainsEmail];
  }
  // An empty confirmation matches nothing, whatever the schema reported first.
  if (values.confirmPassword === '') errors.confirmPassword = requiredMessages.confirmPassword;
  return { ok: false, errors };
}
