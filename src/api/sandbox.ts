import { z } from '../domain/zod';
import { apiClient, emptyBody, type Result, urlPath } from './client';

/*
 * The sandbox payment provider's stand-ins for Stripe.js. The server mounts these only when
 * no Stripe key is configured; with Stripe, Elements does the same jobs in the browser.
 */

export interface SandboxCardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const sandboxPaymentMethodSchema = z.object({
  paymentMethodId: z.string().min(1),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type SandboxPaymentMethod = z.infer<typeof sandboxPaymentMethodSchema>;

/** `POST sandbox/paymentMethods`: card details become a payment method (a token). */
export function createSandboxPaymentMethod(
  card: SandboxCardDetails,
): Promise<Result<SandboxPaymentMethod>> {
  return apiClient().json(
    {
      service: 'api',
      path: 'sandbox/paymentMethods',
      method: 'POST',
      json: { number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
    },
    sandboxPaymentMethodSchema,
  );
}

/** `POST sandbox/setupIntents/{id}/confirm`: saves the card behind a payment method. */
export function confirmSandboxSetupIntent(
  setupIntentId: string,
  paymentMethodId: string,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`sandbox/setupIntents/${setupIntentId}/confirm`,
      method: 'POST',
      json: { paymentMethodId },
    },
    emptyBody,
  );
}

/** `POST sandbox/authenticate`: the customer's answer to the bank's check (3-D Secure). */
export function authenticateSandboxPayment(
  clientSecret: string,
  approve: boolean,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: 'sandbox/authenticate',
      method: 'POST',
      json: { clientSecret, approve },
    },
    emptyBody,
  );
}
