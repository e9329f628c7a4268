import { z } from 'zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  lostPasswordUpdateRequestSchema,
  registerRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../src/domain/auth.ts';
import { boxesPageSchema } from '../src/domain/boxes.ts';
import { contentPageSchema } from '../src/domain/content.ts';
import { customerEditPayloadSchema, customerSchema } from '../src/domain/customer.ts';
import { materialSchema, materialSuggestionsSchema } from '../src/domain/materials.ts';
import { ordersPageSchema } from '../src/domain/orders.ts';
import {
  bankHolidaysSchema,
  esConfigSchema,
  faqCategoriesSchema,
  faqsSchema,
  returnCitiesSchema,
  supportConversationOrNoneSchema,
  supportConversationSchema,
  supportSettingsSchema,
  supportTicketRequestSchema,
} from '../src/domain/support.ts';
import { ACCOUNT_OPERATIONS } from './openapi-account.ts';
import { ORDERING_OPERATIONS } from './openapi-ordering.ts';
import { PAYMENT_OPERATIONS } from './openapi-payments.ts';
import { contentPageParamsSchema, faqQuerySchema } from './routes/cms.ts';
import {
  expireSessionsRequestSchema,
  expireSessionsResponseSchema,
  outboxMailSchema,
  outboxQuerySchema,
} from './routes/identity-dev.ts';
import { boxesParamsSchema } from './routes/v1/boxes.ts';
import { customerIdParamsSchema } from './routes/v1/customer.ts';
import { ordersParamsSchema } from './routes/v1/orders.ts';

/**
 * The OpenAPI 3.1 description of /v1, /identity, /cms and /api, kept by hand in this one
 * module. test/server/openapi.test.ts fails when a route is added to the app but not here.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  method: Method;
  /** OpenAPI form, `{name}` for path parameters. */
  path: string;
  summary: string;
  tag:
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
    | 'timeslots'
    | 'courier'
    | 'checkout'
    | 'cards'
    | 'payments'
    | 'sandbox'
    | 'development';
  /** The query schema the route validates with; each property becomes a parameter. */
  query?: z.ZodObject;
  /** The path parameters' schema; each property becomes a parameter. */
  params?: z.ZodObject;
  /** The request body and how it is encoded. */
  body?: { schema: z.ZodType; encoding: 'json' | 'form' };
  /** Needs `Authorization: Bearer <access_token>`. */
  bearer?: boolean;
  /** Errors in OAuth's `{error, error_description}` shape rather than `{errorCode, message}`. */
  oauthErrors?: boolean;
  /** Mounted only when `config.devTools` is set (development and browser tests). */
  devOnly?: boolean;
  /** Mounted only with the sandbox payment provider (STRIPE_SECRET_KEY unset). */
  sandboxOnly?: boolean;
  /** The schema from src/domain that the 200 answer follows. */
  response: z.ZodType;
  /** Set when the 200 answer is a file of this type rather than JSON. */
  binary?: 'application/pdf' | 'image/*';
}

/** The body of answers that carry nothing but success. */
const emptyResponseSchema = z.object({});

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/v1/support/settings',
    summary: 'Customer-services contact details',
    tag: 'support',
    response: supportSettingsSchema,
  },
  {
    method: 'get',
    path: '/v1/support/returnCities',
    summary: 'Cities that returns are delivered to',
    tag: 'support',
    response: returnCitiesSchema,
  },
  {
    method: 'get',
    path: '/v1/support/bankholidays/future',
    summary: 'GB (England and Wales) and IE bank holidays in the next 12 months',
    tag: 'support',
    response: bankHolidaysSchema,
  },
  {
    method: 'get',
    path: '/v1/intercom/ticket',
    summary: "The customer's latest support conversation, null before the first message",
    tag: 'support',
    bearer: true,
    response: supportConversationOrNoneSchema,
  },
  {
    method: 'post',
    path: '/v1/intercom/ticket',
    summary: 'A chat message: continues the open conversation or opens one with an automatic reply',
    tag: 'support',
    bearer: true,
    body: { schema: supportTicketRequestSchema, encoding: 'json' },
    response: supportConversationSchema,
  },
  {
    method: 'get',
    path: '/v1/materials',
    summary: 'Packing materials, including ones no longer bookable',
    tag: 'materials',
    response: z.array(materialSchema),
  },
  {
    method: 'get',
    path: '/v1/materials/suggestions',
    summary: 'Suggested materials per box type',
    tag: 'materials',
    response: materialSuggestionsSchema,
  },
  {
    method: 'get',
    path: '/cms/es-config',
    summary: 'Search settings of the faqs page',
    tag: 'content',
    response: esConfigSchema,
  },
  {
    method: 'get',
    path: '/cms/faq-categories',
    summary: 'FAQ categories in display order',
    tag: 'content',
    response: faqCategoriesSchema,
  },
  {
    method: 'get',
    path: '/cms/faqs',
    summary: 'FAQs in display order, optionally filtered',
    tag: 'content',
    query: faqQuerySchema,
    response: faqsSchema,
  },
  {
    method: 'get',
    path: '/cms/pages/{slug}',
    summary: 'A policy or guide page: terms, privacy, cookie-policy or by-the-box-storage',
    tag: 'content',
    params: contentPageParamsSchema,
    response: contentPageSchema,
  },
  {
    method: 'post',
    path: '/identity/token',
    summary: 'Sign in with the OAuth password grant; roles come as a JSON string',
    tag: 'auth',
    body: { schema: tokenRequestSchema, encoding: 'form' },
    oauthErrors: true,
    response: tokenResponseSchema,
  },
  {
    method: 'post',
    path: '/identity/account/register',
    summary: 'Create a customer account',
    tag: 'auth',
    body: { schema: registerRequestSchema, encoding: 'json' },
    response: z.object({ customerId: z.int().positive() }),
  },
  {
    method: 'post',
    path: '/identity/account/forgotPassword',
    summary: 'Mail a password reset link; the same answer whether or not the account exists',
    tag: 'auth',
    body: { schema: forgotPasswordRequestSchema, encoding: 'json' },
    response: emptyResponseSchema,
  },
  {
    method: 'post',
    path: '/identity/auth/lostPasswordUpdate',
    summary: 'Set a new password with the single-use token from the reset link',
    tag: 'auth',
    body: { schema: lostPasswordUpdateRequestSchema, encoding: 'json' },
    response: emptyResponseSchema,
  },
  {
    method: 'post',
    path: '/identity/account/changePassword',
    summary: "Change the signed-in customer's password and end their other sessions",
    tag: 'auth',
    bearer: true,
    body: { schema: changePasswordRequestSchema, encoding: 'json' },
    response: emptyResponseSchema,
  },
  {
    method: 'get',
    path: '/identity/_outbox/latest',
    summary: 'Development only: the latest mail sent to an address, with its links',
    tag: 'development',
    devOnly: true,
    query: outboxQuerySchema,
    response: outboxMailSchema,
  },
  {
    method: 'post',
    path: '/identity/_sessions/expire',
    summary: 'Development only: end every session of an account',
    tag: 'development',
    devOnly: true,
    body: { schema: expireSessionsRequestSchema, encoding: 'json' },
    response: expireSessionsResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in (front-end server route wrapping the token call)',
    tag: 'auth',
    body: { schema: loginRequestSchema, encoding: 'json' },
    response: tokenResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: "End the bearer's session; succeeds even if it already ended",
    tag: 'auth',
    bearer: true,
    response: emptyResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/customer',
    summary: 'The signed-in customer',
    tag: 'customer',
    bearer: true,
    response: customerSchema,
  },
  {
    method: 'post',
    path: '/v1/customer/{customerId}/edit',
    summary: "Change the customer's details, each field wrapped as {value}",
    tag: 'customer',
    bearer: true,
    params: customerIdParamsSchema,
    body: { schema: customerEditPayloadSchema, encoding: 'json' },
    response: customerSchema,
  },
  {
    method: 'get',
    path: '/v1/boxes/{customerId}/{page}/{size}/{filter}/{order}/{returnOnlyParentBoxes}',
    summary: "One page of the customer's boxes with the provider or with the customer",
    tag: 'boxes',
    bearer: true,
    params: boxesParamsSchema,
    response: boxesPageSchema,
  },
  {
    method: 'get',
    path: '/v1/orders/{customerId}/{page}/{size}/{order}',
    summary: "One page of the customer's orders",
    tag: 'orders',
    bearer: true,
    params: ordersParamsSchema,
    response: ordersPageSchema,
  },
  ...ORDERING_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
];

/**
 * The operations the app serves with this setting of `config.devTools`, and with the
 * sandbox payment provider or not.
 */
export function servedOperations(devTools: boolean, sandboxPayments = true): Operation[] {
  return OPERATIONS.filter(
    (operation) => (devTools || !operation.devOnly) && (sandboxPayments || !operation.sandboxOnly),
  );
}

const INTEGRATOR_PARAMETER = {
  name: 'integratorId',
  in: 'query',
  required: true,
  description: 'Always 2',
  schema: { type: 'integer', const: 2 },
};

const ERROR_RESPONSE = {
  description: 'Error with a code from the error table (SPEC.md section 8)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

const OAUTH_ERROR_RESPONSE = {
  description: 'OAuth error: invalid_request, invalid_grant or too_many_attempts (429)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/OAuthError' } } },
};

const MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

/** JSON Schema 2020-12, which OpenAPI 3.1 uses as is; the `$schema` tag is left out. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

function parameters(schema: z.ZodObject, location: 'query' | 'path') {
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required?.includes(name) ?? false),
    schema: property,
  }));
}

function operationObject(operation: Operation) {
  const own = [
    ...(operation.params ? parameters(operation.params, 'path') : []),
    ...(operation.query ? parameters(operation.query, 'query') : []),
  ];
  const all = operation.path.startsWith('/v1/') ? [INTEGRATOR_PARAMETER, ...own] : own;
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(all.length > 0 ? { parameters: all } : {}),
    ...(operation.bearer ? { security: [{ bearer: [] }] } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [MEDIA_TYPES[operation.body.encoding]]: {
                schema: jsonSchema(operation.body.schema, 'input'),
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'OK',
        content: operation.binary
          ? { [operation.binary]: { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: jsonSchema(operation.response, 'output') } },
      },
      '4XX': operation.oauthErrors ? OAUTH_ERROR_RESPONSE : ERROR_RESPONSE,
    },
  };
}

/** The document of the routes this app serves; development helpers only when mounted. */
export function openApiDocument({
  devTools = false,
  sandboxPayments = true,
}: {
  devTools?: boolean;
  sandboxPayments?: boolean;
} = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of servedOperations(devTools, sandboxPayments)) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Boxroom API',
      version: '1',
      description:
        'Main API (/v1), auth host (/identity), content service (/cms) and front-end server routes (/api).',
    },
    servers: [{ url: '/' }],
    paths,
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
  };
}
