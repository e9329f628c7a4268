import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import type { Box } from '../../src/domain/boxes';
import type { Card } from '../../src/domain/cards';
import { COLLECTION_FUNNEL, funnelStepPath } from '../../src/domain/funnels';
import type { StoragePrices } from '../../src/domain/prices';
import { collectionLineItems, jobSelection } from '../../src/domain/returns';
import type { Timeslot } from '../../src/domain/timeslots';
import {
  type CollectionFunnelInput,
  collectionFunnelMachine,
  collectionLandingStep,
  persistedCollectionFunnel,
} from '../../src/machines/collectionFunnel.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { boxAddressStepDouble, boxAddressStepReady } from './boxAddressStepDouble';
import { checkoutStepDouble, expectCheckoutRetry } from './checkoutStepDouble';
import { itNamesEachMissingCall } from './missingCalls';
import { timeslotStepDouble, timeslotStepOf } from './timeslotStepDouble';

function box(boxId: number, boxTypeId: number, status: Box['status'] = 'WithCustomer'): Box {
  return {
    boxId,
    boxTypeId,
    status,
    serviceType: null,
    boxDescription: null,
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
  };
}
const boxes = [box(5, 48), box(6, 14), box(7, 14), box(8, 14, 'WithCustomerAwaitingPickup')];

const work: Address = { ...home, addressId: 13, addressLine1: '114 Essex Road' };
const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };
const full: Timeslot = { ...monday, doorstepDate: '2030-03-05', available: false };
const prices: StoragePrices = {
  storagePricePlanId: 1,
  pricesByMonthsByNumBoxesByBoxType: { '14': { '1': { '1': 10 } }, '48': { '1': { '1': 8 } } },
};

function start(input: CollectionFunnelInput = {}, fail: Partial<Record<string, boolean>> = {}) {
  const calls = {
    loadStep: vi.fn(),
    saveItems: vi.fn(),
    saveAddress: vi.fn(),
    saveTimeslot: vi.fn(),
    saveTerms: vi.fn(),
  };
  const navigate = vi.fn();
  const maybeFail = (name: string) => {
    if (fail[name]) throw new Error(`${name} failed`);
  };
  const machine = collectionFunnelMachine.provide({
    actors: {
      boxAddressStep: boxAddressStepDouble({
        loadStep: (input) => {
          calls.loadStep(input);
          maybeFail('loadStep');
          return { basketId: input.basketId ?? 51, boxes, addresses: [home, work] };
        },
        saveItems: calls.saveItems,
        saveAddress: (input) => {
          calls.saveAddress(input);
          maybeFail('saveAddress');
          return {
            address: 'addressId' in input.address ? input.address : { ...work, addressId: 30 },
          };
        },
      }),
      timeslotStep: timeslotStepDouble({
        timeslots: [monday, full],
        fail,
        saved: calls.saveTimeslot,
      }),
      checkoutStep: checkoutStepDouble(() => {
        maybeFail('loadCheckout');
        return {
          prices,
          insurancePrices: [{ coverageLimit: 1000, monthlyPrice: 2 }],
          cards: [] as Card[],
        };
      }),
      saveTerms: fromPromise(async ({ input }) => {
        calls.saveTerms(input);
        maybeFail('saveTerms');
      }),
    },
    actions: { navigate: (_, params) => navigate(funnelStepPath(COLLECTION_FUNNEL, params.step)) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, navigate };
}

const readyToPay: CollectionFunnelInput = {
  saved: {
    customerId: 7,
    boxIds: [5, 6],
    savedBoxIds: [5, 6],
    boxes,
    basketId: 51,
    address: home,
    timeslot: monday,
  },
};

describe('collection funnel: pure rules', () => {
  it('counts the chosen boxes by type, for pricing their storage', () => {
    expect(collectionLineItems([6, 5, 7, 99], boxes)).toEqual([
      { boxTypeId: 14, quantity: 2 },
      { boxTypeId: 48, quantity: 1 },
    ]);
  });

  it('keeps only boxes that can be collected, saying why the others cannot', () => {
    expect(jobSelection('collection', [5, 8, 99], boxes)).toEqual({
      boxIds: [5],
      problems: [
        'Box 8 is already booked for collection',
        'Box 99 is not one of your boxes at home',
      ],
    });
  });
});

describe('collection funnel machine', () => {
  it('walks address, timeslot and checkout, saving each on the basket', async () => {
    const { actor, calls, navigate } = start({ selection: [5, 6] });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    expect(actor.getSnapshot().matches({ address: 'identifying' })).toBe(true);
    expect(actor.getSnapshot().children.boxAddressStep).toBeUndefined();
    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    const address = await boxAddressStepReady(actor);
    expect(address.getSnapshot().context).toMatchObject({ job: 'collection', paidChoices: false });
    expect(calls.loadStep).toHaveBeenCalledWith({ customerId: 7, basketId: null, boxIds: [5, 6] });
    expect(calls.saveItems).toHaveBeenCalledWith({ basketId: 51, boxIds: [5, 6] });

    address.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ address: 'choosing' })).toBe(true);
    address.send({ type: 'address.chosen', address: home });
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('timeslot'));
    const step = timeslotStepOf(actor);
    await waitFor(step, (state) => state.matches('choosing'));
    expect(calls.saveAddress).toHaveBeenCalledWith({
      customerId: 7,
      basketId: 51,
      boxIds: [5, 6],
      address: home,
      roomReturn: false,
      floorDetails: null,
      clearTimeslot: true,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      basketId: 51,
      address: home,
      savedBoxIds: [5, 6],
    });
    expect(navigate).toHaveBeenLastCalledWith('/apps/collect/timeslot');
    expect(step.getSnapshot().context.timeslots).toEqual([monday]);

    step.send({ type: 'timeslot.chosen', timeslot: monday });
    step.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveTimeslot).toHaveBeenCalledWith({ basketId: 51, timeslot: monday });
    expect(actor.getSnapshot().context.prices).toEqual(prices);
    expect(actor.getSnapshot().context.months).toBe(1);

    actor.send({ type: 'terms.monthsChanged', months: 6 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveTerms).toHaveBeenLastCalledWith({
      basketId: 51,
      numberOfMonths: 6,
      coverageLimit: 1000,
    });
    actor.send({ type: 'terms.monthsChanged', months: 0 });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(actor.getSnapshot().context.months).toBe(1);
  });

  it('a change from checkout comes back to checkout', async () => {
    const { actor, calls } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    let address = await boxAddressStepReady(actor);
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('checkout'));
    expect(calls.saveAddress).toHaveBeenLastCalledWith(
      expect.objectContaining({ clearTimeslot: false }),
    );

    // Another address gives up the slot, so a new one is chosen first.
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    address = await boxAddressStepReady(actor);
    address.send({ type: 'address.chosen', address: work });
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('timeslot'));
    expect(actor.getSnapshot().context.timeslot).toBeNull();
    expect(timeslotStepOf(actor).getSnapshot().context.chosen).toBeNull();
  });

  it('a direct visit to a later step lands on the first step not yet done', () => {
    const { actor } = start({ saved: { customerId: 7, boxIds: [5] } });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('address')).toBe(true);
    const ready = start(readyToPay);
    expect(collectionLandingStep(ready.actor.getSnapshot().context, 'checkout')).toBe('checkout');
  });

  it('drops boxes already booked, and saves again when the choice changes', async () => {
    const { actor, calls } = start({ saved: { customerId: 7, boxIds: [8] } });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    const address = await boxAddressStepReady(actor);
    expect(address.getSnapshot().context.error).toBe('Box 8 is already booked for collection');
    expect(calls.saveItems).not.toHaveBeenCalled();
    address.send({ type: 'boxes.toggled', boxId: 7 });
    await waitFor(address, (state) => state.matches('choosing'));
    expect(calls.saveItems).toHaveBeenLastCalledWith({ basketId: 51, boxIds: [7] });
  });

  it('a failed checkout load shows checkout with a retry, then the checkout', async () => {
    const failing: Record<string, boolean> = { loadCheckout: true };
    const funnel = start(readyToPay, failing);
    funnel.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await expectCheckoutRetry(funnel.actor, 'loadCheckout failed', () => {
      failing.loadCheckout = false;
    });
    // What checkout shows is the funnel's once loaded: the cover levels to choose from.
    expect(funnel.actor.getSnapshot().context.insurancePrices).toHaveLength(1);
  });

  it('a failed save stays on the step with the message', async () => {
    const { actor } = start(readyToPay, { saveTimeslot: true, saveTerms: true });
    actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
    const step = timeslotStepOf(actor);
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'funnel.next' });
    await waitFor(step, (state) => state.context.error !== null);
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().matches('timeslot')).toBe(true);
  });

  it('signing out forgets the funnel; an ordered collection starts afresh', () => {
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    actor.send({ type: 'funnel.signedOut' });
    expect(actor.getSnapshot().value).toBe('unopened');
    expect(persistedCollectionFunnel(actor.getSnapshot().context)).toMatchObject({
      customerId: null,
      basketId: null,
      boxIds: [],
      months: 1,
    });
    const other = start(readyToPay);
    other.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    other.actor.send({ type: 'funnel.orderPlaced' });
    expect(other.actor.getSnapshot().value).toBe('placed');
    expect(persistedCollectionFunnel(other.actor.getSnapshot().context)).toMatchObject({
      customerId: 7,
      basketId: null,
      boxIds: [],
    });
    other.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(other.actor.getSnapshot().matches({ address: 'choosing' })).toBe(true);
  });

  it('the kit steps are given a collection: no floor details, and Saturdays where our vans go', async () => {
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    const address = await boxAddressStepReady(actor);
    expect(address.getSnapshot().context).toMatchObject({
      job: 'collection',
      roomReturn: false,
      floorDetails: '',
      paidChoices: false,
    });
    actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
    expect(timeslotStepOf(actor).getSnapshot().context).toMatchObject({
      basketId: 51,
      orderType: 'COLLECTION',
      chosen: monday,
      saturdays: true,
    });
  });

  it('the address step is done only with a basket, an address and the boxes saved on it', () => {
    for (const missing of [
      { basketId: null },
      { address: null },
      { boxIds: [], savedBoxIds: [] },
      { savedBoxIds: [5] },
    ]) {
      const { actor } = start({ saved: { ...readyToPay.saved, ...missing } });
      actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
      expect(actor.getSnapshot().matches('address')).toBe(true);
    }
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
    expect(actor.getSnapshot().matches('timeslot')).toBe(true);
  });

  it('other boxes chosen in My stuff start again at the address step; the same ones change nothing', () => {
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    actor.send({ type: 'funnel.boxesChosen', boxIds: [5, 6] });
    expect(actor.getSnapshot().matches('checkout')).toBe(true);
    actor.send({ type: 'funnel.boxesChosen', boxIds: [] });
    expect(actor.getSnapshot().matches('checkout')).toBe(true);
    actor.send({ type: 'funnel.boxesChosen', boxIds: [7] });
    expect(actor.getSnapshot().matches('address')).toBe(true);
    expect(actor.getSnapshot().context.boxIds).toEqual([7]);
  });

  it('new boxes chosen during a change from checkout go through every step again', async () => {
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    actor.send({ type: 'funnel.boxesChosen', boxIds: [5] });
    const address = await boxAddressStepReady(actor);
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => !state.matches('address'));
    expect(actor.getSnapshot().matches('timeslot')).toBe(true);
  });

  it('once back on checkout, a later visit to the address step goes on to the timeslot', async () => {
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    let address = await boxAddressStepReady(actor);
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('checkout'));
    // Back, step by step: not a change from checkout any more.
    actor.send({ type: 'funnel.back' });
    actor.send({ type: 'funnel.back' });
    address = await boxAddressStepReady(actor);
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => !state.matches('address'));
    expect(actor.getSnapshot().matches('timeslot')).toBe(true);
  });

  it('a refused change of term or cover says why on checkout, and is cleared on leaving it', async () => {
    const { actor } = start(readyToPay, { saveTerms: true });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(actor.getSnapshot().context.error).toBe('saveTerms failed');
    actor.send({ type: 'funnel.back' });
    expect(actor.getSnapshot().matches('timeslot')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a fresh funnel, and one signed out of, has nothing chosen, saved or loaded', () => {
    const empty = {
      customerId: null,
      basketId: null,
      boxIds: [],
      savedBoxIds: [],
      boxes: [],
      address: null,
      timeslot: null,
    };
    expect(persistedCollectionFunnel(start().actor.getSnapshot().context)).toMatchObject(empty);
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.signedOut' });
    expect(persistedCollectionFunnel(actor.getSnapshot().context)).toMatchObject(empty);
  });

  it('offers no cover level or saved card before checkout has loaded them', () => {
    const { context } = start(readyToPay).actor.getSnapshot();
    expect(context.insurancePrices).toEqual([]);
    expect(context.cards).toEqual([]);
  });

  it('the address step asked for again stays, without loading the boxes again', async () => {
    const { actor, calls } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    await boxAddressStepReady(actor);
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    await boxAddressStepReady(actor);
    expect(calls.loadStep).toHaveBeenCalledTimes(1);
  });

  it('a call the app did not provide names itself', async () => {
    const machine = collectionFunnelMachine.provide({
      actors: { checkoutStep: checkoutStepDouble(() => ({ cards: [] as Card[] })) },
    });
    const actor = createActor(machine, { input: readyToPay }).start();
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'The app must provide the "saveTerms" actor to the collection funnel machine.',
    );
  });
});

describe('collection funnel: the calls the app provides', () => {
  itNamesEachMissingCall(collectionFunnelMachine, 'collection funnel');
});
