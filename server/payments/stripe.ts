import Stripe from 'stripe';
import { cardBrandSchema } from '../../src/domain/cards.ts';
import { STRIPE_API_VERSION } from '../../src/domain/constants.ts';
import {
  type CardDetails,
  type CreatePaymentIntentParams,
  type CreateRefundParams,
  INTENT_STATUSES,
  type IntentError,
  type IntentStatus,
  type PaymentIntentView,
  type PaymentProvider,
  PaymentProviderError,
  type RefundOutcome,
  type RefundView,
  type SetupIntentView,
} from './provider.ts';

/*
 * The payment provider over Stripe, chosen when STRIPE_SECRET_KEY is set. The SPA collects
 * card details with Stripe Elements (publishable key) and never sends them here: setup intents
 * are confirmed by Stripe.js with their client secret, and payments are confirmed either by
 * Stripe.js or here with a saved card (a payment method id), with an idempotency key per
 * attempt. 3-D Secure is handled by Stripe.js (`handleNextAction`) with the client secret the
 * progress calls hand back, which is why confirmations ask for `use_stripe_sdk`.
 *
 * The package's types describe its newest API version; requests are pinned to the version
 * the SPA uses (STRIPE_API_VERSION) per request, and only fields present in both are read.
 */

/** Cards only, and no payment method that would take the customer to another site. */
const CARDS_WITHOUT_REDIRECTS = { enabled: true, allow_redirects: 'never' } as const;

const RETRYABLE_TYPES = new Set([
  'StripeAPIError',
  'StripeConnectionError',
  'StripeRateLimitError',
]);
const RETRYABLE_CODES = new Set(['idempotency_key_in_use', 'lock_timeout', 'rate_limit']);

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function statusOf(status: string): IntentStatus {
  if ((INTENT_STATUSES as readonly string[]).includes(status)) return status as IntentStatus;
  // requires_capture and anything newer: money is held or moving, not yet ours to act on.
  return 'processing';
}

function intentError(
  intentId: string,
  error: Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError | null,
): IntentError | null {
  if (!error) return null;
  const code = error.code ?? error.type;
  return {
    code,
    declineCode: error.decline_code ?? null,
    message: error.message ?? '',
    // A declined charge has its own id; other failures are told apart by their payment method.
    ref: error.charge ?? `${intentId}:${code}:${idOf(error.payment_method) ?? ''}`,
  };
}

function paymentIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountPence: intent.amount,
    currency: intent.currency,
    customer: idOf(intent.customer),
    status: statusOf(intent.status),
    paymentMethod: idOf(intent.payment_method),
    lastError: intentError(intent.id, intent.last_payment_error),
  };
}

function setupIntentView(intent: Stripe.SetupIntent): SetupIntentView {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    customer: idOf(intent.customer) ?? '',
    status: statusOf(intent.status),
    paymentMethod: idOf(intent.payment_method),
    lastError: intentError(intent.id, intent.last_setup_error),
  };
}

/** Stripe's refund statuses; requires_action (a bank detail to collect) is still on its way. */
function refundOutcome(status: string | null): RefundOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function refundView(refund: Stripe.Refund): RefundView {
  return {
    id: refund.id,
    paymentIntent: idOf(refund.payment_intent) ?? '',
    amountPence: refund.amount,
    status: refundOutcome(refund.status),
  };
}

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const code = error.code ?? error.type;
    return new PaymentProviderError(code, error.message, {
      retryable: RETRYABLE_TYPES.has(error.type) || RETRYABLE_CODES.has(code),
      cause: error,
    });
  }
  return new PaymentProviderError('api_error', 'The payment provider could not be reached', {
    retryable: true,
    cause: error,
  });
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  /** `httpClient` replaces the network (tests read the requests the adapter makes). */
  constructor(secretKey: string, options: { httpClient?: Stripe.HttpClient } = {}) {
    this.#stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      typescript: true,
      appInfo: { name: 'Boxroom' },
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  #options(idempotencyKey?: string): Stripe.RequestOptions {
    return idempotencyKey
      ? { apiVersion: STRIPE_API_VERSION, idempotencyKey }
      : { apiVersion: STRIPE_API_VERSION };
  }

  async #call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }

  /**
   * A declined card makes Stripe answer a confirmation with an error that carries the intent;
   * here a decline is a state of the intent, as in the sandbox.
   */
  async #paymentOutcome(
    request: () => Promise<Stripe.PaymentIntent>,
    intentId?: string,
  ): Promise<PaymentIntentView> {
    try {
      return paymentIntentView(await request());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        if (error.payment_intent) return paymentIntentView(error.payment_intent);
        if (intentId) return this.retrievePaymentIntent(intentId);
      }
      throw providerError(error);
    }
  }

  async createCustomer(
    params: { email: string; name: string; customerId: number },
    idempotencyKey: string,
  ): Promise<string> {
    const customer = await this.#call(() =>
      this.#stripe.customers.create(
        {
          email: params.email,
          name: params.name,
          metadata: { customerId: String(params.customerId) },
        },
        this.#options(idempotencyKey),
      ),
    );
    return customer.id;
  }

  async createSetupIntent(
    params: { customer: string },
    idempotencyKey: string,
  ): Promise<SetupIntentView> {
    const intent = await this.#call(() =>
      this.#stripe.setupIntents.create(
        {
          customer: params.customer,
          usage: 'off_session',
          automatic_payment_methods: CARDS_WITHOUT_REDIRECTS,
        },
        this.#options(idempotencyKey),
      ),
    );
    return setupIntentView(intent);
  }

  async confirmSetupIntent(id: string, paymentMethod: string): Promise<SetupIntentView> {
    const current = await this.retrieveSetupIntent(id);
    await this.#assertUsableBy(paymentMethod, current.customer);
    try {
      const intent = await this.#stripe.setupIntents.confirm(
        id,
        { payment_method: paymentMethod, use_stripe_sdk: true },
        this.#options(),
      );
      return setupIntentView(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        if (error.setup_intent) return setupIntentView(error.setup_intent);
        return this.retrieveSetupIntent(id);
      }
      throw providerError(error);
    }
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentView> {
    const intent = await this.#call(() =>
      this.#stripe.setupIntents.retrieve(id, {}, this.#options()),
    );
    return setupIntentView(intent);
  }

  async retrievePaymentMethod(id: string): Promise<CardDetails> {
    const method = await this.#call(() =>
      this.#stripe.paymentMethods.retrieve(id, {}, this.#options()),
    );
    if (!method.card) {
      throw new PaymentProviderError('payment_method_unexpected_type', 'Not a card');
    }
    return {
      brand: cardBrandSchema.catch('unknown').parse(method.card.brand),
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await this.#call(() => this.#stripe.paymentMethods.detach(id, {}, this.#options()));
  }

  async createPaymentIntent(
    params: CreatePaymentIntentParams,
    idempotencyKey: string,
  ): Promise<PaymentIntentView> {
    return this.#paymentOutcome(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: params.amountPence,
          currency: params.currency,
          customer: params.customer,
          description: params.description,
          metadata: params.metadata,
          automatic_payment_methods: CARDS_WITHOUT_REDIRECTS,
          ...(params.paymentMethod ? { payment_method: params.paymentMethod } : {}),
          ...(params.setupFutureUsage ? { setup_future_usage: params.setupFutureUsage } : {}),
          ...(params.confirm && params.offSession ? { confirm: true, off_session: true } : {}),
          ...(params.confirm && !params.offSession ? { confirm: true, use_stripe_sdk: true } : {}),
        },
        this.#options(idempotencyKey),
      ),
    );
  }

  async updatePaymentIntent(
    id: string,
    changes: { amountPence?: number; paymentMethod?: string },
  ): Promise<PaymentIntentView> {
    if (changes.paymentMethod !== undefined) {
      const current = await this.retrievePaymentIntent(id);
      await this.#assertUsableBy(changes.paymentMethod, current.customer);
    }
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.update(
        id,
        {
          ...(changes.amountPence !== undefined ? { amount: changes.amountPence } : {}),
          ...(changes.paymentMethod !== undefined ? { payment_method: changes.paymentMethod } : {}),
        },
        this.#options(),
      ),
    );
    return paymentIntentView(intent);
  }

  async confirmPaymentIntent(
    id: string,
    params: { paymentMethod?: string | undefined },
    idempotencyKey: string,
  ): Promise<PaymentIntentView> {
    return this.#paymentOutcome(
      () =>
        this.#stripe.paymentIntents.confirm(
          id,
          {
            use_stripe_sdk: true,
            ...(params.paymentMethod ? { payment_method: params.paymentMethod } : {}),
          },
          this.#options(idempotencyKey),
        ),
      id,
    );
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.retrieve(id, {}, this.#options()),
    );
    return paymentIntentView(intent);
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntentView> {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, this.#options()),
    );
    return paymentIntentView(intent);
  }

  async createRefund(params: CreateRefundParams, idempotencyKey: string): Promise<RefundView> {
    const refund = await this.#call(() =>
      this.#stripe.refunds.create(
        {
          payment_intent: params.paymentIntent,
          amount: params.amountPence,
          reason: 'requested_by_customer',
          metadata: params.metadata,
        },
        this.#options(idempotencyKey),
      ),
    );
    return refundView(refund);
  }

  async retrieveRefund(id: string): Promise<RefundView> {
    return refundView(
      await this.#call(() => this.#stripe.refunds.retrieve(id, {}, this.#options())),
    );
  }

  /**
   * A card saved by one customer never pays for another. Stripe lets a payment method that is
   * attached to no customer pay once, which is as far as this can be checked: a token made by
   * Stripe.js in one customer's browser and not yet saved names nobody.
   */
  async #assertUsableBy(paymentMethod: string, customer: string | null): Promise<void> {
    const method = await this.#call(() =>
      this.#stripe.paymentMethods.retrieve(paymentMethod, {}, this.#options()),
    );
    const owner = idOf(method.customer);
    if (owner !== null && owner !== customer) {
      throw new PaymentProviderError(
        'payment_method_not_available',
        'The payment method belongs to another customer.',
      );
    }
  }
}
