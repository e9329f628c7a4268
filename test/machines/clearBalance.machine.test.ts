import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card } from '../../src/domain/cards';
import type { ClearBalanceProgress, Payment } from '../../src/domain/payments';
import {
  balanceFailureMessage,
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_TIMED_OUT_MESSAGE,
  PROGRESS_POLL_TIMEOUT_MS,
} from '../../src/domain/payments';
import {
  clearBalanceMachine,
  PAYMENT_TAKEN_MESSAGE,
  type PaymentsOverview,
} from '../../src/machines/clearBalance.machine';
import { pollingWith } from '../../src/machines/paymentPolling.machine';

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
/** The day the page opened: cards are judged expired against it, never the clock. */
const TODAY = new Date('2026-03-10T09:00:00Z');

const expired: Card = { ...visa, cardId: 3, last4: '0005', expYear: 2020, isDefault: false };

const storage: Payment = {
  paymentId: 50,
  orderId: null,
  description: 'Monthly storage',
  amount: 12.5,
  status: 'pending',
  paymentDate: '2026-03-05T09:00:00.000Z',
};

const owing: PaymentsOverview = {
  payments: [storage],
  outstandingBalance: 12.5,
  cards: [visa, mastercard],
  statement: [],
  monthlyBills: [],
  totals: null,
};
const paid: PaymentsOverview = {
  payments: [{ ...storage, status: 'succeeded' }],
  outstandingBalance: 0,
  cards: [visa, mastercard],
  statement: [],
  monthlyBills: [],
  totals: null,
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
  /** Answers for successive loads; the last one repeats. */
  loads?: Array<PaymentsOverview | Error>;
  start?: () => Promise<{ paymentId: number }>;
  /** Answers for successive progress calls; the last one repeats. */
  progress?: Array<ClearBalanceProgress | Error>;
  authenticate?: () => Promise<void>;
  providerAuthenticates?: boolean;
}

function next<T>(answers: Array<T | Error>): T {
  const answer = answers.length > 1 ? answers.shift() : answers[0];
  if (answer === undefined) throw new Error('no answer');
  if (answer instanceof Error) throw answer;
  return answer;
}

function start(fakes: Fakes = {}) {
  const loads = [...(fakes.loads ?? [owing, paid])];
  const answers = [...(fakes.progress ?? [progress('succeeded')])];
  const calls = {
    load: vi.fn(),
    start: vi.fn(),
    progress: vi.fn(),
    authenticate: vi.fn(),
    announce: vi.fn(),
  };
  const machine = clearBalanceMachine.provide({
    actors: {
      loadPayments: fromPromise(async ({ input }) => {
        calls.load(input);
        return next(loads);
      }),
      startClearBalance: fromPromise(async ({ input }) => {
        calls.start(input);
        return fakes.start ? fakes.start() : { paymentId: 900 };
      }),
      paymentPolling: pollingWith(
        fromPromise(async ({ input }) => {
          calls.progress(input);
          return next(answers);
        }),
      ),
      authenticateBalancePayment: fromPromise(async ({ input }) => {
        calls.authenticate(input);
        await fakes.authenticate?.();
      }),
    },
    actions: { announce: (_, params) => calls.announce(params.message) },
    guards: { providerAuthenticates: () => fakes.providerAuthenticates ?? false },
  });
  const actor = createActor(machine, { input: { customerId: 7, today: TODAY } }).start();
  return { actor, calls };
}

async function ready(fakes: Fakes = {}) {
  const started = start(fakes);
  await waitFor(started.actor, (state) => state.matches('ready'));
  return started;
}

afterEach(() => vi.useRealTimers());

describe('clear balance machine', () => {
  it('loads the payments, the balance and the cards, with the default card chosen', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (state) => state.matches('ready'));
    expect(calls.load).toHaveBeenCalledWith({ customerId: 7 });
    expect(actor.getSnapshot().context).toMatchObject({
      payments: [storage],
      outstandingBalance: 12.5,
      cardId: 1,
    });
  });

  it('chooses the first card that has not expired when the default has', async () => {
    const { actor } = await ready({
      loads: [{ ...owing, cards: [{ ...expired, isDefault: true }, mastercard] }],
    });
    expect(actor.getSnapshot().context.cardId).toBe(2);
  });

  it('with no card that can be charged, none is chosen and paying does nothing', async () => {
    const { actor, calls } = await ready({ loads: [{ ...owing, cards: [expired] }] });
    expect(actor.getSnapshot().context.cardId).toBeNull();
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('a failed load can be tried again', async () => {
    const { actor } = start({ loads: [new Error('Something went wrong'), owing] });
    await waitFor(actor, (state) => state.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'clearBalance.retry' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("judges expiry by the day the page opened, not the machine's clock", async () => {
    // A card expiring in March 2026 still works on the 10th; the machine never asks the clock.
    const march = { ...mastercard, expMonth: 3, expYear: 2026 };
    const { actor } = await ready({ loads: [{ ...owing, cards: [march] }] });
    expect(actor.getSnapshot().context.cardId).toBe(march.cardId);
  });

  it('another card can be chosen, but not an expired or unknown one', async () => {
    const { actor } = await ready({ loads: [{ ...owing, cards: [visa, mastercard, expired] }] });
    actor.send({ type: 'clearBalance.cardChosen', cardId: 2 });
    expect(actor.getSnapshot().context.cardId).toBe(2);
    actor.send({ type: 'clearBalance.cardChosen', cardId: 3 });
    actor.send({ type: 'clearBalance.cardChosen', cardId: 99 });
    expect(actor.getSnapshot().context.cardId).toBe(2);
  });

  it('nothing owed: paying does nothing', async () => {
    const { actor, calls } = await ready({ loads: [paid] });
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('starts with the chosen card, polls with back-off, says so and reloads to nothing owed', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({
      progress: [progress('processing'), progress('succeeded')],
    });
    actor.send({ type: 'clearBalance.cardChosen', cardId: 2 });
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.start).toHaveBeenCalledWith({ customerId: 7, cardId: 2 });
    expect(actor.getSnapshot().value).toBe('polling');

    await vi.advanceTimersByTimeAsync(999);
    expect(calls.progress).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.progress).toHaveBeenCalledWith({ customerId: 7, paymentId: 900 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.progress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.progress).toHaveBeenCalledTimes(2);

    expect(calls.announce).toHaveBeenCalledWith(PAYMENT_TAKEN_MESSAGE);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'refreshed' });
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({
      outstandingBalance: 0,
      payments: paid.payments,
      // The card chosen stays chosen after the reload.
      cardId: 2,
    });
  });

  it('a reload after paying that fails still shows nothing owed', async () => {
    vi.useFakeTimers();
    const { actor } = await ready({ loads: [owing, new Error('offline')] });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'refreshed' });
    expect(actor.getSnapshot().context.outstandingBalance).toBe(0);
  });

  it('a new balance after paying can be paid too', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({ loads: [owing, owing] });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toEqual({ succeeded: 'refreshed' });
    actor.send({ type: 'clearBalance.cardChosen', cardId: 2 });
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().value).toBe('starting');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.start).toHaveBeenLastCalledWith({ customerId: 7, cardId: 2 });
  });

  it('ignores a second pay while the payment runs (double click)', async () => {
    const { actor, calls } = await ready({ start: () => new Promise(() => {}) });
    actor.send({ type: 'clearBalance.pay' });
    actor.send({ type: 'clearBalance.pay' });
    actor.send({ type: 'clearBalance.cardChosen', cardId: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.start).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.cardId).toBe(1);
  });

  it.each([
    [34, 'Payment not taken, please check your card details. Try again, or use another card.'],
    [
      29,
      'The credit limit on your account has been exceeded. Nothing has been taken: try again, or use another card.',
    ],
  ])('a failure with code %i shows its message and can be paid again', async (code, message) => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({
      progress: [
        progress('failed', { errorCode: code, message: 'card_declined' }),
        progress('succeeded'),
      ],
    });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: message, errorCode: code });
    expect(calls.announce).not.toHaveBeenCalled();

    actor.send({ type: 'clearBalance.cardChosen', cardId: 2 });
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorCode: null });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.start).toHaveBeenLastCalledWith({ customerId: 7, cardId: 2 });
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it('words a failure by its code, then the server’s words, then the general decline', () => {
    // Each followed by what to do about it.
    expect(balanceFailureMessage(progress('failed', { errorCode: 29, message: 'x' }))).toBe(
      'The credit limit on your account has been exceeded. Nothing has been taken: try again, or use another card.',
    );
    expect(balanceFailureMessage(progress('failed', { message: 'Card expired' }))).toBe(
      'Card expired. Nothing has been taken: try again, or use another card.',
    );
    expect(balanceFailureMessage(progress('failed', { errorCode: 9999, message: 'Odd' }))).toBe(
      'Odd. Nothing has been taken: try again, or use another card.',
    );
    expect(balanceFailureMessage(progress('failed'))).toBe(
      `${PAYMENT_DECLINED_MESSAGE}. Try again, or use another card.`,
    );
  });

  it('a start call that fails shows its message and code', async () => {
    const refusal = Object.assign(new Error('There is no outstanding balance to pay'), { code: 0 });
    const { actor, calls } = await ready({
      start: async () => {
        throw refusal;
      },
    });
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'There is no outstanding balance to pay',
      errorCode: 0,
    });
    expect(calls.progress).not.toHaveBeenCalled();
  });

  it('a progress call that fails is asked again rather than failing the payment', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({
      progress: [new Error('offline'), progress('succeeded')],
    });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('polling');
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(calls.progress).toHaveBeenCalledTimes(2);
  });

  it('gives up after the polling time-out with a clear message', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({ progress: [progress('processing')] });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_TIMEOUT_MS + 5000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_TIMED_OUT_MESSAGE);
    const callsAtTimeout = calls.progress.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.progress).toHaveBeenCalledTimes(callsAtTimeout);
  });

  it('stopping while polling stops the timer', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({ progress: [progress('processing')] });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(0);
    actor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.progress).not.toHaveBeenCalled();
  });

  it.each([
    [true, progress('succeeded'), 'succeeded' as const],
    [false, progress('failed', { errorCode: 34 }), 'failed' as const],
  ])(
    'the bank’s check answered %s sends the progress client secret, then polling decides',
    async (approved, answer, end) => {
      vi.useFakeTimers();
      const { actor, calls } = await ready({
        progress: [progress('requires_action', { clientSecret: 'pi_9_secret_y' }), answer],
      });
      actor.send({ type: 'clearBalance.pay' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().value).toBe('authenticating');
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);

      actor.send({ type: 'clearBalance.authenticate', approved });
      expect(actor.getSnapshot().value).toBe('confirmingAuthentication');
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.authenticate).toHaveBeenCalledWith({ clientSecret: 'pi_9_secret_y', approved });
      expect(actor.getSnapshot().value).toBe('polling');
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().matches(end)).toBe(true);
    },
  );

  it('with Stripe the check runs in its own window, without waiting for our dialog', async () => {
    vi.useFakeTimers();
    const { actor, calls } = await ready({
      providerAuthenticates: true,
      progress: [
        progress('requires_action', { clientSecret: 'pi_9_secret_y' }),
        progress('succeeded'),
      ],
    });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_9_secret_y',
      approved: true,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it('an answer to the bank’s check that cannot be sent fails the payment', async () => {
    vi.useFakeTimers();
    const { actor } = await ready({
      progress: [progress('requires_action', { clientSecret: 's' })],
      authenticate: async () => {
        throw new Error('This is not waiting for that step');
      },
    });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'clearBalance.authenticate', approved: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('This is not waiting for that step');
  });
});

describe('clear balance machine: what each call is given and what the customer is left with', () => {
  it('shows nothing before the page has loaded', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({
      payments: [],
      outstandingBalance: 0,
      cards: [],
      statement: [],
      monthlyBills: [],
      totals: null,
      cardId: null,
    });
  });

  it('a customer with one card can pay with it', async () => {
    const { actor, calls } = await ready({ loads: [{ ...owing, cards: [visa] }, paid] });
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches({ succeeded: 'refreshed' }));
    expect(calls.start).toHaveBeenCalledWith({ customerId: 7, cardId: 1 });
  });

  it('says "Payment taken", and reads the page again for the same customer', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches({ succeeded: 'refreshed' }), { timeout: 3000 });
    expect(calls.announce).toHaveBeenCalledWith('Payment taken');
    expect(calls.load.mock.calls).toEqual([[{ customerId: 7 }], [{ customerId: 7 }]]);
  });

  it('with nothing owed after paying, paying again does nothing', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches({ succeeded: 'refreshed' }), { timeout: 3000 });
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().matches({ succeeded: 'refreshed' })).toBe(true);
    expect(calls.start).toHaveBeenCalledOnce();
  });

  it('paying again after a failure clears its reason while the new payment runs', async () => {
    let attempt = 0;
    const { actor } = await ready({
      start: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('We could not reach the card payment service');
        return new Promise<{ paymentId: number }>(() => {});
      },
    });
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('We could not reach the card payment service');
    actor.send({ type: 'clearBalance.pay' });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorCode: null });
  });

  it('a payment after one that timed out waits its own full time', async () => {
    vi.useFakeTimers();
    const { actor } = await ready({ progress: [progress('processing')] });
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_TIMEOUT_MS + 5000);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'clearBalance.pay' });
    await vi.advanceTimersByTimeAsync(5000);
    // Asked afresh: not given up at once because the first payment used up the time.
    expect(actor.getSnapshot().value).toBe('polling');
  });
});

describe("clear balance machine without the app's calls", () => {
  const named = (call: string) =>
    `The app must provide the "${call}" actor to the clear balance machine.`;

  it('a page without its load call names it', async () => {
    const actor = createActor(clearBalanceMachine, { input: { customerId: 7, today: TODAY } });
    actor.start();
    await waitFor(actor, (state) => state.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(named('loadPayments'));
  });

  it('paying without the start call names it', async () => {
    const machine = clearBalanceMachine.provide({
      actors: {
        loadPayments: fromPromise<PaymentsOverview, { customerId: number }>(async () => owing),
      },
    });
    const actor = createActor(machine, { input: { customerId: 7, today: TODAY } }).start();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(named('startClearBalance'));
  });

  it('answering the bank without the authentication call names it', async () => {
    const machine = clearBalanceMachine.provide({
      actors: {
        loadPayments: fromPromise<PaymentsOverview, { customerId: number }>(async () => owing),
        startClearBalance: fromPromise<
          { paymentId: number },
          { customerId: number; cardId: number }
        >(async () => ({ paymentId: 900 })),
        paymentPolling: pollingWith(
          fromPromise(async () => progress('requires_action', { clientSecret: 'pi_9_secret_y' })),
        ),
      },
    });
    const actor = createActor(machine, { input: { customerId: 7, today: TODAY } }).start();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'clearBalance.pay' });
    await waitFor(actor, (state) => state.matches('authenticating'), { timeout: 3000 });
    actor.send({ type: 'clearBalance.authenticate', approved: true });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(named('authenticateBalancePayment'));
  });
});
