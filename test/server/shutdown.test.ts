import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/localServer.ts';

/*
 * The real server process under load receives SIGTERM: it must stop taking connections, let
 * every request already in flight finish with a proper answer, close its database and exit 0.
 * A refused connection after the signal is expected; a reset one, or a 5xx, is a failure.
 */

type Outcome =
  | { kind: 'answered'; status: number; startedBeforeSignal: boolean; finishedAfterSignal: boolean }
  | { kind: 'refused' }
  | { kind: 'broken'; code: string; startedBeforeSignal: boolean };

/** One request on its own connection, reporting how it ended rather than throwing. */
function send(
  port: number,
  request: { method: string; path: string; body?: string; contentType?: string },
  signalled: () => boolean,
): Promise<Outcome> {
  const startedBeforeSignal = !signalled();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent: false,
        headers: request.contentType ? { 'Content-Type': request.contentType } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            kind: 'answered',
            status: res.statusCode ?? 0,
            startedBeforeSignal,
            finishedAfterSignal: signalled(),
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'broken', code: error.code ?? error.message, startedBeforeSignal }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      else resolve({ kind: 'broken', code: error.code ?? error.message, startedBeforeSignal });
    });
    req.end(request.body);
  });
}

describe('SIGTERM under load', () => {
  let dataDir: string;
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-shutdown-'));
    port = await freePort();
    const { DATABASE_URL: _external, ...env } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
      const health = await send(port, { method: 'GET', path: '/healthz' }, () => false);
      if (health.kind === 'answered' && health.status === 200) break;
      if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes every request in flight, resets none, closes the database and exits 0', async () => {
    let signalled = false;
    const isSignalled = () => signalled;
    const outcomes: Outcome[] = [];
    // Sign-in hashes with scrypt at full cost: each takes a noticeable time, so some are
    // certainly in flight when the signal comes.
    const signIn = {
      method: 'POST',
      path: '/identity/token',
      contentType: 'application/x-www-form-urlencoded',
      body: 'username=nobody%40example.test&password=wrong-password&grant_type=password&country=uk',
    };
    const catalogue = { method: 'GET', path: '/v1/materials?integratorId=2' };

    async function worker(request: typeof catalogue | typeof signIn) {
      for (;;) {
        const outcome = await send(port, request, isSignalled);
        outcomes.push(outcome);
        // Like a load balancer, a client turned away (503) or refused goes elsewhere.
        if (outcome.kind !== 'answered' || outcome.status === 503) return;
      }
    }

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const workers = [
      ...Array.from({ length: 8 }, () => worker(catalogue)),
      ...Array.from({ length: 4 }, () => worker(signIn)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalled = true;
    server.kill('SIGTERM');
    const code = await exited;
    await Promise.all(workers);

    expect(code, output).toBe(0);
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
    expect(answered.length).toBeGreaterThan(20);
    // Requests the server was working on when the signal came got their real answer after
    // it; requests that reached it later at most a 503 asking them to retry; none a 500.
    const finishedInFlight = answered.filter(
      (outcome) =>
        outcome.startedBeforeSignal && outcome.finishedAfterSignal && outcome.status < 500,
    );
    expect(finishedInFlight.length).toBeGreaterThan(0);
    expect(answered.filter((outcome) => outcome.status >= 500 && outcome.status !== 503)).toEqual(
      [],
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
    expect(output).toContain('SIGTERM: shutting down');
  }, 60_000);
});
