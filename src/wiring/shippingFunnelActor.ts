import { type ActorRefFrom, fromPromise } from 'xstate';
import { getDispatchDays, getShippingCountries } from '../api/shipping';
import { funnelStepPath, SHIPPING_FUNNEL } from '../domain/funnels';
import {
  type PersistedShippingFunnel,
  persistedShippingFunnel,
  shippingFunnelMachine,
} from '../machines/shippingFunnel.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';
import type { CheckoutActor } from './checkoutActor';
import {
  createFunnelParts,
  createKeptFunnel,
  type FunnelDependencies,
  readKept,
} from './funnelKit';
import { jobAtAddressSteps } from './jobAtAddressSteps';
import { ensureBasket, jobBoxes } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type ShippingFunnelActor = ActorRefFrom<typeof shippingFunnelMachine>;

export const SHIPPING_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}shippingFunnel`;
export const SHIPPING_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}shippingBasket`;
export const SHIPPING_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}shippingCheckout`;

/**
 * The shipping funnel's calls: the countries, the boxes, the addresses and collection times,
 * and its international basket.
 */
export function createShippingFunnel({
  basket,
  navigate,
  storage = localStorage,
}: {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}): ShippingFunnelActor {
  const putShipping = (body: Record<string, unknown>) =>
    basketRequest(basket, { type: 'basket.updatePart', part: 'international', body });
  const machine = shippingFunnelMachine.provide({
    actors: {
      loadDestinationStep: fromPromise(async ({ input }) => {
        const [basketId, boxes, countries] = await Promise.all([
          ensureBasket(basket, input.customerId, 'international'),
          input.boxIds.length > 0
            ? jobBoxes(input.customerId, 'with-provider', input.boxIds)
            : Promise.resolve([]),
          getShippingCountries(),
        ]);
        return { basketId, boxes, countries: unwrapResult(countries) };
      }),
      saveDestination: fromPromise(async ({ input }) => {
        await putShipping({ ...input });
      }),
      saveCountry: fromPromise(async ({ input }) => {
        await putShipping({ ...input, destination: null });
      }),
      saveDeclarations: fromPromise(async ({ input }) => {
        await putShipping({ ...input });
      }),
      loadDispatchDays: fromPromise(async () => unwrapResult(await getDispatchDays())),
      saveDispatch: fromPromise(async ({ input }) => {
        await putShipping({ dispatchDate: input.dispatchDate });
      }),
      ...jobAtAddressSteps((collection) => putShipping({ collection })),
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(SHIPPING_FUNNEL, step)) },
  });
  return createKeptFunnel(machine, {
    id: 'shippingFunnel',
    input: { saved: readKept<PersistedShippingFunnel>(storage, SHIPPING_FUNNEL_STORAGE_KEY) },
    storage,
    key: SHIPPING_FUNNEL_STORAGE_KEY,
    kept: persistedShippingFunnel,
  });
}

export interface ShippingActors {
  shippingFunnel: ShippingFunnelActor;
  shippingCheckout: CheckoutActor;
  /** The international basket: its quote is the price every step shows. */
  shippingBasket: BasketActor;
}

/** The shipping funnel with a basket and a checkout of its own, following the session. */
export function createShippingActors(dependencies: FunnelDependencies): ShippingActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: SHIPPING_BASKET_STORAGE_KEY, id: 'shippingBasket' },
    checkout: { storageKey: SHIPPING_CHECKOUT_STORAGE_KEY, id: 'shippingCheckout' },
    createFunnel: (basket) => createShippingFunnel({ basket, navigate, storage }),
  });
  return { shippingFunnel: funnel, shippingCheckout: checkout, shippingBasket: basket };
}
