import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { listAddresses } from '../../api/addresses';
import { listCards } from '../../api/cards';
import { getLongDistanceSurcharge, getRoomReturnPrice } from '../../api/pricing';
import { getReturnCities } from '../../api/support';
import { getFirstAvailableServiceDate, getNextTimeslots } from '../../api/timeslots';
import { boxIdsFrom, funnelStepPath, RETURN_FUNNEL } from '../../domain/funnels';
import {
  type PersistedReturnFunnel,
  persistedReturnFunnel,
  returnFunnelMachine,
} from '../../machines/returnFunnel.machine';
import { inAppSystem } from './appRoot';
import { type BasketActor, basketRequest, createBasketActor } from './basketActor';
import { unwrapResult } from './callResult';
import { type CheckoutActor, createCheckout } from './checkoutActor';
import type { SessionActor } from './context';
import { followSession } from './followSession';
import { forgetMyStuffSelection, RETURN_SELECTION_KEY } from './myStuffActor';
import { persistSnapshot } from './persistSnapshot';
import { ensureBasket, jobBoxes, savedAddress } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type ReturnFunnelActor = ActorRefFrom<typeof returnFunnelMachine>;

/** The return funnel between visits; cleared with the customer's state on sign-out. */
export const RETURN_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}returnFunnel`;
/** The return's own basket, apart from an order's, so neither funnel disturbs the other. */
export const RETURN_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}returnBasket`;
export const RETURN_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}returnCheckout`;

/** Days of return timeslots offered from the first available date. */
export const RETURN_TIMESLOT_DAYS = 14;

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function readSavedReturnFunnel(storage: Storage): Partial<PersistedReturnFunnel> | null {
  const value = readJson(storage, RETURN_FUNNEL_STORAGE_KEY);
  return value && typeof value === 'object' ? (value as Partial<PersistedReturnFunnel>) : null;
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
      loadTimeslots: fromPromise(async ({ input }) => {
        const { firstAvailableServiceDate: fasd } = unwrapResult(
          await getFirstAvailableServiceDate({
            orderType: 'BTB_RETURN',
            basketId: input.basketId,
            containsFurniture: false,
            materialsDeliveryDate: null,
          }),
        );
        const timeslots = unwrapResult(
          await getNextTimeslots({
            orderType: 'BTB_RETURN',
            basketId: input.basketId,
            date: fasd,
            numberOfDays: RETURN_TIMESLOT_DAYS,
          }),
        );
        return { fasd, timeslots };
      }),
      saveTimeslot: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: { timeslot: input.timeslot },
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
      loadCheckout: fromPromise(async ({ input }) => {
        const cards = await listCards(input.customerId);
        // Saved cards are a convenience: without them the customer can still enter one.
        return { cards: cards.ok ? cards.data : [] };
      }),
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(RETURN_FUNNEL, step)) },
  });

  const actor = createActor(machine, {
    input: { saved: readSavedReturnFunnel(storage), selection: readReturnSelection(storage) },
    ...inAppSystem('returnFunnel'),
  });
  persistSnapshot(actor, storage, RETURN_FUNNEL_STORAGE_KEY, persistedReturnFunnel);
  return actor;
}

export interface ReturnActors {
  returnFunnel: ReturnFunnelActor;
  returnCheckout: CheckoutActor;
  /** The return's basket: its quote is the price every return step shows. */
  returnBasket: BasketActor;
}

/**
 * The return funnel with a basket and a checkout of its own (the same checkout machine and
 * payment path as ordering), created once and started, following the session like the
 * order funnel.
 */
export function createReturnActors({
  navigate,
  session,
  storage = localStorage,
}: {
  navigate: (href: string) => void;
  session: SessionActor;
  storage?: Storage;
}): ReturnActors {
  const basket = createBasketActor(storage, RETURN_BASKET_STORAGE_KEY, 'returnBasket');
  const returnFunnel = createReturnFunnel({ basket, navigate, storage });
  const returnCheckout = createCheckout({
    basket,
    navigate,
    storage,
    storageKey: RETURN_CHECKOUT_STORAGE_KEY,
    id: 'returnCheckout',
    onOrderPlaced: () => {
      forgetMyStuffSelection(storage, RETURN_SELECTION_KEY);
      returnFunnel.send({ type: 'funnel.orderPlaced' });
    },
  });
  basket.start();
  returnFunnel.start();
  returnCheckout.start();

  followSession(session, {
    signedIn: (user) => returnFunnel.send({ type: 'funnel.signedIn', ...user }),
    signedOut: () => {
      returnFunnel.send({ type: 'funnel.signedOut' });
      basket.send({ type: 'basket.clear' });
      returnCheckout.send({ type: 'checkout.reset' });
    },
  });
  return { returnFunnel, returnCheckout, returnBasket: basket };
}
