import { render } from '@react-email/render';
import { type ComponentType, createElement } from 'react';
import { cardBrandSchema, maskedCardLabel } from '../../src/domain/cards.ts';
import { COMPANY } from '../../src/domain/company.ts';
import { formatDayMonth, prettyDay } from '../../src/domain/dates.ts';
import { billedThingLabel } from '../../src/domain/dunning.ts';
import { formatPrice } from '../../src/domain/format.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import { cancelledText, type OrderType, orderTypeLabel } from '../../src/domain/orders.ts';
import { shippingCountry } from '../../src/domain/shipping.ts';
import { timeslotLabel } from '../../src/domain/timeslots.ts';
import { getBasket } from '../baskets/repository.ts';
import { failedBill } from '../billing/dunning.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import type { ComposedMail, ComposedSms, NotifyEvent } from '../notify/events.ts';
import { basketAddressText } from '../orders/address.ts';
import { orderConfirmation, packingVisitOf } from '../orders/confirmation.ts';
import { type OrderRecord, openForChanges, selectOrders, toOrder } from '../orders/service.ts';
import { type PaymentProvider, PaymentProviderError } from '../payments/provider.ts';
import { supportSettings } from '../repositories/support.ts';
import { visitCalendarFile } from './ics.ts';
import { type MailContact, type MailFrame, siteLink } from './layout.tsx';
import { BoxProgress, boxProgressSubject } from './templates/box-progress.tsx';
import { EmailChanged, emailChangedSubject } from './templates/email-changed.tsx';
import {
  MonthlyPaymentFailed,
  monthlyPaymentFailedSubject,
} from './templates/monthly-payment-failed.tsx';
import { OrderCancelled, orderCancelledSubject } from './templates/order-cancelled.tsx';
import { OrderConfirmed, orderConfirmedSubject } from './templates/order-confirmed.tsx';
import { OrderRescheduled, orderRescheduledSubject } from './templates/order-rescheduled.tsx';
import { PasswordChanged, passwordChangedSubject } from './templates/password-changed.tsx';
import { ShipmentProgress, shipmentProgressSubject } from './templates/shipment-progress.tsx';
import { SupportReply, supportReplySubject } from './templates/support-reply.tsx';
import { VisitReminder, visitReminderSubject } from './templates/visit-reminder.tsx';
import {
  ADDRESS_LABELS,
  beforeTheDay,
  CONFIRMED_TITLES,
  cancelText,
  chargedText,
  type ShipmentDetails,
  type UnitDetails,
  VISIT_NAMES,
  visitWhenText,
} from './visits.ts';

/*
 * Each event's message, composed from the database as it is now: a retry says what is true
 * when it is sent, and an event whose subject has gone (an order since deleted, a reminder for
 * a visit since moved or cancelled) composes nothing. Amounts and lines come from the same
 * order code as the confirmation page and the invoice; words and dates from src/domain.
 */

export interface ComposeContext {
  /** The site's address (config PUBLIC_URL): every link is made from it, never a request's host. */
  publicUrl: string;
  now?: Date;
  /**
   * Asked for the card of a payment made before cards were stored with payments; without it
   * such a mail names no card.
   */
  provider?: PaymentProvider;
}

/**
 * How the text part lays out what the HTML shows in tables: the facts and the order lines as
 * columns, headings as written, and a phone number or address without its tel:/mailto: link.
 */
const TEXT_SELECTORS = [
  {
    selector: 'table.facts',
    format: 'dataTable',
    options: { colSpacing: 2, leadingLineBreaks: 1 },
  },
  {
    selector: 'table.lines',
    format: 'dataTable',
    options: { colSpacing: 3, leadingLineBreaks: 1 },
  },
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'h2', options: { uppercase: false } },
  { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
];

/** Renders a template to both parts. */
export async function renderMail<P extends object>(
  component: ComponentType<P>,
  props: P,
): Promise<{ html: string; text: string }> {
  const element = createElement(component, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: TEXT_SELECTORS } }),
  ]);
  return { html, text };
}

/** A provider that knows no payments: the card is then the one stored with the payment, or none. */
const NO_PROVIDER = new Proxy({} as PaymentProvider, {
  get: (_target, name) =>
    name === 'name'
      ? 'none'
      : () => Promise.reject(new PaymentProviderError('unavailable', 'No provider to ask')),
});

async function contactOf(db: Db): Promise<MailContact> {
  const settings = await supportSettings(db);
  return {
    phone: settings.customerServicesPhone || COMPANY.phone,
    email: settings.infoEmail || COMPANY.email,
    openingHours: settings.openingHours || '',
  };
}

interface Customer {
  customerId: number;
  email: string;
  firstName: string;
  mobilePhone: string;
  smsCommsEnabled: boolean;
}

async function customerOf(db: Db, customerId: number): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .select(['customerId', 'email', 'firstName', 'mobilePhone', 'smsCommsEnabled'])
    .where('customerId', '=', customerId)
    .executeTakeFirst();
}

async function frameOf(db: Db, customer: Customer, ctx: ComposeContext): Promise<MailFrame> {
  return { publicUrl: ctx.publicUrl, contact: await contactOf(db), firstName: customer.firstName };
}

async function orderOf(db: Db, orderId: number): Promise<OrderRecord | undefined> {
  return selectOrders(db).where('orders.orderId', '=', orderId).executeTakeFirst();
}

/** The drive-up unit an order drops off at or moves out of, with its site. */
async function unitOf(db: Db, order: OrderRecord): Promise<UnitDetails | null> {
  if (order.orderType !== 'VSU' && order.orderType !== 'VSU_RETURN') return null;
  const row = await db
    .selectFrom('vsuLettings as l')
    .innerJoin('vsuUnits as u', 'u.unitId', 'l.unitId')
    .innerJoin('vsuSites as s', 's.siteId', 'u.siteId')
    .select([
      's.name',
      's.addressLine1',
      's.town',
      's.postcode',
      's.accessHours',
      'u.unitNumber',
      'l.accessCode',
    ])
    .where(order.orderType === 'VSU' ? 'l.orderId' : 'l.moveOutOrderId', '=', order.orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    siteName: row.name,
    siteAddress: `${row.name}, ${row.addressLine1}, ${row.town} ${row.postcode}`,
    accessHours: row.accessHours,
    unitNumber: row.unitNumber,
    // The code is the customer's own from the moment the unit is booked.
    accessCode: order.orderType === 'VSU' ? row.accessCode : null,
  };
}

function countryName(code: string): string {
  return shippingCountry(code)?.name ?? code;
}

async function shipmentOf(db: Db, orderId: number): Promise<ShipmentDetails | null> {
  const row = await db
    .selectFrom('shipments')
    .select(['destination', 'dispatchDate', 'deliveryFrom', 'deliveredBy', 'collectedFrom'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    destination: `${row.destination.city}, ${countryName(row.destination.countryCode)}`,
    dispatchDate: row.dispatchDate,
    deliveryFrom: row.deliveryFrom,
    deliveredBy: row.deliveredBy,
    fromHome: row.collectedFrom !== null,
  };
}

/** The visit's calendar entry: one UID an order, so a change replaces the entry. */
function visitAttachment(
  ctx: ComposeContext,
  order: { orderId: number; orderType: OrderType },
  date: string | null,
  window: { startHour: number; endHour: number } | null | undefined,
  location: string | null,
  sequence: number,
): ComposedMail['attachments'] {
  if (!date || !window) return [];
  const visit = VISIT_NAMES[order.orderType];
  const link = siteLink(ctx, '/apps/orders');
  const content = visitCalendarFile({
    uid: `order-${order.orderId}@${new URL(ctx.publicUrl).hostname}`,
    date,
    startHour: window.startHour,
    endHour: window.endHour,
    title: `Boxroom ${visit} (order ${order.orderId})`,
    description: `Your Boxroom ${visit}, ${timeslotLabel(window)}. Order ${order.orderId}. Change or cancel it at ${link}`,
    location: location ?? undefined,
    url: link,
    sequence,
  });
  return [
    {
      filename: `boxroom-order-${order.orderId}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content,
    },
  ];
}

/** The address a visit is at: the basket's, or the storage site for a drive-up unit. */
function visitAddress(addressText: string | null, unit: UnitDetails | null): string | null {
  return unit ? unit.siteAddress : addressText;
}

async function composeOrderConfirmed(
  db: Db,
  order: OrderRecord,
  customer: Customer,
  ctx: ComposeContext,
  today: string,
): Promise<ComposedMail> {
  const [confirmation, unit, shipment, frame] = await Promise.all([
    orderConfirmation(db, ctx.provider ?? NO_PROVIDER, order.customerId, order.orderId, today),
    unitOf(db, order),
    order.orderType === 'SHIPPING' ? shipmentOf(db, order.orderId) : null,
    frameOf(db, customer, ctx),
  ]);
  const shown = confirmation.order;
  const type = shown.orderType;
  const address = visitAddress(confirmation.addressText, unit);
  const props = {
    frame,
    orderId: shown.orderId,
    title: CONFIRMED_TITLES[type],
    typeLabel: orderTypeLabel(type),
    placedOn: prettyDay(londonDate(order.orderDate)),
    lines: confirmation.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: formatPrice(line.total),
    })),
    totalText: formatPrice(shown.total),
    chargedText: chargedText(confirmation.charged, confirmation.card),
    whenLabel: type === 'SHIPPING' && shipment && !shipment.fromHome ? 'Leaves our store' : 'When',
    whenText: visitWhenText(shown.serviceDate, confirmation.window),
    addressLabel: ADDRESS_LABELS[type],
    addressText: address,
    steps: beforeTheDay(confirmation, { unit, shipment }),
    cancelText: cancelText(shown),
    link: siteLink(ctx, `/apps/order-success?orderId=${shown.orderId}`),
  };
  return {
    recipient: customer.email,
    subject: orderConfirmedSubject(props),
    ...(await renderMail(OrderConfirmed, props)),
    attachments: visitAttachment(ctx, shown, shown.serviceDate, confirmation.window, address, 0),
  };
}

async function composeOrderRescheduled(
  db: Db,
  order: OrderRecord,
  customer: Customer,
  ctx: ComposeContext,
  today: string,
  now: Date,
): Promise<ComposedMail | null> {
  const shown = toOrder(order, today);
  const whenText = visitWhenText(shown.serviceDate, shown.timeWindow);
  if (shown.isOrderCancelled || !whenText) return null;
  const [frame, unit, basketAddress] = await Promise.all([
    frameOf(db, customer, ctx),
    unitOf(db, order),
    addressOfOrder(db, order),
  ]);
  const address = visitAddress(basketAddress, unit);
  const props = {
    frame,
    orderId: shown.orderId,
    visitName: VISIT_NAMES[shown.orderType],
    whenText,
    addressLabel: ADDRESS_LABELS[shown.orderType],
    addressText: address,
    changeUntil: cancelText(shown),
    link: siteLink(ctx, '/apps/orders'),
  };
  return {
    recipient: customer.email,
    subject: orderRescheduledSubject(props),
    ...(await renderMail(OrderRescheduled, props)),
    // A later SEQUENCE makes calendars replace the first entry with this one.
    attachments: visitAttachment(
      ctx,
      shown,
      shown.serviceDate,
      shown.timeWindow,
      address,
      Math.floor(now.getTime() / 1000),
    ),
  };
}

/** The order's address as its confirmation shows it. */
async function addressOfOrder(db: Db, order: OrderRecord): Promise<string | null> {
  return basketAddressText(
    order.linkedBasketId === null ? undefined : await getBasket(db, order.linkedBasketId),
  );
}

async function composeOrderCancelled(
  db: Db,
  order: OrderRecord,
  customer: Customer,
  ctx: ComposeContext,
  today: string,
): Promise<ComposedMail | null> {
  const shown = toOrder(order, today);
  if (!shown.isOrderCancelled) return null;
  const refund = shown.refund ?? null;
  const props = {
    frame: await frameOf(db, customer, ctx),
    orderId: shown.orderId,
    typeLabel: orderTypeLabel(shown.orderType),
    whenText: visitWhenText(shown.serviceDate, null),
    refundAmount: refund && refund.amount > 0 ? formatPrice(refund.amount) : null,
    refundCard: refund?.card ? maskedCardLabel(refund.card) : null,
    refundText: `${cancelledText(shown)}.`,
    link: siteLink(ctx, '/apps/orders'),
  };
  return {
    recipient: customer.email,
    subject: orderCancelledSubject(props),
    ...(await renderMail(OrderCancelled, props)),
  };
}

async function composeVisitReminder(
  db: Db,
  order: OrderRecord,
  customer: Customer,
  ctx: ComposeContext,
  date: string,
  today: string,
): Promise<ComposedMail | null> {
  const shown = toOrder(order, today);
  // Moved or cancelled since the reminder was planned: the visit it was for is no more.
  if (shown.isOrderCancelled || shown.serviceDate !== date) return null;
  const [frame, unit, basketAddress, basket] = await Promise.all([
    frameOf(db, customer, ctx),
    unitOf(db, order),
    addressOfOrder(db, order),
    order.orderType === 'BTB' && order.basketId !== null
      ? getBasket(db, order.basketId)
      : undefined,
  ]);
  const address = visitAddress(basketAddress, unit);
  const shipment = shown.orderType === 'SHIPPING' ? await shipmentOf(db, order.orderId) : null;
  const props = {
    frame,
    orderId: shown.orderId,
    visitName: VISIT_NAMES[shown.orderType],
    dayText: prettyDay(date),
    windowText: shown.timeWindow ? timeslotLabel(shown.timeWindow) : null,
    addressLabel: ADDRESS_LABELS[shown.orderType],
    addressText: address,
    steps: beforeTheDay(
      // The materials came before; the day itself is the collection.
      {
        order: shown,
        hasLabels: shown.orderType === 'BTB',
        hasMaterials: false,
        // Booked packers pack on their own day, before this one: the customer does not.
        packingVisit: packingVisitOf(order.orderType, basket),
      },
      { unit, shipment },
    ),
    changeable: shown.isOrderEditable && openForChanges(order, today),
    link: siteLink(ctx, '/apps/orders'),
  };
  return {
    recipient: customer.email,
    subject: visitReminderSubject(props),
    ...(await renderMail(VisitReminder, props)),
    attachments: visitAttachment(ctx, shown, date, shown.timeWindow, address, 0),
  };
}

/** The statuses a box is in once each step has happened (src/domain/boxes.ts BOX_STATUSES). */
const BOX_STATUSES_AFTER: Record<
  Extract<NotifyEvent, { kind: 'box.progress' }>['status'],
  readonly string[]
> = {
  collected: ['InTransitToLoveSpace', 'WithLoveSpaceHoldIn', 'WithLoveSpace'],
  inStorage: ['WithLoveSpace', 'WithLoveSpaceDueOut', 'WithLoveSpaceHoldOut'],
  outForDelivery: ['InTransitToCustomer', 'WithCustomer'],
  delivered: ['WithCustomer'],
};

async function composeBoxProgress(
  db: Db,
  event: Extract<NotifyEvent, { kind: 'box.progress' }>,
  ctx: ComposeContext,
): Promise<ComposedMail | null> {
  const box = await db
    .selectFrom('boxes')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
    .select([
      'boxes.boxId',
      'boxes.customerId',
      'boxes.boxDescription',
      'boxes.status',
      'boxTypes.name',
    ])
    .select((eb) => [
      eb
        .selectFrom('orderBoxes')
        .select('orderBoxes.orderId')
        .whereRef('orderBoxes.boxId', '=', 'boxes.boxId')
        .orderBy('orderBoxes.orderId', 'desc')
        .limit(1)
        .as('orderId'),
      eb
        .selectFrom('boxImages')
        .select((inner) => inner.fn.countAll<string | number>().as('photos'))
        .whereRef('boxImages.boxId', '=', 'boxes.boxId')
        .as('photos'),
    ])
    .where('boxes.boxId', '=', event.boxId)
    .executeTakeFirst();
  // A box since moved on tells of where it is now, in its own mail; this one is stale.
  if (!box || !BOX_STATUSES_AFTER[event.status].includes(box.status)) return null;
  const customer = await customerOf(db, box.customerId);
  if (!customer) return null;
  const props = {
    frame: await frameOf(db, customer, ctx),
    status: event.status,
    boxName: box.boxDescription ? `${box.name} · ${box.boxDescription}` : box.name,
    boxId: box.boxId,
    orderId: box.orderId ?? null,
    hasPhoto: Number(box.photos ?? 0) > 0,
    link: siteLink(ctx, '/apps/my-stuff'),
  };
  return {
    recipient: customer.email,
    subject: boxProgressSubject(props),
    ...(await renderMail(BoxProgress, props)),
  };
}

async function composeShipmentProgress(
  db: Db,
  event: Extract<NotifyEvent, { kind: 'shipment.progress' }>,
  ctx: ComposeContext,
): Promise<ComposedMail | null> {
  const shipment = await db
    .selectFrom('shipments')
    .select(['orderId', 'customerId', 'cancelled', 'destination', 'deliveryFrom', 'deliveredBy'])
    .select((eb) =>
      eb
        .selectFrom('shipmentBoxes')
        .select((inner) => inner.fn.countAll<string | number>().as('items'))
        .whereRef('shipmentBoxes.orderId', '=', 'shipments.orderId')
        .as('items'),
    )
    .where('orderId', '=', event.shipmentId)
    .executeTakeFirst();
  if (!shipment || shipment.cancelled) return null;
  const customer = await customerOf(db, shipment.customerId);
  if (!customer) return null;
  const props = {
    frame: await frameOf(db, customer, ctx),
    status: event.status,
    orderId: shipment.orderId,
    destination: `${shipment.destination.city}, ${countryName(shipment.destination.countryCode)}`,
    items: Number(shipment.items ?? 0),
    arrivalText:
      event.status === 'dispatched'
        ? `${prettyDay(shipment.deliveryFrom)} to ${prettyDay(shipment.deliveredBy)}`
        : prettyDay(londonDate(ctx.now ?? new Date())),
    link: siteLink(ctx, '/apps/my-stuff'),
  };
  return {
    recipient: customer.email,
    subject: shipmentProgressSubject(props),
    ...(await renderMail(ShipmentProgress, props)),
  };
}

async function composeSupportReply(
  db: Db,
  event: Extract<NotifyEvent, { kind: 'support.reply' }>,
  ctx: ComposeContext,
): Promise<ComposedMail | null> {
  const message = await db
    .selectFrom('supportMessages as m')
    .innerJoin('supportConversations as c', 'c.supportConversationId', 'm.supportConversationId')
    .select(['m.author', 'm.authorName', 'm.body', 'c.customerId', 'c.subject', 'c.orderId'])
    .where('m.supportMessageId', '=', event.messageId)
    .where('m.supportConversationId', '=', event.conversationId)
    .executeTakeFirst();
  if (message?.author !== 'staff') return null;
  const customer = await customerOf(db, message.customerId);
  if (!customer) return null;
  const props = {
    frame: await frameOf(db, customer, ctx),
    conversationSubject: message.subject,
    from: message.authorName ? `${message.authorName} from Boxroom` : 'Boxroom customer services',
    body: message.body,
    orderId: message.orderId,
    link: siteLink(ctx, '/contact'),
  };
  return {
    recipient: customer.email,
    subject: supportReplySubject(props),
    ...(await renderMail(SupportReply, props)),
  };
}

/**
 * A monthly bill's failed attempt. Nothing when the bill has been paid since, or a later
 * attempt has been made (its own mail says what is so then).
 */
async function composeBillingFailed(
  db: Db,
  event: Extract<NotifyEvent, { kind: 'billing.failed' }>,
  ctx: ComposeContext,
): Promise<ComposedMail | null> {
  const bill = await failedBill(db, event.billId);
  if (!bill?.stillOwed || bill.attempt !== event.attempt) return null;
  const customer = await customerOf(db, bill.customerId);
  if (!customer) return null;
  const brand = cardBrandSchema.safeParse(bill.card.brand);
  const props = {
    frame: await frameOf(db, customer, ctx),
    thingText: billedThingLabel(bill.thing),
    amount: formatPrice(poundsFromPence(bill.amountPence)),
    periodText: `${formatDayMonth(bill.periodStart)} to ${formatDayMonth(bill.periodEnd)}`,
    cardText:
      brand.success && bill.card.last4
        ? maskedCardLabel({ brand: brand.data, last4: bill.card.last4 })
        : null,
    nextAttemptText: bill.nextAttemptOn ? prettyDay(bill.nextAttemptOn) : null,
    link: siteLink(ctx, '/apps/payments'),
  };
  return {
    recipient: customer.email,
    subject: monthlyPaymentFailedSubject(props),
    ...(await renderMail(MonthlyPaymentFailed, props)),
  };
}

/** '27 November 2026 at 11:52am', on the London clock. */
function londonMoment(now: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(now)
    .replace(/\s/g, '')
    .toLowerCase();
  return `${prettyDay(londonDate(now))} at ${time} (UK time)`;
}

/**
 * The message for an event, or null when what it tells of is no longer so (the order, box,
 * message or account is gone, or the visit was moved or cancelled since).
 */
export async function composeMail(
  db: Db,
  event: NotifyEvent,
  ctx: ComposeContext,
): Promise<ComposedMail | null> {
  const now = ctx.now ?? new Date();
  const today = londonDate(now);
  switch (event.kind) {
    case 'order.confirmed':
    case 'order.rescheduled':
    case 'order.cancelled':
    case 'visit.reminder': {
      const order = await orderOf(db, event.orderId);
      if (!order) return null;
      const customer = await customerOf(db, order.customerId);
      if (!customer) return null;
      if (event.kind === 'order.confirmed') {
        // Cancelled before its confirmation went: the cancellation mail says what is so.
        if (order.isOrderCancelled) return null;
        return composeOrderConfirmed(db, order, customer, ctx, today);
      }
      if (event.kind === 'order.rescheduled') {
        return composeOrderRescheduled(db, order, customer, ctx, today, now);
      }
      if (event.kind === 'order.cancelled') {
        return composeOrderCancelled(db, order, customer, ctx, today);
      }
      return composeVisitReminder(db, order, customer, ctx, event.date, today);
    }
    case 'box.progress':
      return composeBoxProgress(db, event, ctx);
    case 'shipment.progress':
      return composeShipmentProgress(db, event, ctx);
    case 'support.reply':
      return composeSupportReply(db, event, ctx);
    case 'account.emailChanged': {
      const customer = await customerOf(db, event.customerId);
      if (!customer) return null;
      const props = {
        frame: await frameOf(db, customer, ctx),
        oldEmail: event.oldEmail,
        newEmail: event.newEmail,
        link: siteLink(ctx, '/apps/account'),
      };
      return {
        recipient: event.newEmail,
        cc: [event.oldEmail],
        subject: emailChangedSubject(),
        ...(await renderMail(EmailChanged, props)),
      };
    }
    case 'billing.failed':
      return composeBillingFailed(db, event, ctx);
    case 'account.passwordChanged': {
      const customer = await customerOf(db, event.customerId);
      if (!customer) return null;
      const props = {
        frame: await frameOf(db, customer, ctx),
        changedAt: londonMoment(now),
        link: siteLink(ctx, '/apps/signin'),
      };
      return {
        recipient: customer.email,
        subject: passwordChangedSubject(),
        ...(await renderMail(PasswordChanged, props)),
      };
    }
  }
}

/**
 * The day-before reminder as a text message, for a customer who asked for texts
 * (`smsCommsEnabled`) and gave a mobile number; null otherwise, or when the visit is no more.
 */
export async function composeSms(
  db: Db,
  event: NotifyEvent,
  ctx?: Pick<ComposeContext, 'publicUrl' | 'now'>,
): Promise<ComposedSms | null> {
  if (event.kind !== 'visit.reminder') return null;
  const order = await orderOf(db, event.orderId);
  if (!order) return null;
  const customer = await customerOf(db, order.customerId);
  if (!customer?.smsCommsEnabled || !customer.mobilePhone) return null;
  const shown = toOrder(order, londonDate(ctx?.now ?? new Date()));
  if (shown.isOrderCancelled || shown.serviceDate !== event.date) return null;
  const window = shown.timeWindow ? `, ${timeslotLabel(shown.timeWindow)}` : '';
  const today = londonDate(ctx?.now ?? new Date());
  const change =
    ctx && shown.isOrderEditable && openForChanges(order, today)
      ? ` Change it by 11:59pm tonight: ${siteLink(ctx, '/apps/orders')}`
      : '';
  return {
    to: customer.mobilePhone,
    body: `Boxroom: your ${VISIT_NAMES[shown.orderType]} is tomorrow, ${prettyDay(event.date)}${window} (order ${shown.orderId}).${change}`,
  };
}
