import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';

/** The groups of /openapi.json, one per service area. */
export type OperationTag =
  | 'support'
  | 'materials'
  | 'content'
  | 'auth'
  | 'address'
  | 'customer'
  | 'boxes'
  | 'orders'
  | 'baskets'
  | 'prices'
  | 'drive-up'
  | 'shipping'
  | 'timeslots'
  | 'courier'
  | 'checkout'
  | 'cards'
  | 'payments'
  | 'sandbox'
  | 'development';

interface OperationAnswer {
  /** The schema from src/domain that the 200 answer follows. */
  response: z.ZodType;
}

interface FileAnswer {
  /** The 200 answer is a file of this type rather than JSON. */
  binary: 'application/pdf' | 'image/*';
}

export type OperationDescription = (OperationAnswer | FileAnswer) & {
  summary: string;
  tag: OperationTag;
  /** Needs `Authorization: Bearer <access_token>`. */
  bearer?: boolean;
  /** Errors in OAuth's `{error, error_description}` shape rather than `{errorCode, message}`. */
  oauthErrors?: boolean;
  /**
   * The JSON body of a route that reads it in its handler rather than through `validate`:
   * an optional body, or one whose schema a path parameter chooses. Validated bodies, path
   * parameters and queries are described by their `validate` middleware.
   */
  body?: { schema: z.ZodType; optional?: boolean };
};

/** The answer of a call whose success carries nothing. */
export const emptyResponseSchema = z.object({});

const ERROR_RESPONSE = {
  description: 'Error with a code from the error table (SPEC.md section 8)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

const OAUTH_ERROR_RESPONSE = {
  description: 'OAuth error: invalid_request, invalid_grant or too_many_attempts (429)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/OAuthError' } } },
};

/*
 * Any call may find the database down or too slow, or every password-hashing place taken:
 * 503 with Retry-After, in the call's own error shape (server/http/errors.ts); worth retrying.
 */
const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' as const },
  },
};

const UNAVAILABLE_RESPONSE = {
  description:
    'Temporarily unavailable (errorCode from the error table); try again after Retry-After',
  headers: RETRY_AFTER_HEADER,
  content: ERROR_RESPONSE.content,
};

const OAUTH_UNAVAILABLE_RESPONSE = {
  description:
    'Temporarily unavailable (error temporarily_unavailable); try again after Retry-After',
  headers: RETRY_AFTER_HEADER,
  content: OAUTH_ERROR_RESPONSE.content,
};

/** A 200 answer is described as what the server sends, after any transforms. */
const AS_SENT = { options: { io: 'output' } };

/**
 * The OpenAPI description of one route, placed among its middleware: what it is for, what it
 * answers, and whether it needs a session. /openapi.json is generated from these and from the
 * routes' `validate` middleware (server/openapi.ts).
 */
export function operation(description: OperationDescription) {
  const { summary, tag, bearer, oauthErrors, body } = description;
  return describeRoute({
    summary,
    tags: [tag],
    // A public call says so (`security: []`), so no document-wide default can be read into it.
    security: bearer ? [{ bearer: [] }] : [],
    ...(body
      ? {
          requestBody: {
            required: !body.optional,
            content: { 'application/json': { schema: resolver(body.schema) } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'OK',
        content:
          'binary' in description
            ? { [description.binary]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: resolver(description.response, AS_SENT) } },
      },
      '4XX': oauthErrors ? OAUTH_ERROR_RESPONSE : ERROR_RESPONSE,
      503: oauthErrors ? OAUTH_UNAVAILABLE_RESPONSE : UNAVAILABLE_RESPONSE,
    },
  });
}
