import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BasketValidation } from '../../src/domain/baskets';
import { ErrorCode } from '../../src/domain/errors';
import type { CheckoutProgress } from '../../src/domain/payments';
import {
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_TIMED_OUT_MESSAGE,
  PROGRESS_POLL_TIMEOUT_MS,
  pollDelayMs,
} from '../../src/domain/payments';
import {
  type CheckoutInput,
  checkoutMachine,
  type PaymentMethod,
} from '../../src/machines/checkout.machine';
import { pollingWith } from '../../src/machines/paymentPolling.machine';
import { CallFailedError } from '../../src/wiring/callResult';

const progress = (
  status: CheckoutProgress['status'],
  extra: Partial<CheckoutProgress> = {},
): CheckoutProgress => ({
  status,
  clientSecret: null,
  orderId: null,
  message: null,
  errorCode: null,
  amount: null,
  ...extra,
});

interface Fakes {
  validate?: () => Promise<BasketValidation>;
  prepare?: () => Promise<void>;
  start?: () => Promise<CheckoutProgress>;
  /** Answers for successive progress calls; the last one repeats. */
  progress?: CheckoutProgress[];
  authenticate?: () => Promise<void>;
  /** What inspecting the basket finds. */
  inspect?: () => Promise<CheckoutProgress | null>;
  abandon?: () => Promise<CheckoutProgress>;
}

function start(fakes: Fakes = {}, input: CheckoutInput = {}) {
  const calls = {
    inspect: vi.fn(),
    prepare: vi.fn(),
    start: vi.fn(),
    progress: vi.fn(),
    authenticate: vi.fn(),
    abandon: vi.fn(),
  };
  const effects = {
    navigate: vi.fn(),
    checkoutStarted: vi.fn(),
    orderPlaced: vi.fn(),
    persistPending: vi.fn(),
    reloadBasket: vi.fn(),
  };
  const answers = [...(fakes.progress ?? [progress('succeeded', { orderId: 900 })])];
  const machine = checkoutMachine.provide({
    actors: {
      validateBasket: fromPromise(fakes.validate ?? (async () => ({ valid: true, message: null }))),
      preparePayment: fromPromise(async ({ input }) => {
        calls.prepare(input);
        await fakes.prepare?.();
      }),
      startCheckout: fromPromise(async ({ input }) => {
        calls.start(input);
        return fakes.start ? fakes.start() : progress('processing');
      }),
      paymentPolling: pollingWith(
        fromPromise(async ({ input }) => {
          calls.progress(input);
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          if (!answer) throw new Error('no answer');
          return answer;
        }),
      ),
      authenticatePayment: fromPromise(async ({ input }) => {
        calls.authenticate(input);
        await fakes.authenticate?.();
      }),
      inspectCheckout: fromPromise(async ({ input }) => {
        calls.inspect(input);
        return fakes.inspect ? fakes.inspect() : null;
      }),
      abandonCheckout: fromPromise(async ({ input }) => {
        calls.abandon(input);
        return fakes.abandon ? fakes.abandon() : progress('failed');
      }),
    },
    actions: {
      navigate: (_, params) => effects.navigate(params.to),
      checkoutStarted: (_, params) => effects.checkoutStarted(params.basketId),
      orderPlaced: (_, params) => effects.orderPlaced(params),
      persistPending: (_, params) => effects.persistPending(params.basketId),
      reloadBasket: () => effects.reloadBasket(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, effects };
}

const pay = {
  type: 'checkout.pay',
  basketId: 41,
  method: { kind: 'savedCard', cardId: 3 },
  quotedTotal: 96.66,
} as const;

afterEach(() => vi.useRealTimers());

describe('checkout machine', () => {
  it('backs off 1 s, 2 s, 4 s, then 5 s between progress calls', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('starts idle, or polling a checkout left running before a reload', () => {
    expect(start().actor.getSnapshot().value).toBe('idle');
    expect(start({}, { pendingBasketId: 41 }).actor.getSnapshot().value).toBe('polling');
  });

  it('validates, readies the card, starts, polls and lands on order success', async () => {
    vi.useFakeTimers();
    const { actor, calls, effects } = start({
      progress: [progress('processing'), progress('succeeded', { orderId: 900 })],
    });
    actor.send(pay);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('polling'));
    expect(calls.prepare).toHaveBeenCalledWith({
      basketId: 41,
      method: { kind: 'savedCard', cardId: 3 },
    });
    // The start names the total the customer saw: the server charges that or nothing.
    expect(calls.start).toHaveBeenCalledWith({ basketId: 41, quotedTotal: 96.66 });
    expect(effects.checkoutStarted).toHaveBeenCalledWith(41);
    expect(effects.persistPending).toHaveBeenCalledWith(41);

    await vi.advanceTimersByTimeAsync(999);
    expect(calls.progress).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.progress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.progress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.progress).toHaveBeenCalledTimes(2);

    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.orderPlaced).toHaveBeenCalledWith({ basketId: 41, orderId: 900 });
    expect(effects.navigate).toHaveBeenCalledWith('/apps/order-success?orderId=900');
    expect(effects.persistPending).toHaveBeenLastCalledWith(null);
  });

  it('ignores a second pay while busy (double click)', async () => {
    const { actor, calls } = start({ start: () => new Promise(() => {}) });
    actor.send(pay);
    actor.send(pay);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('starting'));
    actor.send(pay);
    expect(calls.start).toHaveBeenCalledOnce();
  });

  it('a start that succeeds at once goes straight to success', async () => {
    const { actor, calls } = start({ start: async () => progress('succeeded', { orderId: 5 }) });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('succeeded'));
    expect(calls.progress).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.orderId).toBe(5);
  });

  it('a decline keeps the basket and lets the customer pay again with another card', async () => {
    const { actor, calls, effects } = start({ start: async () => progress('failed') });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('failed'));
    // Why, then what to do: nothing was taken, try again or use another card.
    expect(actor.getSnapshot().context.error).toBe(
      `${PAYMENT_DECLINED_MESSAGE}. Try again, or use another card.`,
    );
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(effects.orderPlaced).not.toHaveBeenCalled();

    actor.send({
      type: 'checkout.pay',
      basketId: 41,
      method: { kind: 'newCard', paymentMethodId: 'pm_1' },
      quotedTotal: 96.66,
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (state) => state.matches('failed'));
    expect(calls.prepare).toHaveBeenLastCalledWith({
      basketId: 41,
      method: { kind: 'newCard', paymentMethodId: 'pm_1' },
    });
  });

  it('a decline found while polling shows the server message', async () => {
    vi.useFakeTimers();
    const { actor } = start({ progress: [progress('failed', { message: 'Card expired' })] });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('polling'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'Card expired. Nothing has been taken: try again, or use another card.',
    );
  });

  it('a failed validation returns to idle with the message', async () => {
    const { actor, calls } = start({
      validate: async () => ({ valid: false, message: 'Minimum of one month storage required' }),
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('idle') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Minimum of one month storage required');
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('a validation call that fails returns to idle with its message', async () => {
    const { actor } = start({
      validate: async () => {
        throw new Error('Basket not found');
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('idle') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Basket not found');
  });

  it('a card that cannot be readied fails before any charge', async () => {
    const { actor, calls } = start({
      prepare: async () => {
        throw new Error('Your card number is incomplete');
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Your card number is incomplete');
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('a start call that fails shows its message', async () => {
    const { actor } = start({
      start: async () => {
        throw new Error('Your order has already been placed');
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Your order has already been placed');
  });

  it('a price change charges nothing, shows the new quote and waits for a yes', async () => {
    let answer: 'changed' | 'ok' = 'changed';
    const { actor, calls, effects } = start({
      start: async () => {
        if (answer === 'changed') {
          throw new CallFailedError('The price has changed', ErrorCode.PriceChanged);
        }
        return progress('processing');
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('priceChanged'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(effects.reloadBasket).toHaveBeenCalledOnce();
    expect(effects.persistPending).toHaveBeenLastCalledWith(null);
    // Paying again before agreeing to the new total does nothing.
    actor.send({ ...pay, quotedTotal: 121.54 });
    expect(actor.getSnapshot().matches('priceChanged')).toBe(true);

    actor.send({ type: 'checkout.priceChangeConfirmed' });
    expect(actor.getSnapshot().context.priceChangeConfirmed).toBe(true);
    answer = 'ok';
    actor.send({ ...pay, quotedTotal: 121.54 });
    await waitFor(actor, (state) => state.matches('polling'));
    expect(calls.start).toHaveBeenLastCalledWith({ basketId: 41, quotedTotal: 121.54 });
  });

  it('a progress call that fails is asked again rather than failing the payment', async () => {
    vi.useFakeTimers();
    let first = true;
    const { actor, calls } = start();
    const flaky = checkoutMachine.provide({
      actors: {
        validateBasket: fromPromise(
          async (): Promise<BasketValidation> => ({ valid: true, message: null }),
        ),
        preparePayment: fromPromise(async () => {}),
        startCheckout: fromPromise(async () => progress('processing')),
        paymentPolling: pollingWith(
          fromPromise(async () => {
            calls.progress();
            if (first) {
              first = false;
              throw new Error('offline');
            }
            return progress('succeeded', { orderId: 1 });
          }),
        ),
      },
    });
    const other = createActor(flaky, { input: {} }).start();
    other.send(pay);
    await waitFor(other, (state) => state.matches('polling'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(other.getSnapshot().value).toBe('polling');
    await vi.advanceTimersByTimeAsync(2000);
    expect(other.getSnapshot().value).toBe('succeeded');
    expect(calls.progress).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it("after the bank's check the payment is asked again, however long the polling before it took", async () => {
    vi.useFakeTimers();
    // Processing for 1 + 2 + 4 + 5 × 22 = 117 s, then the bank's check, then the yes.
    const { actor, calls } = start({
      progress: [
        ...Array.from({ length: 25 }, () => progress('processing')),
        progress('requires_action', { clientSecret: 'pi_1_secret' }),
        progress('succeeded', { orderId: 900 }),
      ],
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('polling'));
    await vi.advanceTimersByTimeAsync(117_000 + 5000);
    expect(actor.getSnapshot().value).toBe('authenticating');
    const asked = calls.progress.mock.calls.length;
    actor.send({ type: 'checkout.authenticate', approved: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('polling');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.progress.mock.calls.length).toBeGreaterThan(asked);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('gives up after the polling time-out with a clear message', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ progress: [progress('processing')] });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('polling'));
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_TIMEOUT_MS + 5000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_TIMED_OUT_MESSAGE);
    const callsAtTimeout = calls.progress.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.progress).toHaveBeenCalledTimes(callsAtTimeout);
  });

  it('leaving polling stops the timer', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ progress: [progress('processing')] });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('polling'));
    actor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.progress).not.toHaveBeenCalled();
  });

  it.each([
    [true, progress('succeeded', { orderId: 7 }), 'succeeded'],
    [false, progress('failed'), 'failed'],
  ])(
    'authentication answered %s goes back to polling, which decides',
    async (approved, answer, end) => {
      vi.useFakeTimers();
      const { actor, calls } = start({
        start: async () => progress('requires_action', { clientSecret: 'pi_1_secret' }),
        progress: [answer],
      });
      actor.send(pay);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('authenticating');
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      actor.send({ type: 'checkout.authenticate', approved });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.authenticate).toHaveBeenCalledWith({
        basketId: 41,
        clientSecret: 'pi_1_secret',
        approved,
      });
      expect(actor.getSnapshot().value).toBe('polling');
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().value).toBe(end);
    },
  );

  it('an authentication answer that cannot be sent fails the attempt', async () => {
    const { actor } = start({
      start: async () => progress('requires_action', { clientSecret: 's' }),
      authenticate: async () => {
        throw new Error('Something went wrong');
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('authenticating'));
    actor.send({ type: 'checkout.authenticate', approved: true });
    await waitFor(actor, (state) => state.matches('failed'));
  });

  describe('a payment waiting for the bank with no check open here', () => {
    const waiting = progress('requires_action', { clientSecret: 'pi_1_secret', amount: 96.66 });

    it("is offered when the checkout step finds it, and finished with the bank's check", async () => {
      const { actor, calls, effects } = start({
        inspect: async () => waiting,
        progress: [progress('succeeded', { orderId: 900 })],
      });
      actor.send({ type: 'checkout.inspect', basketId: 41 });
      await waitFor(actor, (state) => state.matches('waitingForBank'));
      expect(actor.getSnapshot().context.progress?.amount).toBe(96.66);
      actor.send({ type: 'checkout.finish' });
      expect(actor.getSnapshot().value).toBe('authenticating');
      actor.send({ type: 'checkout.authenticate', approved: true });
      await waitFor(actor, (state) => state.matches('succeeded'), { timeout: 3000 });
      expect(calls.authenticate).toHaveBeenCalledWith({
        basketId: 41,
        clientSecret: 'pi_1_secret',
        approved: true,
      });
      expect(effects.orderPlaced).toHaveBeenCalledWith({ basketId: 41, orderId: 900 });
    });

    it('is abandoned: nothing taken, the basket read again and payable', async () => {
      const { actor, calls, effects } = start({ inspect: async () => waiting });
      actor.send({ type: 'checkout.inspect', basketId: 41 });
      await waitFor(actor, (state) => state.matches('waitingForBank'));
      actor.send({ type: 'checkout.abandon' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (state) => state.matches('idle'));
      expect(calls.abandon).toHaveBeenCalledWith({ basketId: 41 });
      expect(effects.reloadBasket).toHaveBeenCalledTimes(1);
      expect(effects.orderPlaced).not.toHaveBeenCalled();
      actor.send(pay);
      expect(actor.getSnapshot().value).toBe('validating');
    });

    it("abandoned after the bank's yes: the order was made, and is shown", async () => {
      const { actor, effects } = start({
        inspect: async () => waiting,
        abandon: async () => progress('succeeded', { orderId: 900 }),
      });
      actor.send({ type: 'checkout.inspect', basketId: 41 });
      await waitFor(actor, (state) => state.matches('waitingForBank'));
      actor.send({ type: 'checkout.abandon' });
      await waitFor(actor, (state) => state.matches('succeeded'));
      expect(effects.orderPlaced).toHaveBeenCalledWith({ basketId: 41, orderId: 900 });
    });

    it('an abandon that fails keeps the offer, with the reason', async () => {
      const { actor } = start({
        inspect: async () => waiting,
        abandon: async () => {
          throw new Error('We could not reach the card payment service');
        },
      });
      actor.send({ type: 'checkout.inspect', basketId: 41 });
      await waitFor(actor, (state) => state.matches('waitingForBank'));
      actor.send({ type: 'checkout.abandon' });
      await waitFor(
        actor,
        (state) => state.matches('waitingForBank') && state.context.error !== null,
      );
      expect(actor.getSnapshot().context.error).toBe('We could not reach the card payment service');
    });

    it('nothing waiting (or the question fails): the customer pays as usual', async () => {
      for (const inspect of [
        async () => null,
        async () => {
          throw new Error('Something went wrong');
        },
      ]) {
        const { actor } = start({ inspect });
        actor.send({ type: 'checkout.inspect', basketId: 41 });
        await waitFor(actor, (state) => state.matches('idle'));
        actor.send(pay);
        expect(actor.getSnapshot().value).toBe('validating');
      }
    });

    it('a payment still on its way is polled', async () => {
      const { actor } = start({ inspect: async () => progress('processing') });
      actor.send({ type: 'checkout.inspect', basketId: 41 });
      await waitFor(actor, (state) => state.matches('polling'));
    });
  });

  it('pays for the next order after a success', async () => {
    const { actor, calls } = start({ start: async () => progress('succeeded', { orderId: 9 }) });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('succeeded'));
    actor.send({ ...pay, basketId: 42 });
    expect(actor.getSnapshot().context).toMatchObject({ basketId: 42, orderId: null });
    await waitFor(actor, (state) => state.matches('succeeded'));
    expect(calls.start).toHaveBeenLastCalledWith({ basketId: 42, quotedTotal: 96.66 });
  });

  it('resets for the next order after success or failure', async () => {
    const { actor } = start({ start: async () => progress('succeeded', { orderId: 9 }) });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('succeeded'));
    actor.send({ type: 'checkout.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ basketId: null, orderId: null });
  });
});

describe('checkout machine: what each call is given and what the customer is left with', () => {
  it('asks about the basket on screen, polls it, and abandons it by its id', async () => {
    const waiting = progress('requires_action', { clientSecret: 'pi_1_secret' });
    const { actor, calls } = start({ inspect: async () => waiting });
    actor.send({ type: 'checkout.inspect', basketId: 52 });
    await waitFor(actor, (state) => state.matches('waitingForBank'));
    expect(calls.inspect).toHaveBeenCalledWith({ basketId: 52 });
    actor.send({ type: 'checkout.abandon' });
    await waitFor(actor, (state) => state.matches('idle'));
    expect(calls.abandon).toHaveBeenCalledWith({ basketId: 52 });
    // Nothing is waiting any more: the offer is gone with it.
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('polls the basket being paid for', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ progress: [progress('succeeded', { orderId: 3 })] });
    actor.send(pay);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.progress).toHaveBeenCalledWith({ basketId: 41 });
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('a second try at abandoning or finishing clears the last reason shown', async () => {
    let fail = true;
    const waiting = progress('requires_action', { clientSecret: 'pi_1_secret' });
    const { actor } = start({
      inspect: async () => waiting,
      abandon: async () => {
        if (fail) throw new Error('We could not reach the card payment service');
        return new Promise<CheckoutProgress>(() => {});
      },
    });
    actor.send({ type: 'checkout.inspect', basketId: 41 });
    await waitFor(actor, (state) => state.matches('waitingForBank'));
    actor.send({ type: 'checkout.abandon' });
    await waitFor(actor, (state) => state.context.error !== null);
    fail = false;
    actor.send({ type: 'checkout.abandon' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();

    fail = true;
    const second = start({
      inspect: async () => waiting,
      abandon: async () => {
        throw new Error('We could not reach the card payment service');
      },
    }).actor;
    second.send({ type: 'checkout.inspect', basketId: 41 });
    await waitFor(second, (state) => state.matches('waitingForBank'));
    second.send({ type: 'checkout.abandon' });
    await waitFor(second, (state) => state.context.error !== null);
    second.send({ type: 'checkout.finish' });
    expect(second.getSnapshot().value).toBe('authenticating');
    expect(second.getSnapshot().context.error).toBeNull();
  });

  it('does not keep the card once the payment is readied', async () => {
    const { actor } = start({ start: () => new Promise(() => {}) });
    actor.send({
      ...pay,
      method: {
        kind: 'cardDetails',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'A' },
      },
    });
    await waitFor(actor, (state) => state.matches('starting'));
    expect(actor.getSnapshot().context.method).toBeNull();
  });

  it('a bank check asked for while polling is answered with that payment’s secret', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      progress: [
        progress('requires_action', { clientSecret: 'from_polling' }),
        progress('succeeded', { orderId: 8 }),
      ],
    });
    actor.send(pay);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('authenticating');
    actor.send({ type: 'checkout.authenticate', approved: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.authenticate).toHaveBeenCalledWith({
      basketId: 41,
      clientSecret: 'from_polling',
      approved: true,
    });
  });

  it('a price change says so, and each new price change must be agreed to again', async () => {
    const { actor } = start({
      start: async () => {
        throw new CallFailedError('The price has changed', ErrorCode.PriceChanged);
      },
    });
    expect(actor.getSnapshot().context.priceChangeConfirmed).toBe(false);
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('priceChanged'));
    expect(actor.getSnapshot().context.error).toBe('The price has changed');
    actor.send({ type: 'checkout.priceChangeConfirmed' });
    expect(actor.getSnapshot().context).toMatchObject({ priceChangeConfirmed: true, error: null });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('priceChanged'));
    expect(actor.getSnapshot().context.priceChangeConfirmed).toBe(false);
  });

  it('the next order does not inherit an agreement to an earlier price change', async () => {
    let changed = true;
    const { actor } = start({
      start: async () => {
        if (changed) throw new CallFailedError('The price has changed', ErrorCode.PriceChanged);
        return progress('succeeded', { orderId: 9 });
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('priceChanged'));
    actor.send({ type: 'checkout.priceChangeConfirmed' });
    changed = false;
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('succeeded'));
    actor.send({ type: 'checkout.reset' });
    expect(actor.getSnapshot().context.priceChangeConfirmed).toBe(false);
  });

  it('an authentication answer that cannot be sent says why, and nothing is left pending', async () => {
    const { actor, effects } = start({
      start: async () => progress('requires_action', { clientSecret: 's' }),
      authenticate: async () => {
        throw new Error('We could not reach the card payment service');
      },
    });
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('authenticating'));
    actor.send({ type: 'checkout.authenticate', approved: true });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('We could not reach the card payment service');
    expect(effects.persistPending).toHaveBeenLastCalledWith(null);
  });
});

describe("checkout machine without the app's calls", () => {
  // Each call is supplied by the app's wiring (src/wiring); one not supplied names itself.
  const named = (call: string) =>
    `The app must provide the "${call}" actor to the checkout machine.`;
  type Actors = NonNullable<Parameters<typeof checkoutMachine.provide>[0]['actors']>;
  const valid = fromPromise<BasketValidation, { basketId: number }>(async () => ({
    valid: true,
    message: null,
  }));
  const ready = fromPromise<void, { basketId: number; method: PaymentMethod }>(async () => {});

  it.each([
    ['validateBasket', {}],
    ['preparePayment', { validateBasket: valid }],
    ['startCheckout', { validateBasket: valid, preparePayment: ready }],
  ] as [string, Actors][])('paying without the %s call names it', async (call, actors) => {
    const actor = createActor(checkoutMachine.provide({ actors }), { input: {} }).start();
    actor.send(pay);
    await waitFor(actor, (state) => !state.hasTag('busy') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(named(call));
  });

  it('answering the bank without the authenticatePayment call names it', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        validateBasket: valid,
        preparePayment: ready,
        startCheckout: fromPromise<CheckoutProgress, { basketId: number; quotedTotal: number }>(
          async () => progress('requires_action', { clientSecret: 's' }),
        ),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send(pay);
    await waitFor(actor, (state) => state.matches('authenticating'));
    actor.send({ type: 'checkout.authenticate', approved: true });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(named('authenticatePayment'));
  });

  it('abandoning without the abandonCheckout call names it', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        inspectCheckout: fromPromise<CheckoutProgress | null, { basketId: number }>(async () =>
          progress('requires_action', { clientSecret: 's' }),
        ),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'checkout.inspect', basketId: 41 });
    await waitFor(actor, (state) => state.matches('waitingForBank'));
    actor.send({ type: 'checkout.abandon' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(named('abandonCheckout'));
  });
});
