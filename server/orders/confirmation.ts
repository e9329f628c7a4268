import { addressOneLine } from '../../src/domain/addresses.ts';
import type { OrderConfirmation } from '../../src/domain/orders.ts';
import { getBasket } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { cardOfIntent, storedCard } from '../payments/refunds.ts';
import { poundsFromPence } from '../repositories/money.ts';
import { type TimeWindow, WINDOWS } from '../timeslots/rules.ts';
import { invoiceData } from './lines.ts';
import { ownOrder, toOrder } from './service.ts';

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
      .select(['amountPence', 'paymentIntentId', 'cardBrand', 'cardLast4'])
      .where('orderId', '=', orderId)
      .where('status', 'in', ['succeeded', 'refunded'])
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
    // The page still confirms the order and the amount when the card is not known.
    card:
      storedCard(payment?.cardBrand ?? null, payment?.cardLast4 ?? null) ??
      (await cardOfIntent(provider, payment?.paymentIntentId ?? null)),
    window: booking ? WINDOWS[booking.timeWindow as TimeWindow] : null,
    addressText: address ? addressOneLine(address) : null,
    hasLabels: order.orderType === 'BTB',
    hasMaterials: (basket?.materialBasket?.items.length ?? 0) > 0,
  };
}
