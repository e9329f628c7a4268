import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { ERROR_MESSAGES, ErrorCode, FALLBACK_MESSAGE } from '../../src/domain/errors.ts';
import type { Quote } from '../../src/domain/quote.ts';
import { HashingBusy } from '../auth/hashingPool.ts';
import { isDatabaseUnavailable, isDataError } from '../db/errors.ts';

/** The body of every error answer from /v1, /cms and /api (SPEC.md section 8). */
export interface ErrorBody {
  errorCode: number;
  message: string;
  issues?: { path: string; message: string }[];
  /** A price change (PriceChanged) carries the new quote, so it can be shown at once. */
  quote?: Quote;
}

type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Throw from a handler to answer a 4xx with an error code the SPA can look up. */
export class HttpError extends Error {
  readonly status: ClientErrorStatus;
  readonly errorCode: number;

  constructor(status: ClientErrorStatus, errorCode: number, message?: string) {
    super(message ?? ERROR_MESSAGES[errorCode] ?? FALLBACK_MESSAGE);
    this.name = 'HttpError';
    this.status = status;
    this.errorCode = errorCode;
  }

  /** The answer's body; subclasses add what the caller needs to recover. */
  body(): ErrorBody {
    return errorBody(this.errorCode, this.message);
  }
}

/** Checkout refused because the price is no longer the one the customer saw (409). */
export class PriceChangedError extends HttpError {
  constructor(readonly quote: Quote) {
    super(409, ErrorCode.PriceChanged);
  }

  override body(): ErrorBody {
    return { ...super.body(), quote: this.quote };
  }
}

export function errorBody(errorCode: number, message?: string): ErrorBody {
  return { errorCode, message: message ?? ERROR_MESSAGES[errorCode] ?? FALLBACK_MESSAGE };
}

export function notFoundBody(): ErrorBody {
  return errorBody(ErrorCode.NotFound);
}

function issuesOf(error: z.ZodError): ErrorBody['issues'] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Seconds a caller is asked to wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** The OAuth token endpoint answers in its own form (RFC 6749 section 5.2), even for faults. */
const OAUTH_PATHS = new Set(['/identity/token']);

/**
 * The body for an error: `{errorCode, message}`, or on the token endpoint OAuth's
 * `{error, error_description}` (`invalid_request` for the caller's mistakes).
 */
function bodyFor(
  path: string,
  body: ErrorBody,
  oauthError = 'invalid_request',
): ErrorBody | { error: string; error_description: string } {
  return OAUTH_PATHS.has(path) ? { error: oauthError, error_description: body.message } : body;
}

/**
 * The app's single error handler. Bad input of any kind is the caller's fault and answers
 * 4xx; a database that is down or too slow answers 503, which the caller may retry; only
 * genuine faults answer 500, and those are logged because nobody else will see them. Every
 * body carries an errorCode the SPA can look up (the token endpoint keeps OAuth's form).
 */
export function handleError(error: Error, c: Context): Response {
  const path = c.req.path;
  if (error instanceof HttpError) {
    return c.json(bodyFor(path, error.body()), error.status);
  }
  if (error instanceof z.ZodError) {
    const body = { ...errorBody(ErrorCode.ValidationFailed), issues: issuesOf(error) };
    return c.json(bodyFor(path, body), 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 4xx, e.g. the validator's "Malformed JSON in request body".
    const body = errorBody(ErrorCode.ValidationFailed, error.message);
    return c.json(bodyFor(path, body), error.status);
  }
  if (isDataError(error)) {
    const body = errorBody(ErrorCode.ValidationFailed, 'A value in the request is out of range');
    return c.json(bodyFor(path, body), 400);
  }
  if (isDatabaseUnavailable(error) || error instanceof RequestDeadlineExceeded) {
    console.error(`${c.req.method} ${path}: database unavailable:`, error.message);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    c.header('Cache-Control', 'no-store');
    const body = errorBody(ErrorCode.ServiceUnavailable);
    return c.json(bodyFor(path, body, 'temporarily_unavailable'), 503);
  }
  if (error instanceof HashingBusy) {
    c.header('Retry-After', '1');
    c.header('Cache-Control', 'no-store');
    const body = errorBody(ErrorCode.ServiceUnavailable);
    return c.json(bodyFor(path, body, 'temporarily_unavailable'), 503);
  }
  console.error(`${c.req.method} ${path} failed:`, error);
  return c.json(bodyFor(path, errorBody(ErrorCode.InternalError), 'server_error'), 500);
}

/** Thrown when a request runs past its deadline (server/http/deadline.ts). */
export class RequestDeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`The request took longer than ${ms} ms`);
    this.name = 'RequestDeadlineExceeded';
  }
}
