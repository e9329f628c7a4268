import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BoxTypeId } from '../../src/domain/box-types';
import type { Card } from '../../src/domain/cards';
import { funnelStepPath, SHIPPING_FUNNEL } from '../../src/domain/funnels';
import { MAX_HOME_ITEMS, shipmentItems } from '../../src/domain/shipping';
import type { Timeslot } from '../../src/domain/timeslots';
import { addressStepMachine } from '../../src/machines/addressStep.machine';
import {
  persistedShippingFunnel,
  type ShippingFunnelInput,
  shippingFunnelMachine,
  shippingLandingStep,
} from '../../src/machines/shippingFunnel.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { SAVED_CARD as card } from '../fixtures/cards';
import { FRANCE as france, PARIS as paris } from '../fixtures/shipping';
import { checkoutStepDouble } from './checkoutStepDouble';
import { itNamesEachMissingCall } from './missingCalls';
import { chooseTimeslot, timeslotStepDouble, timeslotStepReady } from './timeslotStepDouble';

const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };
const books = { category: 'books' as const, description: 'Novels', value: '120' };
const coats = { category: 'clothing' as const, description: 'Coats and boots', value: '300' };

function start(
  input: ShippingFunnelInput = { saved: { customerId: 7 } },
  { destinationFails = false } = {},
) {
  const calls = {
    saveDestination: vi.fn(),
    saveDeclarations: vi.fn(),
    saveAddress: vi.fn(),
    saveTimeslot: vi.fn(),
  };
  const navigate = vi.fn();
  const machine = shippingFunnelMachine.provide({
    actors: {
      loadDestinationStep: fromPromise(async ({ input }) => {
        if (destinationFails) throw new Error('loadDestinationStep failed');
        return { basketId: input.basketId ?? 81, boxes: [], countries: [france] };
      }),
      saveDestination: fromPromise(async ({ input }) => {
        calls.saveDestination(input);
      }),
      saveDeclarations: fromPromise(async ({ input }) => {
        calls.saveDeclarations(input);
      }),
      loadDispatchDays: fromPromise(async () => ['2030-03-04']),
      saveDispatch: fromPromise(async () => {}),
      addressStep: addressStepMachine.provide({
        actors: {
          loadAddresses: fromPromise(async () => [home]),
          saveAddress: fromPromise(async ({ input }) => {
            calls.saveAddress(input);
            return { address: home };
          }),
        },
      }),
      timeslotStep: timeslotStepDouble({ timeslots: [monday], saved: calls.saveTimeslot }),
      checkoutStep: checkoutStepDouble(() => ({ cards: [] as Card[] })),
    },
    actions: { navigate: (_, params) => navigate(funnelStepPath(SHIPPING_FUNNEL, params.step)) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, navigate };
}

describe('shipping funnel: the items of a shipment', () => {
  it('lists items from home by type in the catalogue order, each under its own key', () => {
    const items = shipmentItems({
      source: 'home',
      boxIds: [],
      homeCounts: { [BoxTypeId.Suitcase]: 1, [BoxTypeId.LargeBox]: 2 },
    });
    expect(items.map((item) => item.key)).toEqual([
      `home-${BoxTypeId.LargeBox}-1`,
      `home-${BoxTypeId.LargeBox}-2`,
      `home-${BoxTypeId.Suitcase}-1`,
    ]);
  });

  it('lists stored boxes by their numbers and ignores counts from home', () => {
    const items = shipmentItems({ source: 'storage', boxIds: [5, 9], homeCounts: { 19: 3 } });
    expect(items).toEqual([
      { key: '5', boxId: 5, boxTypeId: null },
      { key: '9', boxId: 9, boxTypeId: null },
    ]);
  });
});

/** A large box from home, its destination and customs saved. */
const declaredFromHome: ShippingFunnelInput = {
  saved: {
    customerId: 7,
    basketId: 81,
    source: 'home',
    homeCounts: { [BoxTypeId.LargeBox]: 1 },
    destination: paris,
    declarations: { [`home-${BoxTypeId.LargeBox}-1`]: books },
    saved: { destination: true, customs: true, dispatch: false },
  },
};
/** The same with the courier's address and window chosen: every step is done. */
const collectedFromHome: ShippingFunnelInput = {
  saved: { ...declaredFromHome.saved, collectionAddress: home, timeslot: monday },
};

describe('shipping funnel machine: from home', () => {
  it('counts what to send, then goes through destination, customs, collection address and time to checkout, sending the basket what each step chose', async () => {
    const { actor, calls, navigate } = start();
    actor.send({ type: 'funnel.homeChosen' });
    expect(actor.getSnapshot().value).toBe('items');
    expect(navigate).toHaveBeenLastCalledWith('/apps/shipping/items');
    // Nothing counted, nothing to go on with.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().value).toBe('items');

    actor.send({ type: 'items.changed', boxTypeId: BoxTypeId.LargeBox, count: 1 });
    actor.send({ type: 'items.changed', boxTypeId: BoxTypeId.Suitcase, count: 1 });
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    actor.send({ type: 'destination.changed', address: paris });
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('customs'));
    expect(calls.saveDestination).toHaveBeenCalledWith({
      source: 'home',
      shipItems: [],
      homeItems: [
        { boxTypeId: BoxTypeId.LargeBox, declaration: null },
        { boxTypeId: BoxTypeId.Suitcase, declaration: null },
      ],
      destination: expect.objectContaining({ countryCode: 'FR', postalCode: '75001' }),
    });

    actor.send({
      type: 'customs.changed',
      itemKey: `home-${BoxTypeId.LargeBox}-1`,
      declaration: books,
    });
    // One item still undeclared: Continue stays.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ customs: 'declaring' })).toBe(true);
    actor.send({
      type: 'customs.changed',
      itemKey: `home-${BoxTypeId.Suitcase}-1`,
      declaration: coats,
    });
    actor.send({ type: 'funnel.next' });
    // From home there is no dispatch day: the courier's address comes next.
    await waitFor(actor, (state) => state.matches('address'));
    const addressStep = actor.getSnapshot().children.addressStep;
    if (!addressStep) throw new Error('The funnel runs no address step');
    await waitFor(addressStep, (state) => state.matches('choosing'));
    expect(calls.saveDeclarations).toHaveBeenCalledWith({
      source: 'home',
      shipItems: [],
      homeItems: [
        {
          boxTypeId: BoxTypeId.LargeBox,
          declaration: { category: 'books', description: 'Novels', value: 120 },
        },
        {
          boxTypeId: BoxTypeId.Suitcase,
          declaration: { category: 'clothing', description: 'Coats and boots', value: 300 },
        },
      ],
    });

    addressStep.send({ type: 'address.chosen', address: home });
    addressStep.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('collectionTime'));
    expect(calls.saveAddress).toHaveBeenCalledWith({
      customerId: 7,
      address: home,
      changed: true,
    });
    // Our courier collects, Saturdays included, on the shipment's basket.
    const timeslotStep = await timeslotStepReady(actor);
    expect(timeslotStep.getSnapshot().context).toMatchObject({
      basketId: 81,
      orderType: 'COLLECTION',
      saturdays: true,
    });
    await chooseTimeslot(actor, monday);
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveTimeslot).toHaveBeenCalledWith({ basketId: 81, timeslot: monday });
    expect(actor.getSnapshot().context.timeslot).toEqual(monday);

    // Back from checkout is the collection time, not a dispatch day; then the address, customs.
    for (const step of ['collectionTime', 'address', 'customs'] as const) {
      actor.send({ type: 'funnel.back' });
      expect(actor.getSnapshot().matches(step)).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(funnelStepPath(SHIPPING_FUNNEL, step));
    }
  });

  it('a change to what is sent asks for its destination and customs again', () => {
    const { actor } = start(declaredFromHome);
    actor.send({ type: 'funnel.stepRequested', step: 'items' });
    actor.send({ type: 'items.changed', boxTypeId: BoxTypeId.Suitcase, count: 1 });
    expect(actor.getSnapshot().context.saved).toEqual({
      destination: false,
      customs: false,
      dispatch: false,
    });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    expect(actor.getSnapshot().matches('destination')).toBe(true);
  });

  it(`takes at most ${MAX_HOME_ITEMS} items in all`, () => {
    const { actor } = start();
    actor.send({ type: 'funnel.homeChosen' });
    actor.send({ type: 'items.changed', boxTypeId: BoxTypeId.SmallBox, count: 15 });
    actor.send({ type: 'items.changed', boxTypeId: BoxTypeId.LargeBox, count: 15 });
    expect(actor.getSnapshot().context.homeCounts).toEqual({
      [BoxTypeId.SmallBox]: 15,
      [BoxTypeId.LargeBox]: MAX_HOME_ITEMS - 15,
    });
  });

  it('starts again from the store when boxes are chosen in My stuff, keeping where they go', () => {
    const { actor } = start(collectedFromHome);
    actor.send({ type: 'funnel.boxesChosen', boxIds: [5] });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      source: 'storage',
      boxIds: [5],
      homeCounts: {},
      destination: paris,
      collectionAddress: null,
      timeslot: null,
      saved: { destination: false, customs: false, dispatch: false },
    });
    // Choosing to ship from home again, from the store's way through, starts from what to send.
    actor.send({ type: 'funnel.homeChosen' });
    expect(actor.getSnapshot().value).toBe('items');
    expect(actor.getSnapshot().context.boxIds).toEqual([]);
  });

  it('lands a step of the other way through on the first step not done of this one', () => {
    const { actor } = start(declaredFromHome);
    const { context } = actor.getSnapshot();
    expect(shippingLandingStep(context, 'dispatch')).toBe('address');
    expect(shippingLandingStep(context, 'checkout')).toBe('address');
    // A destination is saved on a basket: without one, it is to be given again.
    expect(shippingLandingStep({ ...context, basketId: null }, 'checkout')).toBe('destination');
  });

  it('a message left on one step does not follow the customer to another', async () => {
    const { actor: funnel } = start(collectedFromHome, { destinationFails: true });
    for (const step of ['items', 'address', 'collectionTime', 'checkout', 'customs'] as const) {
      funnel.send({ type: 'funnel.stepRequested', step: 'destination' });
      await waitFor(funnel, (state) => state.matches({ destination: 'failed' }));
      expect(funnel.getSnapshot().context.error).toBe('loadDestinationStep failed');
      funnel.send({ type: 'funnel.stepRequested', step });
      expect(funnel.getSnapshot().matches(step)).toBe(true);
      expect(funnel.getSnapshot().context.error).toBeNull();
    }
  });
});

describe('shipping funnel: the calls the app provides', () => {
  itNamesEachMissingCall(shippingFunnelMachine, 'shipping funnel');
});

/*
 * Shipping boxes stored with us (docs/decisions.md, "Shipping"): where to (the country saved
 * at once, so the running total is the server's price), a declaration for each box, the day
 * they leave our store, checkout. Each failed call says why and keeps what was typed.
 */
function fromStore(input: ShippingFunnelInput, fail: Partial<Record<string, boolean>> = {}) {
  const calls = {
    loadDestinationStep: vi.fn(),
    saveCountry: vi.fn(),
    saveDestination: vi.fn(),
    saveDeclarations: vi.fn(),
    loadDispatchDays: vi.fn(),
    saveDispatch: vi.fn(),
  };
  const navigate = vi.fn();
  const call = (name: keyof typeof calls, input: unknown) => {
    calls[name](input);
    if (fail[name]) throw new Error(`${name} failed`);
  };
  const machine = shippingFunnelMachine.provide({
    actors: {
      loadDestinationStep: fromPromise(async ({ input }) => {
        call('loadDestinationStep', input);
        return { basketId: input.basketId ?? 81, boxes: [], countries: [france] };
      }),
      saveCountry: fromPromise(async ({ input }) => call('saveCountry', input)),
      saveDestination: fromPromise(async ({ input }) => call('saveDestination', input)),
      saveDeclarations: fromPromise(async ({ input }) => call('saveDeclarations', input)),
      loadDispatchDays: fromPromise(async ({ input }) => {
        call('loadDispatchDays', input);
        return ['2030-03-04', '2030-03-05'];
      }),
      saveDispatch: fromPromise(async ({ input }) => call('saveDispatch', input)),
      checkoutStep: checkoutStepDouble(() => ({ cards: [card] })),
    },
    actions: { navigate: (_, params) => navigate(funnelStepPath(SHIPPING_FUNNEL, params.step)) },
  });
  return { actor: createActor(machine, { input }).start(), calls, navigate };
}

const stored: ShippingFunnelInput = { saved: { customerId: 7, source: 'storage', boxIds: [5] } };
const declared: ShippingFunnelInput = {
  saved: {
    customerId: 7,
    basketId: 81,
    source: 'storage',
    boxIds: [5],
    destination: paris,
    declarations: { 5: books },
    saved: { destination: true, customs: true, dispatch: false },
  },
};

describe('shipping funnel machine: from our store', () => {
  it('goes through destination, customs and the dispatch day to checkout, each at its URL', async () => {
    const { actor, calls, navigate } = fromStore(stored);
    actor.send({ type: 'funnel.stepRequested', step: 'destination' });
    expect(navigate).toHaveBeenLastCalledWith('/apps/shipping/destination');
    expect(calls.loadDestinationStep).toHaveBeenCalledWith({
      customerId: 7,
      basketId: null,
      boxIds: [5],
    });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    expect(actor.getSnapshot().context).toMatchObject({ basketId: 81, countries: [france] });

    // The country goes on the basket at once, the address given so far let go.
    actor.send({ type: 'destination.changed', address: paris });
    expect(actor.getSnapshot().matches({ destination: 'savingCountry' })).toBe(true);
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    expect(calls.saveCountry).toHaveBeenCalledWith({
      source: 'storage',
      shipItems: [{ boxId: 5, declaration: null }],
      homeItems: [],
      destinationCountry: 'FR',
    });
    // The same country again is not saved again.
    actor.send({ type: 'destination.changed', address: { ...paris, city: 'Lyon' } });
    expect(actor.getSnapshot().matches({ destination: 'choosing' })).toBe(true);
    expect(calls.saveCountry).toHaveBeenCalledTimes(1);
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('customs'));
    expect(navigate).toHaveBeenLastCalledWith('/apps/shipping/customs');
    expect(calls.saveDestination).toHaveBeenCalledWith(
      expect.objectContaining({ destination: expect.objectContaining({ city: 'Lyon' }) }),
    );

    actor.send({ type: 'customs.changed', itemKey: '5', declaration: books });
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ dispatch: 'choosing' }));
    expect(navigate).toHaveBeenLastCalledWith('/apps/shipping/dispatch');
    expect(actor.getSnapshot().context.dispatchDays).toEqual(['2030-03-04', '2030-03-05']);
    // A day is needed.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ dispatch: 'choosing' })).toBe(true);
    actor.send({ type: 'dispatch.chosen', date: '2030-03-05' });
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveDispatch).toHaveBeenCalledWith({ dispatchDate: '2030-03-05' });
    expect(navigate).toHaveBeenLastCalledWith('/apps/shipping/checkout');
    // Checkout offers the customer's saved cards.
    expect(actor.getSnapshot().context.cards).toEqual([card]);
    expect(actor.getSnapshot().context.saved).toEqual({
      destination: true,
      customs: true,
      dispatch: true,
    });

    // Back: the dispatch day, the declarations, the destination; no step before it.
    for (const step of ['dispatch', 'customs', 'destination'] as const) {
      actor.send({ type: 'funnel.back' });
      expect(actor.getSnapshot().matches(step)).toBe(true);
    }
    actor.send({ type: 'funnel.back' });
    expect(actor.getSnapshot().matches('destination')).toBe(true);
  });

  it('a country we do not ship to is not saved; Continue needs a whole address', async () => {
    const { actor, calls } = fromStore(stored);
    actor.send({ type: 'funnel.stepRequested', step: 'destination' });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    actor.send({ type: 'destination.changed', address: { ...paris, countryCode: 'RU' } });
    expect(actor.getSnapshot().matches({ destination: 'choosing' })).toBe(true);
    expect(calls.saveCountry).not.toHaveBeenCalled();
    actor.send({ type: 'destination.changed', address: { ...paris, postalCode: '' } });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ destination: 'choosing' })).toBe(true);
    expect(calls.saveDestination).not.toHaveBeenCalled();
  });

  it('a country changed while the last one is saving is saved in its place', async () => {
    const { actor, calls } = fromStore(stored);
    actor.send({ type: 'funnel.stepRequested', step: 'destination' });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    actor.send({ type: 'destination.changed', address: paris });
    actor.send({ type: 'destination.changed', address: { ...paris, countryCode: 'DE' } });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    expect(calls.saveCountry).toHaveBeenLastCalledWith(
      expect.objectContaining({ destinationCountry: 'DE' }),
    );
    // A country we do not ship to, while one is saving, is not saved.
    actor.send({ type: 'destination.changed', address: paris });
    actor.send({ type: 'destination.changed', address: { ...paris, countryCode: 'RU' } });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    expect(calls.saveCountry).toHaveBeenCalledTimes(3);
    expect(calls.saveCountry).toHaveBeenLastCalledWith(
      expect.objectContaining({ destinationCountry: 'FR' }),
    );
    // Continue while a country is saving goes on with the whole address.
    actor.send({ type: 'destination.changed', address: paris });
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('customs'));
  });

  it('each failed save says why and keeps what was typed; a failed load offers Try again', async () => {
    for (const [call, step, stay] of [
      ['saveCountry', 'destination', 'choosing'],
      ['saveDestination', 'destination', 'choosing'],
      ['saveDeclarations', 'customs', 'declaring'],
      ['saveDispatch', 'dispatch', 'choosing'],
    ] as const) {
      const { actor } = fromStore(
        call === 'saveCountry' || call === 'saveDestination' ? stored : declared,
        { [call]: true },
      );
      actor.send({ type: 'funnel.stepRequested', step });
      await waitFor(actor, (state) => !state.hasTag('busy'));
      if (call === 'saveCountry') actor.send({ type: 'destination.changed', address: paris });
      if (call === 'saveDestination') {
        actor.send({ type: 'destination.changed', address: paris });
        await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
        actor.send({ type: 'funnel.next' });
      }
      if (call === 'saveDeclarations') actor.send({ type: 'funnel.next' });
      if (call === 'saveDispatch') {
        actor.send({ type: 'dispatch.chosen', date: '2030-03-04' });
        actor.send({ type: 'funnel.next' });
      }
      await waitFor(actor, (state) => state.context.error !== null);
      expect(actor.getSnapshot().matches({ [step]: stay })).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(`${call} failed`);
      expect(actor.getSnapshot().context.destination).toEqual(paris);
    }
    for (const [call, step] of [
      ['loadDestinationStep', 'destination'],
      ['loadDispatchDays', 'dispatch'],
    ] as const) {
      const fail = { [call]: true };
      const { actor, calls } = fromStore(declared, fail);
      actor.send({ type: 'funnel.stepRequested', step });
      await waitFor(actor, (state) => state.matches({ [step]: 'failed' }));
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(`${call} failed`);
      fail[call] = false;
      actor.send({ type: 'funnel.retry' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (state) => state.matches({ [step]: 'choosing' }));
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(calls[call]).toHaveBeenCalledTimes(2);
    }
  });

  it('a message left on one step does not follow the customer to another', async () => {
    const dispatchFails = fromStore(declared, { loadDispatchDays: true });
    dispatchFails.actor.send({ type: 'funnel.stepRequested', step: 'dispatch' });
    await waitFor(dispatchFails.actor, (state) => state.matches({ dispatch: 'failed' }));
    dispatchFails.actor.send({ type: 'funnel.stepRequested', step: 'destination' });
    expect(dispatchFails.actor.getSnapshot().context.error).toBeNull();

    const customsFails = fromStore(declared, { saveDeclarations: true });
    customsFails.actor.send({ type: 'funnel.stepRequested', step: 'customs' });
    customsFails.actor.send({ type: 'funnel.next' });
    await waitFor(customsFails.actor, (state) => state.context.error !== null);
    customsFails.actor.send({ type: 'funnel.stepRequested', step: 'dispatch' });
    expect(customsFails.actor.getSnapshot().matches('dispatch')).toBe(true);
    expect(customsFails.actor.getSnapshot().context.error).toBeNull();
  });

  it('a dispatch day kept from before is kept only while it can still be had', async () => {
    const still = fromStore({ saved: { ...declared.saved, dispatchDate: '2030-03-05' } });
    still.actor.send({ type: 'funnel.stepRequested', step: 'dispatch' });
    await waitFor(still.actor, (state) => state.matches({ dispatch: 'choosing' }));
    expect(still.actor.getSnapshot().context.dispatchDate).toBe('2030-03-05');
    const gone = fromStore({ saved: { ...declared.saved, dispatchDate: '2030-02-01' } });
    gone.actor.send({ type: 'funnel.stepRequested', step: 'dispatch' });
    await waitFor(gone.actor, (state) => state.matches({ dispatch: 'choosing' }));
    expect(gone.actor.getSnapshot().context.dispatchDate).toBeNull();
  });

  it('a changed declaration or destination must be saved again before the steps after it', async () => {
    const { actor } = fromStore(declared);
    actor.send({ type: 'funnel.stepRequested', step: 'customs' });
    actor.send({ type: 'customs.changed', itemKey: '5', declaration: coats });
    expect(actor.getSnapshot().context.saved.customs).toBe(false);
    actor.send({ type: 'funnel.stepRequested', step: 'dispatch' });
    expect(actor.getSnapshot().matches('customs')).toBe(true);
    actor.send({ type: 'funnel.stepRequested', step: 'destination' });
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
    actor.send({ type: 'destination.changed', address: { ...paris, city: 'Lyon' } });
    expect(actor.getSnapshot().context.saved.destination).toBe(false);
  });

  it('waits for the session before opening the destination step', async () => {
    const { actor, calls } = fromStore({ saved: { source: 'storage', boxIds: [5] } });
    actor.send({ type: 'funnel.stepRequested', step: 'destination' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.loadDestinationStep).not.toHaveBeenCalled();
    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    expect(actor.getSnapshot().context.customerId).toBe(7);
    await waitFor(actor, (state) => state.matches({ destination: 'choosing' }));
  });

  it('the same boxes chosen again change nothing; no boxes neither', () => {
    const { actor } = fromStore(declared);
    actor.send({ type: 'funnel.stepRequested', step: 'customs' });
    actor.send({ type: 'funnel.boxesChosen', boxIds: [5] });
    actor.send({ type: 'funnel.boxesChosen', boxIds: [] });
    expect(actor.getSnapshot().matches('customs')).toBe(true);
    expect(actor.getSnapshot().context.saved.destination).toBe(true);
    // From our store already: choosing it again is not a new shipment.
    actor.send({ type: 'funnel.homeChosen' });
    expect(actor.getSnapshot().matches('items')).toBe(true);
  });

  it('signing out forgets the shipment; one ordered starts afresh for the same customer', () => {
    const out = fromStore(declared);
    out.actor.send({ type: 'funnel.stepRequested', step: 'customs' });
    out.actor.send({ type: 'funnel.signedOut' });
    expect(out.actor.getSnapshot().value).toBe('unopened');
    expect(persistedShippingFunnel(out.actor.getSnapshot().context)).toMatchObject({
      customerId: null,
      basketId: null,
      boxIds: [],
      declarations: {},
      saved: { destination: false, customs: false, dispatch: false },
    });
    const placed = fromStore(declared);
    placed.actor.send({ type: 'funnel.stepRequested', step: 'customs' });
    placed.actor.send({ type: 'funnel.orderPlaced' });
    expect(placed.actor.getSnapshot().value).toBe('placed');
    expect(placed.actor.getSnapshot().context).toMatchObject({ customerId: 7, basketId: null });
  });
});
