import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { isLocalClient } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { runOps } from './operations.ts';

/** Sent by the ops command; a header a web page cannot add without a CORS preflight. */
export const OPS_HEADER = 'X-Boxroom-Ops';

export const opsRunRequestSchema = z.object({
  argv: z.array(z.string().max(320)).max(20),
});

const localOpsOnly = createMiddleware(async (c, next) => {
  if (!isLocalClient(c) || c.req.header(OPS_HEADER) !== '1') {
    throw new HttpError(404, ErrorCode.NotFound);
  }
  await next();
});

/**
 * `POST /_ops/run`: the ops command's way in while the server holds the embedded database
 * (PGlite admits one process). Mounted only with the development helpers, and answers only
 * this machine.
 */
export function opsApi(db: Db, now: () => Date, jobs?: JobQueue, payments?: PaymentProvider) {
  return new Hono().post(
    '/run',
    // A private channel of the ops command, not part of the API: left out of /openapi.json.
    describeRoute({ hide: true }),
    localOpsOnly,
    validate('json', opsRunRequestSchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await runOps(db, c.req.valid('json').argv, now(), { jobs, payments }));
    },
  );
}
