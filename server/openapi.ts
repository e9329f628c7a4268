import { z } from 'zod';
import { materialSchema, materialSuggestionsSchema } from '../src/domain/materials.ts';
import {
  bankHolidaysSchema,
  esConfigSchema,
  faqCategoriesSchema,
  faqsSchema,
  returnCitiesSchema,
  supportSettingsSchema,
} from '../src/domain/support.ts';
import { faqQuerySchema } from './routes/cms.ts';

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
  tag: 'support' | 'materials' | 'content' | 'auth' | 'address';
  /** The query schema the route validates with; each property becomes a parameter. */
  query?: z.ZodObject;
  /** The schema from src/domain that the 200 answer follows. */
  response: z.ZodType;
}

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
];

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

/** JSON Schema 2020-12, which OpenAPI 3.1 uses as is; the `$schema` tag is left out. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

function queryParameters(schema: z.ZodObject) {
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operationObject(operation: Operation) {
  const query = operation.query ? queryParameters(operation.query) : [];
  const parameters = operation.path.startsWith('/v1/') ? [INTEGRATOR_PARAMETER, ...query] : query;
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {
      '200': {
        description: 'OK',
        content: {
          'application/json': {
            schema: jsonSchema(operation.response, 'output'),
          },
        },
      },
      '4XX': ERROR_RESPONSE,
    },
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
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
      schemas: {
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
