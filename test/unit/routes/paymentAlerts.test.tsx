import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentAlerts } from '../../../src/domain/dunning';
import {
  paymentAlertsMachine,
  type WaitingProgress,
} from '../../../src/machines/paymentAlerts.machine';
import { PaymentAlertsBanner } from '../../../src/routes/_site/_account/-components/alerts/PaymentAlertsBanner';
import { renderInRouter } from './renderInRouter';

const owedBills = {
  amount: 27,
  things: [{ kind: 'boxes' as const, orderId: 1040, unitNumber: null }],
  arrears: false,
  nextAttemptOn: '2027-01-07',
};
const waitingPayment = {
  kind: 'checkout' as const,
  id: 41,
  amount: 96.66,
  clientSecret: 'pi_1_secret_x',
  since: '2027-01-04T09:00:00.000Z',
};
const NOTHING: PaymentAlerts = { owedBills: null, waitingPayment: null };

async function renderBanner(loads: PaymentAlerts[], progress?: WaitingProgress) {
  const answers = [...loads];
  const calls = {
    authenticate: vi.fn(async (_input: { clientSecret: string; approved: boolean }) => {}),
    abandon: vi.fn(
      async (): Promise<WaitingProgress> => ({
        status: 'failed',
        orderId: null,
        message: null,
      }),
    ),
    orderPlaced: vi.fn(),
  };
  const actor = createActor(
    paymentAlertsMachine.provide({
      actors: {
        loadAlerts: fromPromise(async () => {
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          if (!answer) throw new Error('no answer');
          return answer;
        }),
        authenticatePayment: fromPromise(({ input }) => calls.authenticate(input)),
        fetchWaitingProgress: fromPromise(
          async () => progress ?? { status: 'succeeded', orderId: 900, message: null },
        ),
        abandonPayment: fromPromise(() => calls.abandon()),
      },
      actions: { orderPlaced: (_, { orderId }) => calls.orderPlaced(orderId) },
    }),
    { input: { customerId: 7 } },
  ).start();
  const rendered = await renderInRouter(<PaymentAlertsBanner actor={actor} sandbox />);
  return { actor, calls, ...rendered };
}

describe('the account banner', () => {
  it('says which monthly payment failed, for how much, when it is tried again, and links Pay now to Clear balance', async () => {
    await renderBanner([{ owedBills, waitingPayment: null }]);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      "Your monthly payment of £27.00 for box storage (order 1040) didn't go through.",
    );
    expect(banner).toHaveTextContent("We'll try your card again on Thursday 7th January.");
    const pay = within(banner).getByRole('link', { name: 'Pay now' });
    expect(pay).toHaveAttribute('href', '/apps/payments#balance-heading');
    // It cannot be dismissed while the bill is owed.
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('in arrears, alerts that returns are paused until it is paid', async () => {
    await renderBanner([
      {
        owedBills: {
          ...owedBills,
          amount: 96.9,
          arrears: true,
          nextAttemptOn: null,
          things: [...owedBills.things, { kind: 'unit', orderId: 1045, unitNumber: 'B-112' }],
        },
        waitingPayment: null,
      },
    ]);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      "Your monthly payments of £96.90 for box storage (order 1040) and storage unit B-112 (order 1045) didn't go through.",
    );
    expect(banner).toHaveTextContent('New returns of your things are paused until it is paid.');
    expect(within(banner).getByRole('link', { name: 'Pay now' })).toBeVisible();
  });

  it('shows nothing when nothing is owed or waiting', async () => {
    const { container } = await renderBanner([NOTHING]);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it("offers a payment waiting for the bank's check: finished with the bank's check here", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBanner([{ owedBills: null, waitingPayment }, NOTHING]);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent("A payment of £96.66 is waiting for your bank's check.");
    await user.click(within(banner).getByRole('button', { name: 'Finish payment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Your bank needs to confirm this payment',
    });
    expect(dialog).toHaveTextContent('£96.66');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.orderPlaced).toHaveBeenCalledWith(900));
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      approved: true,
    });
    await waitFor(() => expect(screen.queryByText(/waiting for your bank/)).toBeNull());
  });

  it('abandons the waiting payment, and says nothing more of it', async () => {
    const user = userEvent.setup();
    const { calls } = await renderBanner([{ owedBills: null, waitingPayment }, NOTHING]);
    await user.click(await screen.findByRole('button', { name: 'Abandon payment' }));
    await waitFor(() => expect(calls.abandon).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(/waiting for your bank/)).toBeNull());
  });
});
