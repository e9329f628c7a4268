import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Basket, BasketValidation } from '../../src/domain/baskets';
import {
  BasketCallError,
  type BasketEvent,
  basketMachine,
} from '../../src/machines/basket.machine';
import { quoteFixture } from '../fixtures/quote';

const basket: Basket = {
  basketId: 41,
  basketType: 'btb',
  partner: null,
  sales: false,
  marketingReference: null,
  customerId: 7,
  promoCode: null,
  storageBasket: null,
  materialBasket: null,
  collectionBasket: null,
  returnBasket: null,
  packingBasket: null,
  shippingBasket: null,
  quote: quoteFixture(),
};

interface Fakes {
  load?: () => Promise<Basket>;
  write?: () => Promise<void>;
  validate?: () => Promise<BasketValidation>;
}

function start(fakes: Fakes = {}, basketId: number | null = null) {
  const calls = {
    create: vi.fn(),
    load: vi.fn(),
    patch: vi.fn(),
    patchPart: vi.fn(),
    updatePart: vi.fn(),
    deletePart: vi.fn(),
  };
  const effects = { showError: vi.fn(), persistBasketId: vi.fn() };
  const write = fakes.write ?? (async () => {});
  const machine = basketMachine.provide({
    actors: {
      createBasket: fromPromise(async ({ input }) => {
        calls.create(input);
        return basket;
      }),
      loadBasket: fromPromise(async ({ input }) => {
        calls.load(input);
        return fakes.load ? fakes.load() : basket;
      }),
      patchBasket: fromPromise(async ({ input }) => {
        calls.patch(input);
        return write();
      }),
      patchBasketPart: fromPromise(async ({ input }) => {
        calls.patchPart(input);
        return write();
      }),
      updateBasketPart: fromPromise(async ({ input }) => {
        calls.updatePart(input);
        return write();
      }),
      deleteBasketPart: fromPromise(async ({ input }) => {
        calls.deletePart(input);
        return write();
      }),
      validateBasket: fromPromise(fakes.validate ?? (async () => ({ valid: true, message: null }))),
    },
    actions: {
      showError: ({ context }) => effects.showError(context.error),
      persistBasketId: (_, params) => effects.persistBasketId(params.basketId),
    },
  });
  const actor = createActor(machine, { input: { basketId } }).start();
  return { actor, calls, effects };
}

type BasketSnapshot = ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>;
const ready = (state: BasketSnapshot) => state.matches({ active: { activity: 'ready' } });

describe('basket machine', () => {
  it('starts empty without a kept basket', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('reloads a kept basket before trusting it', async () => {
    const { actor, calls } = start({}, 41);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, ready);
    expect(calls.load).toHaveBeenCalledWith({ basketId: 41 });
    expect(actor.getSnapshot().context.basket).toEqual(basket);
    expect(actor.getSnapshot().hasTag('notStarted')).toBe(true);
  });

  it('creates a basket, keeps its id and reloads it', async () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'basket.create', customerId: 7, basketType: 'btb' });
    expect(actor.getSnapshot().value).toBe('creating');
    await waitFor(actor, ready);
    expect(calls.create).toHaveBeenCalledWith({ customerId: 7, basketType: 'btb', partner: null });
    expect(effects.persistBasketId).toHaveBeenCalledWith(41);
    expect(calls.load).toHaveBeenCalledWith({ basketId: 41 });
    expect(actor.getSnapshot().context.basketId).toBe(41);
  });

  it('a failed create shows the message and stays empty', async () => {
    const { actor, effects } = start();
    const failing = basketMachine.provide({
      actors: {
        createBasket: fromPromise(async (): Promise<Basket> => {
          throw new BasketCallError('Something went wrong');
        }),
      },
      actions: { showError: ({ context }) => effects.showError(context.error) },
    });
    const other = createActor(failing, { input: {} }).start();
    other.send({ type: 'basket.create', customerId: 7, basketType: 'btb' });
    await waitFor(other, (state) => state.matches('empty') && state.context.error !== null);
    expect(effects.showError).toHaveBeenCalledWith('Something went wrong');
    actor.stop();
  });

  it.each([
    [{ type: 'basket.patch', patch: { promoCode: 'WELCOME10' } } as const, 'patch'],
    [
      { type: 'basket.patchPart', basketType: 'btb', changes: { numberOfMonths: 6 } } as const,
      'patchPart',
    ],
    [
      { type: 'basket.updatePart', part: 'materials', body: { items: [] } } as BasketEvent,
      'updatePart',
    ],
    [{ type: 'basket.deletePart', basketType: 'materials' } as const, 'deletePart'],
  ] as [BasketEvent, string][])('%o is followed by a reload', async (event, call) => {
    const { actor, calls } = start({}, 41);
    await waitFor(actor, ready);
    calls.load.mockClear();
    actor.send(event);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, ready);
    expect(calls[call as keyof typeof calls]).toHaveBeenCalledOnce();
    expect(calls.load).toHaveBeenCalledOnce();
  });

  it('a failed write keeps the basket, records and shows the message', async () => {
    const { actor, calls, effects } = start(
      {
        write: async () => {
          throw new BasketCallError('Address cannot be found', 1);
        },
      },
      41,
    );
    await waitFor(actor, ready);
    calls.load.mockClear();
    actor.send({ type: 'basket.patch', patch: { partner: 'x' } });
    await waitFor(actor, (state) => ready(state) && state.context.error !== null);
    expect(effects.showError).toHaveBeenCalledWith('Address cannot be found');
    expect(calls.load).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.basket).toEqual(basket);
  });

  it('code 160 on a write moves the basket to completed', async () => {
    const { actor, effects } = start(
      {
        write: async () => {
          throw new BasketCallError('anything', 160);
        },
      },
      41,
    );
    await waitFor(actor, ready);
    actor.send({ type: 'basket.deletePart', basketType: 'materials' });
    await waitFor(actor, (state) => state.matches('completed'));
    expect(actor.getSnapshot().hasTag('completed')).toBe(true);
    expect(effects.showError).toHaveBeenCalledWith('Your order has already been placed');
  });

  it('code 160 on a reload moves the basket to completed', async () => {
    const { actor } = start(
      {
        load: async () => {
          throw new BasketCallError('Your order has already been placed', 160);
        },
      },
      41,
    );
    await waitFor(actor, (state) => state.matches('completed'));
  });

  it('a kept basket that no longer exists is forgotten', async () => {
    const { actor, effects } = start(
      {
        load: async () => {
          throw new BasketCallError('Basket not found', 3);
        },
      },
      41,
    );
    await waitFor(actor, (state) => state.matches('empty'));
    expect(actor.getSnapshot().context.basketId).toBeNull();
    expect(effects.persistBasketId).toHaveBeenCalledWith(null);
  });

  it('a reload that fails otherwise keeps the basket and shows the message', async () => {
    let fail = false;
    const { actor, effects } = start(
      {
        load: async () => {
          if (fail) throw new BasketCallError('Something went wrong');
          return basket;
        },
      },
      41,
    );
    await waitFor(actor, ready);
    fail = true;
    actor.send({ type: 'basket.reload' });
    await waitFor(actor, (state) => ready(state) && state.context.error !== null);
    expect(effects.showError).toHaveBeenCalledWith('Something went wrong');
    expect(actor.getSnapshot().context.basket).toEqual(basket);
  });

  it('validation passes quietly', async () => {
    const { actor, effects } = start({}, 41);
    await waitFor(actor, ready);
    actor.send({ type: 'basket.validate' });
    await waitFor(actor, (state) => ready(state) && state.context.validation !== null);
    expect(actor.getSnapshot().context.validation).toEqual({ valid: true, message: null });
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('a failed validation shows its message', async () => {
    const { actor, effects } = start(
      {
        validate: async () => ({ valid: false, message: 'Minimum of one month storage required' }),
      },
      41,
    );
    await waitFor(actor, ready);
    actor.send({ type: 'basket.validate' });
    await waitFor(actor, (state) => ready(state) && state.context.validation !== null);
    expect(effects.showError).toHaveBeenCalledWith('Minimum of one month storage required');
    expect(actor.getSnapshot().context.error).toBe('Minimum of one month storage required');
  });

  it('goes through the lifecycle: not started, checkout started, completed', async () => {
    const { actor } = start({}, 41);
    await waitFor(actor, ready);
    expect(actor.getSnapshot().hasTag('notStarted')).toBe(true);
    actor.send({ type: 'basket.orderPlaced' });
    expect(actor.getSnapshot().hasTag('notStarted')).toBe(true);
    actor.send({ type: 'basket.checkoutStarted' });
    expect(actor.getSnapshot().hasTag('checkoutStarted')).toBe(true);
    // A declined payment leaves the basket open to change.
    actor.send({ type: 'basket.patch', patch: { promoCode: null } });
    await waitFor(actor, ready);
    actor.send({ type: 'basket.orderPlaced' });
    expect(actor.getSnapshot().value).toBe('completed');
    actor.send({ type: 'basket.create', customerId: 7, basketType: 'btb' });
    expect(actor.getSnapshot().value).toBe('creating');
  });

  it('clearing forgets the basket from any state', async () => {
    const { actor, effects } = start({}, 41);
    actor.send({ type: 'basket.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ basketId: null, basket: null });
    expect(effects.persistBasketId).toHaveBeenCalledWith(null);
  });
});
