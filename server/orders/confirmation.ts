import { rentPaymentsBeforeMoveOut } from '../../src/domain/driveUp.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import type { OrderConfirmation } from '../../src/domain/orders.ts';
import { type BasketRecord, getBasket } from '../baskets/repository.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { cardOfIntent, storedCard } from '../payments/refunds.ts';
import { materialsDeliveryDay } from '../timeslots/service.ts';
import { basketAddressText } from './address.ts';
import { invoiceData } from './invoice.ts';
import { type OrderRecord, ownOrder, toOrder } from './service.ts';

/**
 * The monthly payments the order's agreement (while open) takes, from the first: its price, the
 * day of its first bill and the card it charges.
 */
async function monthlyPaymentsOf(db: Db, orderId: number) {
  const agreement = await db
    .selectFrom('agreements')
    .select(['agreementId', 'monthlyPence', 'paidUpTo', 'cardBrand', 'cardLast4'])
    .where('orderId', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!agreement) return null;
  const first = await db
    .selectFrom('agreementBills')
    .select('periodStart')
    .where('agreementId', '=', agreement.agreementId)
    .orderBy('periodStart')
    .executeTakeFirst();
  return {
    amount: poundsFromPence(agreement.monthlyPence),
    firstPaymentDate: first?.periodStart ?? agreement.paidUpTo,
    card: storedCard(agreement.cardBrand, agreement.cardLast4),
  };
}

/** A move-out's rent payments still to be taken after today, before its last period. */
async function rentPaymentsDue(
  db: Db,
  lettingId: number | null | undefined,
  moveOutDate: string | null,
  today: string,
): Promise<string[]> {
  if (!lettingId || !moveOutDate) return [];
  const letting = await db
    .selectFrom('vsuLettings')
    .select('dropOffDate')
    .where('lettingId', '=', lettingId)
    .executeTakeFirst();
  return letting ? rentPaymentsBeforeMoveOut(letting.dropOffDate, today, moveOutDate) : [];
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
  const [invoice, payment, basket, monthlyPayments] = await Promise.all([
    invoiceData(db, order),
    db
      .selectFrom('payments')
      .select(['amountPence', 'paymentIntentId', 'cardBrand', 'cardLast4'])
      .where('orderId', '=', orderId)
      .where('status', 'in', ['succeeded', 'refunded'])
      .orderBy('paymentId')
      .executeTakeFirst(),
    order.basketId === null ? undefined : getBasket(db, order.basketId),
    monthlyPaymentsOf(db, orderId),
  ]);
  const shown = toOrder(order, today);
  const rentDue =
    order.orderType === 'VSU_RETURN'
      ? await rentPaymentsDue(
          db,
          basket?.returnBasket?.vsuLettingId,
          basket?.returnBasket?.moveOutDate ?? null,
          today,
        )
      : [];
  // Every line the invoice has, its promotion too: the lines add up to the amount charged.
  const promotion =
    invoice.discount > 0
      ? [
          {
            description: basket?.promoCode ? `Promotion ${basket.promoCode}` : 'Promotion discount',
            quantity: 1,
            unitPrice: -invoice.discount,
            total: -invoice.discount,
          },
        ]
      : [];
  return {
    order: shown,
    lines: [...invoice.lines, ...promotion],
    charged: poundsFromPence(payment?.amountPence ?? 0),
    // The page still confirms the order and the amount when the card is not known.
    card:
      storedCard(payment?.cardBrand ?? null, payment?.cardLast4 ?? null) ??
      (await cardOfIntent(provider, payment?.paymentIntentId ?? null)),
    window: shown.timeWindow ?? null,
    addressText: basketAddressText(basket),
    hasLabels: order.orderType === 'BTB',
    hasMaterials: (basket?.materialBasket?.items.length ?? 0) > 0,
    materialsDeliveryDate: basket
      ? materialsDeliveryDay(basket, londonDate(order.orderDate))
      : null,
    rentPaymentsDue: rentDue,
    packingVisit: packingVisitOf(order.orderType, basket),
    monthlyPayments,
  };
}

/** The packers' visit a box order booked with it (before the collection), or null. */
export function packingVisitOf(
  orderType: OrderRecord['orderType'],
  basket: BasketRecord | undefined,
): OrderConfirmation['packingVisit'] {
  const timeslot = orderType === 'BTB' ? basket?.packingBasket?.timeslot : null;
  return timeslot
    ? { date: timeslot.doorstepDate, startHour: timeslot.startHour, endHour: timeslot.endHour }
    : null;
}
