import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { type AccountsApp, accountsApp, bearer, register, signIn, v1 } from '../accounts.ts';
import { postgresUrl } from '../harness.ts';

/*
 * The network between the app and PostgreSQL fails under a running app, played by a TCP proxy
 * in front of the database: it black-holes (sockets stay open, no byte gets through either
 * way), refuses (no new connection, every open one reset), or forwards again. Whatever
 * happened, every answer meanwhile is a 503 with an errorCode (never a 500, never a hang), and
 * once the database is reachable again the app answers 200 within 30 s, without anyone
 * resetting anything by hand.
 */

/** Shorter than production's, so the suite waits seconds rather than minutes. */
const TIMEOUTS = { statementMs: 2000, connectMs: 1500, queryMs: 3000, idleMs: 30_000 };
const RECOVERY_MS = 30_000;
/** pg's default pool size, which the app keeps. */
const POOL_SIZE = 10;

function databaseProxy(target: URL) {
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let forwarding = true;
  let server: Server | undefined;
  let port = 0;

  function accept(client: Socket) {
    const upstream = connect(targetPort, target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Bytes sent while black-holed are lost, as on a network that drops every packet.
    client.on('data', (chunk) => {
      if (forwarding) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (forwarding) client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  }

  async function listen() {
    server = createServer(accept);
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  }

  async function stopListening() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  return {
    get port() {
      return port;
    },
    listen,
    blackHole() {
      forwarding = false;
    },
    /** New connections are refused and every open one is reset. */
    async refuse() {
      await Promise.all([
        stopListening(),
        ...[...sockets].map(async (socket) => socket.resetAndDestroy()),
      ]);
    },
    async restore() {
      forwarding = true;
      if (!server) await listen();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await stopListening();
    },
  };
}

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.href;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Answer {
  path: string;
  status: number;
  errorCode?: number;
  ms: number;
}

/** A 5xx is only allowed as a 503 that says why, and no answer may take longer than this. */
const SLOWEST_ANSWER_MS = 10_000;

const errorAnswer = { status: 503, errorCode: ErrorCode.ServiceUnavailable };

function expectHealthyFailure(answers: Answer[]) {
  for (const answer of answers) {
    if (answer.status === 200) continue;
    // `/healthz` says which dependency failed in its own form, without an errorCode.
    const failure = answer.path === '/healthz' ? { status: 503 } : errorAnswer;
    expect(answer).toMatchObject(failure);
  }
  for (const answer of answers) expect(answer.ms).toBeLessThan(SLOWEST_ANSWER_MS);
}

// Every fault is logged; the log is not what these tests are about.
const quiet = vi.spyOn(console, 'error');
beforeAll(() => {
  quiet.mockImplementation(() => {});
});
afterAll(() => quiet.mockRestore());

describe.skipIf(!postgresUrl)('the database pool after an outage', () => {
  const schema = `test_outage_${randomBytes(4).toString('hex')}`;
  const applicationName = `boxroom_outage_${randomBytes(4).toString('hex')}`;
  const proxy = databaseProxy(new URL(postgresUrl ?? 'postgres://127.0.0.1:5432/test'));
  let database: Database;
  let app: AccountsApp;
  let email: string;
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    await proxy.listen();
    const viaProxy = new URL(postgresUrl ?? '');
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      databaseUrl: withApplicationName(viaProxy.href, applicationName),
      schema,
      timeouts: TIMEOUTS,
    });
    await migrate(database);
    await seed(database.db);
    app = accountsApp(database);
    const member = await register(app);
    email = member.email;
    customerId = member.customerId;
    token = await signIn(app, email);
  }, 60_000);

  afterAll(async () => {
    await proxy.restore();
    await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    await proxy.close();
  });

  async function ask(path: string, init?: RequestInit): Promise<Answer> {
    const started = Date.now();
    const res = await app.request(path, init);
    const text = await res.text();
    let errorCode: number | undefined;
    try {
      errorCode = (JSON.parse(text) as { errorCode?: number }).errorCode;
    } catch {
      errorCode = undefined;
    }
    return { path, status: res.status, errorCode, ms: Date.now() - started };
  }

  const customer = () => ask(v1('customer'), { headers: bearer(token) });
  const health = () => ask('/healthz');
  const boxes = () =>
    ask(v1(`boxes/${customerId}/1/50/with-customer/desc/true`), { headers: bearer(token) });

  /**
   * Polls, as busy traffic would, with more requests at once than the pool has connections,
   * until `/healthz`, the customer and the boxes all answer 200; the answers meanwhile.
   */
  async function recovery(): Promise<{ ms: number; answers: Answer[] }> {
    const started = Date.now();
    const answers: Answer[] = [];
    while (Date.now() - started < RECOVERY_MS) {
      const round = await Promise.all([
        health(),
        ...Array.from({ length: 6 }, customer),
        ...Array.from({ length: 6 }, boxes),
      ]);
      answers.push(...round);
      if (round.every((answer) => answer.status === 200)) {
        return { ms: Date.now() - started, answers };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { ms: Number.POSITIVE_INFINITY, answers };
  }

  it('answers 200 within 30 s of the network coming back after 12 s black-holed', async () => {
    // Every connection the pool may hold is open, as on a busy server.
    await Promise.all(
      Array.from({ length: POOL_SIZE }, () => sql`select pg_sleep(0.3)`.execute(database.db)),
    );
    expect((await customer()).status).toBe(200);
    proxy.blackHole();
    const during: Answer[] = [];
    // Twelve seconds of traffic, more at once than the pool has connections, so every
    // connection has a query lost in the hole.
    const blackHoleEnds = Date.now() + 12_000;
    const load = async () => {
      while (Date.now() < blackHoleEnds) during.push(await customer());
    };
    await Promise.all(Array.from({ length: 14 }, load));
    await proxy.restore();

    const { ms, answers } = await recovery();
    expect(ms, JSON.stringify(answers.slice(-6))).toBeLessThan(RECOVERY_MS);
    expect(during.length).toBeGreaterThan(0);
    expectHealthyFailure(during);
    expectHealthyFailure(answers);
    const me = await app.request(v1('customer'), { headers: bearer(token) });
    expect(await me.json()).toMatchObject({ customerId });
  }, 60_000);

  it('answers 503 with an errorCode, never 500, while connections are refused, then recovers', async () => {
    expect((await customer()).status).toBe(200);
    await proxy.refuse();
    const during = await Promise.all([
      health(),
      customer(),
      boxes(),
      ask('/identity/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: email,
          password: 'whatever-it-is',
          grant_type: 'password',
          country: 'uk',
        }).toString(),
      }),
    ]);
    expect(during.map((answer) => answer.status)).toEqual([503, 503, 503, 503]);
    expectHealthyFailure(during.slice(0, 3));
    await proxy.restore();
    const { ms, answers } = await recovery();
    expect(ms, JSON.stringify(answers.slice(-6))).toBeLessThan(RECOVERY_MS);
    expectHealthyFailure(answers);
  }, 60_000);

  it('recovers at once when the database kills every connection of the app', async () => {
    // Several connections in the pool, some of them idle, some in a transaction's reach.
    await Promise.all(Array.from({ length: 8 }, customer));
    const killed = await admin(async (client) => {
      const { rows } = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      return rows.length;
    });
    expect(killed).toBeGreaterThan(0);
    const { ms, answers } = await recovery();
    expect(ms, JSON.stringify(answers.slice(-6))).toBeLessThan(5000);
    expectHealthyFailure(answers);
  }, 30_000);
});

describe.skipIf(!postgresUrl)('a database that refuses connections (SQLSTATE 55000)', () => {
  const name = `boxroom_closed_${randomBytes(4).toString('hex')}`;
  let database: Database;
  let app: AccountsApp;
  let token: string;
  let url: string;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    const parsed = new URL(postgresUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.href;
    database = await openDatabase({ databaseUrl: url, timeouts: TIMEOUTS });
    await migrate(database);
    await seed(database.db);
    app = accountsApp(database);
    token = await signIn(app, (await register(app)).email);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await admin(async (client) => {
      await client.query(`alter database ${name} allow_connections true`);
      await client.query(`drop database if exists ${name} with (force)`);
    });
  });

  it('answers 503 with an errorCode, not 500, and 200 again once it accepts them', async () => {
    await admin(async (client) => {
      await client.query(`alter database ${name} allow_connections false`);
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
    });
    // What any new connection now gets from PostgreSQL itself.
    const refused = await new pg.Client({ connectionString: url }).connect().then(
      () => 'connected',
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('55000');

    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const res = await app.request(v1('customer'), { headers: bearer(token) });
        return { status: res.status, body: (await res.json()) as { errorCode?: number } };
      }),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 503,
        body: { errorCode: ErrorCode.ServiceUnavailable },
      });
    }
    const health = await app.request('/healthz');
    expect(health.status).toBe(503);

    await admin((client) => client.query(`alter database ${name} allow_connections true`));
    const res = await app.request(v1('customer'), { headers: bearer(token) });
    expect(res.status).toBe(200);
  }, 30_000);
});
