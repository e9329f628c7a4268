import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors';
import { PROGRESS_POLL_TIMEOUT_MS } from '../../src/domain/payments';
import type { CheckoutInput } from '../../src/machines/checkout.machine';
import { CallFailedError } from '../../src/wiring/callResult';

export const inputs: CheckoutInput[] = [{}, { pendingBasketId: 41 }];

const progress = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  clientSecret: null,
  orderId: null,
  message: null,
  ...extra,
});

/** How the kit's payment polling ends (its own steps are in paymentPolling.events.ts). */
const polled = (outcome: string, progress: unknown, waitedMs = 0) => ({
  type: 'xstate.done.actor.paymentPolling',
  output: { outcome, progress, waitedMs },
});

export const events = [
  {
    type: 'checkout.pay',
    basketId: 41,
    method: { kind: 'savedCard', cardId: 3 },
    quotedTotal: 96.66,
  },
  { type: 'checkout.priceChangeConfirmed' },
  { type: 'checkout.authenticate', approved: true },
  { type: 'checkout.reset' },
  { type: 'xstate.done.actor.validateBasket', output: { valid: true, message: null } },
  {
    type: 'xstate.done.actor.validateBasket',
    output: { valid: false, message: 'Minimum of one month storage required' },
  },
  { type: 'xstate.error.actor.validateBasket', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.preparePayment', output: undefined },
  { type: 'xstate.error.actor.preparePayment', error: new Error('Your card number is incomplete') },
  { type: 'xstate.done.actor.startCheckout', output: progress('processing') },
  { type: 'xstate.done.actor.startCheckout', output: progress('succeeded', { orderId: 900 }) },
  {
    type: 'xstate.done.actor.startCheckout',
    output: progress('requires_action', { clientSecret: 'pi_1_secret' }),
  },
  {
    type: 'xstate.done.actor.startCheckout',
    output: progress('failed', { message: 'Payment not taken, please check your card details' }),
  },
  { type: 'xstate.error.actor.startCheckout', error: new Error('Something went wrong') },
  {
    type: 'xstate.error.actor.startCheckout',
    error: new CallFailedError(
      ERROR_MESSAGES[ErrorCode.PriceChanged] ?? '',
      ErrorCode.PriceChanged,
    ),
  },
  {
    type: 'xstate.error.actor.startCheckout',
    error: new CallFailedError(
      ERROR_MESSAGES[ErrorCode.SessionExpired] ?? '',
      ErrorCode.SessionExpired,
    ),
  },
  polled('timedOut', progress('processing'), PROGRESS_POLL_TIMEOUT_MS),
  polled('succeeded', progress('succeeded', { orderId: 900 })),
  polled('authenticationNeeded', progress('requires_action', { clientSecret: 'pi_1_secret' })),
  polled('failed', progress('failed')),
  { type: 'checkout.inspect', basketId: 41 },
  { type: 'checkout.finish' },
  { type: 'checkout.abandon' },
  {
    type: 'xstate.done.actor.inspectCheckout',
    output: progress('requires_action', { clientSecret: 'pi_1_secret', amount: 96.66 }),
  },
  { type: 'xstate.done.actor.inspectCheckout', output: progress('processing') },
  { type: 'xstate.done.actor.inspectCheckout', output: null },
  { type: 'xstate.error.actor.inspectCheckout', error: new Error('Something went wrong') },
  {
    type: 'xstate.done.actor.abandonCheckout',
    output: progress('failed', { message: 'You abandoned the payment, so nothing was taken.' }),
  },
  { type: 'xstate.done.actor.abandonCheckout', output: progress('succeeded', { orderId: 900 }) },
  { type: 'xstate.error.actor.abandonCheckout', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.authenticatePayment', output: undefined },
  { type: 'xstate.error.actor.authenticatePayment', error: new Error('Something went wrong') },
];
