import { addressOneLine } from '../../src/domain/addresses.ts';
import type { OrderConfirmation } from '../../src/domain/orders.ts';
import { getBasket } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { poundsFromPence } from '../repositories/money.ts';
import { type TimeWindow, WINDOWS } from '../timeslots/rules.ts';
import { invoiceData } from './lines.ts';
import { ownOrder, toOrder } from './service.ts';

/** The card behind a payment intent, asked of the provider that took it. */
async function chargedCard(provider: PaymentProvider, paymentIntentId: string | null) {
  if (!paymentIntentId) return null;
  try {
    const intent = await provider.retrievePaymentIntent(paymentIntentId);
    if (!intent.paymentMethod) return null;
    const card = await provider.retrievePaymentMethod(intent.paymentMethod);
    return { brand: card.brand, last4: card.last4 };
  } catch {
    // The page still confirms the order and the amount without naming the card.
    return null;
  }
}

/** The customer's own order as the confirmation page shows it; another's is 404. */
export async function orderConfirmation(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  orderId: number,
  today: string,
): Promise<OrderConfirmation> {
  const order = await ownOrder(db, orderId, customerId);
  const [invoice, payment, booking, basket] = await Promise.all([
    invoiceData(db, order),
    db
      .selectFrom('payments')
      .select(['amountPence', 'paymentIntentId'])
      .where('orderId', '=', orderId)
      .where('status', '=', 'succeeded')
      .orderBy('paymentId')
      .executeTakeFirst(),
    order.basketId === null
      ? undefined
      : db
          .selectFrom('timeslotBookings')
          .select('timeWindow')
          .where('basketId', '=', order.basketId)
          .where('orderType', '=', order.orderType)
          .executeTakeFirst(),
    order.basketId === null ? undefined : getBasket(db, order.basketId),
  ]);
  const address =
    basket?.storageBasket?.collection.address ??
    basket?.collectionBasket?.address ??
    basket?.returnBasket?.address ??
    basket?.materialBasket?.address ??
    null;
  return {
    order: toOrder(order, today),
    lines: invoice.lines,
    charged: poundsFromPence(payment?.amountPence ?? 0),
    card: await chargedCard(provider, payment?.paymentIntentId ?? null),
    window: booking ? WINDOWS[booking.timeWindow as TimeWindow] : null,
    addressText: address ? addressOneLine(address) : null,
    hasLabels: order.orderType === 'BTB',
    hasMaterials: (basket?.materialBasket?.items.length ?? 0) > 0,
  };
}
