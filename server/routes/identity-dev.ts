import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { ErrorCode } from '../../src/domain/errors.ts';
import { emailSchema } from '../../src/domain/primitives.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { revokeCustomerSessions } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { isLocalClient } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { operation } from '../http/operation.ts';
import { validate } from '../http/validate.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findCustomerByEmail, normaliseEmail } from '../repositories/customers.ts';

export const outboxQuerySchema = z.object({ email: z.string().trim().min(1).max(320) });
export const expireSessionsRequestSchema = z.object({ email: emailSchema });

export const outboxMailSchema = z.object({
  mailId: z.int().positive(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Every http(s) address in the body, so a test need not parse the text. */
  links: z.array(z.string()),
  /** The files it carried, such as a booked window's `.ics`. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export const expireSessionsResponseSchema = z.object({ email: z.string() });

/*
 * A second guard behind the configuration flag: a development server that someone exposes on
 * a network still hands reset links and session kills only to the machine it runs on.
 */
const localClientsOnly = createMiddleware(async (c, next) => {
  if (!isLocalClient(c)) throw new HttpError(404, ErrorCode.NotFound);
  await next();
});

/**
 * Development and browser-test helpers under `/identity`, mounted only when
 * `config.devTools` is set: read the latest mail this process sent to an address (the reset
 * link), and
 * end every session of an account (to see the SPA handle an expired token).
 */
export function identityDevApi(
  db: Db,
  settings: AuthSettings,
  mailer: Mailer,
  sessions: SessionCache,
) {
  return new Hono()
    .get(
      '/_outbox/latest',
      operation({
        summary:
          'Development only: the latest mail sent to an address, with its links and attachments',
        tag: 'development',
        response: outboxMailSchema,
      }),
      localClientsOnly,
      validate('query', outboxQuerySchema),
      async (c) => {
        const mail = mailer.latestTo(normaliseEmail(c.req.valid('query').email));
        if (!mail) throw new HttpError(404, ErrorCode.NotFound);
        c.header('Cache-Control', 'no-store');
        return c.json({ ...mail, links: mail.body.match(/https?:\/\/\S+/g) ?? [] });
      },
    )
    .post(
      '/_sessions/expire',
      operation({
        summary: 'Development only: end every session of an account',
        tag: 'development',
        response: expireSessionsResponseSchema,
      }),
      localClientsOnly,
      validate('json', expireSessionsRequestSchema),
      async (c) => {
        const customer = await findCustomerByEmail(db, c.req.valid('json').email);
        if (!customer) throw new HttpError(404, ErrorCode.NotFound);
        await revokeCustomerSessions(db, customer.customerId, settings.now());
        sessions.forgetCustomer(customer.customerId);
        return c.json({ email: customer.email });
      },
    );
}
