import type { Hono } from 'hono';
import { type AppOptions, createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { openMemoryDatabase, testConfig } from './harness.ts';

/** The parts of JSON Schema 2020-12 that /openapi.json uses and the tests read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
};

export interface DocumentedParameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One operation of /openapi.json, as a caller reads it. */
export interface DocumentedOperation {
  method: HttpMethod;
  /** OpenAPI form, `{name}` for path parameters. */
  path: string;
  summary?: string;
  tags: string[];
  bearer: boolean;
  parameters: DocumentedParameter[];
  body?: { mediaType: string; schema: JsonSchema; required: boolean };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OperationObject {
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: DocumentedParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: DocumentedOperation['responses'];
}

/** The operations of the document `app` serves at /openapi.json. */
export async function documentedOperations(app: Hono): Promise<DocumentedOperation[]> {
  const doc = (await (await app.request('/openapi.json')).json()) as {
    paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method as HttpMethod,
        path,
        summary: operation.summary,
        tags: operation.tags ?? [],
        bearer: (operation.security ?? []).some((requirement) => 'bearer' in requirement),
        parameters: operation.parameters ?? [],
        ...(mediaType && media
          ? {
              body: {
                mediaType,
                schema: media.schema,
                required: operation.requestBody?.required ?? false,
              },
            }
          : {}),
        responses: operation.responses,
      };
    }),
  );
}

/** The operations an app with this configuration serves (on a throwaway database). */
export async function servedOperations(
  config: Partial<Config> = {},
  options: Partial<AppOptions> = {},
): Promise<DocumentedOperation[]> {
  const database = await openMemoryDatabase();
  try {
    const app = createApp({
      db: database.db,
      config: testConfig(config),
      distDir: 'dist',
      ...options,
    });
    return await documentedOperations(app);
  } finally {
    await database.close();
  }
}

/** Whether a path or query value as sent (a string) is one that `schema` admits. */
export function admits(schema: JsonSchema | undefined, value: string): boolean {
  if (!schema) return true;
  if (schema.anyOf) return schema.anyOf.some((option) => admits(option, value));
  if (schema.enum) return schema.enum.map(String).includes(value);
  if (schema.const !== undefined) return String(schema.const) === value;
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.type === 'integer' || schema.type === 'number') {
    const number = Number(value);
    if (value === '' || Number.isNaN(number)) return false;
    if (schema.type === 'integer' && !Number.isInteger(number)) return false;
    if (schema.minimum !== undefined && number < schema.minimum) return false;
    if (schema.maximum !== undefined && number > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && number <= schema.exclusiveMinimum) return false;
  }
  return true;
}
