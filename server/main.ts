import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ErrorCode } from '../src/domain/errors.ts';
import { createApp } from './app.ts';
import { processSessionCache } from './auth/session-notices.ts';
import { startBillingJobs } from './billing/jobs.ts';
import { resumeCheckoutJobs } from './checkout/runner.ts';
import { describeDatabase, linkHostOf, loadConfig, MEMORY_DATA_DIR } from './config.ts';
import { openDatabase } from './db/database.ts';
import { claimDataDir } from './db/holder.ts';
import { migrate } from './db/migrate.ts';
import { seedIfChanged } from './db/seed.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './db/seeds/demo.ts';
import { REQUEST_DEADLINE_MS } from './http/deadline.ts';
import { errorBody } from './http/errors.ts';
import { gracefulCloser } from './http/graceful-close.ts';
import { settleUnreadBody } from './http/unread-body.ts';
import { createJobQueue } from './jobs/queue.ts';
import { configuredMailer } from './mail/mailer.ts';
import { templateComposer } from './notify/composer.ts';
import { startNotifyJobs } from './notify/jobs.ts';
import {
  configuredPaymentProvider,
  PaymentsNotConfigured,
  paymentsChoice,
} from './payments/configured.ts';
import { startStuckPaymentJobs } from './payments/stuck-jobs.ts';
import { configuredSms } from './sms/sms.ts';

/** Relative to this file, so the server finds the build from any working directory. */
// BOXROOM_DIST_DIR lets a browser-test run serve its own build beside a developer's `dist`.
const DIST_DIR = process.env.BOXROOM_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
/**
 * Requests still running after this long are cut off so shutdown always finishes. Longer than
 * the request deadline, so every request in flight has had its answer (a 503 at the latest)
 * by then and none is cut.
 */
const SHUTDOWN_GRACE_MS = REQUEST_DEADLINE_MS + 5000;
/** The listening socket closes once no connection has come for this long (503s meanwhile). */
const SHUTDOWN_DRAIN_MS = 500;

/** The answer to a request that arrives while the server stops: try again (elsewhere). */
function shuttingDownResponse(): Response {
  return Response.json(errorBody(ErrorCode.ServiceUnavailable), {
    status: 503,
    headers: { Connection: 'close', 'Retry-After': '5', 'Cache-Control': 'no-store' },
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything is opened: a server that would take test cards as money on an address
  // others can reach never starts, and says which variable to set.
  console.log(`Payments: ${paymentsChoice(config)}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

  try {
    const applied = await migrate(database);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    await seedIfChanged(database.db, process.env.BOXROOM_CATALOGUE_VERSION);
    if (config.seedDemo) {
      const created = await seedDemo(database.db);
      if (created.length > 0) console.log(`Demo accounts created: ${created.join(', ')}`);
      if (created.includes(DEMO_EMAIL)) console.log(`Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const payments = configuredPaymentProvider(config, database.db);
  const mailer = configuredMailer(config);
  const sms = configuredSms(config);
  const jobs = createJobQueue(database, config.databaseUrl);
  let stopJobs: () => Promise<void>;
  try {
    // Sends queued before a stop, and jobs a crash cut short, run again from here.
    stopJobs = await startNotifyJobs(jobs, {
      db: database.db,
      mailer,
      sms,
      composer: templateComposer,
      publicUrl: config.publicUrl,
    });
    await startBillingJobs(jobs, database.db, payments);
    await startStuckPaymentJobs(jobs, {
      db: database.db,
      provider: payments,
      now: () => new Date(),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const sessions = processSessionCache(database.kind, config.databaseUrl);
  const app = createApp({
    db: database.db,
    sessionCache: sessions.cache,
    config,
    distDir: DIST_DIR,
    payments,
    mailer,
    jobs,
    // With the development helpers every browser is this machine (127.0.0.1): a developer or a
    // browser-test run signs in, signs up and asks for reset links far more often than a
    // household behind one address would (ten sign-ups an hour refused the suite's late ones).
    ...(config.devTools
      ? { auth: { limits: { checksPerAddress: 2_000, requestsPerAddress: 1_000 } } }
      : {}),
  });
  let stopping = false;
  const server = serve({
    fetch: async (request, env) => {
      // A request arriving after the signal is turned away at once, without touching the
      // database; one already in flight finishes as usual.
      if (stopping) return settleUnreadBody(request, env.incoming, shuttingDownResponse());
      const response = await app.fetch(request, env);
      // Once stopping, each answer closes its connection, so no client sends another request
      // on a socket that is about to go.
      if (stopping) response.headers.set('Connection', 'close');
      return settleUnreadBody(request, env.incoming, response);
    },
    // settleUnreadBody does it: the adapter's own clean-up cuts a body still arriving after
    // 500 ms, and one the app has begun to look at it never finishes reading.
    autoCleanupIncoming: false,
    port: config.port,
    hostname: config.host,
  }) as Server;
  const closer = gracefulCloser(server);
  let releaseDataDir: Promise<() => Promise<void>> | undefined;

  server.on('listening', () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Boxroom is running at http://${config.host}:${port}`);
    console.log(`Database: ${describeDatabase(config)}`);
    console.log(`Mail: ${mailer.description}`);
    console.log(`Text messages: ${sms.description}`);
    console.log(`Jobs: ${jobs.description}`);
    if (!config.databaseUrl && config.dataDir !== MEMORY_DATA_DIR) {
      // The ops command finds this server through it rather than opening the files beside it.
      releaseDataDir = claimDataDir(config.dataDir, `http://${linkHostOf(config.host)}:${port}`);
    }
    if (config.devTools) {
      console.log(
        'Development helpers on (BOXROOM_DEV_TOOLS=1): /identity/_outbox/latest, ' +
          '/identity/_sessions/expire, /_ops/run',
      );
    }
    // Checkouts, balance payments and refunds a stop interrupted carry on where they were.
    resumeCheckoutJobs(database.db, payments).then(
      ({ checkouts, balancePayments, refunds }) => {
        if (checkouts + balancePayments + refunds > 0) {
          console.log(
            `Resumed ${checkouts} checkouts, ${balancePayments} balance payments and ${refunds} refunds`,
          );
        }
      },
      (error: unknown) => console.error('Could not resume payment jobs:', error),
    );
  });

  /**
   * Stops accepting connections, lets requests in flight finish (up to SHUTDOWN_GRACE_MS),
   * then closes the database and exits. A second signal is ignored, so PGlite is never left
   * half-closed.
   */
  async function shutdown(reason: string, exitCode: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: shutting down`);
    await closer.close({ graceMs: SHUTDOWN_GRACE_MS, drainMs: SHUTDOWN_DRAIN_MS });
    // Running jobs finish (or are handed back to the queue) before the database goes.
    await stopJobs().catch((error: unknown) => console.error('Could not stop the jobs:', error));
    await (await releaseDataDir)?.();
    await sessions.stop();
    // Only after the last request: PGlite must be closed cleanly or its files need recovery.
    await database.close();
    process.exit(exitCode);
  }

  server.on('error', (error) => {
    console.error(`Could not listen on ${config.host}:${config.port}:`, error.message);
    void shutdown('Server error', 1);
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
}

main().catch((error: unknown) => {
  // A configuration to correct is told in its sentence; anything else with its stack.
  const told = error instanceof PaymentsNotConfigured ? error.message : error;
  console.error('Boxroom failed to start:', told);
  process.exit(1);
});
