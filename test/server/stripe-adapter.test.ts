import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentParams } from '../../server/payments/provider.ts';
import { StripePaymentProvider } from '../../server/payments/stripe.ts';

/*
 * What the Stripe adapter asks Stripe for, read off the requests it makes (no network): a
 * storage order's payment keeps its card for the monthly bill (docs/decisions.md, "Consent and
 * kept cards").
 */

function recordingStripe() {
  const bodies: URLSearchParams[] = [];
  const fetchFn = async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(new URLSearchParams(String(init?.body ?? '')));
    return new Response(
      JSON.stringify({
        id: 'pi_test_1',
        object: 'payment_intent',
        client_secret: 'pi_test_1_secret_x',
        amount: 5400,
        currency: 'gbp',
        customer: 'cus_test_1',
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: null,
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  };
  const provider = new StripePaymentProvider('sk_test_recording', {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return { provider, bodies };
}

const PARAMS: CreatePaymentIntentParams = {
  amountPence: 5400,
  currency: 'gbp',
  customer: 'cus_test_1',
  description: 'Boxroom order from basket 1',
  metadata: { basketId: '1' },
};

describe('the Stripe adapter', () => {
  it("creates a monthly-billed basket's intent with setup_future_usage off_session", async () => {
    const { provider, bodies } = recordingStripe();
    const intent = await provider.createPaymentIntent(
      { ...PARAMS, setupFutureUsage: 'off_session' },
      'key-1',
    );
    expect(intent.id).toBe('pi_test_1');
    expect(bodies.at(-1)?.get('setup_future_usage')).toBe('off_session');
    expect(bodies.at(-1)?.get('customer')).toBe('cus_test_1');
  });

  it('asks for nothing to be kept for other baskets', async () => {
    const { provider, bodies } = recordingStripe();
    await provider.createPaymentIntent(PARAMS, 'key-2');
    expect(bodies.at(-1)?.has('setup_future_usage')).toBe(false);
    expect(bodies.at(-1)?.get('amount')).toBe('5400');
  });
});
