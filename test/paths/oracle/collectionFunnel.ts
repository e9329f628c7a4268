import type { AnyEventObject } from 'xstate';
import {
  become,
  behind,
  busyWith,
  checkoutLoading,
  dataOf,
  doneOf,
  type FunnelKit,
  type FunnelModel,
  funnelOracle,
  idle,
  isDone,
  isError,
  sameIds,
  waiting,
} from './kit';

/*
 * Collecting boxes from home to store them again, as docs/decisions.md ("Collections",
 * "Separate baskets", "Box choosers read every box") and src/domain/funnels.ts describe it:
 *
 * | step     | URL                   | done when                                          | Back to  |
 * |----------|-----------------------|----------------------------------------------------|----------|
 * | address  | /apps/collect/address | boxes chosen and saved, an address saved on basket | —        |
 * | timeslot | /apps/collect/timeslot| a collection time saved                            | address  |
 * | checkout | /apps/collect/checkout| never (months and cover are chosen here)           | timeslot |
 *
 * The address step waits for the session, then the kit's box address step (`boxAddressStep`,
 * its own oracle in boxAddressStep.ts) asks for the customer's boxes at home, puts the chosen
 * ones on the basket at once and saves the address with Continue (with a box and an address);
 * the funnel waits on it and goes on with what it ends with. A change made from
 * checkout (its Change links) comes back to checkout once the steps before it are done again.
 */

export interface CollectionBasket {
  customerId: number | null;
  boxIds: number[];
  savedBoxIds: number[];
  hasBasket: boolean;
  address: number | null;
  timeslot: boolean;
  backToCheckout: boolean;
}

type Model = FunnelModel<CollectionBasket>;
type Kit = FunnelKit<CollectionBasket>;

interface SavedCollection {
  customerId?: number | null;
  boxIds?: number[];
  savedBoxIds?: number[];
  basketId?: number | null;
  address?: { addressId: number } | null;
  timeslot?: unknown;
}

function start(input: unknown): CollectionBasket {
  const { saved, selection } = (input ?? {}) as {
    saved?: SavedCollection | null;
    selection?: number[];
  };
  return {
    customerId: saved?.customerId ?? null,
    boxIds: saved?.boxIds ?? [...(selection ?? [])],
    savedBoxIds: saved?.savedBoxIds ?? [],
    hasBasket: saved?.basketId != null,
    address: saved?.address?.addressId ?? null,
    timeslot: saved?.timeslot != null,
    backToCheckout: false,
  };
}

const addressDone = (basket: CollectionBasket) =>
  basket.hasBasket &&
  basket.address !== null &&
  basket.boxIds.length > 0 &&
  sameIds(basket.boxIds, basket.savedBoxIds);

function onwards(kit: Kit, model: Model, next: string): Model {
  const back = model.basket.backToCheckout && kit.landing(model.basket, 'checkout') === 'checkout';
  return kit.enter(model, back ? 'checkout' : next);
}

function addressOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (event.type === 'funnel.signedIn' && phase.name === 'identifying') {
    const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
    return become(model, behind('choosing', 'boxAddressStep'), known);
  }
  const done = doneOf<{
    boxIds: number[];
    savedBoxIds: number[];
    address: { addressId: number };
    changed: boolean;
  }>(event, 'boxAddressStep');
  if (!done) return undefined;
  const { output } = done;
  const next = {
    ...basket,
    hasBasket: true,
    boxIds: [...output.boxIds],
    savedBoxIds: [...output.savedBoxIds],
    address: output.address.addressId,
    // A slot offered for another address may not be served at this one.
    timeslot: output.changed ? false : basket.timeslot,
  };
  return onwards(kit, { ...model, basket: next }, 'timeslot');
}

function checkoutOn(model: Model, event: AnyEventObject): Model | undefined {
  const { phase } = model;
  if (isDone(event, 'checkoutStep')) return become(model, idle('ready'));
  if (isDone(event, 'saveTerms') || isError(event, 'saveTerms'))
    return become(model, idle('ready'));
  switch (event.type) {
    case 'terms.monthsChanged':
    case 'insurance.chosen':
      return phase.name === 'ready' ? become(model, busyWith('savingTerms', 'saveTerms')) : model;
  }
  return undefined;
}

export const collectionFunnel = funnelOracle<CollectionBasket>({
  id: 'collectionFunnel',
  start,
  isSignedIn: (basket) => basket.customerId !== null,
  signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
  afterOrder: (basket) => ({ ...start({}), customerId: basket.customerId }),
  missingForCheckout: (basket) => [
    ...(basket.boxIds.length > 0 ? [] : ['a box']),
    ...(addressDone(basket) ? [] : ['the boxes and address saved']),
    ...(basket.timeslot ? [] : ['a collection time']),
  ],
  on: (model, event, kit) => {
    if (event.type !== 'funnel.boxesChosen') return undefined;
    const boxIds = dataOf<number[]>(event, 'boxIds');
    if (boxIds.length === 0 || sameIds(boxIds, model.basket.boxIds)) return model;
    const basket = { ...model.basket, boxIds: [...boxIds], backToCheckout: false };
    return kit.enter({ ...model, basket }, 'address');
  },
  requestedFrom: (model) =>
    model.step === 'checkout' ? { ...model.basket, backToCheckout: true } : model.basket,
  steps: [
    {
      id: 'address',
      url: '/apps/collect/address',
      done: addressDone,
      enter: (basket) =>
        basket.customerId !== null ? behind('choosing', 'boxAddressStep') : waiting('identifying'),
      on: addressOn,
    },
    {
      id: 'timeslot',
      url: '/apps/collect/timeslot',
      done: (basket) => basket.timeslot,
      back: 'address',
      enter: () => behind('choosing', 'timeslotStep'),
      on: (model, event, kit) =>
        isDone(event, 'timeslotStep')
          ? onwards(kit, { ...model, basket: { ...model.basket, timeslot: true } }, 'checkout')
          : undefined,
    },
    {
      id: 'checkout',
      url: '/apps/collect/checkout',
      done: () => false,
      back: 'timeslot',
      enter: checkoutLoading,
      arrive: (basket) => ({ ...basket, backToCheckout: false }),
      on: checkoutOn,
    },
  ],
});
