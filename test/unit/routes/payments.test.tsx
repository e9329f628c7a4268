import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Card } from '../../../src/domain/cards';
import { prettyDay } from '../../../src/domain/dates';
import type { ClearBalanceProgress, Payment, StatementEntry } from '../../../src/domain/payments';
import {
  clearBalanceMachine,
  type PaymentsOverview,
} from '../../../src/machines/clearBalance.machine';
import { pollingWith } from '../../../src/machines/paymentPolling.machine';
import {
  CREDIT_LIMIT_HINT,
  NOTHING_TO_PAY_TEXT,
  PaymentsScreen,
} from '../../../src/routes/_site/_account/-components/payments/PaymentsScreen';
import { owedBill, paidBill } from '../../fixtures/agreements';
import { renderInRouter } from './renderInRouter';

const visa: Card = {
  cardId: 1,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
};
const mastercard: Card = {
  ...visa,
  cardId: 2,
  brand: 'mastercard',
  last4: '4444',
  isDefault: false,
};

const storage: Payment = {
  paymentId: 50,
  orderId: null,
  description: 'Monthly storage',
  amount: 12.5,
  status: 'pending',
  paymentDate: '2026-03-05T12:00:00.000Z',
};
const order: Payment = {
  paymentId: 40,
  orderId: 1001,
  description: 'Storage order 1001',
  amount: 57.6,
  status: 'succeeded',
  paymentDate: '2026-01-12T12:00:00.000Z',
};

const charged: StatementEntry = {
  kind: 'charge',
  date: '2026-01-12T12:00:00.000Z',
  description: 'Storage order 1001',
  amount: 57.6,
  card: { brand: 'visa', last4: '4242' },
  orderId: 1001,
  status: 'succeeded',
  // Order 1001 was cancelled and this charge paid back.
  refunded: true,
};
const refunded: StatementEntry = {
  ...charged,
  refunded: false,
  kind: 'refund',
  date: '2026-01-14T12:00:00.000Z',
  description: 'Refund: Storage order 1001 cancelled',
};
const balanceCleared: StatementEntry = {
  kind: 'charge',
  date: '2026-03-02T12:00:00.000Z',
  description: 'Monthly storage',
  amount: 12.5,
  card: { brand: 'visa', last4: '4242' },
  orderId: null,
  status: 'succeeded',
  refunded: false,
};

const owing: PaymentsOverview = {
  payments: [storage, order],
  outstandingBalance: 12.5,
  cards: [mastercard, visa],
  statement: [refunded, charged],
  monthlyBills: [],
  totals: { charged: 57.6, refunded: 57.6, received: 0, owed: 0 },
};
const paid: PaymentsOverview = {
  payments: [{ ...storage, status: 'succeeded', paymentDate: '2026-03-02T12:00:00.000Z' }, order],
  outstandingBalance: 0,
  cards: [mastercard, visa],
  statement: [balanceCleared, refunded, charged],
  monthlyBills: [],
  totals: { charged: 70.1, refunded: 57.6, received: 12.5, owed: 0 },
};

const progress = (
  status: ClearBalanceProgress['status'],
  extra: Partial<ClearBalanceProgress> = {},
): ClearBalanceProgress => ({
  status,
  clientSecret: null,
  message: null,
  errorCode: null,
  ...extra,
});

interface Fakes {
  loads?: PaymentsOverview[];
  progress?: ClearBalanceProgress[];
}

async function renderPayments(fakes: Fakes = {}) {
  const loads = [...(fakes.loads ?? [owing, paid])];
  const answers = [...(fakes.progress ?? [progress('succeeded')])];
  const calls = {
    start: vi.fn(async (_input: { customerId: number; cardId: number }) => ({ paymentId: 900 })),
    authenticate: vi.fn(async (_input: { clientSecret: string; approved: boolean }) => {}),
    announce: vi.fn(),
  };
  const actor = createActor(
    clearBalanceMachine.provide({
      actors: {
        loadPayments: fromPromise(async () => {
          const load = loads.length > 1 ? loads.shift() : loads[0];
          if (!load) throw new Error('no answer');
          return load;
        }),
        startClearBalance: fromPromise(({ input }) => calls.start(input)),
        paymentPolling: pollingWith(
          fromPromise(async () => {
            const answer = answers.length > 1 ? answers.shift() : answers[0];
            if (!answer) throw new Error('no answer');
            return answer;
          }),
          // The next progress call straight away: the back-off has its own machine tests.
          fromCallback(({ sendBack }) => {
            const timer = setTimeout(() => sendBack({ type: 'poll.tick' }), 0);
            return () => clearTimeout(timer);
          }),
        ),
        authenticateBalancePayment: fromPromise(({ input }) => calls.authenticate(input)),
      },
      actions: { announce: (_, params) => calls.announce(params.message) },
    }),
    { input: { customerId: 7, today: new Date('2026-03-10T09:00:00Z') } },
  ).start();
  await renderInRouter(<PaymentsScreen actor={actor} sandbox />);
  await screen.findByRole('heading', { name: 'Outstanding balance' });
  return { calls };
}

function balanceText() {
  return screen.getByText(/^You owe/).textContent;
}

function table(name: string) {
  return screen.getByRole('table', { name });
}

describe('payments page', () => {
  it('shows what is owed, what it is for and the payments made, dates as pretty days', async () => {
    await renderPayments();
    expect(balanceText()).toBe('You owe £12.50');
    const due = within(table('Payments due')).getAllByRole('row');
    expect(due).toHaveLength(2);
    expect(due[1]).toHaveTextContent('Monthly storage');
    expect(due[1]).toHaveTextContent(prettyDay(storage.paymentDate));
    expect(due[1]).toHaveTextContent('Pending');
    expect(prettyDay(storage.paymentDate)).toBe('Thursday 5th March');

    const [, refund, charge] = within(table('Charges and refunds, newest first')).getAllByRole(
      'row',
    );
    expect(refund).toHaveTextContent(
      'Wednesday 14th JanuaryRefund: Storage order 1001 cancelledVisa •••• 4242Refund−£57.60',
    );
    expect(charge).toHaveTextContent(
      'Monday 12th JanuaryStorage order 1001Visa •••• 4242Charge, refunded£57.60',
    );
  });

  it('lists every monthly bill beside the charges, and the statement adds up', async () => {
    await renderPayments({
      loads: [
        {
          ...owing,
          monthlyBills: [owedBill, paidBill],
          totals: { charged: 57.6, refunded: 57.6, received: 0, owed: 27 },
        },
      ],
    });
    const [, owedRow, paidRow] = within(table('Monthly bills, newest first')).getAllByRole('row');
    expect(owedRow).toHaveTextContent(
      '04 Jan 2027 to 04 Feb 20273 boxes, order #123Visa •••• 4242Owed: we will try again£27.00',
    );
    expect(paidRow).toHaveTextContent('04 Dec 2026 to 04 Jan 20273 boxes, order #123');
    expect(paidRow).toHaveTextContent('Paid£27.00');
    expect(screen.getByLabelText('Statement totals')).toHaveTextContent(
      'Charges£57.60Refunds−£57.60Money received£0.00Monthly bills owed, not received yet£27.00',
    );
  });

  it('marks a charge that was paid back as refunded, beside its refund', async () => {
    await renderPayments({ loads: [owing] });
    const [, refundRow, chargeRow] = within(
      table('Charges and refunds, newest first'),
    ).getAllByRole('row');
    expect(refundRow).toHaveTextContent('Refund: Storage order 1001 cancelled');
    expect(chargeRow).toHaveTextContent('Storage order 1001');
    expect(chargeRow).toHaveTextContent('Charge, refunded');
  });

  it('shows no monthly bills section before the first one', async () => {
    await renderPayments({ loads: [owing] });
    expect(screen.queryByRole('heading', { name: 'Monthly bills' })).toBeNull();
  });

  it('says so when there is nothing on the statement yet', async () => {
    await renderPayments({ loads: [{ ...owing, statement: [] }] });
    expect(screen.getByText('No charges or refunds yet.')).toBeInTheDocument();
  });

  it('pays the balance with the default card, then shows nothing to pay', async () => {
    const { calls } = await renderPayments();
    expect(screen.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £12.50 now' }));
    expect(await screen.findByText(NOTHING_TO_PAY_TEXT)).toBeInTheDocument();
    expect(calls.start).toHaveBeenCalledWith({ customerId: 7, cardId: 1 });
    expect(calls.announce).toHaveBeenCalledWith('Payment taken');
    expect(screen.queryByText('FREE')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Payments due' })).toBeNull();
    expect(
      within(table('Charges and refunds, newest first')).getAllByRole('row')[1],
    ).toHaveTextContent('Monthly storage');
  });

  it('pays with the card the customer chooses', async () => {
    const { calls } = await renderPayments();
    await userEvent.click(screen.getByRole('radio', { name: /Mastercard ending 4444/ }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Mastercard ending 4444/ })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay £12.50 now' }));
    await screen.findByText(NOTHING_TO_PAY_TEXT);
    expect(calls.start).toHaveBeenCalledWith({ customerId: 7, cardId: 2 });
  });

  it('a declined card (34) says so, and paying again succeeds', async () => {
    const { calls } = await renderPayments({
      progress: [progress('failed', { errorCode: 34 }), progress('succeeded')],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay £12.50 now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment was not taken');
    expect(alert).toHaveTextContent('Payment not taken, please check your card details');
    expect(balanceText()).toBe('You owe £12.50');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NOTHING_TO_PAY_TEXT)).toBeInTheDocument();
    expect(calls.start).toHaveBeenCalledTimes(2);
  });

  it('over the credit limit (29) says so and who to call', async () => {
    await renderPayments({ progress: [progress('failed', { errorCode: 29 })] });
    await userEvent.click(screen.getByRole('button', { name: 'Pay £12.50 now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The credit limit on your account has been exceeded');
    expect(alert).toHaveTextContent(CREDIT_LIMIT_HINT);
  });

  it('the bank’s check is answered in the dialog with the amount and card', async () => {
    const { calls } = await renderPayments({
      progress: [
        progress('requires_action', { clientSecret: 'pi_9_secret_y' }),
        progress('succeeded'),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay £12.50 now' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Your bank needs to confirm this payment',
    });
    expect(dialog).toHaveTextContent('£12.50');
    expect(dialog).toHaveTextContent('Visa ending 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(NOTHING_TO_PAY_TEXT)).toBeInTheDocument();
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_9_secret_y',
      approved: true,
    });
  });

  it('with no saved card, points to the cards page', async () => {
    await renderPayments({ loads: [{ ...owing, cards: [] }] });
    expect(
      screen.getByText('You have no saved cards to pay with.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/apps/cards');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('with nothing owed, says so without a pay button', async () => {
    await renderPayments({ loads: [paid] });
    expect(screen.getByText(NOTHING_TO_PAY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
