import { type ChargedCard, maskedCardLabel } from '../../src/domain/cards.ts';
import { prettyDay } from '../../src/domain/dates.ts';
import { moveOutRentText } from '../../src/domain/driveUp.ts';
import { formatPrice } from '../../src/domain/format.ts';
import {
  cancellationPolicyText,
  type OrderConfirmation,
  type OrderType,
} from '../../src/domain/orders.ts';
import { timeslotBetweenText } from '../../src/domain/timeslots.ts';

/*
 * The words for a booked visit, by order type: what the visit is called, what the address is
 * to it, what the customer does before the day. Pure, so the preview and the tests read the
 * same sentences the mail does.
 */

/** What the customer books us (or themselves) to do on the day. */
export const VISIT_NAMES: Record<OrderType, string> = {
  BTB: 'collection',
  BTB_RETURN: 'return delivery',
  BTB_MATERIALS: 'materials delivery',
  COLLECTION: 'collection',
  MATERIALS: 'materials delivery',
  PACKING: 'packing visit',
  VSU: 'drop-off',
  VSU_RETURN: 'move-out',
  SHIPPING: 'shipment',
};

/** The heading of an order's confirmation, as the order-success page puts it. */
export const CONFIRMED_TITLES: Record<OrderType, string> = {
  BTB: 'Your storage order is confirmed',
  BTB_RETURN: 'Your return is booked',
  BTB_MATERIALS: 'Your packing materials are ordered',
  COLLECTION: 'Your collection is booked',
  MATERIALS: 'Your packing materials are ordered',
  PACKING: 'Your packers are booked',
  VSU: 'Your storage unit is booked',
  VSU_RETURN: 'Your move-out is booked',
  SHIPPING: 'Your shipment is booked',
};

/** How the address reads for the visit. */
export const ADDRESS_LABELS: Record<OrderType, string> = {
  BTB: 'Collecting from',
  BTB_RETURN: 'Delivering to',
  BTB_MATERIALS: 'Delivering to',
  COLLECTION: 'Collecting from',
  MATERIALS: 'Delivering to',
  PACKING: 'Packing at',
  VSU: 'Storage site',
  VSU_RETURN: 'Storage site',
  SHIPPING: 'Collecting from',
};

/** 'Friday 4th December, between 8am and 1pm'; the day alone while no window is booked. */
export function visitWhenText(
  serviceDate: string | null,
  window: { startHour: number; endHour: number } | null | undefined,
): string | null {
  if (!serviceDate) return null;
  return window
    ? `${prettyDay(serviceDate)}, ${timeslotBetweenText(window)}`
    : prettyDay(serviceDate);
}

/** '£64.00 charged to Visa •••• 4242', as the order-success page says it. */
export function chargedText(charged: number, card: ChargedCard | null): string {
  if (charged <= 0) return 'Nothing was charged for this order.';
  return `${formatPrice(charged)} charged${card ? ` to ${maskedCardLabel(card)}` : ''}.`;
}

/** What a drive-up order adds: the site, and the unit's access code once it is set. */
export interface UnitDetails {
  siteName: string;
  siteAddress: string;
  accessHours: string;
  unitNumber: string | null;
  accessCode: string | null;
}

/** What a shipment adds: where it goes and when it arrives. */
export interface ShipmentDetails {
  destination: string;
  dispatchDate: string;
  deliveryFrom: string;
  deliveredBy: string;
  fromHome: boolean;
}

/** What to do before the day, by order type (the order-success page's "What happens next"). */
export function beforeTheDay(
  confirmation: Pick<OrderConfirmation, 'order' | 'hasLabels' | 'hasMaterials'> &
    Partial<Pick<OrderConfirmation, 'materialsDeliveryDate' | 'packingVisit' | 'rentPaymentsDue'>>,
  extra: { unit?: UnitDetails | null; shipment?: ShipmentDetails | null } = {},
): string[] {
  const { order, materialsDeliveryDate, packingVisit } = confirmation;
  const boxes = order.numberOfItems === 1 ? 'your box' : `your ${order.numberOfItems} boxes`;
  switch (order.orderType) {
    case 'BTB':
    case 'COLLECTION':
      return [
        ...(materialsDeliveryDate
          ? [`We deliver your packing materials on ${prettyDay(materialsDeliveryDate)}.`]
          : confirmation.hasMaterials
            ? ['We deliver your packing materials before your collection day.']
            : []),
        'Print your box labels from this order in Orders, and stick one on each box.',
        packingVisit
          ? `Our packers come on ${prettyDay(packingVisit.date)}, ${timeslotBetweenText(packingVisit)}, and pack everything into boxes (25 kg at most each), labelled.`
          : 'Pack your boxes (25 kg at most each) and tape them shut.',
        'Have everything ready by the door when the window starts; the driver calls on the way.',
      ];
    case 'BTB_RETURN':
      return [
        `Someone needs to be in to take ${boxes}; the driver calls on the way.`,
        'Clear a space near the door for them.',
      ];
    case 'BTB_MATERIALS':
    case 'MATERIALS':
      return ['Someone needs to be in to take the delivery; the driver calls on the way.'];
    case 'PACKING':
      return [
        'Our packers bring the boxes and tape, pack everything and label each box.',
        'Show them what goes, and keep aside anything you need on the day.',
        'Let us know about parking or access (a lift, stairs) by replying in the chat.',
      ];
    case 'VSU': {
      const unit = extra.unit;
      return [
        unit?.accessCode
          ? `Your unit${unit.unitNumber ? ` ${unit.unitNumber}` : ''}'s access code is ${unit.accessCode}: keep it to yourself.`
          : 'Your unit number and access code are in My stuff, under Storage units, from your drop-off day.',
        `Drive up during the site's access hours${unit?.accessHours ? ` (${unit.accessHours})` : ''} and bring a padlock for your unit.`,
        'Bring photo ID the first time you visit.',
      ];
    }
    case 'VSU_RETURN':
      return [
        'Have your unit empty by the end of the day, and take your padlock with you.',
        moveOutRentText(confirmation.rentPaymentsDue ?? []),
      ];
    case 'SHIPPING': {
      const shipment = extra.shipment;
      const arrival = shipment
        ? `It should arrive in ${shipment.destination} between ${prettyDay(shipment.deliveryFrom)} and ${prettyDay(shipment.deliveredBy)}.`
        : null;
      return shipment?.fromHome === false
        ? [
            'Nothing to do: your boxes leave our store on the day, with the commercial invoice for customs.',
            ...(arrival ? [arrival] : []),
          ]
        : [
            'Print the labels and the commercial invoice from My stuff, under Shipped: a label on each item, the invoice in the first.',
            'Have the items packed and by the door when the window starts.',
            ...(arrival ? [arrival] : []),
          ];
    }
  }
}

/** How to cancel, and until when (server/orders/service.ts openForChanges), or null if it cannot be. */
export function cancelText(
  order: Pick<
    OrderConfirmation['order'],
    'serviceDate' | 'total' | 'orderType' | 'isOrderCancellable'
  >,
): string | null {
  if (!order.isOrderCancellable) return null;
  return cancellationPolicyText(order);
}
