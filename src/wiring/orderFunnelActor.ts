import { type ActorRefFrom, fromPromise } from 'xstate';
import { listCards } from '../api/cards';
import { isInHouseCollectionPostcode } from '../api/courier';
import {
  checkPromotion,
  getInsurancePrices,
  getPackingPrices,
  getStoragePrices,
  quoteStorage,
} from '../api/pricing';
import { storagePartOf } from '../domain/baskets';
import { funnelStepPath, ORDER_FUNNEL } from '../domain/funnels';
import {
  orderFunnelMachine,
  type PersistedOrderFunnel,
  persistedOrderFunnel,
} from '../machines/orderFunnel.machine';
import { addressStepFor } from './addressStepActor';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';
import type { CheckoutActor } from './checkoutActor';
import { checkoutStepFor } from './checkoutStepActor';
import {
  createFunnelParts,
  createKeptFunnel,
  type FunnelDependencies,
  readKept,
} from './funnelKit';
import { materialsOnSale, materialsStepFor } from './materialsStepActor';
import { packingStepFor } from './packingStepActor';
import { CUSTOMER_STATE_PREFIX } from './storedSession';
import { loadFunnelTimeslots, timeslotStepFor } from './timeslotStepActor';

export type OrderFunnelActor = ActorRefFrom<typeof orderFunnelMachine>;

/** Where the funnel is kept between visits; cleared with the customer's state on sign-out. */
export const ORDER_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}orderFunnel`;

export function readSavedFunnel(storage: Storage): Partial<PersistedOrderFunnel> | null {
  return readKept(storage, ORDER_FUNNEL_STORAGE_KEY);
}

export interface OrderFunnelDependencies {
  basket: BasketActor;
  /** Goes to a path unless the page is already there. */
  navigate: (href: string) => void;
  storage?: Storage;
}

/** The one order-funnel actor of the app: its calls made with src/api and the basket actor. */
export function createOrderFunnel({
  basket,
  navigate,
  storage = localStorage,
}: OrderFunnelDependencies): OrderFunnelActor {
  const machine = orderFunnelMachine.provide({
    actors: {
      loadPrices: fromPromise(async ({ input }) =>
        unwrapResult(await getStoragePrices(input.customerId)),
      ),
      quoteStorage: fromPromise(async ({ input }) =>
        unwrapResult(
          await quoteStorage(input.customerId, {
            lineItems: input.lineItems,
            numberOfMonths: input.months,
          }),
        ),
      ),
      saveStorage: fromPromise(async ({ input }) => {
        const current = basket.getSnapshot();
        // A basket from before (or one the server has since forgotten) is replaced by a new one.
        if (current.context.basketId === null || current.hasTag('completed')) {
          await basketRequest(basket, {
            type: 'basket.create',
            customerId: input.customerId,
            basketType: 'btb',
          });
        }
        const saved = await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'storage',
          body: input.storage,
        });
        return { basketId: saved.basketId };
      }),
      // The address is saved with the boxes; a slot held for another address is given up.
      addressStep: addressStepFor(async (address, changed) => {
        const context = actor.getSnapshot().context;
        const timeslot = changed ? null : context.timeslot;
        const [courier] = await Promise.all([
          isInHouseCollectionPostcode(address.postcode, 'btb'),
          basketRequest(basket, {
            type: 'basket.updatePart',
            part: 'storage',
            body: storagePartOf({ ...context, address, timeslot }),
          }),
        ]);
        // Without an answer, the safe assumption is that our own vans do not go there.
        return { inHouseCollection: courier.ok && courier.data.isInHouseCollectionPostcode };
      }),
      // The storage basket is saved whole: the slot goes with the funnel's boxes and address.
      timeslotStep: timeslotStepFor(async (timeslot) => {
        const context = actor.getSnapshot().context;
        const storage = storagePartOf(context);
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'storage',
          body: { ...storage, collection: { ...storage.collection, timeslot } },
        });
      }),
      // The materials come with the boxes: they are delivered to the collection address.
      materialsStep: materialsStepFor({
        open: async ({ basketId }) => ({ basketId: basketId ?? 0, ...(await materialsOnSale()) }),
        save: async ({ items }) => {
          const had = (basket.getSnapshot().context.basket?.materialBasket?.items.length ?? 0) > 0;
          if (items.length === 0) {
            if (had)
              await basketRequest(basket, { type: 'basket.deletePart', basketType: 'materials' });
            return;
          }
          const { address } = actor.getSnapshot().context;
          await basketRequest(basket, {
            type: 'basket.updatePart',
            part: 'materials',
            body: { items, address },
          });
        },
      }),
      // The packers come to the collection address, on a day before the collection.
      packingStep: packingStepFor({
        open: async ({ basketId, collectionDay }) => {
          const [prices, times] = await Promise.all([
            getPackingPrices(),
            loadFunnelTimeslots({ basketId: basketId ?? 0, orderType: 'PACKING' }),
          ]);
          return {
            basketId: basketId ?? 0,
            prices: unwrapResult(prices),
            timeslots: times.timeslots.filter(
              (slot) => collectionDay === null || slot.doorstepDate < collectionDay,
            ),
          };
        },
        save: async ({ packing }) => {
          if (!packing.wanted) {
            const had = basket.getSnapshot().context.basket?.packingBasket != null;
            if (had)
              await basketRequest(basket, { type: 'basket.deletePart', basketType: 'packing' });
            return;
          }
          await basketRequest(basket, {
            type: 'basket.updatePart',
            part: 'packing',
            body: {
              rooms: packing.rooms,
              boxes: packing.boxes,
              materialsIncluded: packing.materialsIncluded,
              address: actor.getSnapshot().context.address,
              timeslot: packing.timeslot,
            },
          });
        },
      }),
      checkoutStep: checkoutStepFor(async (input) => {
        const [insurance, cards, prices] = await Promise.all([
          getInsurancePrices(input.basketId),
          listCards(input.customerId),
          getStoragePrices(input.customerId),
        ]);
        return {
          insurancePrices: unwrapResult(insurance).insurancePrices,
          // Saved cards are a convenience: without them the customer can still enter one.
          cards: cards.ok ? cards.data : [],
          prices: unwrapResult(prices),
        };
      }),
      checkPromotion: fromPromise(async ({ input }) => {
        const promotion = unwrapResult(await checkPromotion(input.basketId, input.code));
        // The code counts once it is on the basket; one that cannot be saved is not applied.
        await basketRequest(basket, {
          type: 'basket.patch',
          patch: { promoCode: promotion.valid ? promotion.promoCode : null },
        }).catch(() => undefined);
        return promotion;
      }),
    },
    actions: {
      navigate: (_, { step }) => navigate(funnelStepPath(ORDER_FUNNEL, step)),
      clearPromotion: () => {
        void basketRequest(basket, { type: 'basket.patch', patch: { promoCode: null } }).catch(
          () => undefined,
        );
      },
    },
  });

  const actor = createKeptFunnel(machine, {
    id: 'orderFunnel',
    input: { saved: readSavedFunnel(storage) },
    storage,
    key: ORDER_FUNNEL_STORAGE_KEY,
    kept: persistedOrderFunnel,
  });
  return actor;
}

export interface OrderActors {
  basket: BasketActor;
  orderFunnel: OrderFunnelActor;
  checkout: CheckoutActor;
}

/**
 * The basket, order-funnel and checkout actors of the app, created once and started; the
 * funnel keeps an anonymous visitor's boxes when they sign in.
 */
export function createOrderActors(dependencies: FunnelDependencies): OrderActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    createFunnel: (basket) => createOrderFunnel({ basket, navigate, storage }),
  });
  return { basket, orderFunnel: funnel, checkout };
}
