import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import { draftQuoteKey } from '../../src/domain/baskets';
import type { Card } from '../../src/domain/cards';
import { funnelStepPath, ORDER_FUNNEL } from '../../src/domain/funnels';
import type { Material, MaterialSuggestion } from '../../src/domain/materials';
import type { Promotion, StoragePrices } from '../../src/domain/prices';
import type { Timeslot } from '../../src/domain/timeslots';
import { offeredTimeslots } from '../../src/domain/timeslots';
import {
  landingStep,
  type OrderFunnelInput,
  orderFunnelMachine,
  persistedOrderFunnel,
} from '../../src/machines/orderFunnel.machine';
import { quoteFixture } from '../fixtures/quote';
import { addressStepDouble, addressStepReady } from './addressStepDouble';
import { checkoutStepDouble, expectCheckoutRetry } from './checkoutStepDouble';
import { materialsStepDouble, materialsStepReady } from './materialsStepDouble';
import { itNamesEachMissingCall } from './missingCalls';
import { packingStepDouble, packingStepReady } from './packingStepDouble';
import { chooseTimeslot, timeslotStepDouble, timeslotStepReady } from './timeslotStepDouble';

const prices: StoragePrices = {
  storagePricePlanId: 1,
  pricesByMonthsByNumBoxesByBoxType: { '48': { '1': { '1': 8, '6': 6 } } },
};
const address: Address = {
  addressId: 12,
  addressType: 'Home',
  addressLine1: '1 High Street',
  addressLine2: '',
  town: 'Leeds',
  county: '',
  postcode: 'LS1 4AP',
  countryCode: 'GB',
  notificationEmail: null,
  notificationPhone: null,
};
const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };
const friday: Timeslot = {
  doorstepDate: '2030-03-01',
  startHour: 12,
  endHour: 18,
  available: true,
};
const saturday: Timeslot = {
  doorstepDate: '2030-03-09',
  startHour: 8,
  endHour: 13,
  available: true,
};
const full: Timeslot = { doorstepDate: '2030-03-05', startHour: 8, endHour: 13, available: false };

function material(materialId: number, extra: Partial<Material> = {}): Material {
  return {
    materialId,
    name: `Material ${materialId}`,
    description: '',
    bookingAllowed: true,
    sortOrder: materialId,
    unitPrice: 2,
    quantity: 1,
    startOrder: true,
    ...extra,
  };
}
const materials = [
  material(1),
  material(5),
  material(7, { startOrder: false }),
  material(8, { bookingAllowed: false }),
];
const suggestions: MaterialSuggestion[] = [
  {
    boxTypeId: 48,
    materials: [
      { materialId: 1, quantity: 1 },
      { materialId: 7, quantity: 1 },
      { materialId: 8, quantity: 1 },
    ],
  },
];
const promotion: Promotion = {
  valid: true,
  promoCode: 'WELCOME10',
  discountType: 'percentage',
  amount: 10,
  description: '10% off',
};

function start(
  input: OrderFunnelInput = {},
  fail: Partial<Record<string, boolean>> = {},
  { inHouseCollection = false } = {},
) {
  const calls = {
    loadPrices: vi.fn(),
    quoteStorage: vi.fn(),
    saveStorage: vi.fn(),
    saveAddress: vi.fn(),
    saveTimeslot: vi.fn(),
    saveMaterials: vi.fn(),
    savePacking: vi.fn(),
    checkPromotion: vi.fn(),
  };
  const navigate = vi.fn();
  const clearPromotion = vi.fn();
  const maybeFail = (name: string) => {
    if (fail[name]) throw new Error(`${name} failed`);
  };
  const machine = orderFunnelMachine.provide({
    actors: {
      loadPrices: fromPromise(async ({ input }) => {
        calls.loadPrices(input);
        maybeFail('loadPrices');
        return prices;
      }),
      quoteStorage: fromPromise(async ({ input }) => {
        calls.quoteStorage(input);
        maybeFail('quoteStorage');
        return quoteFixture({ months: input.months, total: 24 });
      }),
      saveStorage: fromPromise(async ({ input }) => {
        calls.saveStorage(input);
        maybeFail('saveStorage');
        return { basketId: input.basketId ?? 41 };
      }),
      addressStep: addressStepDouble({
        addresses: [address],
        fail,
        saved: calls.saveAddress,
        inHouseCollection,
      }),
      timeslotStep: timeslotStepDouble({
        timeslots: [monday, full, saturday],
        fail,
        saved: calls.saveTimeslot,
      }),
      materialsStep: materialsStepDouble({
        materials,
        suggestions,
        fail: fail as Record<'loadMaterials' | 'saveMaterials', boolean>,
        saved: calls.saveMaterials,
      }),
      packingStep: packingStepDouble({
        timeslots: [friday],
        fail: fail as Record<'loadPacking' | 'savePacking', boolean>,
        saved: calls.savePacking,
      }),
      checkoutStep: checkoutStepDouble(() => {
        maybeFail('loadCheckout');
        return {
          insurancePrices: [{ coverageLimit: 1000, monthlyPrice: 2 }],
          cards: [] as Card[],
          prices,
        };
      }),
      checkPromotion: fromPromise(async ({ input }) => {
        calls.checkPromotion(input);
        maybeFail('checkPromotion');
        return promotion;
      }),
    },
    actions: {
      navigate: (_, params) => navigate(funnelStepPath(ORDER_FUNNEL, params.step)),
      clearPromotion: () => clearPromotion(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, navigate, clearPromotion };
}

/** The funnel opened on pricing, its prices loaded. */
async function atPricing(...args: Parameters<typeof start>) {
  const funnel = start(...args);
  funnel.actor.send({ type: 'funnel.stepRequested', step: 'pricing' });
  await waitFor(funnel.actor, (state) => state.matches({ pricing: 'ready' }));
  return funnel;
}

const signedInWithBoxes: OrderFunnelInput = {
  saved: { client: { boxes: [{ boxTypeId: 48, quantity: 3 }], months: 6 } as never, customerId: 7 },
};
const readyToPay: OrderFunnelInput = {
  saved: {
    ...signedInWithBoxes.saved,
    basketId: 41,
    address,
    timeslot: monday,
    materialsConfirmed: true,
    packingConfirmed: true,
  },
};

describe('order funnel: pure rules', () => {
  it('offers available slots, and Saturdays only where our own vans collect', () => {
    expect(offeredTimeslots([monday, full, saturday], false)).toEqual([monday]);
    expect(offeredTimeslots([monday, full, saturday], true)).toEqual([monday, saturday]);
  });

  it('keys a pricing-step quote by the boxes and the term, in any order', () => {
    const client = {
      boxes: [
        { boxTypeId: 14, quantity: 2 },
        { boxTypeId: 48, quantity: 3 },
      ],
      other: [],
      months: 6,
    };
    expect(draftQuoteKey(client)).toBe(
      draftQuoteKey({ ...client, boxes: [...client.boxes].reverse() }),
    );
    expect(draftQuoteKey(client)).not.toBe(draftQuoteKey({ ...client, months: 3 }));
  });
});

describe('order funnel machine', () => {
  it('waits for the URL, then opens on pricing and loads the public prices', async () => {
    const { actor, calls, navigate } = start();
    expect(actor.getSnapshot().value).toBe('unopened');
    actor.send({ type: 'funnel.stepRequested', step: 'pricing' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches({ pricing: 'ready' }));
    expect(calls.loadPrices).toHaveBeenCalledWith({ customerId: 0 });
    expect(actor.getSnapshot().context.prices).toEqual(prices);
    expect(navigate).toHaveBeenCalledWith('/apps/order/pricing');
    expect(actor.getSnapshot().context.client.lastPage).toBe('/apps/order/pricing');
  });

  it('a direct visit to a later step lands on the first step not yet done', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('pricing')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/order/pricing');

    // An address is done once it is saved on a basket.
    const { basketId: _none, ...noBasket } = readyToPay.saved ?? {};
    const unsaved = start({ saved: noBasket });
    unsaved.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(unsaved.actor.getSnapshot().matches('collectionAddress')).toBe(true);

    const done = start(readyToPay);
    done.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(done.actor.getSnapshot().matches('checkout')).toBe(true);
    expect(landingStep(done.actor.getSnapshot().context, 'materialsSelection')).toBe(
      'materialsSelection',
    );
  });

  it('asking for the current step again only puts the URL right', async () => {
    const { actor, calls, navigate } = await atPricing();
    actor.send({ type: 'funnel.stepRequested', step: 'collectionAddress' });
    expect(actor.getSnapshot().matches({ pricing: 'ready' })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/order/pricing');
    expect(calls.loadPrices).toHaveBeenCalledOnce();
  });

  it('prices live: quantities from 0, months at least 1', async () => {
    const { actor, calls } = await atPricing();
    actor.send({ type: 'pricing.quantityChanged', boxTypeId: 48, quantity: 3 });
    actor.send({ type: 'pricing.quantityChanged', boxTypeId: 17, quantity: 1 });
    actor.send({ type: 'pricing.monthsChanged', months: 6 });
    let client = actor.getSnapshot().context.client;
    expect(client.boxes).toEqual([{ boxTypeId: 48, quantity: 3 }]);
    expect(client.other).toEqual([{ boxTypeId: 17, quantity: 1 }]);
    expect(client.months).toBe(6);
    actor.send({ type: 'pricing.quantityChanged', boxTypeId: 17, quantity: 0 });
    actor.send({ type: 'pricing.monthsChanged', months: 0 });
    client = actor.getSnapshot().context.client;
    expect(client.other).toEqual([]);
    expect(client.months).toBe(1);
    // The total on screen is the server's quote for what is chosen now.
    await waitFor(actor, (state) => state.matches({ pricing: 'ready' }));
    expect(calls.quoteStorage).toHaveBeenLastCalledWith({
      customerId: 0,
      lineItems: [{ boxTypeId: 48, quantity: 3 }],
      months: 1,
    });
    expect(actor.getSnapshot().context.draftQuote?.total).toBe(24);
  });

  it('a change while a quote is asked asks again, for what is chosen now', async () => {
    const { actor, calls } = await atPricing();
    actor.send({ type: 'pricing.quantityChanged', boxTypeId: 48, quantity: 2 });
    actor.send({ type: 'pricing.monthsChanged', months: 6 });
    expect(calls.quoteStorage).toHaveBeenCalledTimes(2);
    expect(calls.quoteStorage).toHaveBeenLastCalledWith({
      customerId: 0,
      lineItems: [{ boxTypeId: 48, quantity: 2 }],
      months: 6,
    });
    await waitFor(actor, (state) => state.matches({ pricing: 'ready' }));
    expect(actor.getSnapshot().context.draftQuote?.months).toBe(6);
  });

  it('a reload with boxes chosen asks for their quote; a failed quote can be retried', async () => {
    const { actor, calls } = await atPricing(signedInWithBoxes, { quoteStorage: true });
    expect(calls.quoteStorage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.draftQuote).toBeNull();
    expect(actor.getSnapshot().context.error).toBe('quoteStorage failed');
    actor.send({ type: 'funnel.retry' });
    expect(actor.getSnapshot().matches({ pricing: 'quoting' })).toBe(true);
  });

  it('will not go on without a box', async () => {
    const { actor } = await atPricing();
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ pricing: 'ready' })).toBe(true);
  });

  it('an anonymous visitor is asked to sign in, and keeps the basket when they do', async () => {
    const { actor } = await atPricing();
    actor.send({ type: 'pricing.quantityChanged', boxTypeId: 48, quantity: 3 });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ pricing: 'signInRequired' })).toBe(true);
    // Changing the boxes hides the choices again until Continue, and prices them again.
    actor.send({ type: 'pricing.monthsChanged', months: 6 });
    expect(actor.getSnapshot().matches({ pricing: 'quoting' })).toBe(true);
    actor.send({ type: 'funnel.next' });
    // Signing out while anonymous changes nothing.
    actor.send({ type: 'funnel.signedOut' });
    expect(actor.getSnapshot().matches({ pricing: 'signInRequired' })).toBe(true);

    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    expect(actor.getSnapshot().context.customerId).toBe(7);
    actor.send({ type: 'funnel.stepRequested', step: 'collectionAddress' });
    expect(actor.getSnapshot().matches('collectionAddress')).toBe(true);
    expect(actor.getSnapshot().context.client.boxes).toEqual([{ boxTypeId: 48, quantity: 3 }]);
    expect(actor.getSnapshot().context.client.months).toBe(6);
  });

  it("prices again with the customer's own plan once they sign in, and not again after", async () => {
    const { actor, calls } = await atPricing();
    actor.send({ type: 'pricing.quantityChanged', boxTypeId: 48, quantity: 3 });
    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('collectionAddress')).toBe(true);
    actor.send({ type: 'funnel.back' });
    await waitFor(actor, (state) => state.matches({ pricing: 'ready' }));
    expect(calls.loadPrices).toHaveBeenLastCalledWith({ customerId: 7 });
    expect(actor.getSnapshot().context.pricesFor).toBe(7);
    actor.send({ type: 'funnel.next' });
    await addressStepReady(actor);
    actor.send({ type: 'funnel.back' });
    expect(actor.getSnapshot().matches({ pricing: 'ready' })).toBe(true);
    expect(calls.loadPrices).toHaveBeenCalledTimes(2);
  });

  it('a failed price load can be retried', async () => {
    const { actor } = start({}, { loadPrices: true });
    actor.send({ type: 'funnel.stepRequested', step: 'pricing' });
    await waitFor(actor, (state) => state.matches({ pricing: 'failed' }));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('loadPrices failed');
    actor.send({ type: 'funnel.retry' });
    expect(actor.getSnapshot().matches({ pricing: 'loadingPrices' })).toBe(true);
  });

  it('walks the whole funnel, saving each step on the basket', async () => {
    const { actor, calls, navigate, clearPromotion } = await atPricing(signedInWithBoxes);
    expect(calls.loadPrices).toHaveBeenCalledWith({ customerId: 7 });
    actor.send({ type: 'funnel.next' });

    // The basket is created with the storage part, then the addresses load.
    const addressStep = await addressStepReady(actor);
    expect(navigate).toHaveBeenLastCalledWith('/apps/order/collection/address');
    expect(calls.saveStorage).toHaveBeenLastCalledWith({
      customerId: 7,
      basketId: null,
      storage: expect.objectContaining({
        lineItems: [{ boxTypeId: 48, quantity: 3 }],
        numberOfMonths: 6,
        collection: { address: null, timeslot: null },
      }),
    });
    expect(actor.getSnapshot().context.basketId).toBe(41);
    expect(addressStep.getSnapshot().context.addresses).toEqual([address]);

    addressStep.send({ type: 'funnel.next' });
    expect(addressStep.getSnapshot().matches('choosing')).toBe(true);
    const { addressId: _id, ...typed } = address;
    addressStep.send({ type: 'address.chosen', address: typed });
    addressStep.send({ type: 'funnel.next' });
    const step = await timeslotStepReady(actor);
    // A new address, saved for this customer with the collection (the app's wiring).
    expect(calls.saveAddress).toHaveBeenCalledWith({
      customerId: 7,
      address: typed,
      changed: true,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      address,
      inHouseCollection: false,
      timeslot: null,
    });
    // Not served by our vans: no Saturday, and no full slot.
    expect(step.getSnapshot().context.timeslots).toEqual([monday]);
    expect(step.getSnapshot().context).toMatchObject({ orderType: 'BTB', saturdays: false });

    step.send({ type: 'funnel.next' });
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    await chooseTimeslot(actor, monday);
    const materialsStep = await materialsStepReady(actor);
    expect(navigate).toHaveBeenLastCalledWith('/apps/order/materials/selection');
    expect(calls.saveTimeslot).toHaveBeenLastCalledWith({ basketId: 41, timeslot: monday });
    // The times offered are kept in the basket client state (SPEC.md 3).
    expect(actor.getSnapshot().context.client.timeslots).toEqual([monday]);
    expect(actor.getSnapshot().context.client.fasd).toBe('2030-03-04');
    expect(actor.getSnapshot().context.timeslot).toEqual(monday);

    // Nothing paid is pre-selected; the suggestion goes in with one click, and each change is
    // saved at once so the running total is the server's.
    expect(actor.getSnapshot().context.client.materials).toEqual([]);
    expect(materialsStep.getSnapshot().context.items).toEqual([]);
    expect(
      materialsStep.getSnapshot().context.catalogue.map((m: Material) => m.materialId),
    ).toEqual([1, 5, 7]);
    // Continue is the step's own; the funnel takes each change as the step tells it.
    materialsStep.send({
      type: 'materials.suggestionAdded',
      items: [
        { materialId: 5, quantity: 1 },
        { materialId: 1, quantity: 3 },
        { materialId: 7, quantity: 3 },
      ],
    });
    materialsStep.send({ type: 'materials.quantityChanged', materialId: 7, quantity: 0 });
    materialsStep.send({ type: 'materials.added', materialId: 5 });
    expect(actor.getSnapshot().context.client.materials).toEqual([
      { materialId: 5, quantity: 2 },
      { materialId: 1, quantity: 3 },
    ]);
    await waitFor(materialsStep, (state) => state.matches('choosing'));
    expect(calls.saveMaterials).toHaveBeenLastCalledWith({
      basketId: 41,
      items: [
        { materialId: 5, quantity: 2 },
        { materialId: 1, quantity: 3 },
      ],
    });
    // Back and step requests stay with the funnel; Continue goes to the step.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('materialsSelection')).toBe(true);
    expect(actor.getSnapshot().context.materialsConfirmed).toBe(false);
    materialsStep.send({ type: 'funnel.next' });
    // Our packers are offered, and none are booked unless asked for.
    const packingStep = await packingStepReady(actor);
    expect(navigate).toHaveBeenLastCalledWith('/apps/order/packing');
    expect(packingStep.getSnapshot().context.packing.wanted).toBe(false);
    // The packers' windows are on days before the collection.
    expect(packingStep.getSnapshot().context).toMatchObject({
      collectionDay: monday.doorstepDate,
      withWindow: true,
      timeslots: [friday],
    });
    packingStep.send({ type: 'packing.wantedChanged', wanted: true });
    packingStep.send({ type: 'packing.roomsChanged', rooms: 2 });
    await waitFor(packingStep, (state) => state.matches('choosing'));
    packingStep.send({ type: 'funnel.next' });
    // No window chosen yet: Continue waits.
    expect(packingStep.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().matches('packing')).toBe(true);
    packingStep.send({ type: 'packing.timeslotChosen', timeslot: friday });
    const packers = {
      wanted: true,
      rooms: 2,
      boxes: null,
      materialsIncluded: false,
      timeslot: friday,
    };
    // The funnel keeps the choice as it is made.
    expect(actor.getSnapshot().context.packing).toEqual(packers);
    await waitFor(packingStep, (state) => state.matches('choosing'));
    expect(calls.savePacking).toHaveBeenLastCalledWith({ basketId: 41, packing: packers });
    packingStep.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveMaterials).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().context.materialsConfirmed).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/order/checkout');

    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveStorage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        storage: expect.objectContaining({ storageInsurance: { coverageLimit: 1000 } }),
      }),
    );

    actor.send({ type: 'promo.submitted', code: ' WELCOME10 ' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.checkPromotion).toHaveBeenCalledWith({ basketId: 41, code: 'WELCOME10' });
    expect(actor.getSnapshot().context.promotion).toEqual(promotion);

    actor.send({ type: 'promo.removed' });
    expect(actor.getSnapshot().context.promotion).toBeNull();
    expect(clearPromotion).toHaveBeenCalledTimes(1);
  });

  it('keeps what the customer chose when the materials step opens again', async () => {
    const { actor, calls } = start({
      saved: {
        ...readyToPay.saved,
        materialsConfirmed: false,
        client: {
          boxes: [{ boxTypeId: 48, quantity: 1 }],
          materials: [{ materialId: 1, quantity: 9 }],
        } as never,
      },
    });
    actor.send({ type: 'funnel.stepRequested', step: 'materialsSelection' });
    const step = await materialsStepReady(actor);
    expect(step.getSnapshot().context.items).toEqual([{ materialId: 1, quantity: 9 }]);
    expect(actor.getSnapshot().context.client.materials).toEqual([{ materialId: 1, quantity: 9 }]);
    expect(calls.saveMaterials).not.toHaveBeenCalled();
  });

  it('a failed materials change keeps the choice and says why', async () => {
    const { actor } = start(readyToPay, { saveMaterials: true });
    actor.send({ type: 'funnel.stepRequested', step: 'materialsSelection' });
    const step = await materialsStepReady(actor);
    step.send({ type: 'materials.added', materialId: 1 });
    expect(step.getSnapshot().matches('updating')).toBe(true);
    await waitFor(step, (state) => state.context.error !== null);
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    expect(step.getSnapshot().context.error).toBe('saveMaterials failed');
    // The choice stays, on screen and in what the funnel keeps.
    expect(actor.getSnapshot().context.client.materials).toEqual([{ materialId: 1, quantity: 1 }]);
  });

  it('keeps each step opened as the page a later visit to /apps/order resumes at', () => {
    const { actor } = start(readyToPay);
    for (const step of [
      'checkout',
      'packing',
      'materialsSelection',
      'collectionTimeslot',
      'collectionAddress',
      'pricing',
    ] as const) {
      actor.send({ type: 'funnel.stepRequested', step });
      expect(actor.getSnapshot().matches(step)).toBe(true);
      expect(actor.getSnapshot().context.client.lastPage).toBe(funnelStepPath(ORDER_FUNNEL, step));
    }
  });

  it('goes back a step at a time', async () => {
    const { actor, navigate } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    for (const step of [
      'packing',
      'materialsSelection',
      'collectionTimeslot',
      'collectionAddress',
      'pricing',
    ] as const) {
      actor.send({ type: 'funnel.back' });
      expect(actor.getSnapshot().matches(step)).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(funnelStepPath(ORDER_FUNNEL, step));
    }
  });

  it.each([['saveStorage', 'collectionAddress', { collectionAddress: 'failed' }]] as const)(
    'a failed %s shows the step with a retry',
    async (actor, step, failed) => {
      const failing: Record<string, boolean> = { [actor]: true };
      const funnel = start(readyToPay, failing);
      funnel.actor.send({ type: 'funnel.stepRequested', step });
      await waitFor(funnel.actor, (state) => state.matches(failed));
      expect(funnel.actor.getSnapshot().hasTag('error')).toBe(true);
      expect(funnel.actor.getSnapshot().context.error).toBe(`${actor} failed`);
      failing[actor] = false;
      funnel.actor.send({ type: 'funnel.retry' });
      expect(funnel.actor.getSnapshot().hasTag('busy')).toBe(true);
      // Loaded at the second try, the step shows no trace of the failure.
      await waitFor(funnel.actor, (state) => !state.hasTag('busy'));
      expect(funnel.actor.getSnapshot().matches(step)).toBe(true);
      expect(funnel.actor.getSnapshot().context.error).toBeNull();
    },
  );

  it('a failed checkout load shows checkout with a retry, then the checkout', async () => {
    const failing: Record<string, boolean> = { loadCheckout: true };
    const funnel = start(readyToPay, failing);
    funnel.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await expectCheckoutRetry(funnel.actor, 'loadCheckout failed', () => {
      failing.loadCheckout = false;
    });
    // What checkout shows is the funnel's once loaded: cover levels and the customer's prices.
    const { context } = funnel.actor.getSnapshot();
    expect(context.insurancePrices).toHaveLength(1);
    expect(context.pricesFor).toBe(context.customerId);
  });

  it('addresses that fail to load offer Try again on the step, after the boxes are saved', async () => {
    const failing: Record<string, boolean> = { loadAddresses: true };
    const { actor } = start(signedInWithBoxes, failing);
    actor.send({ type: 'funnel.stepRequested', step: 'collectionAddress' });
    await waitFor(actor, (state) => Boolean(state.children.addressStep));
    const step = actor.getSnapshot().children.addressStep;
    if (!step) throw new Error('no address step');
    await waitFor(step, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.basketId).toBe(41);
    failing.loadAddresses = false;
    step.send({ type: 'funnel.retry' });
    await waitFor(step, (state) => state.matches('choosing'));
  });

  it('a failed address save stays on the address with the message', async () => {
    const { actor } = start(signedInWithBoxes, { saveAddress: true });
    actor.send({ type: 'funnel.stepRequested', step: 'collectionAddress' });
    const step = await addressStepReady(actor);
    step.send({ type: 'address.chosen', address });
    step.send({ type: 'funnel.next' });
    await waitFor(step, (state) => state.context.error !== null);
    expect(step.getSnapshot().context.error).toBe('saveAddress failed');
    expect(actor.getSnapshot().matches({ collectionAddress: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.address).toBeNull();
  });

  it('the same address again keeps the slot; another gives it up', async () => {
    const other = { ...address, addressId: 13, addressLine1: '114 Essex Road' };
    const { actor, calls } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'collectionAddress' });
    let step = await addressStepReady(actor);
    // The address on the basket is the step's choice to begin with.
    expect(step.getSnapshot().context.draft).toEqual(address);
    step.send({ type: 'funnel.next' });
    await timeslotStepReady(actor);
    expect(calls.saveAddress).toHaveBeenLastCalledWith({ customerId: 7, address, changed: false });
    expect(actor.getSnapshot().context.timeslot).toEqual(monday);

    actor.send({ type: 'funnel.back' });
    step = await addressStepReady(actor);
    step.send({ type: 'address.chosen', address: other });
    step.send({ type: 'funnel.next' });
    await timeslotStepReady(actor);
    expect(actor.getSnapshot().context).toMatchObject({ address: other, timeslot: null });
  });

  it('a postcode our own vans serve offers Saturday collections', async () => {
    const { actor } = start(signedInWithBoxes, {}, { inHouseCollection: true });
    actor.send({ type: 'funnel.stepRequested', step: 'collectionAddress' });
    const step = await addressStepReady(actor);
    step.send({ type: 'address.chosen', address });
    step.send({ type: 'funnel.next' });
    const timeslots = await timeslotStepReady(actor);
    expect(actor.getSnapshot().context.inHouseCollection).toBe(true);
    expect(timeslots.getSnapshot().context.saturdays).toBe(true);
    expect(timeslots.getSnapshot().context.timeslots).toEqual([monday, saturday]);
  });

  it('a failed materials load offers Try again on the step; a failed save stays there', async () => {
    const failing: Record<string, boolean> = { loadMaterials: true, saveMaterials: true };
    const { actor } = start(readyToPay, failing);
    actor.send({ type: 'funnel.stepRequested', step: 'materialsSelection' });
    await waitFor(actor, (state) => Boolean(state.children.materialsStep));
    const step = actor.getSnapshot().children.materialsStep;
    if (!step) throw new Error('no materials step');
    await waitFor(step, (state) => state.matches('failed'));
    failing.loadMaterials = false;
    step.send({ type: 'funnel.retry' });
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'funnel.next' });
    await waitFor(step, (state) => state.context.error !== null);
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().matches('materialsSelection')).toBe(true);
  });

  it('a cover level that fails to save says why and stays on checkout', async () => {
    const { actor } = start(readyToPay, { saveStorage: true });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(actor.getSnapshot().context.error).toBe('saveStorage failed');
  });

  it('a promotion check that fails counts as an invalid code', async () => {
    const { actor } = start(readyToPay, { checkPromotion: true });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'promo.submitted', code: 'NOPE' });
    await waitFor(actor, (state) => state.context.promotion !== null);
    expect(actor.getSnapshot().context.promotion).toMatchObject({
      valid: false,
      description: 'checkPromotion failed',
    });
  });

  it('signing out forgets the funnel; placing an order starts afresh', () => {
    const { actor } = start(readyToPay);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    actor.send({ type: 'funnel.signedOut' });
    expect(actor.getSnapshot().value).toBe('unopened');
    expect(persistedOrderFunnel(actor.getSnapshot().context)).toMatchObject({
      customerId: null,
      basketId: null,
      address: null,
      client: expect.objectContaining({ boxes: [], months: 1, vsuContract: 1 }),
    });

    const other = start(readyToPay);
    other.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    other.actor.send({ type: 'funnel.orderPlaced' });
    expect(other.actor.getSnapshot().value).toBe('placed');
    expect(other.actor.getSnapshot().context.basketId).toBeNull();
    // Still signed in: the next order does not ask the customer to sign in again.
    expect(other.actor.getSnapshot().context.customerId).toBe(7);
    other.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(other.actor.getSnapshot().matches('pricing')).toBe(true);
  });

  it('resumes from what was kept, ignoring a kept state that no longer parses', () => {
    const { actor } = start({ saved: { client: { months: -4 } as never } });
    expect(actor.getSnapshot().context.client.months).toBe(1);
    const kept = start(readyToPay);
    expect(persistedOrderFunnel(kept.actor.getSnapshot().context)).toMatchObject({
      basketId: 41,
      timeslot: monday,
    });
  });
});

describe('order funnel: the calls the app provides', () => {
  itNamesEachMissingCall(orderFunnelMachine, 'order funnel');
});
