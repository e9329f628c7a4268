import type { AnyEventObject } from 'xstate';
import type { Box } from '../../../src/domain/boxes';
import { jobSelection } from '../../../src/domain/returns';
import {
  become,
  behind,
  busyWith,
  checkoutLoading,
  dataOf,
  doneOf,
  type FunnelKit,
  type FunnelModel,
  failedLoad,
  funnelOracle,
  idle,
  isDone,
  isError,
  type Phase,
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
 * The address step waits for the session, asks for the customer's boxes at home, puts the
 * chosen ones on the basket at once, and goes on with a box and an address. A change made from
 * checkout (its Change links) comes back to checkout once the steps before it are done again.
 */

export interface CollectionBasket {
  customerId: number | null;
  boxIds: number[];
  savedBoxIds: number[];
  hasBasket: boolean;
  addressDraft: boolean;
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
  addressDraft?: unknown;
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
    addressDraft: saved?.addressDraft != null,
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

function boxesSettling(basket: CollectionBasket): Phase {
  return basket.boxIds.length > 0 ? busyWith('savingItems', 'saveItems') : idle('choosing');
}

function onwards(kit: Kit, model: Model, next: string): Model {
  const back = model.basket.backToCheckout && kit.landing(model.basket, 'checkout') === 'checkout';
  return kit.enter(model, back ? 'checkout' : next);
}

function addressOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (event.type === 'funnel.signedIn' && phase.name === 'identifying') {
    const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
    return become(model, busyWith('loading', 'loadAddressStep'), known);
  }
  const loaded = doneOf<{ boxes: Box[] }>(event, 'loadAddressStep');
  if (loaded) {
    // Only boxes at home that can be collected stay chosen; the others are reported.
    const { boxIds } = jobSelection('collection', basket.boxIds, loaded.output.boxes);
    const next = { ...basket, hasBasket: true, boxIds };
    return become(model, boxesSettling(next), next);
  }
  if (isError(event, 'loadAddressStep')) return become(model, failedLoad());
  if (isDone(event, 'saveItems'))
    return become(model, idle('choosing'), { ...basket, savedBoxIds: [...basket.boxIds] });
  if (isError(event, 'saveItems')) return become(model, idle('choosing'));
  const saved = doneOf<{ address: { addressId: number } }>(event, 'saveAddress');
  if (saved) {
    const addressId = saved.output.address.addressId;
    const next = {
      ...basket,
      address: addressId,
      savedBoxIds: [...basket.boxIds],
      // A slot offered for another address may not be served at this one.
      timeslot: addressId === basket.address ? basket.timeslot : false,
    };
    return onwards(kit, { ...model, basket: next }, 'timeslot');
  }
  if (isError(event, 'saveAddress')) return become(model, idle('choosing'));

  switch (event.type) {
    case 'address.chosen':
      return become(model, phase, { ...basket, addressDraft: true });
    case 'boxes.toggled': {
      if (phase.name !== 'choosing') return model;
      const boxId = dataOf<number>(event, 'boxId');
      const boxIds = basket.boxIds.includes(boxId)
        ? basket.boxIds.filter((id) => id !== boxId)
        : [...basket.boxIds, boxId];
      const next = { ...basket, boxIds };
      return become(model, boxesSettling(next), next);
    }
    case 'funnel.next':
      return phase.name === 'choosing' &&
        basket.boxIds.length > 0 &&
        basket.addressDraft &&
        basket.hasBasket
        ? become(model, busyWith('savingAddress', 'saveAddress'))
        : model;
    case 'funnel.retry':
      return phase.name === 'failed'
        ? become(model, busyWith('loading', 'loadAddressStep'))
        : model;
  }
  return undefined;
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
        basket.customerId !== null
          ? busyWith('loading', 'loadAddressStep')
          : waiting('identifying'),
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
