import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PaymentAlerts } from '../../src/domain/dunning';
import {
  PAYMENT_ABANDONED_MESSAGE,
  paymentAlertsMachine,
  WAITING_PAYMENT_TAKEN_MESSAGE,
  type WaitingProgress,
} from '../../src/machines/paymentAlerts.machine';

const waitingPayment = {
  kind: 'checkout' as const,
  id: 41,
  amount: 96.66,
  clientSecret: 'pi_1_secret_x',
  since: '2027-01-04T09:00:00.000Z',
};
const owedBills = {
  amount: 27,
  things: [{ kind: 'boxes' as const, orderId: 1040, unitNumber: null }],
  arrears: false,
  nextAttemptOn: '2027-01-07',
};
const NOTHING: PaymentAlerts = { owedBills: null, waitingPayment: null };

const progress = (status: WaitingProgress['status'], extra: Partial<WaitingProgress> = {}) => ({
  status,
  orderId: null,
  message: null,
  ...extra,
});

interface Fakes {
  /** Answers for successive loads; the last one repeats. */
  alerts?: PaymentAlerts[];
  progress?: WaitingProgress[];
  abandon?: () => Promise<WaitingProgress>;
  authenticates?: boolean;
}

function start(fakes: Fakes = {}) {
  const loads = [...(fakes.alerts ?? [{ owedBills, waitingPayment }])];
  const answers = [...(fakes.progress ?? [progress('succeeded', { orderId: 900 })])];
  const calls = { load: vi.fn(), authenticate: vi.fn(), progress: vi.fn(), abandon: vi.fn() };
  const effects = { announce: vi.fn(), orderPlaced: vi.fn() };
  const machine = paymentAlertsMachine.provide({
    actors: {
      loadAlerts: fromPromise(async ({ input }) => {
        calls.load(input);
        const answer = loads.length > 1 ? loads.shift() : loads[0];
        if (!answer) throw new Error('Something went wrong');
        return answer;
      }),
      authenticatePayment: fromPromise(async ({ input }) => {
        calls.authenticate(input);
      }),
      fetchWaitingProgress: fromPromise(async ({ input }) => {
        calls.progress(input);
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        if (!answer) throw new Error('no answer');
        return answer;
      }),
      abandonPayment: fromPromise(async ({ input }) => {
        calls.abandon(input);
        return fakes.abandon ? fakes.abandon() : progress('failed');
      }),
    },
    actions: {
      announce: (_, { message }) => effects.announce(message),
      orderPlaced: (_, { orderId }) => effects.orderPlaced(orderId),
    },
    guards: { providerAuthenticates: () => fakes.authenticates ?? false },
  });
  const actor = createActor(machine, { input: { customerId: 7 } }).start();
  return { actor, calls, effects };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (state) => state.matches('ready'));

describe('payment alerts machine', () => {
  it("reads the customer's alerts as the account page opens, and again when asked", async () => {
    const { actor, calls } = start({ alerts: [{ owedBills, waitingPayment: null }, NOTHING] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await ready(actor);
    expect(calls.load).toHaveBeenCalledWith({ customerId: 7 });
    expect(actor.getSnapshot().context.alerts?.owedBills).toEqual(owedBills);
    actor.send({ type: 'alerts.refresh' });
    await ready(actor);
    expect(actor.getSnapshot().context.alerts).toEqual(NOTHING);
  });

  it('shows nothing when the alerts cannot be read, and tries again on the next page', async () => {
    const { actor } = start({ alerts: [] });
    await waitFor(actor, (state) => state.matches('unavailable'));
    expect(actor.getSnapshot().context.alerts).toBeNull();
    actor.send({ type: 'alerts.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it("finishes the waiting payment: the bank's check, then its order's confirmation", async () => {
    const { actor, calls, effects } = start({
      alerts: [{ owedBills: null, waitingPayment }, NOTHING],
    });
    await ready(actor);
    actor.send({ type: 'alerts.finish' });
    expect(actor.getSnapshot().matches({ finishing: 'asking' })).toBe(true);
    actor.send({ type: 'alerts.authenticate', approved: true });
    await ready(actor);
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      approved: true,
    });
    expect(calls.progress).toHaveBeenCalledWith({ customerId: 7, payment: waitingPayment });
    expect(effects.orderPlaced).toHaveBeenCalledWith(900);
    expect(actor.getSnapshot().context.alerts).toEqual(NOTHING);
  });

  it("with Stripe, its own window is the bank's check: nothing to answer here", async () => {
    const { actor, calls } = start({
      authenticates: true,
      progress: [progress('succeeded')],
      alerts: [
        { owedBills: null, waitingPayment: { ...waitingPayment, kind: 'balance' } },
        NOTHING,
      ],
    });
    await ready(actor);
    actor.send({ type: 'alerts.finish' });
    await ready(actor);
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      approved: true,
    });
  });

  it('a balance payment taken is announced; a declined check says why', async () => {
    const balance = { ...waitingPayment, kind: 'balance' as const };
    const taken = start({
      progress: [progress('succeeded')],
      alerts: [{ owedBills, waitingPayment: balance }],
    });
    await ready(taken.actor);
    taken.actor.send({ type: 'alerts.finish' });
    taken.actor.send({ type: 'alerts.authenticate', approved: true });
    await waitFor(
      taken.actor,
      (state) => state.matches('ready') && taken.effects.announce.mock.calls.length > 0,
    );
    expect(taken.effects.announce).toHaveBeenCalledWith(WAITING_PAYMENT_TAKEN_MESSAGE);

    const declined = start({
      progress: [progress('failed', { message: 'Your bank did not confirm the payment' })],
    });
    await ready(declined.actor);
    declined.actor.send({ type: 'alerts.finish' });
    declined.actor.send({ type: 'alerts.authenticate', approved: false });
    await waitFor(declined.actor, (state) => state.context.error !== null);
    expect(declined.actor.getSnapshot().context.error).toBe(
      'Your bank did not confirm the payment',
    );
    // The next page reads the alerts afresh, without the old message.
    await ready(declined.actor);
    declined.actor.send({ type: 'alerts.refresh' });
    expect(declined.actor.getSnapshot().context.error).toBeNull();
  });

  it('asks again while the payment is still on its way', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = start({
        progress: [progress('processing'), progress('succeeded', { orderId: 900 })],
      });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
      actor.send({ type: 'alerts.finish' });
      actor.send({ type: 'alerts.authenticate', approved: true });
      await vi.waitFor(() =>
        expect(actor.getSnapshot().matches({ finishing: 'waiting' })).toBe(true),
      );
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(calls.progress).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('abandons the waiting payment: announced, and the alerts read again', async () => {
    const { actor, calls, effects } = start({
      alerts: [{ owedBills: null, waitingPayment }, NOTHING],
    });
    await ready(actor);
    actor.send({ type: 'alerts.abandon' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await ready(actor);
    expect(calls.abandon).toHaveBeenCalledWith({ customerId: 7, payment: waitingPayment });
    expect(effects.announce).toHaveBeenCalledWith(PAYMENT_ABANDONED_MESSAGE);
    expect(actor.getSnapshot().context.alerts).toEqual(NOTHING);
  });

  it("an abandon the bank's yes beat shows the order; one that fails keeps the offer", async () => {
    const beaten = start({ abandon: async () => progress('succeeded', { orderId: 900 }) });
    await ready(beaten.actor);
    beaten.actor.send({ type: 'alerts.abandon' });
    await waitFor(beaten.actor, () => beaten.effects.orderPlaced.mock.calls.length > 0);
    expect(beaten.effects.orderPlaced).toHaveBeenCalledWith(900);

    const failing = start({
      abandon: async () => {
        throw new Error('We could not reach the card payment service');
      },
    });
    await ready(failing.actor);
    failing.actor.send({ type: 'alerts.abandon' });
    await waitFor(failing.actor, (state) => state.context.error !== null);
    expect(failing.actor.getSnapshot().value).toBe('ready');
    expect(failing.actor.getSnapshot().context.alerts?.waitingPayment).toEqual(waitingPayment);
  });

  it('offers nothing to finish or abandon when nothing waits', async () => {
    const { actor } = start({ alerts: [{ owedBills, waitingPayment: null }] });
    await ready(actor);
    actor.send({ type: 'alerts.finish' });
    actor.send({ type: 'alerts.abandon' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
