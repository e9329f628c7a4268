import fc from 'fast-check';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/db/seeds/demo.ts';
import {
  type AccountsApp,
  accountsApp,
  bearer,
  FAST_SCRYPT,
  json,
  signIn,
  v1,
} from './accounts.ts';
import type { DocumentedParameter, JsonSchema } from './documented.ts';
import { type DatabaseKind, forEachDatabase, postgresUrl } from './harness.ts';

/*
 * A schema-driven fuzz run over every route of /openapi.json. For each operation it sends a
 * plausible request built from the document, then the same request with one part at a time
 * replaced by a bad value: NUL bytes, huge, negative and fractional numbers, long strings,
 * wrong types, malformed JSON and missing fields. The seed is fixed, so a failure replays.
 *
 * It must find no 5xx at all, and every 4xx must carry an errorCode (the token endpoint its
 * OAuth `{error, error_description}`).
 */

const SEED = 20_261_124;
/** Random bad values drawn per operation, on top of the fixed list below. */
const RANDOM_VALUES_PER_OPERATION = 8;

interface OperationDoc {
  parameters?: DocumentedParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Real ids of the fuzzer's own things, so a plausible request reaches past ownership checks. */
type Ids = Record<string, number>;

interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  body?: string;
}

/** Values that broke, or could break, some layer of a server like this one. */
const FIXED_BAD_VALUES: unknown[] = [
  '\u0000',
  'box\u0000room',
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1,
  -(2 ** 31) - 1,
  0,
  1.5,
  0.000001,
  'x'.repeat(10_000),
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { value: '\u0000' },
  '9'.repeat(40),
  'NaN',
  '1e400',
];

/** Text that goes into a path segment or query value. */
const FIXED_BAD_SEGMENTS = [
  '%00',
  'a%00b',
  String(2 ** 31),
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  'x'.repeat(5000),
  'true',
  '%20',
  '..',
  '%2e%2e%2f',
  "'",
];

function badValueArbitrary(): fc.Arbitrary<unknown> {
  const withNul = fc.string().map((text) => `${text}\u0000${text}`);
  return fc.oneof(
    withNul,
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
    fc.string({ minLength: 1000, maxLength: 3000 }),
    fc.constantFrom(true, false, null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );
}

function firstOf(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0] ?? schema;
}

/** A plausible value for a schema, so a mutation in one place is the only thing wrong. */
function sample(schema: JsonSchema, context: Ids, name = ''): unknown {
  const own = firstOf(schema);
  if (own.const !== undefined) return own.const;
  if (own.enum && own.enum.length > 0) return own.enum[0];
  if (own.default !== undefined) return own.default;
  const type = Array.isArray(own.type) ? own.type.find((t) => t !== 'null') : own.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(own.properties ?? {}).map(([key, value]) => [
        key,
        sample(value, context, key),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return own.items ? [sample(own.items, context, name)] : [];
    case 'integer':
    case 'number':
      if (context[name] !== undefined) return context[name];
      return Math.max(1, own.minimum ?? 1, (own.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (own.format === 'email' || /email|username/i.test(name)) return 'fuzz@example.test';
      if (own.format === 'date') return '2026-12-01';
      if (/password/i.test(name)) return 'correct horse battery staple';
      if (/postcode/i.test(name)) return 'SW1A 2AA';
      return 'a'.repeat(Math.max(1, own.minLength ?? 1));
    default:
      return 'a';
  }
}

/** Every leaf of a sample, as a path of keys, so each can be replaced in turn. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0
      ? [prefix]
      : value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [prefix];
    return entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    return value.map((item, i) => (i === head ? replaced(item, rest, replacement) : item));
  }
  const bag = value as Record<string, unknown>;
  return { ...bag, [head]: replaced(bag[head], rest, replacement) };
}

function without(value: unknown, key: string): unknown {
  const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
}

function encodeBody(value: unknown, encoding: string): string {
  if (encoding === 'application/x-www-form-urlencoded') {
    const bag = (typeof value === 'object' && value !== null ? value : { value }) as Record<
      string,
      unknown
    >;
    return new URLSearchParams(
      Object.entries(bag).map(([key, item]) => [
        key,
        typeof item === 'string' ? item : JSON.stringify(item),
      ]),
    ).toString();
  }
  return JSON.stringify(value);
}

function segmentText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The requests for one operation: a plausible one, then one bad part at a time. */
function requestsFor(
  method: string,
  path: string,
  operation: OperationDoc,
  context: Ids,
  randomValues: unknown[],
): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, segmentText(sample(p.schema, context, p.name))]),
  );
  const queryValues = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, segmentText(sample(p.schema, context, p.name))]),
  );
  const [encoding, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = media ? sample(media.schema, context) : undefined;

  const build = (
    label: string,
    pathOverride: Record<string, string> = {},
    queryOverride: Record<string, string> = {},
    bodyText: string | undefined = body === undefined || !encoding
      ? undefined
      : encodeBody(body, encoding),
    contentType = encoding,
  ): FuzzRequest => {
    const segments = { ...pathValues, ...pathOverride };
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(segments[name] ?? '1').replace(/%25/g, '%'),
    );
    const query = new URLSearchParams({ ...queryValues, ...queryOverride }).toString();
    return {
      label: `${method.toUpperCase()} ${path} ${label}`,
      method: method.toUpperCase(),
      url: query ? `${url}?${query}` : url,
      ...(bodyText === undefined ? {} : { body: bodyText }),
      ...(contentType && bodyText !== undefined ? { contentType } : {}),
    };
  };

  const requests: FuzzRequest[] = [build('as documented')];
  const badSegments = [...FIXED_BAD_SEGMENTS, ...randomValues.map(segmentText)];
  for (const parameter of parameters) {
    if (parameter.name === 'integratorId') continue;
    for (const bad of badSegments) {
      requests.push(
        parameter.in === 'path'
          ? build(`path ${parameter.name}=${bad.slice(0, 20)}`, { [parameter.name]: bad })
          : build(`query ${parameter.name}=${bad.slice(0, 20)}`, {}, { [parameter.name]: bad }),
      );
    }
  }
  if (encoding && body !== undefined) {
    const badValues = [...FIXED_BAD_VALUES, ...randomValues];
    for (const leaf of leafPaths(body)) {
      for (const bad of badValues) {
        requests.push(
          build(
            `body ${leaf.join('.')}=${segmentText(bad).slice(0, 20)}`,
            {},
            {},
            encodeBody(replaced(body, leaf, bad), encoding),
          ),
        );
      }
    }
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const key of Object.keys(body)) {
        requests.push(
          build(`body without ${key}`, {}, {}, encodeBody(without(body, key), encoding)),
        );
      }
    }
    for (const [label, text] of [
      ['malformed JSON', '{"a":'],
      ['empty body', ''],
      ['JSON null', 'null'],
      ['JSON array', '[]'],
      ['JSON string', '"\\u0000"'],
      ['deeply nested', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['huge number', '1e999999'],
    ] as const) {
      requests.push(build(label, {}, {}, text, 'application/json'));
    }
    requests.push(build('wrong content type', {}, {}, 'username=x', 'text/plain'));
  }
  return requests;
}

/** The OAuth token endpoint keeps OAuth's error form; every other service sends an errorCode. */
const OAUTH_PATHS = ['/identity/token'];

/** What is wrong with an error body, or undefined when it has the service's error form. */
function errorBodyProblem(path: string, text: string): string | undefined {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  if (OAUTH_PATHS.includes(path)) {
    return typeof body.error === 'string' ? undefined : 'without an OAuth error';
  }
  return typeof body.errorCode === 'number' ? undefined : 'without errorCode';
}

/** Calls that end the fuzzer's own session go last, so every other call is made signed in. */
const SESSION_ENDING = [
  '/api/auth/logout',
  '/identity/_sessions/expire',
  '/identity/auth/lostPasswordUpdate',
];

async function firstId(
  db: Db,
  table: 'boxes' | 'orders' | 'addresses' | 'cards',
  customerId: number,
) {
  const column = (
    { boxes: 'boxId', orders: 'orderId', addresses: 'addressId', cards: 'cardId' } as const
  )[table];
  const row = await db
    .selectFrom(table)
    .select(column)
    .where('customerId', '=', customerId)
    .orderBy(column)
    .executeTakeFirst();
  return (row as Record<string, number> | undefined)?.[column];
}

/*
 * With both engines present, each request is sent to one of them in turn (every other
 * request on each), so the whole list is sent once, in half the time of sending it twice;
 * alone, the embedded database gets them all.
 */
function sharesOfTheList(kind: DatabaseKind): (requestIndex: number) => boolean {
  if (!postgresUrl) return () => true;
  const mine = kind === 'pglite' ? 0 : 1;
  return (requestIndex) => requestIndex % 2 === mine;
}

forEachDatabase('fuzzing every route of /openapi.json', (getDatabase, kind) => {
  const isMine = sharesOfTheList(kind);
  let app: AccountsApp;
  let token: string;
  const ids: Ids = {};

  beforeAll(async () => {
    app = accountsApp(getDatabase());
    const { db } = getDatabase();
    // The demo customer has boxes, orders, cards and addresses for the calls to reach.
    await seedDemo(db, { scrypt: FAST_SCRYPT });
    token = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
    const me = (await (await app.request(v1('customer'), { headers: bearer(token) })).json()) as {
      customerId: number;
    };
    ids.customerId = me.customerId;
    const basket = await app.request(
      v1(
        `basket/cid/${me.customerId}/basketType/btb/marketingReference/null/partner/null/sales/false`,
      ),
      json({}, bearer(token)),
    );
    ids.basketId = ((await basket.json()) as { basketId: number }).basketId;
    for (const [name, table] of [
      ['boxId', 'boxes'],
      ['orderId', 'orders'],
      ['addressId', 'addresses'],
      ['cardId', 'cards'],
    ] as const) {
      const id = await firstId(db, table, me.customerId);
      if (id !== undefined) ids[name] = id;
    }
    expect(Object.keys(ids).length).toBe(6);
  });

  it('finds no 5xx, and every 4xx carries an errorCode (OAuth errors from the token endpoint)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const doc = (await (await app.request('/openapi.json')).json()) as {
        paths: Record<string, Record<string, OperationDoc>>;
      };
      const operations = Object.entries(doc.paths)
        .flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, op]) => ({ path, method, op })),
        )
        .sort(
          (a, b) =>
            Number(SESSION_ENDING.includes(a.path)) - Number(SESSION_ENDING.includes(b.path)),
        );
      expect(operations.length).toBeGreaterThan(50);

      const failures: string[] = [];
      let sent = 0;
      let planned = 0;
      for (const [index, { path, method, op }] of operations.entries()) {
        const randomValues = fc.sample(badValueArbitrary(), {
          seed: SEED + index,
          numRuns: RANDOM_VALUES_PER_OPERATION,
        });
        for (const request of requestsFor(method, path, op, ids, randomValues)) {
          planned += 1;
          if (!isMine(planned)) continue;
          const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
          if (request.contentType) headers['Content-Type'] = request.contentType;
          const res = await app.request(request.url, {
            method: request.method,
            headers,
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          sent += 1;
          const text = await res.text();
          if (res.status >= 500) {
            failures.push(`${res.status} ${request.label}: ${text.slice(0, 200)}`);
          } else if (res.status >= 400) {
            const problem = errorBodyProblem(path, text);
            if (problem)
              failures.push(`${res.status} ${problem} ${request.label}: ${text.slice(0, 200)}`);
          }
        }
      }
      expect(sent).toBeGreaterThan(postgresUrl ? 1500 : 3000);
      expect(failures.slice(0, 40), `${failures.length} of ${sent} requests failed`).toEqual([]);
    } finally {
      log.mockRestore();
      info.mockRestore();
    }
  }, 600_000);
});
