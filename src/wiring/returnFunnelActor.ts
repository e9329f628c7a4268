import { type ActorRefFrom, fromPromise } from 'xstate';
import { listAddresses } from '../api/addresses';
import { getLongDistanceSurcharge, getRoomReturnPrice } from '../api/pricing';
import { getReturnCities } from '../api/support';
import { boxIdsFrom, funnelStepPath, RETURN_FUNNEL } from '../domain/funnels';
import {
  type PersistedReturnFunnel,
  persistedReturnFunnel,
  returnFunnelMachine,
} from '../machines/returnFunnel.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';
import type { CheckoutActor } from './checkoutActor';
import { savedCardsCheckoutStep } from './checkoutStepActor';
import {
  createFunnelParts,
  createKeptFunnel,
  type FunnelDependencies,
  readJson,
  readKept,
} from './funnelKit';
import { forgetMyStuffSelection, RETURN_SELECTION_KEY } from './myStuffActor';
import { ensureBasket, jobBoxes, savedAddress } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';
import { timeslotStepFor } from './timeslotStepActor';

export type ReturnFunnelActor = ActorRefFrom<typeof returnFunnelMachine>;

/** The return funnel between visits; cleared with the customer's state on sign-out. */
export const RETURN_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}returnFunnel`;
/** The return's own basket, apart from an order's, so neither funnel disturbs the other. */
export const RETURN_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}returnBasket`;
export const RETURN_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}returnCheckout`;

export function readSavedReturnFunnel(storage: Storage): Partial<PersistedReturnFunnel> | null {
  return readKept(storage, RETURN_FUNNEL_STORAGE_KEY);
}

/** The boxes chosen in My stuff for a return. */
export function readReturnSelection(storage: Storage): number[] {
  return boxIdsFrom(readJson(storage, RETURN_SELECTION_KEY));
}

export interface ReturnFunnelDependencies {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}

/** The one return-funnel actor of the app: its calls made with src/api and its basket actor. */
export function createReturnFunnel({
  basket,
  navigate,
  storage = localStorage,
}: ReturnFunnelDependencies): ReturnFunnelActor {
  const machine = returnFunnelMachine.provide({
    actors: {
      loadAddressStep: fromPromise(async ({ input }) => {
        const basketId = await ensureBasket(basket, input.customerId, 'return');
        const [boxes, addresses, roomReturn, cities] = await Promise.all([
          jobBoxes(input.customerId, 'with-provider', input.boxIds),
          listAddresses(input.customerId),
          getRoomReturnPrice(),
          getReturnCities(),
        ]);
        return {
          basketId,
          boxes,
          // Without the saved addresses the customer can still look one up or type it.
          addresses: addresses.ok ? addresses.data : [],
          roomReturnPrice: unwrapResult(roomReturn).roomReturnPrice,
          returnCities: cities.ok ? cities.data : [],
        };
      }),
      saveItems: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: { returnItems: input.boxIds.map((boxId) => ({ boxId })) },
        });
      }),
      saveRoomReturn: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: { roomReturn: input.roomReturn },
        });
      }),
      quoteSurcharge: fromPromise(
        async ({ input }) =>
          unwrapResult(await getLongDistanceSurcharge(input.basketId, input.destination))
            .longDistanceSurcharge,
      ),
      saveAddress: fromPromise(async ({ input }) => {
        const address = await savedAddress(input.customerId, input.address);
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: {
            returnItems: input.boxIds.map((boxId) => ({ boxId })),
            address,
            roomReturn: input.roomReturn,
            floorDetails: input.floorDetails,
            ...(input.clearTimeslot ? { timeslot: null } : {}),
          },
        });
        const surcharge = unwrapResult(
          await getLongDistanceSurcharge(input.basketId, address.addressId),
        );
        return { address, longDistanceSurcharge: surcharge.longDistanceSurcharge };
      }),
      timeslotStep: timeslotStepFor(async (timeslot) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: { timeslot },
        });
      }),
      saveContact: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: {
            notificationEmail: input.contact.notificationEmail,
            notificationPhone: input.contact.notificationPhone,
            returnReasonText:
              input.contact.returnReasonText === '' ? null : input.contact.returnReasonText,
          },
        });
        return input.contact;
      }),
      checkoutStep: savedCardsCheckoutStep,
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(RETURN_FUNNEL, step)) },
  });

  return createKeptFunnel(machine, {
    id: 'returnFunnel',
    input: { saved: readSavedReturnFunnel(storage), selection: readReturnSelection(storage) },
    storage,
    key: RETURN_FUNNEL_STORAGE_KEY,
    kept: persistedReturnFunnel,
  });
}

export interface ReturnActors {
  returnFunnel: ReturnFunnelActor;
  returnCheckout: CheckoutActor;
  /** The return's basket: its quote is the price every return step shows. */
  returnBasket: BasketActor;
}

/**
 * The return funnel with a basket and a checkout of its own (the same checkout machine and
 * payment path as ordering), following the session like every funnel.
 */
export function createReturnActors(dependencies: FunnelDependencies): ReturnActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: RETURN_BASKET_STORAGE_KEY, id: 'returnBasket' },
    checkout: { storageKey: RETURN_CHECKOUT_STORAGE_KEY, id: 'returnCheckout' },
    createFunnel: (basket) => createReturnFunnel({ basket, navigate, storage }),
    onOrderPlaced: () => forgetMyStuffSelection(storage, RETURN_SELECTION_KEY),
  });
  return { returnFunnel: funnel, returnCheckout: checkout, returnBasket: basket };
}
