import type { z } from 'zod';
import {
  type ChangePasswordRequest,
  type LoginRequest,
  type LostPasswordUpdateRequest,
  type registerRequestSchema,
  type TokenResponse,
  tokenResponseSchema,
} from '../domain/auth';
import { INTEGRATOR_ID, LOGIN_COUNTRY, LOGIN_GRANT_TYPE } from '../domain/constants';
import { type ConfirmEmailResponse, confirmEmailResponseSchema } from '../domain/customer';
import { toInternationalPhone } from '../domain/format';
import { apiClient, emptyBody, type Result } from './client';

/** The sign-up form's fields; integratorId is always 2 and is added here. */
export type RegisterInput = Omit<z.input<typeof registerRequestSchema>, 'integratorId'>;

async function signedIn(result: Promise<Result<TokenResponse>>): Promise<Result<TokenResponse>> {
  const outcome = await result;
  // A fresh token starts a fresh session, whose expiry must be reported again.
  if (outcome.ok) apiClient().sessionExpiry.reset();
  return outcome;
}

/** `POST {authUrl}/token`: the OAuth password grant, form-encoded as the auth host expects. */
export function requestToken(credentials: LoginRequest): Promise<Result<TokenResponse>> {
  return signedIn(
    apiClient().json(
      {
        service: 'auth',
        path: 'token',
        method: 'POST',
        form: {
          username: credentials.username,
          password: credentials.password,
          grant_type: LOGIN_GRANT_TYPE,
          country: LOGIN_COUNTRY,
        },
      },
      tokenResponseSchema,
    ),
  );
}

/** `POST /api/auth/login` (front-end server route wrapping the token call). */
export function login(credentials: LoginRequest): Promise<Result<TokenResponse>> {
  return signedIn(
    apiClient().json(
      {
        service: 'app',
        path: '/api/auth/login',
        method: 'POST',
        json: { username: credentials.username, password: credentials.password },
      },
      tokenResponseSchema,
    ),
  );
}

/** `POST /api/auth/logout` (front-end server route); sent with the token being given up. */
export function logout(): Promise<Result<undefined>> {
  return apiClient().json({ service: 'app', path: '/api/auth/logout', method: 'POST' }, emptyBody);
}

/** `POST {authUrl}/account/register`. */
export function register(input: RegisterInput): Promise<Result<undefined>> {
  const { mobilePhone, referralCodeSourceOneLetterCode, ...fields } = input;
  return apiClient().json(
    {
      service: 'auth',
      path: 'account/register',
      method: 'POST',
      json: {
        ...fields,
        ...(mobilePhone ? { mobilePhone: toInternationalPhone(mobilePhone) } : {}),
        // Sent only when the visitor arrived through a referral link.
        ...(referralCodeSourceOneLetterCode ? { referralCodeSourceOneLetterCode } : {}),
        integratorId: INTEGRATOR_ID,
      },
    },
    emptyBody,
  );
}

/** `POST {authUrl}/account/forgotPassword`: emails a reset link. */
export function forgotPassword(email: string): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'auth',
      path: 'account/forgotPassword',
      method: 'POST',
      json: { email: email.trim(), integratorId: INTEGRATOR_ID },
    },
    emptyBody,
  );
}

/** `POST {authUrl}/account/changePassword` for the signed-in customer. */
export function changePassword(input: ChangePasswordRequest): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'auth', path: 'account/changePassword', method: 'POST', json: input },
    emptyBody,
  );
}

/** `POST {authUrl}/auth/lostPasswordUpdate`: sets a new password from the emailed link. */
export function lostPasswordUpdate(input: LostPasswordUpdateRequest): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'auth', path: 'auth/lostPasswordUpdate', method: 'POST', json: input },
    emptyBody,
  );
}

/**
 * `POST {authUrl}/account/confirmEmail`: moves the account onto the new email with the token
 * of the link mailed to it; no sign-in needed, as the link may be opened on another device.
 */
export function confirmEmail(token: string): Promise<Result<ConfirmEmailResponse>> {
  return apiClient().json(
    { service: 'auth', path: 'account/confirmEmail', method: 'POST', json: { token } },
    confirmEmailResponseSchema,
  );
}
