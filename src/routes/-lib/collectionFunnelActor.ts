import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { listAddresses } from '../../api/addresses';
import { listCards } from '../../api/cards';
import { getInsurancePrices, getStoragePrices } from '../../api/pricing';
import { getFirstAvailableServiceDate, getNextTimeslots } from '../../api/timeslots';
import { boxIdsFrom, COLLECTION_FUNNEL, funnelStepPath } from '../../domain/funnels';
import {
  collectionFunnelMachine,
  type PersistedCollectionFunnel,
  persistedCollectionFunnel,
} from '../../machines/collectionFunnel.machine';
import { inAppSystem } from './appRoot';
import { type BasketActor, basketRequest, createBasketActor } from './basketActor';
import { unwrapResult } from './callResult';
import { type CheckoutActor, createCheckout } from './checkoutActor';
import type { SessionActor } from './context';
import { followSession } from './followSession';
import { COLLECTION_SELECTION_KEY, forgetMyStuffSelection } from './myStuffActor';
import { persistSnapshot } from './persistSnapshot';
import { ensureBasket, jobBoxes, savedAddress } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type CollectionFunnelActor = ActorRefFrom<typeof collectionFunnelMachine>;

export const COLLECTION_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}collectionFunnel`;
export const COLLECTION_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}collectionBasket`;
export const COLLECTION_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}collectionCheckout`;

/** Days of collection timeslots offered from the first available date. */
export const COLLECTION_TIMESLOT_DAYS = 14;

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function readSavedCollectionFunnel(
  storage: Storage,
): Partial<PersistedCollectionFunnel> | null {
  const value = readJson(storage, COLLECTION_FUNNEL_STORAGE_KEY);
  return value && typeof value === 'object' ? (value as Partial<PersistedCollectionFunnel>) : null;
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
  // The courier takes the boxes at the door, as for a first collection (no Saturdays, 172).
  const doorstepCollection = true;
  const machine = collectionFunnelMachine.provide({
    actors: {
      loadAddressStep: fromPromise(async ({ input }) => {
        const basketId = await ensureBasket(basket, input.customerId, 'collection');
        const [boxes, addresses] = await Promise.all([
          jobBoxes(input.customerId, 'with-customer', input.boxIds),
          listAddresses(input.customerId),
        ]);
        return { basketId, boxes, addresses: addresses.ok ? addresses.data : [] };
      }),
      saveItems: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'collection',
          body: { collectionItems: input.boxIds.map((boxId) => ({ boxId })), doorstepCollection },
        });
      }),
      saveAddress: fromPromise(async ({ input }) => {
        const address = await savedAddress(input.customerId, input.address);
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'collection',
          body: {
            collectionItems: input.boxIds.map((boxId) => ({ boxId })),
            address,
            doorstepCollection,
            ...(input.clearTimeslot ? { timeslot: null } : {}),
          },
        });
        return { address };
      }),
      loadTimeslots: fromPromise(async ({ input }) => {
        const { firstAvailableServiceDate: fasd } = unwrapResult(
          await getFirstAvailableServiceDate({
            orderType: 'COLLECTION',
            basketId: input.basketId,
            containsFurniture: false,
            materialsDeliveryDate: null,
          }),
        );
        const timeslots = unwrapResult(
          await getNextTimeslots({
            orderType: 'COLLECTION',
            basketId: input.basketId,
            date: fasd,
            numberOfDays: COLLECTION_TIMESLOT_DAYS,
          }),
        );
        return { fasd, timeslots };
      }),
      saveTimeslot: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'collection',
          body: { timeslot: input.timeslot },
        });
      }),
      loadCheckout: fromPromise(async ({ input }) => {
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

  const actor = createActor(machine, {
    input: {
      saved: readSavedCollectionFunnel(storage),
      selection: boxIdsFrom(readJson(storage, COLLECTION_SELECTION_KEY)),
    },
    ...inAppSystem('collectionFunnel'),
  });
  persistSnapshot(actor, storage, COLLECTION_FUNNEL_STORAGE_KEY, persistedCollectionFunnel);
  return actor;
}

export interface CollectionActors {
  collectionFunnel: CollectionFunnelActor;
  collectionCheckout: CheckoutActor;
  /** The collection's basket: its quote is the price every collection step shows. */
  collectionBasket: BasketActor;
}

/** The collection funnel with a basket and a checkout of its own, following the session. */
export function createCollectionActors({
  navigate,
  session,
  storage = localStorage,
}: {
  navigate: (href: string) => void;
  session: SessionActor;
  storage?: Storage;
}): CollectionActors {
  const basket = createBasketActor(storage, COLLECTION_BASKET_STORAGE_KEY, 'collectionBasket');
  const collectionFunnel = createCollectionFunnel({ basket, navigate, storage });
  const collectionCheckout = createCheckout({
    basket,
    navigate,
    storage,
    storageKey: COLLECTION_CHECKOUT_STORAGE_KEY,
    id: 'collectionCheckout',
    onOrderPlaced: () => {
      forgetMyStuffSelection(storage, COLLECTION_SELECTION_KEY);
      collectionFunnel.send({ type: 'funnel.orderPlaced' });
    },
  });
  basket.start();
  collectionFunnel.start();
  collectionCheckout.start();

  followSession(session, {
    signedIn: ({ customerId }) => collectionFunnel.send({ type: 'funnel.signedIn', customerId }),
    signedOut: () => {
      collectionFunnel.send({ type: 'funnel.signedOut' });
      basket.send({ type: 'basket.clear' });
      collectionCheckout.send({ type: 'checkout.reset' });
    },
  });
  return { collectionFunnel, collectionCheckout, collectionBasket: basket };
}
