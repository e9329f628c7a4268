import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';
import { StripePaymentProvider } from './stripe.ts';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the sandbox in this database. */
export function configuredPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.stripeSecretKey
    ? new StripePaymentProvider(config.stripeSecretKey)
    : new SandboxPaymentProvider(db);
}
