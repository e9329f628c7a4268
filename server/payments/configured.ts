import { type Config, isLoopbackHost, type PaymentsSetting } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';
import { StripePaymentProvider } from './stripe.ts';

/** The configuration cannot take payments safely; the server does not start. */
export class PaymentsNotConfigured extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsNotConfigured';
  }
}

type PaymentsConfig = Pick<
  Config,
  'payments' | 'stripeSecretKey' | 'stripePublishableKey' | 'publicUrl' | 'host'
>;

/** Served only on this machine: its links and the address it listens on are loopback. */
function isLocalOnly(config: PaymentsConfig): boolean {
  return isLoopbackHost(new URL(config.publicUrl).hostname) && isLoopbackHost(config.host);
}

/**
 * Which provider takes payments, failing closed (issue 27): the sandbox accepts test cards as
 * money, so it serves only a server that is on this machine alone (PUBLIC_URL and HOST both
 * loopback) or one told PAYMENTS=sandbox by name. Anything else needs both Stripe keys; a
 * configuration with neither throws, naming the variables to set.
 */
export function paymentsChoice(config: PaymentsConfig): PaymentsSetting {
  if (config.payments === 'sandbox') return 'sandbox';
  const missing = [
    config.stripeSecretKey ? undefined : 'STRIPE_SECRET_KEY',
    config.stripePublishableKey ? undefined : 'STRIPE_PUBLISHABLE_KEY',
  ].filter((name) => name !== undefined);
  if (missing.length === 0) return 'stripe';
  // One key of two, or PAYMENTS=stripe: Stripe was meant, and half of it is missing.
  if (config.payments === 'stripe' || missing.length === 1) {
    throw new PaymentsNotConfigured(`Payments need Stripe: set ${missing.join(' and ')}.`);
  }
  if (isLocalOnly(config)) return 'sandbox';
  throw new PaymentsNotConfigured(
    `Payments are not configured for ${config.publicUrl} (listening on ${config.host}): ` +
      'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments, or ' +
      'PAYMENTS=sandbox for a demo that accepts test cards and takes no money.',
  );
}

/** Stripe with both keys; the sandbox in this database where `paymentsChoice` allows it. */
export function configuredPaymentProvider(config: Config, db: Db): PaymentProvider {
  return paymentsChoice(config) === 'stripe' && config.stripeSecretKey
    ? new StripePaymentProvider(config.stripeSecretKey)
    : new SandboxPaymentProvider(db);
}
