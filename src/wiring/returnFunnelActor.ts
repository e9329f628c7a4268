import { type ActorRefFrom, fromPromise } from 'xstate';
import { boxIdsFrom, funnelStepPath, RETURN_FUNNEL } from '../domain/funnels';
import {
  type PersistedReturnFunnel,
  persistedReturnFunnel,
  returnFunnelMachine,
} from '../machines/returnFunnel.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { boxAddressStepFor } from './boxAddressStepActor';
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
      boxAddressStep: boxAddressStepFor(basket, 'return'),
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
