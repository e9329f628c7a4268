import { type FetchOptions, ofetch } from 'ofetch';
import { INTEGRATOR_ID } from '../domain/constants';
import { ErrorCode, errorCode, errorMessage } from '../domain/errors';
import { z } from '../domain/zod';
import { type BoxroomConfig, readConfig } from './config';
import { sessionExpiry as appSessionExpiry, type SessionExpiry } from './session-expiry';
import { getAccessToken } from './token';

/** What every call returns: callers branch on `ok` instead of catching. */
export type Result<T> = { ok: true; data: T } | Failure;

export interface Failure {
  ok: false;
  /** The provider's errorCode (SPEC.md section 8), when the error body had one. */
  code?: number;
  /** The HTTP status, when a response arrived at all. */
  status?: number;
  /** Text fit to show the customer. */
  message: string;
}

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function fail(
  message: string,
  details: { code?: number | undefined; status?: number | undefined } = {},
): Failure {
  const failure: Failure = { ok: false, message };
  if (details.code !== undefined) failure.code = details.code;
  if (details.status !== undefined) failure.status = details.status;
  return failure;
}

/**
 * Which host a call goes to. It decides the base URL, whether `integratorId` is added (main API
 * only) and whether the bearer token may be sent (never to the content service, which is a third
 * party that has no business seeing customers' tokens).
 */
export type Service = 'api' | 'auth' | 'cms' | 'app';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec {
  service: Service;
  /** Path under the service's base; build it with `urlPath` so ids are encoded. */
  path: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-urlencoded body, as the auth host expects. */
  form?: Record<string, QueryValue>;
  /** Sends no bearer token even when signed in, for public files that have no use for it. */
  anonymous?: boolean;
}

export interface ApiClient {
  readonly config: BoxroomConfig;
  /** Calls and parses the success body with `schema`; a body that does not fit is a failure. */
  json<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<Result<z.output<S>>>;
  /** Calls and returns the body as a Blob (PDF labels and the like). */
  blob(spec: RequestSpec): Promise<Result<Blob>>;
  /** The session-expiry channel this client reports 1310 to. */
  readonly sessionExpiry: SessionExpiry;
}

export interface ApiClientOptions {
  config: BoxroomConfig;
  /** The current access token, or nothing when signed out; read on every call. */
  getToken: () => string | null | undefined;
  /** Where 1310 is reported; the app-wide channel unless a test supplies its own. */
  sessionExpiry?: SessionExpiry;
}

/** For calls whose success body carries nothing the app uses (often empty). */
export const emptyBody = z.unknown().transform((): undefined => undefined);

/**
 * A path with each interpolated value percent-encoded, so an id or a postcode with a space
 * or a slash cannot change which resource is addressed: urlPath`box/${id}/images`.
 */
export function urlPath(strings: TemplateStringsArray, ...values: (string | number | boolean)[]) {
  return strings.reduce(
    (path, part, index) =>
      index < values.length ? path + part + encodeURIComponent(String(values[index])) : path + part,
    '',
  );
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function baseFor(config: BoxroomConfig, service: Service): string {
  switch (service) {
    case 'api':
      return config.apiUrl;
    case 'auth':
      return config.authUrl;
    case 'cms':
      return config.cmsUrl;
    case 'app':
      return config.appUrl;
  }
}

function definedEntries(record: Record<string, QueryValue>): [string, string][] {
  return Object.entries(record).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)] as [string, string]],
  );
}

/**
 * Recognises a Blob by its shape: the fetch implementation may come from another realm than
 * the page's `Blob` (Node's undici under a DOM emulation), where `instanceof` says no.
 */
function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).text === 'function'
  );
}

/** Callers may hand the Blob to `URL.createObjectURL`, which takes only this realm's Blob. */
async function toLocalBlob(blob: Blob): Promise<Blob> {
  const foreign: Blob = blob;
  if (blob instanceof Blob) return blob;
  return new Blob([await foreign.arrayBuffer()], { type: foreign.type });
}

/** PDF calls ask for a Blob, so an error body arrives as one too and must be read as JSON. */
async function readErrorBody(data: unknown): Promise<unknown> {
  if (!isBlobLike(data)) return data;
  const text = await data.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseFailureMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return `The server sent a response we could not read${where}${issue ? `: ${issue.message}` : ''}`;
}

interface FetchErrorLike {
  data?: unknown;
  response?: { status: number };
}

function isFetchErrorLike(error: unknown): error is FetchErrorLike {
  return typeof error === 'object' && error !== null && 'response' in error;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, getToken } = options;
  const expiry = options.sessionExpiry ?? appSessionExpiry;

  // The one ofetch instance: shared defaults live here, per-call details in `send`.
  const http = ofetch.create({
    // A GET that meets a gateway blip is retried once after a short pause; writes never are.
    retryDelay: 300,
    // A hung connection must end in a failure the screen can show, not an endless spinner.
    timeout: 30_000,
  });

  function buildRequest(
    spec: RequestSpec,
    accept?: string,
  ): [string, FetchOptions<'json' | 'blob'>] {
    const headers = new Headers();
    if (accept) headers.set('accept', accept);
    const token = getToken();
    if (token && spec.service !== 'cms' && !spec.anonymous)
      headers.set('authorization', `Bearer ${token}`);

    const query: Record<string, QueryValue> =
      spec.service === 'api' ? { ...spec.query, integratorId: INTEGRATOR_ID } : { ...spec.query };

    const init: FetchOptions<'json' | 'blob'> = {
      method: spec.method ?? 'GET',
      headers,
      query: Object.fromEntries(definedEntries(query)),
    };
    if (spec.form !== undefined) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      init.body = new URLSearchParams(definedEntries(spec.form)).toString();
    } else if (spec.json !== undefined) {
      init.body = spec.json as Record<string, unknown>;
    }
    return [joinUrl(baseFor(config, spec.service), spec.path), init];
  }

  async function toFailure(error: unknown): Promise<Failure> {
    if (!isFetchErrorLike(error) || !error.response) {
      // No response at all: offline, DNS, CORS or timeout. There is no body to take a message from.
      return fail(errorMessage(undefined));
    }
    const body = await readErrorBody(error.data);
    const code = errorCode(body);
    if (code === ErrorCode.SessionExpired) expiry.report();
    return fail(errorMessage(body), { code, status: error.response.status });
  }

  return {
    config,
    sessionExpiry: expiry,

    async json(spec, schema) {
      const [url, init] = buildRequest(spec, 'application/json');
      let body: unknown;
      try {
        body = await http<unknown, 'json'>(url, { ...init, responseType: 'json' });
      } catch (error) {
        return toFailure(error);
      }
      const parsed = schema.safeParse(body);
      return parsed.success ? ok(parsed.data) : fail(parseFailureMessage(parsed.error));
    },

    async blob(spec) {
      const [url, init] = buildRequest(spec);
      try {
        const data: unknown = await http<Blob, 'blob'>(url, { ...init, responseType: 'blob' });
        if (!isBlobLike(data) || data.size === 0) {
          return fail('The server sent an empty document');
        }
        return ok(await toLocalBlob(data));
      } catch (error) {
        return toFailure(error);
      }
    },
  };
}

let appClient: ApiClient | undefined;

/**
 * Replaces the app-wide client that the resource modules use. Without arguments it re-reads
 * `window.__BOXROOM_CONFIG__`; tests pass `createConfig({...})` pointing at their own server.
 */
export function configureApi(options: Partial<ApiClientOptions> = {}): ApiClient {
  appClient = createApiClient({
    config: options.config ?? readConfig(),
    getToken: options.getToken ?? getAccessToken,
    ...(options.sessionExpiry ? { sessionExpiry: options.sessionExpiry } : {}),
  });
  return appClient;
}

/** The app-wide client, built from the page's configuration on first use. */
export function apiClient(): ApiClient {
  return appClient ?? configureApi();
}
