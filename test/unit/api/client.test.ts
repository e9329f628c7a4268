// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  type ApiClient,
  createApiClient,
  emptyBody,
  fail,
  ok,
  urlPath,
} from '../../../src/api/client';
import { createConfig } from '../../../src/api/config';
import { createSessionExpiry, type SessionExpiry } from '../../../src/api/session-expiry';
import { startTestServer, type TestServer } from './test-server';

const thing = z.object({ id: z.number(), name: z.string() });

let server: TestServer;
let token: string | null;
let expiry: SessionExpiry;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respond(() => ({ json: { id: 1, name: 'Box' } }));
  token = null;
  expiry = createSessionExpiry();
  client = createApiClient({ config: server.config, getToken: () => token, sessionExpiry: expiry });
});

describe('integratorId', () => {
  it('is added to every main API call, alongside the call’s own query', async () => {
    await client.json({ service: 'api', path: 'boxes/1', query: { page: 2 } }, thing);
    expect(server.last().path).toBe('/v1/boxes/1');
    expect(server.last().query.get('integratorId')).toBe('2');
    expect(server.last().query.get('page')).toBe('2');
  });

  it('is added to writes as well as reads', async () => {
    await client.json({ service: 'api', path: 'box/7', method: 'PATCH', json: { a: 1 } }, thing);
    expect(server.last().method).toBe('PATCH');
    expect(server.last().query.get('integratorId')).toBe('2');
  });

  it('is not added to the auth host, the content service or the app’s own routes', async () => {
    await client.json({ service: 'auth', path: 'token', method: 'POST', form: { a: 'b' } }, thing);
    expect(server.last().query.has('integratorId')).toBe(false);
    await client.json({ service: 'cms', path: 'faqs' }, thing);
    expect(server.last().query.has('integratorId')).toBe(false);
    await client.json({ service: 'app', path: '/api/auth/logout', method: 'POST' }, thing);
    expect(server.last().query.has('integratorId')).toBe(false);
  });
});

describe('bearer token', () => {
  it('is absent on every host when signed out', async () => {
    await client.json({ service: 'api', path: 'customer' }, thing);
    expect(server.last().headers.authorization).toBeUndefined();
    await client.json({ service: 'auth', path: 'account/changePassword', method: 'POST' }, thing);
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it('goes on main API, auth host and app route calls when signed in', async () => {
    token = 'tok-123';
    await client.json({ service: 'api', path: 'customer' }, thing);
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
    await client.json({ service: 'auth', path: 'account/changePassword', method: 'POST' }, thing);
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
    await client.json({ service: 'app', path: '/api/auth/logout', method: 'POST' }, thing);
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
    await client.blob({ service: 'api', path: 'box/1/label' });
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
  });

  it('never goes to the content service, even when signed in', async () => {
    token = 'tok-123';
    await client.json({ service: 'cms', path: 'faqs' }, thing);
    expect(server.last().path).toBe('/cms/faqs');
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it('is read on each call, so signing out takes effect at once', async () => {
    token = 'tok-123';
    await client.json({ service: 'api', path: 'customer' }, thing);
    token = null;
    await client.json({ service: 'api', path: 'customer' }, thing);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-123',
      undefined,
    ]);
  });
});

describe('request bodies and paths', () => {
  it('sends JSON bodies as JSON', async () => {
    await client.json({ service: 'api', path: 'x', method: 'POST', json: { a: [1, 2] } }, thing);
    expect(server.last().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(server.last().body)).toEqual({ a: [1, 2] });
  });

  it('sends form bodies form-urlencoded and leaves out unset fields', async () => {
    await client.json(
      {
        service: 'auth',
        path: 'token',
        method: 'POST',
        form: { u: 'a b', p: 'x&y', n: undefined },
      },
      thing,
    );
    expect(server.last().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(server.last().body))).toEqual({
      u: 'a b',
      p: 'x&y',
    });
  });

  it('encodes interpolated path values so they stay one segment', async () => {
    await client.json({ service: 'api', path: urlPath`courier/${'SW1A 1AA'}/x/${'a/b'}` }, thing);
    expect(server.last().path).toBe('/v1/courier/SW1A%201AA/x/a%2Fb');
  });

  it('joins bases and paths with exactly one slash', async () => {
    const slashy = createApiClient({
      config: createConfig({ ...server.config, apiUrl: `${server.origin}/v1/` }),
      getToken: () => null,
      sessionExpiry: expiry,
    });
    await slashy.json({ service: 'api', path: '/customer' }, thing);
    expect(server.last().path).toBe('/v1/customer');
  });
});

describe('success bodies', () => {
  it('are parsed with the schema', async () => {
    const result = await client.json({ service: 'api', path: 'thing' }, thing);
    expect(result).toEqual({ ok: true, data: { id: 1, name: 'Box' } });
  });

  it('give a failure with a clear message, not a throw, when they do not fit the schema', async () => {
    server.respond(() => ({ json: { id: 'one', name: 'Box' } }));
    const result = await client.json({ service: 'api', path: 'thing' }, thing);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/could not read/);
    expect(result.message).toContain('id');
  });

  it('give a failure when the body is not JSON at all', async () => {
    server.respond(() => ({ body: '<html>proxy error page</html>', contentType: 'text/html' }));
    const result = await client.json({ service: 'api', path: 'thing' }, thing);
    expect(result.ok).toBe(false);
  });

  it('may be empty for calls that return nothing', async () => {
    server.respond(() => ({ status: 204 }));
    const result = await client.json({ service: 'api', path: 'x', method: 'DELETE' }, emptyBody);
    expect(result).toEqual({ ok: true, data: undefined });
  });
});

describe('error messages, in the order SPEC.md section 8 gives', () => {
  const cases: { name: string; status: number; body: unknown; message: string; code?: number }[] = [
    {
      name: '1. error_description wins over everything else',
      status: 400,
      body: {
        error_description: 'The user name or password is incorrect.',
        error: 'invalid_grant',
        Message: 'APICode message',
        errorCode: 3,
      },
      message: 'The user name or password is incorrect.',
      code: 3,
    },
    {
      name: '2a. an error string comes next',
      status: 400,
      body: { error: 'Card declined', Message: 'APICode message', errorCode: 3 },
      message: 'Card declined',
      code: 3,
    },
    {
      name: '2b. an error object with a message comes next',
      status: 400,
      body: { error: { message: 'Address is incomplete' }, Message: 'x', errorCode: 3 },
      message: 'Address is incomplete',
      code: 3,
    },
    {
      name: '3. an APICode body’s Message comes next',
      status: 400,
      body: { APICode: 42, Message: 'Box is already booked for return', errorCode: 3 },
      message: 'Box is already booked for return',
      code: 3,
    },
    {
      name: '4a. an errorCode is looked up in the message table',
      status: 404,
      body: { errorCode: 3, message: 'ignored server text' },
      message: 'Basket not found',
      code: 3,
    },
    {
      name: '4b. an errorCode missing from the table gives the unknown-error text',
      status: 400,
      body: { errorCode: 999_999 },
      message: 'Unknown error has occurred',
      code: 999_999,
    },
    {
      name: '5. anything else gives the general message',
      status: 400,
      body: { whatever: true },
      message: 'Something went wrong',
    },
  ];

  it.each(cases)('$name', async ({ status, body, message, code }) => {
    server.respond(() => ({ status, json: body }));
    const result = await client.json({ service: 'api', path: 'thing', method: 'POST' }, thing);
    expect(result).toEqual(
      code === undefined ? { ok: false, status, message } : { ok: false, status, code, message },
    );
  });

  it('shows a plain-text error body as written, but never an HTML error page', async () => {
    server.respond(() => ({ status: 400, body: 'Postcode not served', contentType: 'text/plain' }));
    const text = await client.json({ service: 'api', path: 'thing', method: 'POST' }, thing);
    expect(text).toEqual({ ok: false, status: 400, message: 'Postcode not served' });
    server.respond(() => ({
      status: 502,
      body: '<html>Bad Gateway</html>',
      contentType: 'text/html',
    }));
    const html = await client.json({ service: 'api', path: 'thing', method: 'POST' }, thing);
    expect(html).toEqual({ ok: false, status: 502, message: 'Something went wrong' });
  });

  it('gives a failure without a status when the server cannot be reached', async () => {
    const unreachable = createApiClient({
      config: createConfig({ apiUrl: 'http://127.0.0.1:1/v1' }),
      getToken: () => null,
      sessionExpiry: expiry,
    });
    const result = await unreachable.json({ service: 'api', path: 'thing', method: 'POST' }, thing);
    expect(result).toEqual({ ok: false, message: 'Something went wrong' });
  });
});

describe('session expiry (errorCode 1310)', () => {
  const expired = () => ({
    status: 401,
    json: { errorCode: 1310, message: 'Token expired' },
  });

  it('is reported once however many calls come back with it', async () => {
    server.respond(expired);
    const listener = vi.fn();
    expiry.subscribe(listener);
    const first = await client.json({ service: 'api', path: 'customer' }, thing);
    const second = await client.json({ service: 'api', path: 'orders/1/1/50/desc' }, thing);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(first).toEqual({
      ok: false,
      status: 401,
      code: 1310,
      message: 'Your session has expired, please log in again',
    });
    expect(second).toMatchObject({ ok: false, code: 1310 });
  });

  it('is reported to every subscriber, and not to one that unsubscribed', async () => {
    server.respond(expired);
    const a = vi.fn();
    const b = vi.fn();
    expiry.subscribe(a);
    const unsubscribeB = expiry.subscribe(b);
    unsubscribeB();
    await client.json({ service: 'api', path: 'customer' }, thing);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('is reported again after a reset (a new sign-in)', async () => {
    server.respond(expired);
    const listener = vi.fn();
    expiry.subscribe(listener);
    await client.json({ service: 'api', path: 'customer' }, thing);
    await client.json({ service: 'api', path: 'customer' }, thing);
    expiry.reset();
    await client.json({ service: 'api', path: 'customer' }, thing);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is reported for a PDF call too, whose error body arrives as a Blob', async () => {
    server.respond(expired);
    const listener = vi.fn();
    expiry.subscribe(listener);
    const result = await client.blob({ service: 'api', path: 'box/1/label' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, code: 1310, status: 401 });
  });

  it('is not reported for other errors', async () => {
    server.respond(() => ({ status: 401, json: { errorCode: 3 } }));
    const listener = vi.fn();
    expiry.subscribe(listener);
    await client.json({ service: 'api', path: 'customer' }, thing);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('PDF calls', () => {
  it('return the body as a Blob with the server’s type and size', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    server.respond(() => ({ body: pdf, contentType: 'application/pdf' }));
    const result = await client.blob({ service: 'api', path: 'order/5/boxLabels' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toBeInstanceOf(Blob);
    expect(result.data.type).toBe('application/pdf');
    expect(result.data.size).toBe(pdf.byteLength);
    expect([...new Uint8Array(await result.data.arrayBuffer())]).toEqual([...pdf]);
  });

  it('give a failure with the looked-up message when the server refuses', async () => {
    server.respond(() => ({ status: 404, json: { errorCode: 3 } }));
    const result = await client.blob({ service: 'api', path: 'order/5/boxLabels' });
    expect(result).toEqual({ ok: false, status: 404, code: 3, message: 'Basket not found' });
  });
});

describe('result helpers', () => {
  it('build both sides of a result', () => {
    expect(ok(5)).toEqual({ ok: true, data: 5 });
    expect(fail('No')).toEqual({ ok: false, message: 'No' });
    expect(fail('No', { code: 3, status: 404 })).toEqual({
      ok: false,
      message: 'No',
      code: 3,
      status: 404,
    });
  });
});
