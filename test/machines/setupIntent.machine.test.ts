import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card, SetupIntentResult } from '../../src/domain/cards';
import { PROGRESS_POLL_TIMEOUT_MS } from '../../src/domain/payments';
import { pollingWith } from '../../src/machines/paymentPolling.machine';
import {
  CARD_NOT_SAVED_MESSAGE,
  type ConfirmSetupInput,
  type NewCard,
  SETUP_TIMED_OUT_MESSAGE,
  setupIntentMachine,
} from '../../src/machines/setupIntent.machine';

const mastercard: Card = {
  cardId: 12,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
};

const result = (
  status: SetupIntentResult['status'],
  extra: Partial<SetupIntentResult> = {},
): SetupIntentResult => ({ status, card: null, message: null, ...extra });

const typedCard: NewCard = {
  kind: 'cardDetails',
  card: {
    number: '5555555555554444',
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
    name: 'Ada Lovelace',
  },
};

const submit = { type: 'setupIntent.submit', card: typedCard } as const;

interface Fakes {
  create?: () => Promise<{ setupIntentId: string; clientSecret: string }>;
  confirm?: (input: ConfirmSetupInput) => Promise<void>;
  /** Answers for successive progress calls; the last one repeats. */
  progress?: Array<SetupIntentResult | Error>;
  authenticate?: () => Promise<void>;
  providerAuthenticates?: boolean;
}

function start(fakes: Fakes = {}) {
  const calls = {
    create: vi.fn(),
    confirm: vi.fn(),
    progress: vi.fn(),
    authenticate: vi.fn(),
  };
  const answers = [...(fakes.progress ?? [result('succeeded', { card: mastercard })])];
  const machine = setupIntentMachine.provide({
    actors: {
      createSetupIntent: fromPromise(async ({ input }) => {
        calls.create(input);
        return fakes.create
          ? fakes.create()
          : { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' };
      }),
      confirmSetup: fromPromise(async ({ input }) => {
        calls.confirm(input);
        await fakes.confirm?.(input);
      }),
      paymentPolling: pollingWith(
        fromPromise(async ({ input }) => {
          calls.progress(input);
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          if (!answer) throw new Error('no answer');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      ),
      authenticateSetup: fromPromise(async ({ input }) => {
        calls.authenticate(input);
        await fakes.authenticate?.();
      }),
    },
    guards: { providerAuthenticates: () => fakes.providerAuthenticates ?? false },
  });
  const actor = createActor(machine, { input: { customerId: 7 } }).start();
  return { actor, calls };
}

afterEach(() => vi.useRealTimers());

describe('setup intent machine', () => {
  it('starts with the card form open and nothing running', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('creates a setup intent, confirms the card, polls with back-off and ends with the card', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      progress: [result('processing'), result('succeeded', { card: mastercard })],
    });
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.create).toHaveBeenCalledWith({ customerId: 7 });
    expect(calls.confirm).toHaveBeenCalledWith({
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      card: typedCard,
    });
    expect(actor.getSnapshot().value).toBe('polling');
    // The typed card is not kept once the provider has it.
    expect(actor.getSnapshot().context.card).toBeNull();

    await vi.advanceTimersByTimeAsync(999);
    expect(calls.progress).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.progress).toHaveBeenCalledWith({ setupIntentId: 'seti_1' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.progress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.progress).toHaveBeenCalledTimes(2);

    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().output).toEqual(mastercard);
  });

  it('keeps the name from the card form, and a Stripe payment method is sent as it is', async () => {
    const stripeCard: NewCard = { kind: 'paymentMethod', paymentMethodId: 'pm_1', name: 'Grace' };
    const { actor, calls } = start();
    actor.send({ type: 'setupIntent.submit', card: stripeCard });
    expect(actor.getSnapshot().context.name).toBe('Grace');
    await waitFor(actor, (state) => state.matches('polling'));
    expect(calls.confirm).toHaveBeenCalledWith(expect.objectContaining({ card: stripeCard }));
  });

  it('ignores a second submit while the card is being set up (double click)', async () => {
    const { actor, calls } = start({ create: () => new Promise(() => {}) });
    actor.send(submit);
    actor.send(submit);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('creating');
    expect(calls.create).toHaveBeenCalledOnce();
  });

  it('a refused card fails with the bank’s words, keeps the name and can be tried again', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      progress: [result('failed', { message: 'Your card was declined.' })],
    });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Your card was declined.',
      name: 'Ada Lovelace',
      failures: 1,
    });

    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.create).toHaveBeenCalledTimes(2);
  });

  it('a refusal without words gets the general message', async () => {
    vi.useFakeTimers();
    const { actor } = start({ progress: [result('failed')] });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.error).toBe(CARD_NOT_SAVED_MESSAGE);
  });

  it('a setup intent that cannot be made fails with its message', async () => {
    const { actor, calls } = start({
      create: async () => {
        throw new Error('Something went wrong');
      },
    });
    actor.send(submit);
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    expect(calls.confirm).not.toHaveBeenCalled();
  });

  it('a card the provider will not take fails before any polling', async () => {
    const { actor, calls } = start({
      confirm: async () => {
        throw new Error('Enter a valid card number');
      },
    });
    actor.send(submit);
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Enter a valid card number',
      card: null,
    });
    expect(calls.progress).not.toHaveBeenCalled();
  });

  it('a progress call that fails is asked again rather than failing the card', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      progress: [new Error('offline'), result('succeeded', { card: mastercard })],
    });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('polling');
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(calls.progress).toHaveBeenCalledTimes(2);
  });

  it('gives up after the polling time-out with a clear message', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ progress: [result('processing')] });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_TIMEOUT_MS + 5000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(SETUP_TIMED_OUT_MESSAGE);
    const callsAtTimeout = calls.progress.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.progress).toHaveBeenCalledTimes(callsAtTimeout);
  });

  it('stopping while polling stops the timer', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({ progress: [result('processing')] });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(0);
    actor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.progress).not.toHaveBeenCalled();
  });

  it.each([
    [true, result('succeeded', { card: mastercard }), 'succeeded'],
    [false, result('failed', { message: 'We are unable to authenticate' }), 'failed'],
  ])(
    'the bank’s check answered %s sends the client secret, then polling decides',
    async (approved, answer, end) => {
      vi.useFakeTimers();
      const { actor, calls } = start({ progress: [result('requires_action'), answer] });
      actor.send(submit);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().value).toBe('authenticating');
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);

      actor.send({ type: 'setupIntent.authenticate', approved });
      expect(actor.getSnapshot().value).toBe('confirmingAuthentication');
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.authenticate).toHaveBeenCalledWith({
        clientSecret: 'seti_1_secret_x',
        approved,
      });
      expect(actor.getSnapshot().value).toBe('polling');
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().value).toBe(end);
    },
  );

  it('with Stripe the check runs in its own window, without waiting for our dialog', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      providerAuthenticates: true,
      progress: [result('requires_action'), result('succeeded', { card: mastercard })],
    });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.authenticate).toHaveBeenCalledWith({
      clientSecret: 'seti_1_secret_x',
      approved: true,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('an answer to the bank’s check that cannot be sent fails the try', async () => {
    vi.useFakeTimers();
    const { actor } = start({
      progress: [result('requires_action')],
      authenticate: async () => {
        throw new Error('This is not waiting for that step');
      },
    });
    actor.send(submit);
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'setupIntent.authenticate', approved: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('This is not waiting for that step');
  });

  it('ignores the bank’s answer and ticks when nothing is waiting for them', () => {
    const { actor } = start();
    actor.send({ type: 'setupIntent.authenticate', approved: true });
    // A stray tick from a timer that is gone (the polling child has its own).
    actor.send({ type: 'poll.tick' } as never);
    expect(actor.getSnapshot().value).toBe('editing');
  });
  it('opens the card form with no name filled in', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.name).toBe('');
  });

  it('says in words why a card was not saved, and when the bank took too long', async () => {
    vi.useFakeTimers();
    const refused = start({ progress: [result('failed')] });
    refused.actor.send(submit);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refused.actor.getSnapshot().context.error).toMatch(/card could not be saved/i);
    const slow = start({ progress: [result('processing')] });
    slow.actor.send(submit);
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_TIMEOUT_MS + 5000);
    expect(slow.actor.getSnapshot().context.error).toMatch(
      /could not confirm your card .* in time/i,
    );
  });

  describe('without the app’s calls (a wiring mistake)', () => {
    const created = fromPromise<
      { setupIntentId: string; clientSecret: string },
      { customerId: number }
    >(async () => ({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' }));
    const nothing = fromPromise<void, ConfirmSetupInput>(async () => {});
    const missing = (call: string) =>
      `The app must provide the "${call}" actor to the setup intent machine.`;

    it('a step whose call is missing fails, naming the call', async () => {
      const noCreate = createActor(setupIntentMachine, { input: { customerId: 7 } }).start();
      noCreate.send(submit);
      await waitFor(noCreate, (state) => state.matches('failed'));
      expect(noCreate.getSnapshot().context.error).toBe(missing('createSetupIntent'));

      const noConfirm = createActor(
        setupIntentMachine.provide({ actors: { createSetupIntent: created } }),
        { input: { customerId: 7 } },
      ).start();
      noConfirm.send(submit);
      await waitFor(noConfirm, (state) => state.matches('failed'));
      expect(noConfirm.getSnapshot().context.error).toBe(missing('confirmSetup'));
    });

    it('a missing progress call is asked again, never taken for an answer', async () => {
      const actor = createActor(
        setupIntentMachine.provide({
          actors: { createSetupIntent: created, confirmSetup: nothing },
        }),
        { input: { customerId: 7 } },
      ).start();
      actor.send(submit);
      await waitFor(actor, (state) => state.matches('polling'));
      const polling = actor.getSnapshot().children.paymentPolling;
      if (!polling) throw new Error('The polling child is not running');
      // The failed call is waited on and asked again; the card is neither saved nor failed.
      await waitFor(polling, (state) => 'value' in state && state.value === 'waiting');
      expect(actor.getSnapshot().value).toBe('polling');
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
    });

    it('a missing answer call for the bank’s check fails the try, naming the call', async () => {
      const actor = createActor(
        setupIntentMachine.provide({
          actors: {
            createSetupIntent: created,
            confirmSetup: nothing,
            paymentPolling: pollingWith(fromPromise(async () => result('requires_action'))),
          },
        }),
        { input: { customerId: 7 } },
      ).start();
      actor.send(submit);
      await waitFor(actor, (state) => state.matches('authenticating'));
      actor.send({ type: 'setupIntent.authenticate', approved: true });
      await waitFor(actor, (state) => state.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(missing('authenticateSetup'));
    });
  });
});
