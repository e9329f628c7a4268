import { Hono } from 'hono';
import { z } from 'zod';
import {
  clearBalanceStartRequestSchema,
  clearBalanceStartSchema,
  paymentsWithPendingSchema,
  statementSchema,
} from '../../../src/domain/payments.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import type { PaymentJobContext } from '../../payments/background.ts';
import {
  clearBalanceProgress,
  clearBalanceProgressResponseSchema,
  paymentsWithPending,
  startClearBalance,
} from '../../payments/balance.ts';
import { paymentStatement } from '../../payments/statement.ts';

export const paymentsParamsSchema = z.object({ customerId: idParam });
export const balancePaymentParamsSchema = z.object({ customerId: idParam, paymentId: idParam });

/** The payments list, the statement of charges and refunds, and clearing the balance. */
export function paymentsApi(context: PaymentJobContext) {
  return new Hono<SessionEnv>()
    .get(
      '/payments/:customerId/withPendingPayments',
      operation({
        summary:
          'Payments, newest first, and the outstanding balance (pending and failed payments)',
        tag: 'payments',
        response: paymentsWithPendingSchema,
        bearer: true,
      }),
      validate('param', paymentsParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await paymentsWithPending(context.db, customerId));
      },
    )
    .get(
      '/payments/:customerId/statement',
      operation({
        summary: 'Every charge and refund, newest first, with date, description, amount and card',
        tag: 'payments',
        response: statementSchema,
        bearer: true,
      }),
      validate('param', paymentsParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await paymentStatement(context.db, customerId));
      },
    )
    .post(
      '/payments/:customerId/clearBalance/start',
      operation({
        summary: 'Pay the outstanding balance with a saved card',
        tag: 'payments',
        response: clearBalanceStartSchema,
        bearer: true,
      }),
      validate('param', paymentsParamsSchema),
      validate('json', clearBalanceStartRequestSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        const { cardId } = c.req.valid('json');
        return c.json(await startClearBalance(context, customerId, cardId));
      },
    )
    .get(
      '/payments/:customerId/clearBalance/payment/:paymentId/progress',
      operation({
        summary: 'Where the balance payment stands (34 declined, 29 credit limit)',
        tag: 'payments',
        response: clearBalanceProgressResponseSchema,
        bearer: true,
      }),
      validate('param', balancePaymentParamsSchema),
      async (c) => {
        const { customerId, paymentId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await clearBalanceProgress(context, customerId, paymentId));
      },
    );
}
