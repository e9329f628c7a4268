import { BOX_STATUSES, isWithProvider } from '../../../src/domain/boxes.ts';
import { orderTypeLabel } from '../../../src/domain/orders.ts';
import { insertSandboxCard, newSandboxCustomerRef } from '../../payments/sandbox.ts';
import type { Db } from '../database.ts';

const DAY = 86_400_000;
const WITH_PROVIDER = BOX_STATUSES.filter(isWithProvider);

/** The monthly storage charge the demo shows as owed on /apps/payments. */
export const DEMO_PENDING_STORAGE_PENCE = 1250;

/**
 * A demo account's cards and payments, added when the account is created: a saved Visa
 * ending 4242 (the sandbox's succeeding test card) as the default card and, for an account
 * with boxes in storage, this month's storage charge still to pay (£12.50), so the payments
 * page has a balance to clear. Its orders' payments come later (`seedDemoOrderPayments`).
 */
export async function seedDemoPayments(
  trx: Db,
  account: { customerId: number; email: string; name: string },
  now: Date,
): Promise<void> {
  const customerRef = newSandboxCustomerRef();
  const token = await insertSandboxCard(trx, {
    customerRef,
    email: account.email,
    name: account.name,
    card: {
      number: '4242424242424242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      cvc: '123',
    },
    now,
  });
  await trx
    .insertInto('paymentCustomers')
    .values({
      customerId: account.customerId,
      provider: 'sandbox',
      providerRef: customerRef,
      createdAt: now,
    })
    .execute();
  await trx
    .insertInto('cards')
    .values({
      customerId: account.customerId,
      provider: 'sandbox',
      providerRef: token,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      isDefault: true,
      createdAt: now,
    })
    .execute();

  const stored = await trx
    .selectFrom('boxes')
    .select('boxId')
    .where('customerId', '=', account.customerId)
    .where('status', 'in', WITH_PROVIDER)
    .executeTakeFirst();
  if (stored) {
    await trx
      .insertInto('payments')
      .values({
        customerId: account.customerId,
        orderId: null,
        description: 'Monthly storage',
        amountPence: DEMO_PENDING_STORAGE_PENCE,
        status: 'pending',
        paymentDate: new Date(now.getTime() + 3 * DAY),
        paymentIntentId: null,
        balancePaymentId: null,
        createdAt: now,
      })
      .execute();
  }
}

/**
 * A paid payment for each of a demo account's orders, so every order has its row on the
 * statement: run after every step that adds orders (drive-up, shipping).
 */
export async function seedDemoOrderPayments(
  trx: Db,
  account: { customerId: number },
): Promise<void> {
  const orders = await trx
    .selectFrom('orders')
    .select(['orderId', 'orderType', 'orderDate', 'totalPence'])
    .where('customerId', '=', account.customerId)
    .orderBy('orderDate')
    .execute();
  for (const order of orders) {
    await trx
      .insertInto('payments')
      .values({
        customerId: account.customerId,
        orderId: order.orderId,
        description: `${orderTypeLabel(order.orderType)} order ${order.orderId}`,
        amountPence: order.totalPence,
        status: 'succeeded',
        paymentDate: order.orderDate,
        paymentIntentId: null,
        balancePaymentId: null,
        createdAt: order.orderDate,
      })
      .execute();
  }
}
