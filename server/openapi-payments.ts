import { z } from 'zod';
import {
  cardSchema,
  setDefaultCardRequestSchema,
  setupIntentResultSchema,
  setupIntentSchema,
} from '../src/domain/cards.ts';
import { orderConfirmationSchema } from '../src/domain/orders.ts';
import {
  clearBalanceStartRequestSchema,
  clearBalanceStartSchema,
  paymentIntentSchema,
  paymentsWithPendingSchema,
  statementSchema,
} from '../src/domain/payments.ts';
import { checkoutStartRequestSchema } from '../src/domain/quote.ts';
import { checkoutProgressResponseSchema } from './checkout/jobs.ts';
import { paymentIntentRequestSchema } from './checkout/service.ts';
import type { Operation } from './openapi.ts';
import { clearBalanceProgressResponseSchema } from './payments/balance.ts';
import { cardDetailsSchema } from './payments/test-cards.ts';
import { cardParamsSchema, cardsParamsSchema, setupIntentParamsSchema } from './routes/v1/cards.ts';
import { checkoutParamsSchema, orderConfirmationParamsSchema } from './routes/v1/checkout.ts';
import { balancePaymentParamsSchema, paymentsParamsSchema } from './routes/v1/payments.ts';
import {
  sandboxAuthenticateRequestSchema,
  sandboxConfirmSetupRequestSchema,
  sandboxIntentSchema,
  sandboxPaymentMethodSchema,
} from './routes/v1/sandbox.ts';

/** Checkout, cards, payments and the sandbox payment provider's browser-side calls. */
export const PAYMENT_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/v1/basket/{basketId}/paymentIntent/create',
    summary:
      "The basket's one payment intent at its current price; a body {cardId} or {paymentMethodId} attaches the card to pay with",
    tag: 'checkout',
    bearer: true,
    params: checkoutParamsSchema,
    body: { schema: paymentIntentRequestSchema, encoding: 'json' },
    response: paymentIntentSchema,
  },
  {
    method: 'post',
    path: '/v1/basket/{basketId}/checkout/start',
    summary:
      'Start paying the quoted total with the attached or default card; 199 with the new quote when the price changed; repeats answer the running attempt',
    tag: 'checkout',
    bearer: true,
    params: checkoutParamsSchema,
    body: { schema: checkoutStartRequestSchema, encoding: 'json' },
    response: checkoutProgressResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/order/{orderId}/confirmation',
    summary:
      "The confirmation page's view of the customer's own order: lines, amount charged, card, day",
    tag: 'checkout',
    bearer: true,
    params: orderConfirmationParamsSchema,
    response: orderConfirmationSchema,
  },
  {
    method: 'get',
    path: '/v1/basket/{basketId}/checkout/progress',
    summary:
      'Where the checkout stands: processing, requires_action, succeeded (orderId) or failed',
    tag: 'checkout',
    bearer: true,
    params: checkoutParamsSchema,
    response: checkoutProgressResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/cards/{customerId}',
    summary: "The customer's saved cards",
    tag: 'cards',
    bearer: true,
    params: cardsParamsSchema,
    response: z.array(cardSchema),
  },
  {
    method: 'patch',
    path: '/v1/card/{cardId}',
    summary: 'Make the card the default; answers the cards',
    tag: 'cards',
    bearer: true,
    params: cardParamsSchema,
    body: { schema: setDefaultCardRequestSchema, encoding: 'json' },
    response: z.array(cardSchema),
  },
  {
    method: 'delete',
    path: '/v1/card/{cardId}',
    summary: 'Delete a card (13 for the default card while there are others); answers the cards',
    tag: 'cards',
    bearer: true,
    params: cardParamsSchema,
    response: z.array(cardSchema),
  },
  {
    method: 'post',
    path: '/v1/setupIntent/addCard/{customerId}',
    summary: 'A setup intent for the card form to save a new card with',
    tag: 'cards',
    bearer: true,
    params: cardsParamsSchema,
    response: setupIntentSchema,
  },
  {
    method: 'post',
    path: '/v1/setupIntent/{setupIntentId}',
    summary: 'Where adding the card stands; saves the card once the provider has set it up',
    tag: 'cards',
    bearer: true,
    params: setupIntentParamsSchema,
    response: setupIntentResultSchema,
  },
  {
    method: 'get',
    path: '/v1/payments/{customerId}/withPendingPayments',
    summary: 'Payments, newest first, and the outstanding balance (pending and failed payments)',
    tag: 'payments',
    bearer: true,
    params: paymentsParamsSchema,
    response: paymentsWithPendingSchema,
  },
  {
    method: 'get',
    path: '/v1/payments/{customerId}/statement',
    summary: 'Every charge and refund, newest first, with date, description, amount and card',
    tag: 'payments',
    bearer: true,
    params: paymentsParamsSchema,
    response: statementSchema,
  },
  {
    method: 'post',
    path: '/v1/payments/{customerId}/clearBalance/start',
    summary: 'Pay the outstanding balance with a saved card',
    tag: 'payments',
    bearer: true,
    params: paymentsParamsSchema,
    body: { schema: clearBalanceStartRequestSchema, encoding: 'json' },
    response: clearBalanceStartSchema,
  },
  {
    method: 'get',
    path: '/v1/payments/{customerId}/clearBalance/payment/{paymentId}/progress',
    summary: 'Where the balance payment stands (34 declined, 29 credit limit)',
    tag: 'payments',
    bearer: true,
    params: balancePaymentParamsSchema,
    response: clearBalanceProgressResponseSchema,
  },
  {
    method: 'post',
    path: '/v1/sandbox/paymentMethods',
    summary: 'Sandbox only: the card form; the card becomes a payment method token',
    tag: 'sandbox',
    bearer: true,
    sandboxOnly: true,
    body: { schema: cardDetailsSchema(() => new Date()), encoding: 'json' },
    response: sandboxPaymentMethodSchema,
  },
  {
    method: 'post',
    path: '/v1/sandbox/setupIntents/{setupIntentId}/confirm',
    summary: 'Sandbox only: confirm a setup intent with a payment method token',
    tag: 'sandbox',
    bearer: true,
    sandboxOnly: true,
    params: setupIntentParamsSchema,
    body: { schema: sandboxConfirmSetupRequestSchema, encoding: 'json' },
    response: sandboxIntentSchema,
  },
  {
    method: 'post',
    path: '/v1/sandbox/authenticate',
    summary:
      "Sandbox only: the customer's answer to the bank's 3-D Secure challenge, by client secret",
    tag: 'sandbox',
    bearer: true,
    sandboxOnly: true,
    body: { schema: sandboxAuthenticateRequestSchema, encoding: 'json' },
    response: sandboxIntentSchema,
  },
];
