/**
 * The OpenAPI 3.1 description of /v1, /identity, /cms and /api, kept by hand in this one
 * module. test/server/openapi.test.ts fails when a route is added to the app but not here.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface QueryParameter {
  name: string;
  description: string;
  required?: boolean;
  schema: Record<string, unknown>;
}

export interface Operation {
  method: Method;
  /** OpenAPI form, `{name}` for path parameters. */
  path: string;
  summary: string;
  tag: 'support' | 'materials' | 'content' | 'auth' | 'address';
  query?: QueryParameter[];
  /** Description of the 200 answer. */
  returns: string;
}

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/v1/support/settings',
    summary: 'Customer-services contact details',
    tag: 'support',
    returns: 'Object of setting name to text: phone, email, openingHours',
  },
  {
    method: 'get',
    path: '/v1/support/returnCities',
    summary: 'Cities that returns are delivered to',
    tag: 'support',
    returns: 'Array of { returnCityId, name, country, postcodePrefixes }',
  },
  {
    method: 'get',
    path: '/v1/support/bankholidays/future',
    summary: 'GB (England and Wales) and IE bank holidays in the next 12 months',
    tag: 'support',
    returns: "Array of { date: 'yyyy-MM-dd', name, country: 'GB' | 'IE' }, by date",
  },
  {
    method: 'get',
    path: '/v1/materials',
    summary: 'Packing materials, including ones no longer bookable',
    tag: 'materials',
    returns:
      'Array of { materialId, name, description, bookingAllowed, sortOrder, unitPrice (pounds), startOrder }',
  },
  {
    method: 'get',
    path: '/v1/materials/suggestions',
    summary: 'Suggested materials per box type',
    tag: 'materials',
    returns: 'Object of boxTypeId to array of { materialId, quantity } (per box)',
  },
  {
    method: 'get',
    path: '/cms/es-config',
    summary: 'Site-wide content settings',
    tag: 'content',
    returns: 'Object { siteName, defaultLocale, locales, supportPhone, infoEmail, openingHours }',
  },
  {
    method: 'get',
    path: '/cms/faq-categories',
    summary: 'FAQ categories in display order',
    tag: 'content',
    returns: 'Array of { faqCategoryId, slug, name, sortOrder }',
  },
  {
    method: 'get',
    path: '/cms/faqs',
    summary: 'FAQs in display order, optionally filtered',
    tag: 'content',
    query: [
      { name: 'category', description: 'Category slug', schema: { type: 'string' } },
      {
        name: 'q',
        description: 'Words that must all appear in the question or answer',
        schema: { type: 'string', maxLength: 200 },
      },
    ],
    returns:
      'Array of { faqId, question, answer, sortOrder, category: { faqCategoryId, slug, name } }',
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

function operationObject(operation: Operation) {
  const query = (operation.query ?? []).map((parameter) => ({ in: 'query', ...parameter }));
  const parameters = operation.path.startsWith('/v1/') ? [INTEGRATOR_PARAMETER, ...query] : query;
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {
      '200': { description: operation.returns, content: { 'application/json': {} } },
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
