import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import pg from 'pg';
import { load } from './load';
import { benchPages } from './pages';

/**
 * The API against a bare Hono hello-world in the same run, on PostgreSQL: the boxes list of a
 * customer with 10 boxes and of one with 10,000, static files and the API while 20 customers
 * sign in at once, and how long the server takes to start. Ratios, so runs on different
 * machines compare.
 */

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'boxroom_bench';
const PASSWORD = 'correct horse battery staple';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function freshDatabase(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

interface Customer {
  customerId: number;
  token: string;
}

async function customerWithBoxes(
  base: string,
  databaseUrl: string,
  label: string,
  boxes: number,
): Promise<Customer> {
  const email = `bench-${label}@example.test`;
  const headers = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': `10.9.0.${boxes % 250}`,
  };
  await fetch(`${base}/identity/account/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'Bench',
      lastName: label,
      integratorId: 2,
      signUpFunnel: 'Sign-up',
    }),
  });
  const token = await signIn(base, email, headers['X-Forwarded-For']);
  const customer = (await (
    await fetch(`${base}/v1/customer?integratorId=2`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { customerId: number };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO boxes (customer_id, box_type_id, status, owner_type, created_at)
       SELECT $1, (SELECT min(box_type_id) FROM box_types), 'WithLoveSpace', 'lovespace',
              now() - make_interval(mins => g)
       FROM generate_series(1, $2::int) g`,
      [customer.customerId, boxes],
    );
    // As autovacuum would in time: statistics, and the visibility map index-only scans use.
    await db.query('VACUUM ANALYZE boxes');
  } finally {
    await db.end();
  }
  return { customerId: customer.customerId, token };
}

async function signIn(base: string, email: string, address: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const boxesUrl = (base: string, customerId: number) =>
  `${base}/v1/boxes/${customerId}/1/50/with-provider/desc/false?integratorId=2`;

const fmt = (n: number, digits = 0) => n.toFixed(digits);

export async function benchApi(): Promise<void> {
  const databaseUrl = await freshDatabase();
  if (!databaseUrl) {
    console.log('API: skipped (PostgreSQL is not reachable at BENCH_POSTGRES_URL)');
    return;
  }
  const helloPort = await freePort();
  const hello = start('bench/hello.ts', { PORT: String(helloPort) });
  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  let app: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    const floor = await load(`http://127.0.0.1:${helloPort}/`);

    const started = performance.now();
    app = start('server/main.ts', {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
    });
    await waitFor(`${base}/healthz`);
    const startupMs = performance.now() - started;

    const few = await customerWithBoxes(base, databaseUrl, 'few', 10);
    const many = await customerWithBoxes(base, databaseUrl, 'many', 10_000);
    // My stuff is measured with 500 boxes, as the issue asks.
    const shelf = await customerWithBoxes(base, databaseUrl, 'shelf', 500);
    const auth = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}` });
    const fewList = await load(boxesUrl(base, few.customerId), { headers: auth(few) });
    const manyList = await load(boxesUrl(base, many.customerId), { headers: auth(many) });

    // 20 customers sign in at once (each from its own address, as real customers would),
    // while static files and the boxes list are being fetched.
    const html = await (await fetch(`${base}/`)).text();
    const script = html.match(/\/assets\/initial-[\w-]+\.js/)?.[0] ?? '/favicon.svg';
    const signIns = Array.from({ length: 20 }, (_, index) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.8.0.${index + 1}` },
        body: JSON.stringify({ username: `bench-few@example.test`, password: PASSWORD }),
      }).then((res) => res.status),
    );
    const [staticDuring, apiDuring, statuses] = await Promise.all([
      load(`${base}${script}`, { connections: 5, seconds: 3 }),
      load(boxesUrl(base, few.customerId), { connections: 5, seconds: 3, headers: auth(few) }),
      Promise.all(signIns),
    ]);
    const memory = await processMemory(app.pid);

    console.log('API on PostgreSQL (50 connections, 5 s each)');
    console.log(
      `  hello-world floor      ${fmt(floor.perSecond)} req/s, p99 ${fmt(floor.p99, 1)} ms`,
    );
    for (const [name, result] of [
      ['boxes list, 10 boxes', fewList],
      ['boxes list, 10,000', manyList],
    ] as const) {
      console.log(
        `  ${name.padEnd(22)} ${fmt(result.perSecond)} req/s (${fmt(result.perSecond / floor.perSecond, 3)}× floor), p99 ${fmt(result.p99, 1)} ms, ${result.errors} errors`,
      );
    }
    console.log(
      `  10,000 vs 10 boxes     ${fmt(manyList.perSecond / fewList.perSecond, 2)}× the throughput`,
    );
    const counted = statuses.reduce<Record<number, number>>((all, status) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {});
    console.log(`During 20 concurrent sign-ins (answers ${JSON.stringify(counted)})`);
    console.log(`  static file            p99 ${fmt(staticDuring.p99, 1)} ms`);
    console.log(`  boxes list             p99 ${fmt(apiDuring.p99, 1)} ms`);
    console.log('Server');
    console.log(`  start-up (PostgreSQL)  ${fmt(startupMs)} ms to a healthy /healthz`);
    if (memory)
      console.log(`  resident memory        ${fmt(memory / 1024 / 1024)} MB after the runs`);
    await benchPages(base, shelf.token);
  } finally {
    if (app) await stop(app);
    await stop(hello);
  }
}

async function processMemory(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : undefined;
  } catch {
    return undefined;
  }
}
