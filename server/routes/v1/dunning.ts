import { Hono } from 'hono';
import { paymentAlertsSchema } from '../../../src/domain/dunning.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { paymentAlerts } from '../../billing/dunning.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import type { PaymentJobContext } from '../../payments/background.ts';
import {
  abandonBalancePayment,
  clearBalanceProgressResponseSchema,
} from '../../payments/balance.ts';
import { balancePaymentParamsSchema, paymentsParamsSchema } from './payments.ts';

/**
 * What the account banner shows (unpaid monthly bills, a payment waiting for the bank), and
 * giving up a balance payment that waits for the bank's check.
 */
export function dunningApi(context: PaymentJobContext) {
  return new Hono<SessionEnv>()
    .get(
      '/payments/:customerId/alerts',
      operation({
        summary:
          "The unpaid monthly bills (sum, what for, arrears, next try) and a payment waiting for the bank's 3-D Secure check, for the account banner",
        tag: 'payments',
        response: paymentAlertsSchema,
        bearer: true,
      }),
      validate('param', paymentsParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await paymentAlerts(context.db, customerId, context.now()));
      },
    )
    .post(
      '/payments/:customerId/clearBalance/payment/:paymentId/abandon',
      operation({
        summary:
          "Give up the balance payment waiting for the bank's 3-D Secure check: cancelled, nothing charged, the balance owed again",
        tag: 'payments',
        response: clearBalanceProgressResponseSchema,
        bearer: true,
      }),
      validate('param', balancePaymentParamsSchema),
      async (c) => {
        const { customerId, paymentId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await abandonBalancePayment(context, customerId, paymentId));
      },
    );
}
