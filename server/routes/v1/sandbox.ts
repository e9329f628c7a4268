import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorCode } from '../../../src/domain/errors.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonBody } from '../../http/json.ts';
import { operation } from '../../http/operation.ts';
import { validate } from '../../http/validate.ts';
import { customerOfProviderRef, providerCustomer } from '../../payments/cards.ts';
import {
  INTENT_STATUSES,
  type PaymentIntentView,
  PaymentProviderError,
  type SetupIntentView,
} from '../../payments/provider.ts';
import { intentIdFromClientSecret, type SandboxPaymentProvider } from '../../payments/sandbox.ts';
import { ownSetupIntent } from '../../payments/setup-intents.ts';
import { cardDetailsSchema } from '../../payments/test-cards.ts';
import { setupIntentParamsSchema } from './cards.ts';

/*
 * What Stripe.js would do in the browser, for the sandbox provider only (mounted when
 * STRIPE_SECRET_KEY is unset): the card form, confirming a setup intent with the card, and the
 * bank's 3-D Secure challenge.
 *
 *   POST /v1/sandbox/paymentMethods                     {number, expMonth, expYear, cvc}
 *        → {paymentMethodId, brand, last4, expMonth, expYear}  (like stripe.createPaymentMethod)
 *   POST /v1/sandbox/setupIntents/{setupIntentId}/confirm   {paymentMethodId}
 *        → the setup intent                                (like stripe.confirmCardSetup)
 *   POST /v1/sandbox/authenticate                       {clientSecret, approve}
 *        → the payment or setup intent                     (like stripe.handleNextAction)
 *
 * The card number and security code go no further than the first call: what is kept is a
 * token, the brand, the last four digits and the expiry.
 */

const tokenSchema = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);

export const sandboxConfirmSetupRequestSchema = z.object({ paymentMethodId: tokenSchema });
export const sandboxAuthenticateRequestSchema = z.object({
  clientSecret: tokenSchema,
  approve: z.boolean(),
});

export const sandboxPaymentMethodSchema = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});

/** A payment or setup intent as Stripe.js would hand it back to the page. */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  status: z.enum(INTENT_STATUSES),
  /** Set while the bank's challenge waits: answer it with `POST /v1/sandbox/authenticate`. */
  nextAction: z.object({ type: z.literal('sandbox_authenticate') }).nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

function sandboxIntent(intent: PaymentIntentView | SetupIntentView): SandboxIntent {
  return {
    id: intent.id,
    status: intent.status,
    nextAction: intent.status === 'requires_action' ? { type: 'sandbox_authenticate' } : null,
    lastError: intent.lastError
      ? { code: intent.lastError.code, message: intent.lastError.message }
      : null,
  };
}

/** Provider refusals as the API answers them: unknown or not yours is 404, wrong state 409. */
async function asCustomerError<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentProviderError && !error.retryable) {
      if (error.code.endsWith('_unexpected_state')) {
        throw new HttpError(409, ErrorCode.ValidationFailed, 'This is not waiting for that step');
      }
      throw new HttpError(404, ErrorCode.NotFound);
    }
    throw error;
  }
}

export function sandboxApi(db: Db, sandbox: SandboxPaymentProvider, now: () => Date) {
  const cardSchema = cardDetailsSchema(now);

  async function assertOwnIntent(customerRef: string | null, customerId: number) {
    if ((await customerOfProviderRef(db, 'sandbox', customerRef)) !== customerId) {
      throw new HttpError(404, ErrorCode.NotFound);
    }
  }

  return new Hono<SessionEnv>()
    .post(
      '/sandbox/paymentMethods',
      operation({
        summary:
          'Sandbox only: the card form; the card becomes a payment method token that only this customer can use',
        tag: 'sandbox',
        response: sandboxPaymentMethodSchema,
        bearer: true,
        body: { schema: cardSchema },
      }),
      async (c) => {
        const card = cardSchema.parse(await readJsonBody(c));
        // The token is this customer's alone: another who learns it is answered 404.
        const owner = await providerCustomer(db, sandbox, c.get('session').customerId, now());
        const paymentMethodId = await sandbox.createPaymentMethod(card, owner);
        const details = await sandbox.retrievePaymentMethod(paymentMethodId);
        return c.json({ paymentMethodId, ...details });
      },
    )
    .post(
      '/sandbox/setupIntents/:setupIntentId/confirm',
      operation({
        summary: 'Sandbox only: confirm a setup intent with a payment method token',
        tag: 'sandbox',
        response: sandboxIntentSchema,
        bearer: true,
      }),
      validate('param', setupIntentParamsSchema),
      validate('json', sandboxConfirmSetupRequestSchema),
      async (c) => {
        const { setupIntentId } = c.req.valid('param');
        const { paymentMethodId } = c.req.valid('json');
        await ownSetupIntent(db, sandbox, c.get('session').customerId, setupIntentId);
        const intent = await asCustomerError(() =>
          sandbox.confirmSetupIntent(setupIntentId, paymentMethodId),
        );
        return c.json(sandboxIntent(intent));
      },
    )
    .post(
      '/sandbox/authenticate',
      operation({
        summary:
          "Sandbox only: the customer's answer to the bank's 3-D Secure challenge, by client secret",
        tag: 'sandbox',
        response: sandboxIntentSchema,
        bearer: true,
      }),
      validate('json', sandboxAuthenticateRequestSchema),
      async (c) => {
        const { clientSecret, approve } = c.req.valid('json');
        const { customerId } = c.get('session');
        const id = intentIdFromClientSecret(clientSecret);
        const intent = await asCustomerError(async () => {
          if (id.startsWith('pi_')) {
            const found = await sandbox.retrievePaymentIntent(id);
            if (found.clientSecret !== clientSecret) throw new HttpError(404, ErrorCode.NotFound);
            await assertOwnIntent(found.customer, customerId);
            return sandbox.authenticatePaymentIntent(id, approve);
          }
          if (id.startsWith('seti_')) {
            const found = await sandbox.retrieveSetupIntent(id);
            if (found.clientSecret !== clientSecret) throw new HttpError(404, ErrorCode.NotFound);
            await assertOwnIntent(found.customer, customerId);
            return sandbox.authenticateSetupIntent(id, approve);
          }
          throw new HttpError(404, ErrorCode.NotFound);
        });
        return c.json(sandboxIntent(intent));
      },
    );
}
