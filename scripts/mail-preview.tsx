// Renders every mail template with sample data into .data/mail-preview/: one HTML page per
// template (and per order type for the confirmation), the plain-text part beside it, and an
// index.html linking them all. With --screens, also screenshots of each at 390 and 1280 px
// into docs/screens/mail/ (Chromium at /usr/bin/chromium, or CHROMIUM_PATH).
// Usage: npm run mail:preview [-- --out DIR] [-- --screens]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { ComponentType } from 'react';
import { renderMail } from '../server/mail/compose.ts';
import { type MailFrame, siteLink } from '../server/mail/layout.tsx';
import { BoxProgress, boxProgressSubject } from '../server/mail/templates/box-progress.tsx';
import { EmailChanged, emailChangedSubject } from '../server/mail/templates/email-changed.tsx';
import {
  MonthlyPaymentFailed,
  monthlyPaymentFailedSubject,
} from '../server/mail/templates/monthly-payment-failed.tsx';
import {
  OrderCancelled,
  orderCancelledSubject,
} from '../server/mail/templates/order-cancelled.tsx';
import {
  OrderConfirmed,
  type OrderConfirmedMail,
  orderConfirmedSubject,
} from '../server/mail/templates/order-confirmed.tsx';
import {
  OrderRescheduled,
  orderRescheduledSubject,
} from '../server/mail/templates/order-rescheduled.tsx';
import {
  PasswordChanged,
  passwordChangedSubject,
} from '../server/mail/templates/password-changed.tsx';
import {
  ShipmentProgress,
  shipmentProgressSubject,
} from '../server/mail/templates/shipment-progress.tsx';
import { SupportReply, supportReplySubject } from '../server/mail/templates/support-reply.tsx';
import { VisitReminder, visitReminderSubject } from '../server/mail/templates/visit-reminder.tsx';
import {
  ADDRESS_LABELS,
  beforeTheDay,
  CONFIRMED_TITLES,
  cancelText,
  chargedText,
  VISIT_NAMES,
  visitWhenText,
} from '../server/mail/visits.ts';
import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from '../src/domain/contact.ts';
import { prettyDay } from '../src/domain/dates.ts';
import { formatPrice } from '../src/domain/format.ts';
import { type OrderConfirmation, type OrderType, orderTypeLabel } from '../src/domain/orders.ts';
import { escapeHtml } from '../src/domain/pageHead.ts';
import { timeslotLabel } from '../src/domain/timeslots.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outFlag = process.argv.indexOf('--out');
const outDir = path.resolve(
  outFlag > 0 ? (process.argv[outFlag + 1] ?? '') : path.join(root, '.data/mail-preview'),
);

const frame: MailFrame = {
  publicUrl: 'http://localhost:5173',
  contact: {
    phone: CUSTOMER_SERVICES_PHONE,
    email: INFO_EMAIL,
    openingHours: 'Monday to Friday 8am to 8pm, Saturday 9am to 5pm',
  },
  firstName: 'Alex',
};

const HOME = '12 Rectory Grove, London SW4 0DX';
const SITE = 'Boxroom Park Royal, 3 Abbey Road, London NW10 7SJ';
const FRIDAY = '2026-12-04';
const MORNING = { startHour: 8, endHour: 13 };
const CARD = { brand: 'visa' as const, last4: '4242' };

interface SampleOrder {
  orderType: OrderType;
  name: string;
  lines: { description: string; quantity: number; total: number }[];
  window: { startHour: number; endHour: number } | null;
  address: string;
  items?: number;
  hasMaterials?: boolean;
  extra?: Parameters<typeof beforeTheDay>[1];
}

const SHIPMENT = {
  destination: 'Lyon, France',
  dispatchDate: FRIDAY,
  deliveryFrom: '2026-12-09',
  deliveredBy: '2026-12-11',
};

const ORDERS: SampleOrder[] = [
  {
    orderType: 'BTB',
    name: 'box-storage',
    lines: [
      { description: 'Medium box, 3 months of storage', quantity: 2, total: 38 },
      { description: 'Suitcase, 3 months of storage', quantity: 1, total: 24 },
      { description: 'Collection', quantity: 1, total: 0 },
    ],
    window: MORNING,
    address: HOME,
    items: 3,
    hasMaterials: true,
  },
  {
    orderType: 'BTB_RETURN',
    name: 'return',
    lines: [{ description: 'Return delivery of 3 boxes', quantity: 1, total: 29 }],
    window: { startHour: 12, endHour: 18 },
    address: HOME,
    items: 3,
  },
  {
    orderType: 'COLLECTION',
    name: 'collection',
    lines: [{ description: 'Collection of 2 boxes', quantity: 1, total: 15 }],
    window: MORNING,
    address: HOME,
    items: 2,
  },
  {
    orderType: 'MATERIALS',
    name: 'materials',
    lines: [
      { description: 'Medium box (flat-packed)', quantity: 10, total: 25 },
      { description: 'Packing tape', quantity: 2, total: 5 },
    ],
    window: { startHour: 12, endHour: 18 },
    address: HOME,
  },
  {
    orderType: 'PACKING',
    name: 'packing',
    lines: [{ description: 'Packing service, up to 20 boxes', quantity: 1, total: 180 }],
    window: MORNING,
    address: HOME,
  },
  {
    orderType: 'VSU',
    name: 'drive-up-unit',
    lines: [{ description: '35 sq ft unit, first month', quantity: 1, total: 89.5 }],
    window: null,
    address: SITE,
    extra: {
      unit: {
        siteName: 'Boxroom Park Royal',
        siteAddress: SITE,
        accessHours: '6am to 10pm, every day',
        unitNumber: 'B-112',
        accessCode: '402719',
      },
    },
  },
  {
    orderType: 'VSU_RETURN',
    name: 'move-out',
    lines: [{ description: 'Move-out of unit B-112', quantity: 1, total: 0 }],
    window: null,
    address: SITE,
  },
  {
    orderType: 'SHIPPING',
    name: 'shipping-from-storage',
    lines: [{ description: 'Shipping 2 boxes to France', quantity: 1, total: 118 }],
    window: null,
    address: '',
    items: 2,
    extra: { shipment: { ...SHIPMENT, fromHome: false } },
  },
  {
    orderType: 'SHIPPING',
    name: 'shipping-from-home',
    lines: [
      { description: 'Shipping 2 items to France, collected from home', quantity: 1, total: 142 },
    ],
    window: MORNING,
    address: HOME,
    items: 2,
    extra: { shipment: { ...SHIPMENT, fromHome: true } },
  },
];

function confirmedMail(sample: SampleOrder, orderId: number): OrderConfirmedMail {
  const total = sample.lines.reduce((sum, line) => sum + line.total, 0);
  const order = {
    orderId,
    orderType: sample.orderType,
    serviceDate: FRIDAY,
    total,
    numberOfItems: sample.items ?? 0,
    isOrderCancellable: true,
  } as OrderConfirmation['order'];
  const fromStore = sample.extra?.shipment?.fromHome === false;
  return {
    frame,
    orderId,
    title: CONFIRMED_TITLES[sample.orderType],
    typeLabel: orderTypeLabel(sample.orderType),
    placedOn: prettyDay('2026-12-01'),
    lines: sample.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: formatPrice(line.total),
    })),
    totalText: formatPrice(total),
    chargedText: chargedText(total, CARD),
    whenLabel: fromStore ? 'Leaves our store' : 'When',
    whenText: visitWhenText(FRIDAY, sample.window),
    addressLabel: ADDRESS_LABELS[sample.orderType],
    addressText: sample.address || null,
    steps: beforeTheDay(
      { order, hasLabels: sample.orderType === 'BTB', hasMaterials: sample.hasMaterials ?? false },
      sample.extra,
    ),
    cancelText: cancelText(order),
    link: siteLink(frame, `/apps/order-success?orderId=${orderId}`),
  };
}

interface Preview<P extends object> {
  name: string;
  title: string;
  component: ComponentType<P>;
  props: P;
  subject: (props: P) => string;
}

function preview<P extends object>(entry: Preview<P>): Preview<object> {
  return entry as unknown as Preview<object>;
}

const previews: Preview<object>[] = [
  ...ORDERS.map((sample, index) =>
    preview({
      name: `order-confirmed-${sample.name}`,
      title: `Order confirmation: ${sample.name.replace(/-/g, ' ')}`,
      component: OrderConfirmed,
      props: confirmedMail(sample, 1040 + index),
      subject: orderConfirmedSubject,
    }),
  ),
  preview({
    name: 'order-rescheduled',
    title: 'Change of day or window',
    component: OrderRescheduled,
    props: {
      frame,
      orderId: 1040,
      visitName: VISIT_NAMES.BTB,
      whenText: visitWhenText('2026-12-08', { startHour: 12, endHour: 18 }) ?? '',
      addressLabel: ADDRESS_LABELS.BTB,
      addressText: HOME,
      changeUntil: cancelText({
        orderType: 'BTB',
        serviceDate: '2026-12-08',
        total: 62,
        isOrderCancellable: true,
      }),
      link: siteLink(frame, '/apps/orders'),
    },
    subject: orderRescheduledSubject,
  }),
  preview({
    name: 'order-cancelled',
    title: 'Cancellation with refund',
    component: OrderCancelled,
    props: {
      frame,
      orderId: 1040,
      typeLabel: orderTypeLabel('BTB'),
      whenText: prettyDay(FRIDAY),
      refundAmount: formatPrice(62),
      refundCard: 'Visa •••• 4242',
      refundText: 'Cancelled · £62.00 refunded to Visa •••• 4242.',
      link: siteLink(frame, '/apps/orders'),
    },
    subject: orderCancelledSubject,
  }),
  preview({
    name: 'visit-reminder',
    title: 'Day-before reminder',
    component: VisitReminder,
    props: {
      frame,
      orderId: 1040,
      visitName: VISIT_NAMES.BTB,
      dayText: prettyDay(FRIDAY),
      windowText: timeslotLabel(MORNING),
      addressLabel: ADDRESS_LABELS.BTB,
      addressText: HOME,
      steps: beforeTheDay({
        order: {
          orderType: 'BTB',
          numberOfItems: 3,
        } as OrderConfirmation['order'],
        hasLabels: true,
        hasMaterials: false,
      }),
      changeable: true,
      link: siteLink(frame, '/apps/orders'),
    },
    subject: visitReminderSubject,
  }),
  ...(['collected', 'inStorage', 'outForDelivery', 'delivered'] as const).map((status) =>
    preview({
      name: `box-${status.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      title: `Box progress: ${status}`,
      component: BoxProgress,
      props: {
        frame,
        status,
        boxName: 'Medium box · Winter clothes',
        boxId: 5521,
        orderId: 1040,
        hasPhoto: true,
        link: siteLink(frame, '/apps/my-stuff'),
      },
      subject: boxProgressSubject,
    }),
  ),
  ...(['dispatched', 'delivered'] as const).map((status) =>
    preview({
      name: `shipment-${status}`,
      title: `Shipment ${status}`,
      component: ShipmentProgress,
      props: {
        frame,
        status,
        orderId: 1047,
        destination: 'Lyon, France',
        items: 2,
        arrivalText:
          status === 'dispatched'
            ? `${prettyDay('2026-12-09')} to ${prettyDay('2026-12-11')}`
            : prettyDay('2026-12-10'),
        link: siteLink(frame, '/apps/my-stuff'),
      },
      subject: shipmentProgressSubject,
    }),
  ),
  preview({
    name: 'support-reply',
    title: 'Staff reply in the support chat',
    component: SupportReply,
    props: {
      frame,
      conversationSubject: 'Parking for the collection',
      from: 'Sam from Boxroom',
      body: 'Hi Alex, thanks for letting us know. Our driver will park on Rectory Grove and call you ten minutes before arriving.',
      orderId: 1040,
      link: siteLink(frame, '/contact'),
    },
    subject: supportReplySubject,
  }),
  preview({
    name: 'email-changed',
    title: 'E-mail address changed',
    component: EmailChanged,
    props: {
      frame,
      oldEmail: 'alex@old.example',
      newEmail: 'alex@new.example',
      link: siteLink(frame, '/apps/account'),
    },
    subject: emailChangedSubject,
  }),
  ...[
    {
      name: 'monthly-payment-failed',
      title: 'Monthly payment failed',
      next: 'Thursday 7th January',
    },
    { name: 'monthly-payment-arrears', title: 'Monthly payment failed: last try', next: null },
  ].map(({ name, title, next }) =>
    preview({
      name,
      title,
      component: MonthlyPaymentFailed,
      props: {
        frame,
        thingText: 'box storage (order 1040)',
        amount: formatPrice(27),
        periodText: '4th January to 4th February',
        cardText: 'Visa •••• 0341',
        nextAttemptText: next,
        link: siteLink(frame, '/apps/payments'),
      },
      subject: monthlyPaymentFailedSubject,
    }),
  ),
  preview({
    name: 'password-changed',
    title: 'Password changed',
    component: PasswordChanged,
    props: {
      frame,
      changedAt: 'Friday 27th November at 11:52am (UK time)',
      link: siteLink(frame, '/apps/signin'),
    },
    subject: passwordChangedSubject,
  }),
];

await mkdir(outDir, { recursive: true });
const rows: string[] = [];
for (const entry of previews) {
  const { html, text } = await renderMail(entry.component, entry.props);
  await writeFile(path.join(outDir, `${entry.name}.html`), html);
  await writeFile(path.join(outDir, `${entry.name}.txt`), text);
  rows.push(
    `<li><a href="${entry.name}.html">${escapeHtml(entry.title)}</a> · <a href="${entry.name}.txt">text</a><br><small>${escapeHtml(entry.subject(entry.props))}</small></li>`,
  );
}
await writeFile(
  path.join(outDir, 'index.html'),
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Boxroom mail preview</title></head><body style="font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;line-height:1.6"><h1>Boxroom mail preview</h1><p>Every template with sample data (npm run mail:preview).</p><ul>${rows.join('')}</ul></body></html>`,
);
console.log(
  `mail-preview: ${previews.length} templates in ${path.relative(root, outDir) || outDir}/index.html`,
);

if (process.argv.includes('--screens')) {
  const screensDir = path.join(root, 'docs/screens/mail');
  await mkdir(screensDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const entry of previews) {
        await page.goto(`file://${path.join(outDir, `${entry.name}.html`)}`);
        await page.screenshot({
          path: path.join(screensDir, `${entry.name}-${width}.png`),
          fullPage: true,
        });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`mail-preview: screenshots in ${path.relative(root, screensDir)}/`);
}
