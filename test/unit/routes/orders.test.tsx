import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Feedback } from '../../../src/domain/feedback';
import type { InvoiceData, Order, OrdersPage, TimeslotChoice } from '../../../src/domain/orders';
import type { OrderTimeslots } from '../../../src/machines/orderActions.machine';
import { Orders } from '../../../src/routes/_site/_account/-components/orders/Orders';
import { type Notification, notifications } from '../../../src/wiring/notifications';
import {
  appOrdersMachine,
  appOrdersPhoneMachine,
  orderActionsMachineFor,
} from '../../../src/wiring/ordersActor';
import { SUPPLIER, vatLine } from '../../fixtures/invoice';
import { renderInRouter } from './renderInRouter';

const TODAY = '2026-03-10';

function order(orderId: number, overrides: Partial<Order> = {}): Order {
  return {
    orderId,
    orderType: 'BTB',
    orderDate: '2025-12-01T10:00:00.000Z',
    serviceDate: '2025-12-06',
    numberOfItems: 5,
    total: 64.5,
    isRemovalsReturn: false,
    isOrderEditable: false,
    isOrderCancellable: false,
    isOrderCancelled: false,
    basketId: null,
    ...overrides,
  };
}

const open = order(41, {
  orderType: 'BTB_MATERIALS',
  orderDate: '2026-03-08T10:00:00.000Z',
  serviceDate: '2026-03-15',
  timeWindow: { startHour: 12, endHour: 18 },
  numberOfItems: 3,
  total: 14.85,
  isOrderEditable: true,
  isOrderCancellable: true,
  basketId: 9,
});
const completed = order(12);

const invoice: InvoiceData = {
  orderId: 12,
  invoiceNumber: 'BR-2025-000012',
  issuedDate: '2025-12-01',
  supplyDate: '2025-12-06',
  supplier: SUPPLIER,
  customer: { name: 'Ada Lovelace', address: 'Flat 1, 9 Rectory Grove, London, SW4 7AB' },
  lines: [
    { description: 'Medium box, first month of storage', quantity: 2, unitPrice: 10, total: 20 },
    { description: 'Collection from your door', quantity: 1, unitPrice: 49.5, total: 49.5 },
  ],
  vatLines: [
    vatLine('Medium box, first month of storage', 2, 10, 20),
    vatLine('Collection from your door', 1, 49.5, 49.5),
    vatLine('Promotion discount', 1, -5, -5),
  ],
  subtotal: 69.5,
  discount: 5,
  net: 53.75,
  vat: 10.75,
  total: 64.5,
};

const morning = { doorstepDate: '2026-03-12', startHour: 8, endHour: 13 };
const slots: OrderTimeslots = {
  firstAvailableDate: '2026-03-12',
  timeslots: [
    { ...morning, available: true },
    { doorstepDate: '2026-03-12', startHour: 12, endHour: 18, available: false },
    { doorstepDate: '2026-03-15', startHour: 12, endHour: 18, available: true },
  ],
};

const noFeedback: Feedback = { orderId: 12, rating: null, comment: null, submittedAt: null };

interface Fakes {
  orders?: Order[];
  total?: number;
  loadPage?: (input: { customerId: number; page: number }) => Promise<OrdersPage>;
  fetchLabels?: () => Promise<Blob | null>;
  submitFeedback?: () => Promise<Feedback>;
  loadFeedback?: () => Promise<Feedback>;
  /** The customer's own contact number. */
  ownPhone?: string;
  updatePhone?: (input: { customerId: number; phone: string }) => Promise<string>;
}

let posted: Notification[] = [];
let stopListening: () => void = () => {};
beforeEach(() => {
  posted = [];
  stopListening = notifications.subscribe((note) => posted.push(note));
});
afterEach(() => stopListening());

/** The page as the app wires it (list, card actions, toasts), with every call faked. */
async function renderOrders(fakes: Fakes = {}) {
  const listed = fakes.orders ?? [open, completed];
  const calls = {
    loadPage: vi.fn(
      fakes.loadPage ??
        (async ({ page }: { page: number }): Promise<OrdersPage> => ({
          orders: page === 1 ? listed : [],
          page,
          size: 50,
          total: fakes.total ?? listed.length,
          nextCursor: null,
        })),
    ),
    fetchLabels: vi.fn(fakes.fetchLabels ?? (async () => new Blob(['%PDF-1.7']))),
    saveLabels: vi.fn(),
    printInvoice: vi.fn(),
    cancelOrder: vi.fn(
      async (input: { orderId: number }): Promise<Order> => ({
        ...(listed.find((listedOrder) => listedOrder.orderId === input.orderId) as Order),
        isOrderCancelled: true,
        isOrderEditable: false,
        isOrderCancellable: false,
        refund: { amount: 24.5, status: 'succeeded', card: { brand: 'visa', last4: '4242' } },
      }),
    ),
    changeTimeslot: vi.fn(
      async (input: { orderId: number; slot: TimeslotChoice }): Promise<Order> => ({
        ...open,
        serviceDate: input.slot.doorstepDate,
        timeWindow: { startHour: input.slot.startHour, endHour: input.slot.endHour },
      }),
    ),
    submitFeedback: vi.fn(
      fakes.submitFeedback ??
        (async (): Promise<Feedback> => ({
          ...noFeedback,
          rating: 4,
          comment: '',
          submittedAt: '2026-03-10T09:00:00.000Z',
        })),
    ),
    updatePhone: vi.fn(fakes.updatePhone ?? (async ({ phone }: { phone: string }) => phone)),
    loadFeedback: vi.fn(fakes.loadFeedback ?? (async () => noFeedback)),
  };
  const list = createActor(
    appOrdersMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => calls.loadPage(input)) },
    }),
    { input: { customerId: 7 } },
  ).start();
  const orderActions = orderActionsMachineFor(list).provide({
    actors: {
      fetchLabels: fromPromise(() => calls.fetchLabels()),
      loadInvoice: fromPromise(async () => invoice),
      cancelOrder: fromPromise(({ input }) => calls.cancelOrder(input)),
      loadTimeslots: fromPromise(async () => slots),
      changeTimeslot: fromPromise(({ input }) => calls.changeTimeslot(input)),
      loadFeedback: fromPromise(() => calls.loadFeedback()),
      submitFeedback: fromPromise(() => calls.submitFeedback()),
    },
    actions: {
      saveLabels: (_, params) => calls.saveLabels(params),
      printInvoice: () => calls.printInvoice(),
    },
  });
  const phone = createActor(
    appOrdersPhoneMachine.provide({
      actors: { updatePhone: fromPromise(({ input }) => calls.updatePhone(input)) },
    }),
    { input: { customerId: 7, phone: fakes.ownPhone ?? '+447700900982' } },
  ).start();
  await renderInRouter(
    <Orders orders={list} orderActions={orderActions} phone={phone} today={TODAY} />,
  );
  return { calls, list };
}

const card = (orderId: number) =>
  screen.findByRole('article', { name: new RegExp(`^Order ${orderId}\\b`) });

describe('orders list', () => {
  it('lists each order with its number, type, dates, status and total', async () => {
    await renderOrders();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const materials = await card(41);
    expect(materials).toHaveTextContent('By-The-Box Materials');
    expect(materials).toHaveTextContent('Ordered08 Mar 2026');
    expect(materials).toHaveTextContent('Delivery15 Mar 2026');
    expect(materials).toHaveTextContent('Booked');
    expect(materials).toHaveTextContent('£14.85');

    const storage = await card(12);
    expect(storage).toHaveTextContent('By-The-Box');
    expect(storage).toHaveTextContent('Collection06 Dec 2025');
    expect(storage).toHaveTextContent('Completed');
    expect(storage).toHaveTextContent('£64.50');
  });

  it('offers each action only where it applies', async () => {
    await renderOrders();
    const materials = await card(41);
    expect(within(materials).getByRole('button', { name: 'Cancel order 41' })).toBeVisible();
    expect(
      within(materials).getByRole('button', { name: 'Change time of order 41' }),
    ).toBeVisible();
    expect(within(materials).queryByRole('button', { name: /Give feedback/ })).toBeNull();

    const storage = await card(12);
    expect(
      within(storage).getByRole('button', { name: 'Give feedback on order 12' }),
    ).toBeVisible();
    expect(within(storage).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(within(storage).queryByRole('button', { name: /Change time/ })).toBeNull();
    for (const each of [materials, storage]) {
      expect(within(each).getByRole('button', { name: /^Invoice for order/ })).toBeVisible();
    }
    // A materials order has no boxes, so no labels to print.
    expect(
      within(storage).getByRole('button', { name: 'Box labels (PDF) for order 12' }),
    ).toBeVisible();
    expect(within(materials).queryByRole('button', { name: /^Box labels/ })).toBeNull();
  });

  it('leaves removals returns out', async () => {
    await renderOrders({ orders: [open, order(77, { isRemovalsReturn: true })] });
    await card(41);
    expect(screen.queryByRole('article', { name: /^Order 77\b/ })).toBeNull();
  });

  it('with more pages, Load more appends the next one', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders({
      loadPage: async ({ page }) => ({
        orders: page === 1 ? [open] : [completed],
        page,
        size: 50,
        total: 51,
        nextCursor: page === 1 ? 'after-12' : null,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
    await card(12);
    expect(calls.loadPage).toHaveBeenLastCalledWith({ customerId: 7, page: 2, after: 'after-12' });
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('without orders, says so and offers to order storage', async () => {
    await renderOrders({ orders: [] });
    expect(await screen.findByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order storage' })).toHaveAttribute(
      'href',
      '/apps/order',
    );
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('a failed load shows a red alert and can be tried again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderOrders({
      loadPage: async ({ page }) => {
        if (fail) throw new Error('Unknown error has occurred');
        return { orders: [completed], page, size: 50, total: 1, nextCursor: null };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error has occurred');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await card(12);
  });
});

describe('order actions', () => {
  it('box labels download for the order', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders();
    const storage = await card(12);
    await user.click(within(storage).getByRole('button', { name: /^Box labels \(PDF\)/ }));
    await waitFor(() =>
      expect(calls.saveLabels).toHaveBeenCalledWith({ orderId: 12, labels: expect.any(Blob) }),
    );
  });

  it('an order without boxes says there are no labels', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders({ fetchLabels: async () => null });
    const storage = await card(12);
    await user.click(within(storage).getByRole('button', { name: /^Box labels \(PDF\)/ }));
    expect(await within(storage).findByText('No labels for this order')).toBeVisible();
    expect(calls.saveLabels).not.toHaveBeenCalled();
  });

  it('the invoice is a VAT invoice: supplier, customer, VAT per line and in total; it prints', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders();
    const storage = await card(12);
    await user.click(within(storage).getByRole('button', { name: 'Invoice for order 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice for order 12' });
    expect(await within(dialog).findByText('BR-2025-000012')).toBeVisible();
    expect(dialog).toHaveTextContent('VAT number GB 412 7730 58');
    expect(dialog).toHaveTextContent(
      'Boxroom Storage LimitedUnit 4, Thameside Industrial Estate, Factory Road, London E16 2AA',
    );
    expect(dialog).toHaveTextContent('Invoice toAda LovelaceFlat 1, 9 Rectory Grove');
    expect(dialog).toHaveTextContent('Invoice date and tax point01 Dec 2025');
    expect(dialog).toHaveTextContent('Date of service06 Dec 2025');
    const rows = within(dialog).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ItemQtyUnit price excl. VATNetVAT 20%Total');
    expect(rows[1]).toHaveTextContent('Medium box, first month of storage2£8.33£16.67£3.33£20.00');
    expect(rows[3]).toHaveTextContent('Promotion discount1-£4.17-£4.17-£0.83-£5.00');
    expect(dialog).toHaveTextContent('Total excl. VAT£53.75');
    expect(dialog).toHaveTextContent('VAT at 20%£10.75');
    expect(dialog).toHaveTextContent('Total paid£64.50');

    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(calls.printInvoice).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Back to orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancelling asks first, then the order shows cancelled and a toast says so', async () => {
    const user = userEvent.setup();
    const { calls, list } = await renderOrders();
    const materials = await card(41);
    await user.click(within(materials).getByRole('button', { name: 'Cancel order 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.cancelOrder).not.toHaveBeenCalled();

    await user.click(within(materials).getByRole('button', { name: 'Cancel order 41' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel this order',
      }),
    );
    await waitFor(() =>
      expect(materials).toHaveTextContent('Cancelled · £24.50 refunded to Visa •••• 4242'),
    );
    expect(within(materials).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(within(materials).queryByRole('button', { name: /Change time/ })).toBeNull();
    expect(posted).toEqual([{ title: 'Order cancelled', type: 'success' }]);
    expect(list.getSnapshot().context.orders[0]).toMatchObject({
      orderId: 41,
      isOrderCancelled: true,
      isOrderEditable: false,
      isOrderCancellable: false,
    });
  });

  it('changing the time: a slot must be chosen, then the new date is shown', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders();
    const materials = await card(41);
    await user.click(within(materials).getByRole('button', { name: 'Change time of order 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the time of order 41' });
    expect(dialog).toHaveTextContent('Booked now for Sunday 15th March, 12pm – 6pm.');
    expect(
      await within(dialog).findByRole('radio', {
        name: 'Sunday 15th March, 12pm – 6pm, booked now',
      }),
    ).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: 'Save new time' }));
    expect(within(dialog).getByRole('link', { name: 'Select a new date and time' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /12pm – 6pm, full/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Thursday 12th March, 8am – 1pm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save new time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.changeTimeslot).toHaveBeenCalledWith({ orderId: 41, slot: morning });
    expect(materials).toHaveTextContent('Delivery12 Mar 2026');
    expect(materials).toHaveTextContent(
      'Your order is now booked for Thursday 12th March, 8am – 1pm',
    );
  });

  it('feedback: a rating is required, then thanks', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders();
    const storage = await card(12);
    await user.click(within(storage).getByRole('button', { name: 'Give feedback on order 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback on order 12' });
    await user.click(await within(dialog).findByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('link', { name: 'Select a rating from 1 to 5' })).toBeVisible();
    expect(calls.submitFeedback).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: '4 – Good' }));
    await user.type(within(dialog).getByLabelText('Tell us more (optional)'), 'On time');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Thank you for your feedback.')).toBeVisible();

    // Once given, the card shows the rating instead of offering feedback again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage).toHaveTextContent('Your rating: 4 – Good');
    expect(within(storage).queryByRole('button', { name: /Give feedback/ })).toBeNull();
  });

  it('an order already rated shows its rating, not "Give feedback"', async () => {
    await renderOrders({ orders: [open, { ...completed, feedbackRating: 5 }] });
    const storage = await card(12);
    expect(storage).toHaveTextContent('Your rating: 5 – Excellent');
    expect(within(storage).queryByRole('button', { name: /Give feedback/ })).toBeNull();
  });

  it('feedback already given (211) says so, and the card then shows that rating', async () => {
    const user = userEvent.setup();
    let rated = false;
    await renderOrders({
      // Rated in another tab after this dialog opened.
      loadFeedback: async () =>
        rated
          ? { ...noFeedback, orderId: 12, rating: 2, submittedAt: '2026-03-10T09:00:00.000Z' }
          : noFeedback,
      submitFeedback: async () => {
        rated = true;
        throw Object.assign(new Error('Feedback already submitted for this order'), {
          code: 211,
        });
      },
    });
    const storage = await card(12);
    await user.click(within(storage).getByRole('button', { name: 'Give feedback on order 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback on order 12' });
    await user.click(await within(dialog).findByRole('radio', { name: '2 – Poor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(dialog).findByText('Feedback already submitted for this order'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send feedback' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(storage).toHaveTextContent('Your rating: 2 – Poor'));
  });
});

describe('phone number for my orders', () => {
  it('a bad number is shown on the field and kept; a good one is sent in international form', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders({ ownPhone: '' });
    const field = await screen.findByLabelText('Phone number');
    await user.type(field, '07700 call me');
    await user.click(screen.getByRole('button', { name: 'Update phone number' }));

    const message =
      'Enter a phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number';
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#orders-phone-number',
    );
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
    expect(field).toHaveValue('07700 call me');
    expect(calls.updatePhone).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '07700 900 982');
    await user.click(screen.getByRole('button', { name: 'Update phone number' }));
    await waitFor(() => expect(posted).toEqual([{ title: 'Orders updated', type: 'success' }]));
    expect(calls.updatePhone).toHaveBeenCalledWith({ customerId: 7, phone: '+447700900982' });
    // Stored in international form, shown as people write it.
    expect(field).toHaveValue('07700 900982');
    expect(screen.queryByRole('link', { name: message })).toBeNull();
  });

  it("starts with the customer's own number", async () => {
    await renderOrders({ ownPhone: '+447700900123' });
    expect(await screen.findByLabelText('Phone number')).toHaveValue('07700 900123');
  });

  it('keeps an Irish mobile Irish', async () => {
    const user = userEvent.setup();
    const { calls } = await renderOrders({ ownPhone: '+353871234567' });
    const field = await screen.findByLabelText('Phone number');
    expect(field).toHaveValue('+353 87 123 4567');
    await user.clear(field);
    await user.type(field, '087 765 4321');
    await user.click(screen.getByRole('button', { name: 'Update phone number' }));
    await waitFor(() =>
      expect(calls.updatePhone).toHaveBeenCalledWith({ customerId: 7, phone: '+353877654321' }),
    );
  });
});
