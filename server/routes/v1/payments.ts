import { Hono } from 'hono';
import { z } from 'zod';
import { clearBalanceStartRequestSchema } from '../../../src/domain/payments.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import type { PaymentJobContext } from '../../payments/background.ts';
import {
  clearBalanceProgress,
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
      validate('param', paymentsParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await paymentsWithPending(context.db, customerId));
      },
    )
    .get('/payments/:customerId/statement', validate('param', paymentsParamsSchema), async (c) => {
      const { customerId } = c.req.valid('param');
      assertOwnCustomer(c.get('session'), customerId);
      return c.json(await paymentStatement(context.db, customerId));
    })
    .post(
      '/payments/:customerId/clearBalance/start',
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
      validate('param', balancePaymentParamsSchema),
      async (c) => {
        const { customerId, paymentId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await clearBalanceProgress(context, customerId, paymentId));
      },
    );
}
