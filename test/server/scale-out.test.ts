import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForAnswer } from '../support/localServer.ts';
import { tinyPng } from './account-area.ts';
import { type FakeDist, makeFakeDist, postgresUrl } from './harness.ts';

/*
 * Two server processes on one PostgreSQL database, as behind a load balancer: a customer's
 * calls may reach either. Sessions, sign-in limits, the support chat, photos and build
 * detection must all hold across the two.
 */

const PASSWORD = 'correct horse battery staple';

interface ServerProcess {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startServer(databaseUrl: string, distDir: string): Promise<ServerProcess> {
  const port = await freePort();
  // Each process has a folder of its own: nothing may rely on files the other wrote.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-scale-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      BOXROOM_DEV_TOOLS: '',
      BOXROOM_DIST_DIR: distDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${base}/healthz`, { child, timeoutMs: 30_000 });
  } catch (error) {
    throw new Error(`The server did not start: ${stderr}`, { cause: error });
  }
  return { base, child, dataDir };
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

function api(server: ServerProcess, token: string | null, address = '10.1.0.1') {
  return (method: string, pathname: string, body?: unknown) =>
    fetch(`${server.base}${pathname}${pathname.includes('?') ? '&' : '?'}integratorId=2`, {
      method,
      headers: {
        'X-Forwarded-For': address,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

async function signIn(
  server: ServerProcess,
  email: string,
  password = PASSWORD,
  address = '10.1.0.1',
) {
  return fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ username: email, password }),
  });
}

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL', () => {
  const database = `boxroom_scale_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let dist: FakeDist;
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  const email = `two-${randomBytes(4).toString('hex')}@example.test`;
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    dist = await makeFakeDist();
    // Started together: both migrate and seed the same empty database at once.
    [a, b] = await Promise.all([
      startServer(databaseUrl, dist.dir),
      startServer(databaseUrl, dist.dir),
    ]);

    const registered = await fetch(`${a.base}/identity/account/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.1.0.1' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Two',
        lastName: 'Servers',
        integratorId: 2,
        signUpFunnel: 'Sign-up',
      }),
    });
    expect(registered.status).toBe(200);
    const signedIn = await signIn(a, email);
    token = ((await signedIn.json()) as { access_token: string }).access_token;
    const me = await api(a, token)('GET', '/v1/customer');
    customerId = ((await me.json()) as { customerId: number }).customerId;
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await dist.remove();
  });

  it('accepts a session made by one on the other, and ends it on both', async () => {
    const me = await api(b, token)('GET', '/v1/customer');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { customerId: number }).customerId).toBe(customerId);
    const other = await signIn(b, email);
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    expect(
      (
        await fetch(`${b.base}/api/auth/logout`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${otherToken}` },
        })
      ).status,
    ).toBe(200);
    expect((await api(a, otherToken)('GET', '/v1/customer')).status).toBe(401);
  });

  it('shows a photo uploaded through one from the other, from its own folder-less store', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let boxId: number | undefined;
    try {
      const { rows } = await client.query<{ box_id: number }>(
        `INSERT INTO boxes (customer_id, box_type_id, status, owner_type, created_at)
         VALUES ($1, (SELECT min(box_type_id) FROM box_types), 'WithLoveSpace', 'lovespace', now())
         RETURNING box_id`,
        [customerId],
      );
      boxId = rows[0]?.box_id;
    } finally {
      await client.end();
    }
    const png = tinyPng();
    const uploaded = await api(a, token)('POST', `/v1/box/${boxId}/image`, {
      imageData: png.toString('base64'),
      mimeType: 'image/png',
    });
    expect(uploaded.status).toBe(200);
    const listed = (await (await api(b, token)('GET', `/v1/box/${boxId}/images`)).json()) as {
      url: string;
    }[];
    expect(listed).toHaveLength(1);
    const photo = await api(b, token)('GET', `/v1/${listed[0]?.url}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(png);
  });

  it('continues a chat begun on one when the customer writes through the other', async () => {
    const first = await api(a, token)('POST', '/v1/intercom/ticket', {
      message: 'Can you collect on Saturday?',
      subject: 'Chat from /apps/my-stuff',
    });
    expect(first.status).toBe(200);
    const second = await api(b, token)('POST', '/v1/intercom/ticket', {
      message: 'Morning is best.',
      subject: 'Chat from /apps/my-stuff',
    });
    const conversation = (await second.json()) as { messages: { body: string }[] };
    expect(conversation.messages.map((message) => message.body)).toEqual(
      expect.arrayContaining(['Can you collect on Saturday?', 'Morning is best.']),
    );
  });

  it('counts failed sign-ins from one address across both', async () => {
    const address = '10.2.0.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await signIn(server, email, 'not the password', address)).status);
    }
    // Ten wrong guesses are answered; the eleventh, on either server, is held back.
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 60_000);

  it('tells both of a new build', async () => {
    const latest = async (server: ServerProcess) =>
      ((await (await fetch(`${server.base}/builds/latest.json`)).json()) as { id: string }).id;
    expect(await latest(a)).toBe(dist.buildId);
    expect(await latest(b)).toBe(dist.buildId);
    await writeFile(
      path.join(dist.dir, 'builds', 'latest.json'),
      JSON.stringify({ id: 'fedcba987654', timestamp: 1_790_000_100_000 }),
    );
    expect(await latest(a)).toBe('fedcba987654');
    expect(await latest(b)).toBe('fedcba987654');
  });
});
