import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import {
  createBasket,
  deleteBasketPart,
  getBasket,
  patchBasket,
  patchBasketPart,
  updateMaterialsBasket,
  updateReturnOrCollectionBasket,
  updateStorageBasket,
  validateBasket,
} from '../api/baskets';
import type { Failure, Result } from '../api/client';
import type { Basket } from '../domain/baskets';
import { BasketCallError, type BasketEvent, basketMachine } from '../machines/basket.machine';
import { inAppSystem } from './appRoot';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type BasketActor = ActorRefFrom<typeof basketMachine>;

/** Where the basket id is kept; cleared with the rest of the customer's state on sign-out. */
export const BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}basket`;

/** A failed call becomes a rejection carrying the message and the provider's code. */
export function unwrapBasketCall<T>(result: Result<T>): T {
  if (!result.ok) {
    const failure = result as Failure;
    throw new BasketCallError(failure.message, failure.code);
  }
  return result.data;
}

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/**
 * Basket, funnel and payment errors as red alerts: the machines post here and the order
 * funnel's layout shows each message in an Alert that closes itself after 3000 ms.
 */
export const orderAlerts = {
  post(message: string): void {
    for (const listener of listeners) listener(message);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function readBasketId(storage: Storage, key: string): number | null {
  const value = Number(storage.getItem(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A basket actor, its calls made with src/api; its id kept under `key` (each funnel with a
 * basket of its own type has its own), and named `id` in the app's actor system.
 */
export function createBasketActor(
  storage: Storage = localStorage,
  key: string = BASKET_STORAGE_KEY,
  id = 'orderBasket',
): BasketActor {
  const machine = basketMachine.provide({
    actors: {
      createBasket: fromPromise(async ({ input }) =>
        unwrapBasketCall(
          await createBasket({
            customerId: input.customerId,
            basketType: input.basketType,
            partner: input.partner ?? null,
          }),
        ),
      ),
      loadBasket: fromPromise(async ({ input }) =>
        unwrapBasketCall(await getBasket(input.basketId)),
      ),
      patchBasket: fromPromise(async ({ input }) => {
        unwrapBasketCall(await patchBasket(input.basketId, input.patch));
      }),
      patchBasketPart: fromPromise(async ({ input }) => {
        unwrapBasketCall(
          await patchBasketPart(input.basketId, input.basketType, input.changes as never),
        );
      }),
      updateBasketPart: fromPromise(async ({ input }) => {
        switch (input.part) {
          case 'storage':
            unwrapBasketCall(await updateStorageBasket(input.basketId, input.body));
            return;
          case 'materials':
            unwrapBasketCall(await updateMaterialsBasket(input.basketId, input.body));
            return;
          default:
            unwrapBasketCall(
              await updateReturnOrCollectionBasket(input.part, input.basketId, input.body as never),
            );
        }
      }),
      deleteBasketPart: fromPromise(async ({ input }) => {
        unwrapBasketCall(await deleteBasketPart(input.basketId, input.basketType));
      }),
      validateBasket: fromPromise(async ({ input }) =>
        unwrapBasketCall(await validateBasket(input.basketId)),
      ),
    },
    actions: {
      showError: ({ context }) => {
        if (context.error) orderAlerts.post(context.error);
      },
      persistBasketId: (_, { basketId }) => {
        if (basketId === null) storage.removeItem(key);
        else storage.setItem(key, String(basketId));
      },
    },
  });
  return createActor(machine, {
    input: { basketId: readBasketId(storage, key) },
    ...inAppSystem(id),
  });
}

/**
 * Sends a change to the basket actor and settles when it has been made and the basket
 * reloaded: with the basket, or a rejection with the message the alert showed.
 */
export async function basketRequest(basket: BasketActor, event: BasketEvent): Promise<Basket> {
  if (!basket.getSnapshot().can(event)) {
    await waitFor(basket, (state) => !state.hasTag('busy'));
  }
  if (!basket.getSnapshot().can(event)) {
    throw new Error('The basket cannot take that change now');
  }
  basket.send(event);
  const settled = await waitFor(basket, (state) => !state.hasTag('busy'));
  if (settled.context.error) throw new BasketCallError(settled.context.error);
  if (!settled.context.basket) throw new Error('The basket could not be loaded');
  return settled.context.basket;
}
