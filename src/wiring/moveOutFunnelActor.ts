import { type ActorRefFrom, fromPromise } from 'xstate';
import { getRentedUnits } from '../api/driveUp';
import { rentedUnitOf } from '../domain/driveUp';
import { funnelStepPath, MOVE_OUT_FUNNEL } from '../domain/funnels';
import {
  moveOutFunnelMachine,
  type PersistedMoveOutFunnel,
  persistedMoveOutFunnel,
} from '../machines/moveOutFunnel.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';
import type { CheckoutActor } from './checkoutActor';
import { savedCardsCheckoutStep } from './checkoutStepActor';
import {
  createFunnelParts,
  createKeptFunnel,
  type FunnelDependencies,
  readKept,
} from './funnelKit';
import { ensureBasket } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type MoveOutFunnelActor = ActorRefFrom<typeof moveOutFunnelMachine>;

export const MOVE_OUT_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}moveOutFunnel`;
export const MOVE_OUT_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}moveOutBasket`;
export const MOVE_OUT_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}moveOutCheckout`;

/** The move-out funnel's calls: the customer's unit, and the return basket of its move-out. */
export function createMoveOutFunnel({
  basket,
  navigate,
  storage = localStorage,
}: {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}): MoveOutFunnelActor {
  const machine = moveOutFunnelMachine.provide({
    actors: {
      loadUnit: fromPromise(async ({ input }) => {
        const unit = rentedUnitOf(
          unwrapResult(await getRentedUnits(input.customerId)),
          input.lettingId,
        );
        if (!unit) throw new Error('We could not find that storage unit among yours');
        return unit;
      }),
      saveMoveOut: fromPromise(async ({ input }) => {
        const basketId = await ensureBasket(basket, input.customerId, 'return');
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'return',
          body: { vsuLettingId: input.lettingId, moveOutDate: input.moveOutDate },
        });
        return { basketId };
      }),
      checkoutStep: savedCardsCheckoutStep,
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(MOVE_OUT_FUNNEL, step)) },
  });
  return createKeptFunnel(machine, {
    id: 'moveOutFunnel',
    input: { saved: readKept<PersistedMoveOutFunnel>(storage, MOVE_OUT_FUNNEL_STORAGE_KEY) },
    storage,
    key: MOVE_OUT_FUNNEL_STORAGE_KEY,
    kept: persistedMoveOutFunnel,
  });
}

export interface MoveOutActors {
  moveOutFunnel: MoveOutFunnelActor;
  moveOutCheckout: CheckoutActor;
  /** The move-out's return basket: its quote is the price the checkout shows. */
  moveOutBasket: BasketActor;
}

/** The move-out funnel with a basket and a checkout of its own, following the session. */
export function createMoveOutActors(dependencies: FunnelDependencies): MoveOutActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: MOVE_OUT_BASKET_STORAGE_KEY, id: 'moveOutBasket' },
    checkout: { storageKey: MOVE_OUT_CHECKOUT_STORAGE_KEY, id: 'moveOutCheckout' },
    createFunnel: (basket) => createMoveOutFunnel({ basket, navigate, storage }),
  });
  return { moveOutFunnel: funnel, moveOutCheckout: checkout, moveOutBasket: basket };
}
