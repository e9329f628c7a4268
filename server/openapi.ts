import type { Hono } from 'hono';
import { type GenerateSpecOptions, generateSpecs } from 'hono-openapi';

/**
 * /openapi.json: the OpenAPI 3.1 description of /v1, /identity, /cms and /api, generated from
 * the routes themselves. Each route's `operation(...)` (server/http/operation.ts) says what it
 * is for and what it answers; its `validate(...)` middleware gives its path parameters, query
 * and body. A route that is not mounted (the development helpers, the sandbox card form with
 * Stripe) is not described.
 */
export const OPENAPI_OPTIONS: Partial<GenerateSpecOptions> = {
  documentation: {
    info: {
      title: 'Boxroom API',
      version: '1',
      description:
        'Main API (/v1), auth host (/identity), content service (/cms) and front-end server routes (/api).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'access_token from POST /identity/token. Missing: 401 errorCode 194; expired or revoked: 401 errorCode 1310.',
        },
      },
      schemas: {
        OAuthError: {
          type: 'object',
          required: ['error'],
          properties: { error: { type: 'string' }, error_description: { type: 'string' } },
        },
        Error: {
          type: 'object',
          required: ['errorCode', 'message'],
          properties: {
            errorCode: { type: 'integer' },
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
  // Every operation already names its 4XX answer: the Error or OAuthError schema.
  defaultValidationErrorResponse: false,
};

/** The document of the routes `app` serves. */
export function openApiDocument(app: Hono) {
  return generateSpecs(app, OPENAPI_OPTIONS);
}
