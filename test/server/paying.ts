import { expect } from 'vitest';
import { type AppOptions, createApp } from '../../server/app.ts';
import type { Database, Db } from '../../server/db/database.ts';
import type { PaymentProvider } from '../../server/payments/provider.ts';
import { SandboxPaymentProvider } from '../../server/payments/sandbox.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { type Card, setupIntentResultSchema, setupIntentSchema } from '../../src/domain/cards.ts';
import { checkoutProgressSchema, paymentIntentSchema } from '../../src/domain/payments.ts';
import { TEST_AUTH } from './accounts.ts';
import { testConfig } from './harness.ts';
import { call, expectStatus, getBasket, newAddress, newBasket, type Shopper } from './ordering.ts';

/** Helpers for the checkout, cards and payments tests, on the sandbox payment provider. */

/** Tuesday 1 December 2026: the first collection day is Friday the 4th. */
export const NOW = '2026-12-01T09:00:00Z';
export const FRIDAY_MORNING = { doorstepDate: '2026-12-04', startHour: 8, endHour: 13 };

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  declinedAfterSaving: '4000 0000 0000 0341',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0025 0000 3155',
  mastercard: '5555 5555 5555 4444',
  amex: '3782 822463 10005',
} as const;

export function payingApp(
  database: Database,
  payments?: PaymentProvider,
  options: Pick<AppOptions, 'sessionCache'> = {},
) {
  return createApp({
    ...options,
    db: database.db,
    config: testConfig(),
    distDir: 'dist',
    auth: TEST_AUTH,
    // Plenty of couriers, so the many baskets of these tests all get Friday morning.
    ordering: { now: () => new Date(NOW), windowCapacity: 10_000 },
    payments: payments ?? new SandboxPaymentProvider(database.db, { now: () => new Date(NOW) }),
  });
}

export type PayingApp = ReturnType<typeof payingApp>;

export type CheckoutAnswer = ReturnType<typeof checkoutProgressSchema.parse> & {
  errorCode: number | null;
};

/** A by-the-box basket that passes validation: boxes, an address and a timeslot. */
export async function readyBasket(
  app: PayingApp,
  who: Shopper,
  options: {
    lineItems?: { boxTypeId: number; quantity: number }[];
    promoCode?: string;
    timeslot?: typeof FRIDAY_MORNING;
  } = {},
): Promise<number> {
  const { basketId } = await newBasket(app, who);
  const home = await newAddress(app, who);
  await expectStatus(
    call(app, who, 'PUT', `basket/storage/${basketId}`, {
      lineItems: options.lineItems ?? [
        { boxTypeId: BoxTypeId.MediumBox, quantity: 2 },
        { boxTypeId: BoxTypeId.Suitcase, quantity: 1 },
      ],
      numberOfMonths: 3,
      collection: { address: home, timeslot: options.timeslot ?? FRIDAY_MORNING },
    }),
    200,
  );
  if (options.promoCode) {
    await expectStatus(
      call(app, who, 'PATCH', `basket/${basketId}`, { promoCode: options.promoCode }),
      200,
    );
  }
  return basketId;
}

/** The sandbox card form: the card becomes a payment method token. */
export async function tokenise(
  app: PayingApp,
  who: Shopper,
  number: string,
  expiry: { expMonth?: number; expYear?: number; cvc?: string } = {},
): Promise<string> {
  const body = (await expectStatus(
    call(app, who, 'POST', 'sandbox/paymentMethods', {
      number,
      expMonth: expiry.expMonth ?? 12,
      expYear: expiry.expYear ?? 2030,
      cvc: expiry.cvc ?? (number.startsWith('3') ? '1234' : '123'),
    }),
    200,
  )) as { paymentMethodId: string };
  return body.paymentMethodId;
}

/** `POST basket/{id}/paymentIntent/create`, with the card to pay with when given. */
export async function paymentIntent(
  app: PayingApp,
  who: Shopper,
  basketId: number,
  body?: { cardId: number } | { paymentMethodId: string },
) {
  return paymentIntentSchema.parse(
    await expectStatus(
      call(app, who, 'POST', `basket/${basketId}/paymentIntent/create`, body),
      200,
    ),
  );
}

/** Attaches a new card, typed into the sandbox card form, to the basket's payment. */
export async function payWithNewCard(
  app: PayingApp,
  who: Shopper,
  basketId: number,
  number: string,
) {
  const paymentMethodId = await tokenise(app, who, number);
  return paymentIntent(app, who, basketId, { paymentMethodId });
}

function checkoutAnswer(body: unknown): CheckoutAnswer {
  const progress = checkoutProgressSchema.parse(body);
  return { ...progress, errorCode: (body as { errorCode: number | null }).errorCode };
}

export async function startCheckout(app: PayingApp, who: Shopper, basketId: number) {
  return checkoutAnswer(
    await expectStatus(call(app, who, 'POST', `basket/${basketId}/checkout/start`), 200),
  );
}

export async function checkoutProgress(app: PayingApp, who: Shopper, basketId: number) {
  return checkoutAnswer(
    await expectStatus(call(app, who, 'GET', `basket/${basketId}/checkout/progress`), 200),
  );
}

const POLL_MS = 10;
const POLL_LIMIT_MS = 15_000;

/** Polls like the SPA until the answer is no longer 'processing'. */
export async function until<T extends { status: string }>(poll: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + POLL_LIMIT_MS;
  for (;;) {
    const answer = await poll();
    if (answer.status !== 'processing' || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function settledCheckout(app: PayingApp, who: Shopper, basketId: number) {
  return until(() => checkoutProgress(app, who, basketId));
}

/** The sandbox's 3-D Secure dialog: the customer's answer, sent with the client secret. */
export async function authenticate(
  app: PayingApp,
  who: Shopper,
  clientSecret: string | null,
  approve: boolean,
) {
  return expectStatus(
    call(app, who, 'POST', 'sandbox/authenticate', { clientSecret, approve }),
    200,
  );
}

/** Adds a card the way /apps/cards does on the sandbox: setup intent, card form, progress. */
export async function addCard(app: PayingApp, who: Shopper, number: string): Promise<Card> {
  const intent = setupIntentSchema.parse(
    await expectStatus(call(app, who, 'POST', `setupIntent/addCard/${who.customerId}`), 200),
  );
  const paymentMethodId = await tokenise(app, who, number);
  await expectStatus(
    call(app, who, 'POST', `sandbox/setupIntents/${intent.setupIntentId}/confirm`, {
      paymentMethodId,
    }),
    200,
  );
  const read = async () =>
    setupIntentResultSchema.parse(
      await expectStatus(call(app, who, 'POST', `setupIntent/${intent.setupIntentId}`), 200),
    );
  let result = await read();
  if (result.status === 'requires_action') {
    // The card's bank asks the customer to confirm, and they do.
    await authenticate(app, who, intent.clientSecret, true);
    result = await read();
  }
  expect(result.status).toBe('succeeded');
  if (!result.card) throw new Error('The set-up card was not saved');
  return result.card;
}

/** Counts of what the checkout left behind for a customer and basket. */
export async function ledger(db: Db, customerId: number, basketId: number) {
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  const intent = await db
    .selectFrom('basketPaymentIntents')
    .select('paymentIntentId')
    .where('basketId', '=', basketId)
    .executeTakeFirst();
  const charges = intent
    ? await db
        .selectFrom('sandboxCharges')
        .select(['status'])
        .where('paymentIntentId', '=', intent.paymentIntentId)
        .execute()
    : [];
  return {
    orders: await count(
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow(),
    ),
    payments: await count(
      db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow(),
    ),
    boxes: await count(
      db
        .selectFrom('boxes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow(),
    ),
    succeededCharges: charges.filter((charge) => charge.status === 'succeeded').length,
    failedCharges: charges.filter((charge) => charge.status === 'failed').length,
  };
}

export async function basketStage(db: Db, basketId: number): Promise<string> {
  const row = await db
    .selectFrom('baskets')
    .select('stage')
    .where('basketId', '=', basketId)
    .executeTakeFirstOrThrow();
  return row.stage;
}

/** A paid storage order of the customer's, and the total they were shown and charged. */
export async function paidOrder(app: PayingApp, who: Shopper) {
  const basketId = await readyBasket(app, who);
  const { quote } = await getBasket(app, who, basketId);
  await payWithNewCard(app, who, basketId, CARDS.visa);
  await startCheckout(app, who, basketId);
  const { orderId, status } = await settledCheckout(app, who, basketId);
  expect(status).toBe('succeeded');
  if (orderId === null) throw new Error('No order was made');
  return { orderId, total: quote.total };
}
