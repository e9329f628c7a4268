import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { ErrorCode } from '../../src/domain/errors.ts';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '../../src/domain/support.ts';
import type { Db } from '../db/database.ts';
import { isLocalClient } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { runOps } from './operations.ts';

/** Sent by the ops command; a header a web page cannot add without a CORS preflight. */
export const OPS_HEADER = 'X-Boxroom-Ops';

/*
 * A staff reply typed without quotes arrives a word at a time: room for a whole message's
 * words (the chat's own limit, plus the command), never for more text than that.
 */
const OPS_ARGV_MAX_LENGTH = SUPPORT_MESSAGE_MAX_LENGTH + 200;

export const opsRunRequestSchema = z.object({
  argv: z
    .array(z.string().max(OPS_ARGV_MAX_LENGTH))
    .max(OPS_ARGV_MAX_LENGTH / 2)
    .refine((argv) => argv.join(' ').length <= OPS_ARGV_MAX_LENGTH, 'The command is too long'),
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
