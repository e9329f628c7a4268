import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A health check must answer quickly even when the database hangs. */
const CHECK_TIMEOUT_MS = 2000;

type DependencyState = 'ok' | 'unavailable';

async function databaseState(db: Db): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return 'ok';
  } catch (error) {
    console.error('Health check: the database did not answer:', (error as Error).message);
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /healthz`: 200 when every dependency answers, else 503 naming the one that failed. */
export function healthRoutes(db: Db) {
  return new Hono().get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const dependencies = { database: await databaseState(db) };
    const ok = Object.values(dependencies).every((state) => state === 'ok');
    return c.json({ status: ok ? 'ok' : 'unavailable', dependencies }, ok ? 200 : 503);
  });
}
