import { type ActorRefFrom, fromPromise } from 'xstate';
import { listCards } from '../api/cards';
import { getInsurancePrices, getStoragePrices } from '../api/pricing';
import { boxIdsFrom, COLLECTION_FUNNEL, funnelStepPath } from '../domain/funnels';
import {
  collectionFunnelMachine,
  type PersistedCollectionFunnel,
  persistedCollectionFunnel,
} from '../machines/collectionFunnel.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { boxAddressStepFor } from './boxAddressStepActor';
import { unwrapResult } from './callResult';
import type { CheckoutActor } from './checkoutActor';
import { checkoutStepFor } from './checkoutStepActor';
import {
  createFunnelParts,
  createKeptFunnel,
  type FunnelDependencies,
  readJson,
  readKept,
} from './funnelKit';
import { COLLECTION_SELECTION_KEY, forgetMyStuffSelection } from './myStuffActor';
import { CUSTOMER_STATE_PREFIX } from './storedSession';
import { timeslotStepFor } from './timeslotStepActor';

export type CollectionFunnelActor = ActorRefFrom<typeof collectionFunnelMachine>;

export const COLLECTION_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}collectionFunnel`;
export const COLLECTION_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}collectionBasket`;
export const COLLECTION_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}collectionCheckout`;

export function readSavedCollectionFunnel(
  storage: Storage,
): Partial<PersistedCollectionFunnel> | null {
  return readKept(storage, COLLECTION_FUNNEL_STORAGE_KEY);
}

export interface CollectionFunnelDependencies {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}

/** The collection funnel's calls: a collection basket, the boxes at home, timeslots, terms. */
export function createCollectionFunnel({
  basket,
  navigate,
  storage = localStorage,
}: CollectionFunnelDependencies): CollectionFunnelActor {
  const machine = collectionFunnelMachine.provide({
    actors: {
      // The courier takes the boxes at the door, as for a first collection (no Saturdays, 172).
      boxAddressStep: boxAddressStepFor(basket, 'collection', { doorstepCollection: true }),
      timeslotStep: timeslotStepFor(async (timeslot) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'collection',
          body: { timeslot },
        });
      }),
      checkoutStep: checkoutStepFor(async (input) => {
        const [prices, insurance, cards] = await Promise.all([
          getStoragePrices(input.customerId),
          getInsurancePrices(input.basketId),
          listCards(input.customerId),
        ]);
        return {
          prices: unwrapResult(prices),
          insurancePrices: unwrapResult(insurance).insurancePrices,
          cards: cards.ok ? cards.data : [],
        };
      }),
      saveTerms: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'collection',
          body: {
            numberOfMonths: input.numberOfMonths,
            storageInsurance:
              input.coverageLimit === null ? null : { coverageLimit: input.coverageLimit },
          },
        });
      }),
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(COLLECTION_FUNNEL, step)) },
  });

  return createKeptFunnel(machine, {
    id: 'collectionFunnel',
    input: {
      saved: readSavedCollectionFunnel(storage),
      selection: boxIdsFrom(readJson(storage, COLLECTION_SELECTION_KEY)),
    },
    storage,
    key: COLLECTION_FUNNEL_STORAGE_KEY,
    kept: persistedCollectionFunnel,
  });
}

export interface CollectionActors {
  collectionFunnel: CollectionFunnelActor;
  collectionCheckout: CheckoutActor;
  /** The collection's basket: its quote is the price every collection step shows. */
  collectionBasket: BasketActor;
}

/** The collection funnel with a basket and a checkout of its own, following the session. */
export function createCollectionActors(dependencies: FunnelDependencies): CollectionActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: COLLECTION_BASKET_STORAGE_KEY, id: 'collectionBasket' },
    checkout: { storageKey: COLLECTION_CHECKOUT_STORAGE_KEY, id: 'collectionCheckout' },
    createFunnel: (basket) => createCollectionFunnel({ basket, navigate, storage }),
    onOrderPlaced: () => forgetMyStuffSelection(storage, COLLECTION_SELECTION_KEY),
  });
  return { collectionFunnel: funnel, collectionCheckout: checkout, collectionBasket: basket };
}
