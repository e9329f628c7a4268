import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BoxTypeId } from '../../src/domain/box-types';
import type { Card } from '../../src/domain/cards';
import { funnelStepPath, SHIPPING_FUNNEL } from '../../src/domain/funnels';
import { MAX_HOME_ITEMS, shipmentItems } from '../../src/domain/shipping';
import type { Timeslot } from '../../src/domain/timeslots';
import { addressStepMachine } from '../../src/machines/addressStep.machine';
import {
  type ShippingFunnelInput,
  shippingFunnelMachine,
  shippingLandingStep,
} from '../../src/machines/shippingFunnel.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { FRANCE as france, PARIS as paris } from '../fixtures/shipping';
import { checkoutStepDouble } from './checkoutStepDouble';
import { itNamesEachMissingCall } from './missingCalls';
import { chooseTimeslot, timeslotStepDouble } from './timeslotStepDouble';

const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };
const books = { category: 'books' as const, description: 'Novels', value: '120' };
const coats = { category: 'clothing' as const, description: 'Coats and boots', value: '300' };

function start(input: ShippingFunnelInput = { saved: { customerId: 7 } }) {
  const calls = {
    saveDestination: vi.fn(),
    saveDeclarations: vi.fn(),
    saveAddress: vi.fn(),
    saveTimeslot: vi.fn(),
  };
  const navigate = vi.fn();
  const machine = shippingFunnelMachine.provide({
    actors: {
      loadDestinationStep: fromPromise(async ({ input }) => ({
        basketId: input.basketId ?? 81,
        boxes: [],
        countries: [france],
      })),
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
    await chooseTimeslot(actor, monday);
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveTimeslot).toHaveBeenCalledWith({ basketId: 81, timeslot: monday });
    expect(actor.getSnapshot().context.timeslot).toEqual(monday);

    // Back from checkout is the collection time, not a dispatch day.
    actor.send({ type: 'funnel.back' });
    expect(actor.getSnapshot().matches('collectionTime')).toBe(true);
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
    const { actor } = start({
      saved: {
        customerId: 7,
        basketId: 81,
        source: 'home',
        homeCounts: { [BoxTypeId.LargeBox]: 1 },
        destination: paris,
        collectionAddress: home,
        timeslot: monday,
        saved: { destination: true, customs: true, dispatch: false },
      },
    });
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
    const { actor } = start({
      saved: {
        customerId: 7,
        basketId: 81,
        source: 'home',
        homeCounts: { [BoxTypeId.LargeBox]: 1 },
        destination: paris,
        saved: { destination: true, customs: true, dispatch: false },
      },
    });
    const { context } = actor.getSnapshot();
    expect(shippingLandingStep(context, 'dispatch')).toBe('address');
    expect(shippingLandingStep(context, 'checkout')).toBe('address');
  });
});

describe('shipping funnel: the calls the app provides', () => {
  itNamesEachMissingCall(shippingFunnelMachine, 'shipping funnel');
});
