import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function healthRoutes(db: Db) {
  return new Hono().get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ok' });
    } catch (error) {
      console.error('Health check: the database did not answer:', error);
      return c.json({ status: 'unavailable' }, 503);
    }
  });
}
