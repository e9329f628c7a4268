import type { ActorRefFrom } from 'xstate';
import { getMaterials } from '../api/pricing';
import { funnelStepPath, MATERIALS_FUNNEL } from '../domain/funnels';
import {
  materialsFunnelMachine,
  type PersistedMaterialsFunnel,
  persistedMaterialsFunnel,
} from '../machines/materialsFunnel.machine';
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
import { materialsStepFor } from './materialsStepActor';
import { ensureBasket } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type MaterialsFunnelActor = ActorRefFrom<typeof materialsFunnelMachine>;

export const MATERIALS_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}materialsFunnel`;
export const MATERIALS_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}materialsBasket`;
export const MATERIALS_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}materialsCheckout`;

/** The materials funnel's calls: the catalogue, addresses, and its materials basket. */
export function createMaterialsFunnel({
  basket,
  navigate,
  storage = localStorage,
}: {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}): MaterialsFunnelActor {
  const putMaterials = (body: Record<string, unknown>) =>
    basketRequest(basket, { type: 'basket.updatePart', part: 'materials', body });
  const machine = materialsFunnelMachine.provide({
    actors: {
      materialsStep: materialsStepFor({
        open: async ({ customerId }) => {
          const [basketId, materials] = await Promise.all([
            ensureBasket(basket, customerId, 'materials'),
            getMaterials(),
          ]);
          return { basketId, materials: unwrapResult(materials), suggestions: [] };
        },
        save: ({ items }) => putMaterials({ items }),
      }),
      ...jobAtAddressSteps(putMaterials),
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(MATERIALS_FUNNEL, step)) },
  });
  return createKeptFunnel(machine, {
    id: 'materialsFunnel',
    input: { saved: readKept<PersistedMaterialsFunnel>(storage, MATERIALS_FUNNEL_STORAGE_KEY) },
    storage,
    key: MATERIALS_FUNNEL_STORAGE_KEY,
    kept: persistedMaterialsFunnel,
  });
}

export interface MaterialsActors {
  materialsFunnel: MaterialsFunnelActor;
  materialsCheckout: CheckoutActor;
  /** The materials basket: its quote is the price every step shows. */
  materialsBasket: BasketActor;
}

/** The materials funnel with a basket and a checkout of its own, following the session. */
export function createMaterialsActors(dependencies: FunnelDependencies): MaterialsActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: MATERIALS_BASKET_STORAGE_KEY, id: 'materialsBasket' },
    checkout: { storageKey: MATERIALS_CHECKOUT_STORAGE_KEY, id: 'materialsCheckout' },
    createFunnel: (basket) => createMaterialsFunnel({ basket, navigate, storage }),
  });
  return { materialsFunnel: funnel, materialsCheckout: checkout, materialsBasket: basket };
}
