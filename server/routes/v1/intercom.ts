import { type Context, Hono } from 'hono';
import { ErrorCode } from '../../../src/domain/errors.ts';
import {
  supportConversationOrNoneSchema,
  supportConversationSchema,
  supportTicketRequestSchema,
} from '../../../src/domain/support.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { Db } from '../../db/database.ts';
import { errorBody } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { validate } from '../../http/validate.ts';
import { latestConversation, postCustomerMessage } from '../../support/desk.ts';

/** The desk's store failing is the desk being unreachable: 503 with code 196, logged. */
function deskUnavailable(c: Context, error: unknown): Response {
  console.error(`${c.req.method} ${c.req.path}: support desk unavailable`, error);
  return c.json(errorBody(ErrorCode.SupportDeskUnavailable), 503);
}

/**
 * `/v1/intercom/ticket`: the signed-in customer's support conversation. GET reads it (null
 * before the first message); POST adds a message, opening a conversation when none is open.
 */
export function intercomApi(db: Db, now: () => Date) {
  return new Hono<SessionEnv>()
    .get(
      '/intercom/ticket',
      operation({
        summary: "The customer's latest support conversation, null before the first message",
        tag: 'support',
        response: supportConversationOrNoneSchema,
        bearer: true,
      }),
      async (c) => {
        try {
          return c.json(await latestConversation(db, c.get('session').customerId, now()));
        } catch (error) {
          return deskUnavailable(c, error);
        }
      },
    )
    .post(
      '/intercom/ticket',
      operation({
        summary:
          'A chat message: continues the open conversation or opens one with an automatic reply',
        tag: 'support',
        response: supportConversationSchema,
        bearer: true,
      }),
      validate('json', supportTicketRequestSchema),
      async (c) => {
        try {
          const conversation = await postCustomerMessage(
            db,
            c.get('session').customerId,
            c.req.valid('json'),
            now(),
          );
          return c.json(conversation);
        } catch (error) {
          return deskUnavailable(c, error);
        }
      },
    );
}
