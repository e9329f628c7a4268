import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { cardBrandSchema } from '../../src/domain/cards.ts';
import type { Db } from '../db/database.ts';
import type {
  SandboxPaymentIntentsTable,
  SandboxPaymentMethodsTable,
  SandboxRefundsTable,
  SandboxSetupIntentsTable,
} from '../db/tables.ts';
import {
  type CardDetails,
  type CreatePaymentIntentParams,
  type CreateRefundParams,
  INTENT_STATUSES,
  type IntentError,
  type IntentStatus,
  isIntentChangeable,
  type PaymentIntentView,
  type PaymentProvider,
  PaymentProviderError,
  type RefundView,
  type SetupIntentView,
} from './provider.ts';
import {
  CARD_BEHAVIOURS,
  type CardBehaviour,
  tokenisable,
  type ValidCardDetails,
} from './test-cards.ts';

/*
 * The sandbox payment provider: Stripe's customers, payment methods, setup intents and
 * payment intents, kept in this database so they survive a restart like the jobs that use
 * them. Ids and client secrets have Stripe's form (`pi_..._secret_...`), idempotency keys
 * replay the first answer, and a card behaves as the Stripe test card with its number does.
 * The card form and the 3-D Secure challenge, which Stripe.js would show, are the
 * sandbox-only routes in server/routes/v1/sandbox.ts.
 */

type PaymentIntentRow = Selectable<SandboxPaymentIntentsTable>;
type SetupIntentRow = Selectable<SandboxSetupIntentsTable>;
type PaymentMethodRow = Selectable<SandboxPaymentMethodsTable>;

function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

function clientSecretFor(id: string): string {
  return `${id}_secret_${randomBytes(12).toString('hex')}`;
}

/** The client secret's intent id, as Stripe.js reads it: `pi_123_secret_abc` → `pi_123`. */
export function intentIdFromClientSecret(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

interface Failure {
  code: string;
  declineCode: string | null;
  message: string;
}

const DECLINED: Failure = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** What charging a card does, by its behaviour; null means the money moves. */
const CHARGE_FAILURES: Record<CardBehaviour, Failure | null | 'challenge'> = {
  succeeds: null,
  declines: DECLINED,
  declines_after_attach: DECLINED,
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  incorrect_cvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  requires_authentication: 'challenge',
  always_authenticate: 'challenge',
};

/** A charge without the customer, when the bank asks for 3-D Secure (Stripe's answer). */
const AUTHENTICATION_REQUIRED: Failure = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** Setting a card up checks it with the bank: only cards that are refused outright fail. */
const SETUP_FAILURES: Record<CardBehaviour, Failure | null | 'challenge'> = {
  ...CHARGE_FAILURES,
  declines_after_attach: null,
  insufficient_funds: null,
};

const AUTHENTICATION_FAILED: Record<'payment' | 'setup', Failure> = {
  payment: {
    code: 'payment_intent_authentication_failure',
    declineCode: null,
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  setup: {
    code: 'setup_intent_authentication_failure',
    declineCode: null,
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
};

function statusOf(value: string): IntentStatus {
  return (INTENT_STATUSES as readonly string[]).includes(value)
    ? (value as IntentStatus)
    : 'requires_payment_method';
}

function behaviourOf(value: string): CardBehaviour {
  return (CARD_BEHAVIOURS as readonly string[]).includes(value)
    ? (value as CardBehaviour)
    : 'succeeds';
}

function errorOf(row: {
  lastErrorCode: string | null;
  lastErrorDeclineCode: string | null;
  lastErrorMessage: string | null;
  lastErrorRef: string | null;
}): IntentError | null {
  if (!row.lastErrorCode) return null;
  return {
    code: row.lastErrorCode,
    declineCode: row.lastErrorDeclineCode,
    message: row.lastErrorMessage ?? '',
    ref: row.lastErrorRef ?? row.lastErrorCode,
  };
}

function paymentIntentView(row: PaymentIntentRow): PaymentIntentView {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountPence: row.amountPence,
    currency: row.currency,
    customer: row.customerId,
    status: statusOf(row.status),
    paymentMethod: row.paymentMethodId,
    lastError: errorOf(row),
  };
}

function setupIntentView(row: SetupIntentRow): SetupIntentView {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    customer: row.customerId,
    status: statusOf(row.status),
    paymentMethod: row.paymentMethodId,
    lastError: errorOf(row),
  };
}

/** Sandbox refunds reach the card at once. */
function refundView(row: Selectable<SandboxRefundsTable>): RefundView {
  return {
    id: row.id,
    paymentIntent: row.paymentIntentId,
    amountPence: row.amountPence,
    status: 'succeeded',
  };
}

const NO_ERROR = {
  lastErrorCode: null,
  lastErrorDeclineCode: null,
  lastErrorMessage: null,
  lastErrorRef: null,
};

function errorColumns(failure: Failure, ref: string) {
  return {
    lastErrorCode: failure.code,
    lastErrorDeclineCode: failure.declineCode,
    lastErrorMessage: failure.message,
    lastErrorRef: ref,
  };
}

function missing(kind: string, id: string): PaymentProviderError {
  return new PaymentProviderError('resource_missing', `No such ${kind}: '${id}'`);
}

function unexpectedState(kind: string, id: string, status: string): PaymentProviderError {
  return new PaymentProviderError(
    `${kind}_unexpected_state`,
    `This ${kind.replace('_', ' ')} (${id}) has a status of ${status} and cannot be changed this way.`,
  );
}

/**
 * A payment method is its creator's from the card form on (issue 27): it pays for, and is
 * saved by, that customer only, whether or not it has been used or saved. One whose card was
 * deleted (detached, no customer) pays for nobody, as at Stripe.
 */
function assertUsableBy(method: { customerId: string | null }, customer: string | null): void {
  if (method.customerId === null || method.customerId !== customer) {
    throw new PaymentProviderError(
      'payment_method_not_available',
      'The payment method belongs to another customer.',
    );
  }
}

export interface SandboxOptions {
  /** The clock timestamps come from (tests move it). */
  now?: () => Date;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, options: SandboxOptions = {}) {
    this.#db = db;
    this.#now = options.now ?? (() => new Date());
  }

  async createCustomer(
    params: { email: string; name: string; customerId: number },
    idempotencyKey: string,
  ): Promise<string> {
    await this.#db
      .insertInto('sandboxCustomers')
      .values({
        id: newId('cus'),
        email: params.email,
        name: params.name,
        idempotencyKey,
        createdAt: this.#now(),
      })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .execute();
    const row = await this.#db
      .selectFrom('sandboxCustomers')
      .select('id')
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * What Stripe.js does with the card form: the card becomes a token; nothing else is kept.
   * The token is bound to the customer whose form made it (`customer`, the provider's id), so
   * another customer who learns it can do nothing with it.
   */
  async createPaymentMethod(card: ValidCardDetails, customer: string): Promise<string> {
    const id = newId('pm');
    await this.#db
      .insertInto('sandboxPaymentMethods')
      .values({ id, customerId: customer, ...tokenisable(card), createdAt: this.#now() })
      .execute();
    return id;
  }

  async retrievePaymentMethod(id: string): Promise<CardDetails> {
    const row = await this.#db
      .selectFrom('sandboxPaymentMethods')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw missing('payment_method', id);
    return {
      brand: cardBrandSchema.catch('unknown').parse(row.brand),
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
    };
  }

  /** The card was deleted: its token pays for nobody from now on. */
  async detachPaymentMethod(id: string): Promise<void> {
    const result = await this.#db
      .updateTable('sandboxPaymentMethods')
      .set({ customerId: null })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw missing('payment_method', id);
  }

  async createSetupIntent(
    params: { customer: string },
    idempotencyKey: string,
  ): Promise<SetupIntentView> {
    const id = newId('seti');
    const now = this.#now();
    await this.#db
      .insertInto('sandboxSetupIntents')
      .values({
        id,
        clientSecret: clientSecretFor(id),
        customerId: params.customer,
        status: 'requires_payment_method',
        paymentMethodId: null,
        ...NO_ERROR,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .execute();
    const row = await this.#db
      .selectFrom('sandboxSetupIntents')
      .selectAll()
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    return setupIntentView(row);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentView> {
    const row = await this.#db
      .selectFrom('sandboxSetupIntents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw missing('setup_intent', id);
    return setupIntentView(row);
  }

  async confirmSetupIntent(id: string, paymentMethod: string): Promise<SetupIntentView> {
    return this.#db.transaction().execute(async (trx) => {
      const intent = await trx
        .selectFrom('sandboxSetupIntents')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!intent) throw missing('setup_intent', id);
      if (!isIntentChangeable(statusOf(intent.status))) {
        throw unexpectedState('setup_intent', id, intent.status);
      }
      const method = await trx
        .selectFrom('sandboxPaymentMethods')
        .selectAll()
        .where('id', '=', paymentMethod)
        .executeTakeFirst();
      if (!method) throw missing('payment_method', paymentMethod);
      assertUsableBy(method, intent.customerId);

      const outcome = SETUP_FAILURES[behaviourOf(method.behaviour)];
      const now = this.#now();
      let changes: Partial<SetupIntentRow>;
      if (outcome === 'challenge') {
        changes = { status: 'requires_action', paymentMethodId: method.id, ...NO_ERROR };
      } else if (outcome) {
        changes = {
          status: 'requires_payment_method',
          paymentMethodId: null,
          ...errorColumns(outcome, newId('err')),
        };
      } else {
        await trx
          .updateTable('sandboxPaymentMethods')
          .set({ customerId: intent.customerId })
          .where('id', '=', method.id)
          .execute();
        changes = { status: 'succeeded', paymentMethodId: method.id, ...NO_ERROR };
      }
      const row = await trx
        .updateTable('sandboxSetupIntents')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return setupIntentView(row);
    });
  }

  /** The customer's answer to the 3-D Secure challenge of a setup intent. */
  async authenticateSetupIntent(id: string, approve: boolean): Promise<SetupIntentView> {
    return this.#db.transaction().execute(async (trx) => {
      const intent = await trx
        .selectFrom('sandboxSetupIntents')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!intent) throw missing('setup_intent', id);
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
        throw unexpectedState('setup_intent', id, intent.status);
      }
      let changes: Partial<SetupIntentRow>;
      if (approve) {
        await trx
          .updateTable('sandboxPaymentMethods')
          .set({ customerId: intent.customerId, authenticated: true })
          .where('id', '=', intent.paymentMethodId)
          .execute();
        changes = { status: 'succeeded', ...NO_ERROR };
      } else {
        changes = {
          status: 'requires_payment_method',
          paymentMethodId: null,
          ...errorColumns(AUTHENTICATION_FAILED.setup, newId('err')),
        };
      }
      const row = await trx
        .updateTable('sandboxSetupIntents')
        .set({ ...changes, updatedAt: this.#now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return setupIntentView(row);
    });
  }

  /**
   * `setupFutureUsage` needs nothing more here: a sandbox payment method is its customer's from
   * the card form on and stays chargeable off-session until its card is deleted (detached), and
   * a 3155 card approved once goes through off-session, as a card set up at Stripe does.
   */
  async createPaymentIntent(
    params: CreatePaymentIntentParams,
    idempotencyKey: string,
  ): Promise<PaymentIntentView> {
    if (!Number.isInteger(params.amountPence) || params.amountPence <= 0) {
      throw new PaymentProviderError('amount_too_small', 'Amount must be at least 1p');
    }
    if (params.confirm && !params.paymentMethod) {
      throw new PaymentProviderError(
        'payment_intent_unexpected_state',
        'A payment method is needed to confirm',
      );
    }
    return this.#db.transaction().execute(async (trx) => {
      const id = newId('pi');
      const now = this.#now();
      const inserted = await trx
        .insertInto('sandboxPaymentIntents')
        .values({
          id,
          clientSecret: clientSecretFor(id),
          customerId: params.customer,
          amountPence: params.amountPence,
          currency: params.currency,
          description: params.description,
          status: params.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
          paymentMethodId: params.paymentMethod ?? null,
          ...NO_ERROR,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) {
        // A replay: the intent as the first request left it, with no second charge.
        const existing = await trx
          .selectFrom('sandboxPaymentIntents')
          .selectAll()
          .where('idempotencyKey', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        return paymentIntentView(existing);
      }
      if (!params.confirm) return paymentIntentView(inserted);
      await trx
        .insertInto('sandboxConfirmations')
        .values({
          idempotencyKey: `${idempotencyKey}:confirm`,
          paymentIntentId: id,
          createdAt: now,
        })
        .execute();
      return paymentIntentView(
        await this.#charge(trx, inserted, params.paymentMethod, params.offSession ?? false),
      );
    });
  }

  async updatePaymentIntent(
    id: string,
    changes: { amountPence?: number; paymentMethod?: string },
  ): Promise<PaymentIntentView> {
    return this.#db.transaction().execute(async (trx) => {
      const intent = await this.#lockIntent(trx, id);
      if (!isIntentChangeable(statusOf(intent.status))) {
        throw unexpectedState('payment_intent', id, intent.status);
      }
      const set: Partial<PaymentIntentRow> = { updatedAt: this.#now() };
      if (changes.amountPence !== undefined) {
        if (!Number.isInteger(changes.amountPence) || changes.amountPence <= 0) {
          throw new PaymentProviderError('amount_too_small', 'Amount must be at least 1p');
        }
        set.amountPence = changes.amountPence;
      }
      if (changes.paymentMethod !== undefined) {
        const method = await trx
          .selectFrom('sandboxPaymentMethods')
          .select(['id', 'customerId'])
          .where('id', '=', changes.paymentMethod)
          .executeTakeFirst();
        if (!method) throw missing('payment_method', changes.paymentMethod);
        assertUsableBy(method, intent.customerId);
        // A new card clears the last failure, as it does at Stripe.
        Object.assign(set, {
          paymentMethodId: method.id,
          status: 'requires_confirmation',
          ...NO_ERROR,
        });
      }
      const row = await trx
        .updateTable('sandboxPaymentIntents')
        .set(set)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return paymentIntentView(row);
    });
  }

  async confirmPaymentIntent(
    id: string,
    params: { paymentMethod?: string | undefined },
    idempotencyKey: string,
  ): Promise<PaymentIntentView> {
    return this.#db.transaction().execute(async (trx) => {
      const first = await trx
        .insertInto('sandboxConfirmations')
        .values({ idempotencyKey, paymentIntentId: id, createdAt: this.#now() })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returning('paymentIntentId')
        .executeTakeFirst()
        .catch((error: unknown) => {
          // The foreign key: no such intent.
          if ((error as { code?: string }).code === '23503') throw missing('payment_intent', id);
          throw error;
        });
      const intent = await this.#lockIntent(trx, id);
      // A replay of a confirm already made answers with the intent as it is now.
      if (!first) return paymentIntentView(intent);
      if (!isIntentChangeable(statusOf(intent.status))) {
        throw unexpectedState('payment_intent', id, intent.status);
      }
      return paymentIntentView(await this.#charge(trx, intent, params.paymentMethod));
    });
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    const row = await this.#db
      .selectFrom('sandboxPaymentIntents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw missing('payment_intent', id);
    return paymentIntentView(row);
  }

  /**
   * Cancels a payment not yet taken. Under the intent's lock, so a 3-D Secure answer at the
   * same moment either comes first (and the payment is taken, which this then refuses) or
   * finds it cancelled.
   */
  async cancelPaymentIntent(id: string): Promise<PaymentIntentView> {
    return this.#db.transaction().execute(async (trx) => {
      const intent = await this.#lockIntent(trx, id);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw unexpectedState('payment_intent', id, intent.status);
      }
      const row = await trx
        .updateTable('sandboxPaymentIntents')
        .set({ status: 'canceled', updatedAt: this.#now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return paymentIntentView(row);
    });
  }

  /** The customer's answer to the 3-D Secure challenge of a payment. */
  async authenticatePaymentIntent(id: string, approve: boolean): Promise<PaymentIntentView> {
    return this.#db.transaction().execute(async (trx) => {
      const intent = await this.#lockIntent(trx, id);
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
        throw unexpectedState('payment_intent', id, intent.status);
      }
      const now = this.#now();
      if (approve) {
        await trx
          .insertInto('sandboxCharges')
          .values({
            id: newId('ch'),
            paymentIntentId: id,
            paymentMethodId: intent.paymentMethodId,
            amountPence: intent.amountPence,
            status: 'succeeded',
            failureCode: null,
            createdAt: now,
          })
          .execute();
      }
      const row = await trx
        .updateTable('sandboxPaymentIntents')
        .set(
          approve
            ? { status: 'succeeded', ...NO_ERROR, updatedAt: now }
            : {
                status: 'requires_payment_method',
                paymentMethodId: null,
                ...errorColumns(AUTHENTICATION_FAILED.payment, newId('err')),
                updatedAt: now,
              },
        )
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return paymentIntentView(row);
    });
  }

  /** Pays back up to what is left of a succeeded payment, once per idempotency key. */
  async createRefund(params: CreateRefundParams, idempotencyKey: string): Promise<RefundView> {
    if (!Number.isInteger(params.amountPence) || params.amountPence <= 0) {
      throw new PaymentProviderError('amount_too_small', 'Amount must be at least 1p');
    }
    return this.#db.transaction().execute(async (trx) => {
      const intent = await this.#lockIntent(trx, params.paymentIntent);
      const replay = await trx
        .selectFrom('sandboxRefunds')
        .selectAll()
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
      if (replay) return refundView(replay);
      if (intent.status !== 'succeeded') {
        throw new PaymentProviderError(
          'charge_not_refundable',
          `This payment intent (${intent.id}) has not been charged, so it cannot be refunded.`,
        );
      }
      const refunded = await trx
        .selectFrom('sandboxRefunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountPence'), eb.lit(0)).as('total'))
        .where('paymentIntentId', '=', intent.id)
        .executeTakeFirstOrThrow();
      if (params.amountPence > intent.amountPence - Number(refunded.total)) {
        throw new PaymentProviderError(
          'amount_too_large',
          `Refund amount is greater than what is left of the charge (${intent.id}).`,
        );
      }
      const row = await trx
        .insertInto('sandboxRefunds')
        .values({
          id: newId('re'),
          paymentIntentId: intent.id,
          amountPence: params.amountPence,
          idempotencyKey,
          createdAt: this.#now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return refundView(row);
    });
  }

  async retrieveRefund(id: string): Promise<RefundView> {
    const row = await this.#db
      .selectFrom('sandboxRefunds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw missing('refund', id);
    return refundView(row);
  }

  async #lockIntent(trx: Db, id: string): Promise<PaymentIntentRow> {
    const row = await trx
      .selectFrom('sandboxPaymentIntents')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw missing('payment_intent', id);
    return row;
  }

  /** Charges the card, or asks for the challenge; the intent row must be locked by `trx`. */
  async #charge(
    trx: Db,
    intent: PaymentIntentRow,
    paymentMethod: string | undefined,
    offSession = false,
  ): Promise<PaymentIntentRow> {
    const methodId = paymentMethod ?? intent.paymentMethodId;
    if (!methodId) {
      throw new PaymentProviderError(
        'payment_intent_unexpected_state',
        'You cannot confirm this PaymentIntent because it is missing a payment method.',
      );
    }
    const method: PaymentMethodRow | undefined = await trx
      .selectFrom('sandboxPaymentMethods')
      .selectAll()
      .where('id', '=', methodId)
      .executeTakeFirst();
    if (!method) throw missing('payment_method', methodId);
    assertUsableBy(method, intent.customerId);

    const now = this.#now();
    const behaviour = behaviourOf(method.behaviour);
    // Off-session, a card set up with 3-D Secure goes through; one that always asks fails.
    const outcome =
      offSession && behaviour === 'requires_authentication'
        ? null
        : offSession && behaviour === 'always_authenticate'
          ? AUTHENTICATION_REQUIRED
          : CHARGE_FAILURES[behaviour];
    let changes: Partial<PaymentIntentRow>;
    if (outcome === 'challenge') {
      changes = { status: 'requires_action', paymentMethodId: method.id, ...NO_ERROR };
    } else {
      const chargeId = newId('ch');
      await trx
        .insertInto('sandboxCharges')
        .values({
          id: chargeId,
          paymentIntentId: intent.id,
          paymentMethodId: method.id,
          amountPence: intent.amountPence,
          status: outcome ? 'failed' : 'succeeded',
          failureCode: outcome?.declineCode ?? outcome?.code ?? null,
          createdAt: now,
        })
        .execute();
      changes = outcome
        ? {
            status: 'requires_payment_method',
            paymentMethodId: null,
            ...errorColumns(outcome, chargeId),
          }
        : { status: 'succeeded', paymentMethodId: method.id, ...NO_ERROR };
    }
    return trx
      .updateTable('sandboxPaymentIntents')
      .set({ ...changes, updatedAt: now })
      .where('id', '=', intent.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

/**
 * A saved card made without the card form, for the demo account: the token, a customer at
 * the sandbox, and nothing of the card beyond what `cards` keeps. Returns the token.
 */
export async function insertSandboxCard(
  db: Db,
  params: {
    customerRef: string;
    email: string;
    name: string;
    card: Pick<ValidCardDetails, 'number' | 'expMonth' | 'expYear' | 'cvc'>;
    now: Date;
  },
): Promise<string> {
  await db
    .insertInto('sandboxCustomers')
    .values({
      id: params.customerRef,
      email: params.email,
      name: params.name,
      idempotencyKey: null,
      createdAt: params.now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const id = newId('pm');
  await db
    .insertInto('sandboxPaymentMethods')
    .values({
      id,
      customerId: params.customerRef,
      ...tokenisable(params.card),
      createdAt: params.now,
    })
    .execute();
  return id;
}

/** A sandbox customer id for seeding, in the provider's form. */
export function newSandboxCustomerRef(): string {
  return newId('cus');
}
