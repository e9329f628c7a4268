import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { createAddress, listAddresses } from '../../api/addresses';
import { listCards } from '../../api/cards';
import { isInHouseCollectionPostcode } from '../../api/courier';
import {
  checkPromotion,
  getInsurancePrices,
  getMaterialSuggestions,
  getMaterials,
  getStoragePrices,
  quoteStorage,
} from '../../api/pricing';
import { getFirstAvailableServiceDate, getNextTimeslots } from '../../api/timeslots';
import { funnelStepPath, ORDER_FUNNEL } from '../../domain/funnels';
import {
  orderFunnelMachine,
  type PersistedOrderFunnel,
  persistedOrderFunnel,
} from '../../machines/orderFunnel.machine';
import { inAppSystem } from './appRoot';
import { type BasketActor, basketRequest, createBasketActor } from './basketActor';
import { unwrapResult } from './callResult';
import { type CheckoutActor, createCheckout } from './checkoutActor';
import type { SessionActor } from './context';
import { followSession } from './followSession';
import { persistSnapshot } from './persistSnapshot';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type OrderFunnelActor = ActorRefFrom<typeof orderFunnelMachine>;

/** Where the funnel is kept between visits; cleared with the customer's state on sign-out. */
export const ORDER_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}orderFunnel`;

/** Days of timeslots offered from the first available service date. */
export const TIMESLOT_DAYS = 14;

export function readSavedFunnel(storage: Storage): Partial<PersistedOrderFunnel> | null {
  try {
    const value = JSON.parse(storage.getItem(ORDER_FUNNEL_STORAGE_KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Partial<PersistedOrderFunnel>) : null;
  } catch {
    return null;
  }
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
      loadAddresses: fromPromise(async ({ input }) =>
        unwrapResult(await listAddresses(input.customerId)),
      ),
      saveAddress: fromPromise(async ({ input }) => {
        const address =
          'addressId' in input.address
            ? input.address
            : unwrapResult(await createAddress(input.customerId, input.address));
        const courier = await isInHouseCollectionPostcode(address.postcode, 'btb');
        // Without an answer, the safe assumption is that our own vans do not go there.
        const inHouseCollection = courier.ok && courier.data.isInHouseCollectionPostcode;
        return { address, inHouseCollection };
      }),
      loadTimeslots: fromPromise(async ({ input }) => {
        // Packing materials come before the collection, and the materials step (after this
        // one) nearly always adds some: offer collections after the first delivery day.
        const materials = unwrapResult(
          await getFirstAvailableServiceDate({
            orderType: 'BTB_MATERIALS',
            basketId: input.basketId,
            containsFurniture: false,
            materialsDeliveryDate: null,
          }),
        );
        const { firstAvailableServiceDate: fasd } = unwrapResult(
          await getFirstAvailableServiceDate({
            orderType: 'BTB',
            basketId: input.basketId,
            containsFurniture: false,
            materialsDeliveryDate: materials.firstAvailableServiceDate,
          }),
        );
        const timeslots = unwrapResult(
          await getNextTimeslots({
            orderType: 'BTB',
            basketId: input.basketId,
            date: fasd,
            numberOfDays: TIMESLOT_DAYS,
          }),
        );
        return { fasd, timeslots };
      }),
      loadMaterials: fromPromise(async () => {
        const [materials, suggestions] = await Promise.all([
          getMaterials(),
          getMaterialSuggestions(),
        ]);
        return { materials: unwrapResult(materials), suggestions: unwrapResult(suggestions) };
      }),
      saveMaterials: fromPromise(async ({ input }) => {
        const had = (basket.getSnapshot().context.basket?.materialBasket?.items.length ?? 0) > 0;
        if (input.items.length === 0) {
          if (had)
            await basketRequest(basket, { type: 'basket.deletePart', basketType: 'materials' });
          return;
        }
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'materials',
          body: { items: input.items, address: input.address },
        });
      }),
      loadCheckout: fromPromise(async ({ input }) => {
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

  const actor = createActor(machine, {
    input: { saved: readSavedFunnel(storage) },
    ...inAppSystem('orderFunnel'),
  });
  persistSnapshot(actor, storage, ORDER_FUNNEL_STORAGE_KEY, persistedOrderFunnel);
  return actor;
}

export interface OrderActors {
  basket: BasketActor;
  orderFunnel: OrderFunnelActor;
  checkout: CheckoutActor;
}

/**
 * The basket, order-funnel and checkout actors of the app, created once and started, and
 * told when the customer signs in (the funnel keeps an anonymous visitor's boxes) or out
 * (the customer's basket and funnel leave with them, SPEC.md 4).
 */
export function createOrderActors({
  navigate,
  session,
  storage = localStorage,
}: {
  navigate: (href: string) => void;
  session: SessionActor;
  storage?: Storage;
}): OrderActors {
  const basket = createBasketActor(storage);
  const orderFunnel = createOrderFunnel({ basket, navigate, storage });
  const checkout = createCheckout({
    basket,
    navigate,
    storage,
    onOrderPlaced: () => {
      orderFunnel.send({ type: 'funnel.orderPlaced' });
    },
  });
  basket.start();
  orderFunnel.start();
  checkout.start();

  followSession(session, {
    signedIn: (user) => orderFunnel.send({ type: 'funnel.signedIn', customerId: user.customerId }),
    signedOut: () => {
      orderFunnel.send({ type: 'funnel.signedOut' });
      basket.send({ type: 'basket.clear' });
      checkout.send({ type: 'checkout.reset' });
    },
  });
  return { basket, orderFunnel, checkout };
}
