import type { ActorRefFrom } from 'xstate';
import { getPackingPrices } from '../api/pricing';
import { funnelStepPath, PACKING_FUNNEL } from '../domain/funnels';
import {
  type PersistedPackingFunnel,
  packingFunnelMachine,
  persistedPackingFunnel,
} from '../machines/packingFunnel.machine';
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
import { packingStepFor } from './packingStepActor';
import { ensureBasket } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type PackingFunnelActor = ActorRefFrom<typeof packingFunnelMachine>;

export const PACKING_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}packingFunnel`;
export const PACKING_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}packingBasket`;
export const PACKING_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}packingCheckout`;

/** The packing funnel's calls: addresses, and its packing basket. */
export function createPackingFunnel({
  basket,
  navigate,
  storage = localStorage,
}: {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}): PackingFunnelActor {
  const putPacking = (body: Record<string, unknown>) =>
    basketRequest(basket, { type: 'basket.updatePart', part: 'packing', body });
  const machine = packingFunnelMachine.provide({
    actors: {
      packingStep: packingStepFor({
        open: async ({ customerId }) => {
          const [basketId, prices] = await Promise.all([
            ensureBasket(basket, customerId, 'packing'),
            getPackingPrices(),
          ]);
          // The packers' window is the date step's.
          return { basketId, prices: unwrapResult(prices), timeslots: [] };
        },
        save: ({ packing: { rooms, boxes, materialsIncluded } }) =>
          putPacking({ rooms, boxes, materialsIncluded }),
      }),
      ...jobAtAddressSteps(putPacking),
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(PACKING_FUNNEL, step)) },
  });
  return createKeptFunnel(machine, {
    id: 'packingFunnel',
    input: { saved: readKept<PersistedPackingFunnel>(storage, PACKING_FUNNEL_STORAGE_KEY) },
    storage,
    key: PACKING_FUNNEL_STORAGE_KEY,
    kept: persistedPackingFunnel,
  });
}

export interface PackingActors {
  packingFunnel: PackingFunnelActor;
  packingCheckout: CheckoutActor;
  /** The packing basket: its quote is the price every step shows. */
  packingBasket: BasketActor;
}

/** The packing funnel with a basket and a checkout of its own, following the session. */
export function createPackingActors(dependencies: FunnelDependencies): PackingActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: PACKING_BASKET_STORAGE_KEY, id: 'packingBasket' },
    checkout: { storageKey: PACKING_CHECKOUT_STORAGE_KEY, id: 'packingCheckout' },
    createFunnel: (basket) => createPackingFunnel({ basket, navigate, storage }),
  });
  return { packingFunnel: funnel, packingCheckout: checkout, packingBasket: basket };
}
