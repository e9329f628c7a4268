import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { claimDataDir } from '../../server/db/holder.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { DEMO_EMAIL, seedDemo } from '../../server/db/seeds/demo.ts';
import { nextStatus, runOps, WAREHOUSE_PATH } from '../../server/ops/operations.ts';
import { OPS_HEADER } from '../../server/ops/routes.ts';
import { BOX_STATUSES, type BoxStatus } from '../../src/domain/boxes.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectError,
  expectStatus,
  insertBox,
  insertOrder,
  type Member,
  member,
} from './account-area.ts';
import { FAST_SCRYPT } from './accounts.ts';
import { forEachDatabase } from './harness.ts';

const NOW = new Date('2026-03-02T09:00:00Z');

describe('the warehouse path', () => {
  it('goes round from the customer to storage and back', () => {
    let status: BoxStatus = 'WithCustomer';
    const seen: BoxStatus[] = [];
    for (let step = 0; step < WAREHOUSE_PATH.length; step += 1) {
      seen.push(status);
      status = nextStatus(status);
    }
    expect(seen).toEqual([
      'WithCustomer',
      'WithCustomerAwaitingPickup',
      'InTransitToLoveSpace',
      'WithLoveSpaceHoldIn',
      'WithLoveSpace',
      'WithLoveSpaceDueOut',
      'WithLoveSpaceHoldOut',
      'InTransitToCustomer',
    ]);
    expect(status).toBe('WithCustomer');
  });

  it.each([
    ['WithCustomerAssumedNotSent', 'WithCustomerAwaitingPickup'],
    ['InTransitToLoveSpaceFailedDelivery', 'InTransitToLoveSpace'],
    ['InTransitToLoveSpaceHeldAtDepot', 'WithLoveSpaceHoldIn'],
  ] as const)('moves on from %s to %s', (from, to) => {
    expect(nextStatus(from)).toBe(to);
  });

  it('has a next status for every status', () => {
    for (const status of BOX_STATUSES) expect(BOX_STATUSES).toContain(nextStatus(status));
  });
});

forEachDatabase('the ops commands', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;

  beforeAll(async () => {
    app = accountApp(getDatabase().db, { ordering: { now: () => NOW }, devTools: true });
    owner = await member(app, { firstName: 'Olive', lastName: 'Ops' });
  });

  const ops = (...argv: string[]) => runOps(getDatabase().db, argv, NOW);
  const box = (boxId: number) =>
    getDatabase()
      .db.selectFrom('boxes')
      .selectAll()
      .where('boxId', '=', boxId)
      .executeTakeFirstOrThrow();

  it('advance moves a box one step and says so', async () => {
    const boxId = await insertBox(getDatabase().db, owner.customerId, { status: 'WithLoveSpace' });
    const result = await ops('advance', String(boxId));
    expect(result.exitCode).toBe(0);
    expect(result.output).toEqual([
      `Box ${boxId} (Medium box, ${owner.email}): WithLoveSpace -> WithLoveSpaceDueOut (In storage, return booked)`,
    ]);
    expect(await box(boxId)).toMatchObject({ status: 'WithLoveSpaceDueOut', statusDate: NOW });
  });

  it('advance --to sets any status, exceptions included', async () => {
    const boxId = await insertBox(getDatabase().db, owner.customerId, {
      status: 'InTransitToLoveSpace',
    });
    const result = await ops('advance', String(boxId), '--to', 'InTransitToLoveSpaceHeldAtDepot');
    expect(result.output[0]).toMatch(/InTransitToLoveSpace -> InTransitToLoveSpaceHeldAtDepot/);
    expect((await box(boxId)).status).toBe('InTransitToLoveSpaceHeldAtDepot');
    expect((await ops('advance', String(boxId), '--to=WithLoveSpace')).exitCode).toBe(0);
    expect((await box(boxId)).status).toBe('WithLoveSpace');
  });

  it("advance --customer moves every one of the customer's boxes", async () => {
    const me = await member(app);
    const home = await insertBox(getDatabase().db, me.customerId, { status: 'WithCustomer' });
    const away = await insertBox(getDatabase().db, me.customerId, {
      status: 'InTransitToCustomer',
    });
    const result = await ops('advance', '--customer', me.email.toUpperCase());
    expect(result.output).toHaveLength(2);
    expect((await box(home)).status).toBe('WithCustomerAwaitingPickup');
    expect((await box(away)).status).toBe('WithCustomer');
  });

  it("list prints the customer's boxes and orders", async () => {
    const me = await member(app);
    const boxId = await insertBox(getDatabase().db, me.customerId, {
      status: 'WithLoveSpace',
      boxDescription: 'Ski gear',
    });
    const orderId = await insertOrder(getDatabase().db, me.customerId);
    const result = await ops('list', '--customer', me.email);
    expect(result.exitCode).toBe(0);
    const text = result.output.join('\n');
    expect(text).toMatch(
      new RegExp(`${boxId}\\s+Medium box\\s+WithLoveSpace\\s+In storage "Ski gear"`),
    );
    expect(text).toMatch(new RegExp(`${orderId}\\s+BTB\\s+Booked`));
  });

  it('detain makes returns refuse the box with 88, and release lifts it', async () => {
    const boxId = await insertBox(getDatabase().db, owner.customerId, { status: 'WithLoveSpace' });
    expect((await ops('detain', String(boxId))).output[0]).toMatch(/detained/);
    expect((await box(boxId)).detained).toBe(true);

    const basket = (await expectStatus(
      call(
        app,
        owner,
        'POST',
        `basket/cid/${owner.customerId}/basketType/return/marketingReference/null/partner/null/sales/false`,
      ),
      200,
    )) as { basketId: number };
    const putReturn = () =>
      call(app, owner, 'PUT', `basket/return/${basket.basketId}`, {
        returnItems: [{ boxId }],
      });
    await expectError(putReturn(), 400, ErrorCode.DetainedItemsCannotBeReturned);

    expect((await ops('release', String(boxId))).output[0]).toMatch(/released/);
    expect((await box(boxId)).detained).toBe(false);
    await expectStatus(putReturn(), 200);
    expect((await ops('release', String(boxId))).output[0]).toMatch(/already not detained/);
  });

  it('complete-order opens the order for feedback', async () => {
    const orderId = await insertOrder(getDatabase().db, owner.customerId);
    const give = () =>
      call(app, owner, 'POST', `customer/feedback/service/${orderId}`, { orderId, rating: 5 });
    await expectError(give(), 409, ErrorCode.FeedbackNotOpen);
    expect((await ops('complete-order', String(orderId))).output[0]).toMatch(/Booked -> Completed/);
    await expectStatus(give(), 200);
  });

  it('says what is wrong, with the usage, and changes nothing', async () => {
    const boxId = await insertBox(getDatabase().db, owner.customerId, { status: 'WithLoveSpace' });
    for (const [argv, message] of [
      [['teleport'], /Unknown command "teleport"/],
      [['advance'], /one box id or --customer/],
      [['advance', 'abc'], /Expected a box id/],
      [['advance', String(boxId), '--to', 'OnTheMoon'], /Unknown status "OnTheMoon"/],
      [['advance', '--customer', 'nobody@example.test'], /No customer with email/],
      [['advance', '2147483000'], /No box 2147483000/],
      [['list'], /list needs --customer/],
      [['detain', String(boxId), '--force'], /Unknown option --force/],
    ] as const) {
      const result = await ops(...argv);
      expect(result.exitCode, argv.join(' ')).toBe(1);
      expect(result.output[0]).toMatch(message);
      expect(result.output.join('\n')).toContain('Usage: npm run ops');
    }
    expect((await box(boxId)).status).toBe('WithLoveSpace');
  });

  it('runs through POST /_ops/run for this machine, with the ops header only', async () => {
    const boxId = await insertBox(getDatabase().db, owner.customerId, { status: 'WithCustomer' });
    const run = (headers: Record<string, string>) =>
      app.request('/_ops/run', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ argv: ['advance', String(boxId)] }),
      });
    await expectError(run({}), 404, ErrorCode.NotFound);
    expect((await box(boxId)).status).toBe('WithCustomer');
    const result = (await expectStatus(run({ [OPS_HEADER]: '1' }), 200)) as { exitCode: number };
    expect(result.exitCode).toBe(0);
    expect((await box(boxId)).status).toBe('WithCustomerAwaitingPickup');

    // A reply typed without quotes comes a word at a time, however long it is.
    const words = 'Thanks for waiting, we can move your collection to Friday morning'.split(' ');
    const longReply = await expectStatus(
      app.request('/_ops/run', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [OPS_HEADER]: '1' },
        body: JSON.stringify({
          argv: ['support', 'reply', 'C-999999', ...words, ...words, ...words],
        }),
      }),
      200,
    );
    // Heard in full: refused only because there is no such conversation.
    expect(longReply).toMatchObject({ exitCode: 1 });
    expect(JSON.stringify(longReply)).toMatch(/C-999999/i);

    const production = accountApp(getDatabase().db, { devTools: false });
    const res = await production.request('/_ops/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [OPS_HEADER]: '1' },
      body: JSON.stringify({ argv: ['advance', String(boxId)] }),
    });
    expect(res.status).toBe(404);
    expect((await box(boxId)).status).toBe('WithCustomerAwaitingPickup');
  });
});

/*
 * The command as `npm run ops` runs it, on an embedded database in a DATA_DIR: opened
 * directly when no server runs, and through the running server when one does.
 */
describe('npm run ops', () => {
  const execFileAsync = promisify(execFile);
  let dataDir: string;

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  async function runCli(port: number, ...argv: string[]) {
    const { DATABASE_URL: _database, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    try {
      const { stdout, stderr } = await execFileAsync(
        process.execPath,
        ['--import', 'tsx', 'server/ops/cli.ts', ...argv],
        { env, timeout: 60_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function openDemo(): Promise<Database> {
    return openDatabase({ dataDir });
  }

  async function demoBoxes(database: Database) {
    return database.db
      .selectFrom('boxes')
      .innerJoin('customers', 'customers.customerId', 'boxes.customerId')
      .select(['boxes.boxId', 'boxes.status'])
      .where('customers.email', '=', DEMO_EMAIL)
      .orderBy('boxes.boxId')
      .execute();
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-ops-'));
    const database = await openDemo();
    try {
      await migrate(database);
      await seed(database.db);
      await seedDemo(database.db, { scrypt: FAST_SCRYPT, now: NOW });
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens the embedded database itself when no server runs', async () => {
    const database = await openDemo();
    const [first] = await demoBoxes(database);
    await database.close();
    if (!first) throw new Error('The demo account has no boxes');

    const advanced = await runCli(await freePort(), 'advance', String(first.boxId));
    expect(advanced.code, advanced.stderr).toBe(0);
    expect(advanced.stdout).toContain(`Database: PGlite in ${dataDir}`);
    const next = nextStatus(first.status as BoxStatus);
    expect(advanced.stdout).toContain(`Box ${first.boxId} (`);
    expect(advanced.stdout).toContain(`${first.status} -> ${next}`);

    const after = await openDemo();
    expect((await demoBoxes(after))[0]?.status).toBe(next);
    await after.close();
  }, 120_000);

  it('asks the running server to do it while the server holds the database', async () => {
    const database = await openDemo();
    const app = accountApp(database.db, { devTools: true });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const release = await claimDataDir(dataDir, `http://127.0.0.1:${port}`);
    try {
      const [first] = await demoBoxes(database);
      if (!first) throw new Error('The demo account has no boxes');
      // The command's own PORT differs: it finds the server through DATA_DIR.
      const detained = await runCli(await freePort(), 'detain', String(first.boxId));
      expect(detained.code, detained.stderr).toBe(0);
      expect(detained.stdout).toContain(`Database: PGlite in ${dataDir}`);
      expect(detained.stdout).toContain(`Held by the server at http://127.0.0.1:${port}`);
      expect(detained.stdout).toContain('detained');
      const row = await database.db
        .selectFrom('boxes')
        .select('detained')
        .where('boxId', '=', first.boxId)
        .executeTakeFirstOrThrow();
      expect(row.detained).toBe(true);

      const listed = await runCli(port, 'list', '--customer', DEMO_EMAIL);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(`Boxes of ${DEMO_EMAIL}:`);
      expect(listed.stdout).toContain('Winter coats');
      expect(listed.stdout).toContain('[detained]');

      const refused = await runCli(port, 'advance', String(first.boxId), '--to', 'Lost');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Unknown status "Lost"');
    } finally {
      await release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    }
  }, 120_000);

  it('refuses, changing nothing, when the holding server has no development helpers', async () => {
    const database = await openDemo();
    const app = accountApp(database.db, { devTools: false });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const release = await claimDataDir(dataDir, `http://127.0.0.1:${port}`);
    try {
      const [first] = await demoBoxes(database);
      if (!first) throw new Error('The demo account has no boxes');
      const refused = await runCli(port, 'advance', String(first.boxId));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('without the development helpers. Nothing was changed.');
      expect((await demoBoxes(database))[0]?.status).toBe(first.status);
    } finally {
      await release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    }
  }, 120_000);
});
