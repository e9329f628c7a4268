import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { ERROR_MESSAGES, ErrorCode, FALLBACK_MESSAGE } from '../../src/domain/errors.ts';
import type { Quote } from '../../src/domain/quote.ts';

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

/**
 * The app's single error handler. Bad input of any kind is the caller's fault and answers
 * 4xx; only genuine faults answer 500, and those are logged because nobody else will see them.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    return c.json(error.body(), error.status);
  }
  if (error instanceof z.ZodError) {
    return c.json({ ...errorBody(ErrorCode.ValidationFailed), issues: issuesOf(error) }, 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 4xx, e.g. the validator's "Malformed JSON in request body".
    return c.json(errorBody(ErrorCode.ValidationFailed, error.message), error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  // No errorCode: the code table has none for our own faults, and without one the SPA falls
  // back to its general message.
  return c.json({ message: FALLBACK_MESSAGE }, 500);
}
