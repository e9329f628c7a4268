import { randomBytes } from 'node:crypto';
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { Hono } from 'hono';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_TIMEOUTS, type Database, openDatabase } from '../../server/db/database.ts';
import { isDatabaseUnavailable } from '../../server/db/errors.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { requestDeadline } from '../../server/http/deadline.ts';
import { handleError } from '../../server/http/errors.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountsApp,
  accountsApp,
  bearer,
  register,
  signIn,
  tokenRequest,
  v1,
} from './accounts.ts';
import { postgresUrl } from './harness.ts';

/*
 * PostgreSQL going away under a running app: its connections killed by the server, and the
 * server gone altogether (played by a TCP relay in front of it that the test switches off).
 */

/** A TCP relay to PostgreSQL that can be stopped (every connection cut) and started again. */
function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const targetPort = Number(target.port || 5432);
  return {
    get port() {
      return port;
    },
    async start() {
      server = createServer((client) => {
        const upstream = new NetSocket();
        upstream.connect(targetPort, target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      const address = server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.href;
}

async function eventually<T>(
  attempt: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('The app did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!postgresUrl)('PostgreSQL faults', () => {
  const schema = `test_faults_${randomBytes(4).toString('hex')}`;
  const applicationName = `boxroom_faults_${randomBytes(4).toString('hex')}`;
  const target = new URL(postgresUrl ?? 'postgres://127.0.0.1:5432/test');
  const relay = relayTo(target);
  let database: Database;
  let app: AccountsApp;
  let token: string;
  let customerId: number;
  let relayStopped = false;
  const quiet = vi.spyOn(console, 'error');

  beforeAll(async () => {
    quiet.mockImplementation(() => {});
    await relay.start();
    const viaRelay = new URL(postgresUrl ?? '');
    viaRelay.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({
      databaseUrl: withApplicationName(viaRelay.href, applicationName),
      schema,
    });
    await migrate(database);
    await seed(database.db);
    app = accountsApp(database);
    const member = await register(app);
    customerId = member.customerId;
    token = await signIn(app, member.email);
  });

  afterAll(async () => {
    quiet.mockRestore();
    if (relayStopped) await relay.start();
    await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    await relay.stop();
  });

  const customer = () => app.request(v1('customer'), { headers: bearer(token) });

  it('keeps serving after the database terminates every connection of the app', async () => {
    expect((await customer()).status).toBe(200);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Idle connections are dropped by the pool (no crash); the next call gets a fresh one.
    // The moment lets the app read the termination on its idle connections first; a request
    // that takes one before that gets a 503 and the connection is discarded all the same.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await eventually(async () => {
      const attempt = await customer();
      if (attempt.status === 200) return attempt;
      expect(attempt.status).toBe(503);
      expect(await attempt.json()).toMatchObject({ errorCode: ErrorCode.ServiceUnavailable });
      return undefined;
    });
    expect(await res.json()).toMatchObject({ customerId });
    expect(quiet).toHaveBeenCalledWith(
      expect.stringContaining('an idle connection failed'),
      expect.anything(),
    );
  });

  it('cancels a statement that runs past the statement timeout, which answers 503', async () => {
    const started = Date.now();
    const slow = sql`select pg_sleep(30)`.execute(database.db);
    const error = await slow.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(DATABASE_TIMEOUTS.statementMs + 2000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('answers 503 with an errorCode while the database is down, and recovers on its own', async () => {
    await relay.stop();
    relayStopped = true;

    const health = await app.request('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: 'unavailable',
      dependencies: { database: 'unavailable' },
    });

    const res = await customer();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ errorCode: ErrorCode.ServiceUnavailable });

    const tokenRes = await app.request(
      '/identity/token',
      tokenRequest('x@example.test', 'whatever1'),
    );
    expect(tokenRes.status).toBe(503);
    expect(await tokenRes.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: expect.any(String),
    });

    await relay.start();
    relayStopped = false;
    await eventually(async () =>
      (await app.request('/healthz')).status === 200 ? true : undefined,
    );
    expect((await customer()).status).toBe(200);
  });
});

describe('the request deadline', () => {
  it('answers 503 with an errorCode when a request runs past it', async () => {
    const app = new Hono();
    app.onError(handleError);
    app.use('*', requestDeadline(50));
    app.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return c.json({ late: true });
    });
    app.get('/quick', (c) => c.json({ ok: true }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    const res = await app.request('/slow');
    expect(Date.now() - started).toBeLessThan(900);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ errorCode: ErrorCode.ServiceUnavailable });
    expect((await app.request('/quick')).status).toBe(200);
    log.mockRestore();
  });
});
