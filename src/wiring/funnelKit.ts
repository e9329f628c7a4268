import {
  type Actor,
  type ActorOptions,
  type AnyActorRef,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  type InputFrom,
} from 'xstate';
import { inAppSystem } from './appRoot';
import { type BasketActor, createBasketActor } from './basketActor';
import { type CheckoutActor, createCheckout } from './checkoutActor';
import type { SessionActor } from './context';
import { followSession } from './followSession';
import { persistSnapshot } from './persistSnapshot';

/*
 * The funnel kit's wiring, the same for every funnel: a funnel runs with a basket of its own
 * (whose server quote every step shows) and a checkout (the card payment and the order), is
 * kept between visits, and follows the session: it learns who signed in, and the customer's
 * basket and funnel leave with them (SPEC.md 4). A funnel names its machine and its keys;
 * the rest is here.
 */

export interface FunnelParts<TFunnel> {
  funnel: TFunnel;
  basket: BasketActor;
  checkout: CheckoutActor;
}

export interface SignedInCustomer {
  customerId: number;
  email: string;
  phone: string;
}

export interface FunnelKit<TFunnel extends AnyActorRef> {
  /** Where the basket and the checkout are kept, and their names in the app's actor system. */
  basket?: { storageKey: string; id: string };
  checkout?: { storageKey: string; id: string };
  createFunnel: (basket: BasketActor) => TFunnel;
  /** What else an order placed from this funnel clears (a selection made in My stuff). */
  onOrderPlaced?: () => void;
}

export interface FunnelDependencies {
  navigate: (href: string) => void;
  session: SessionActor;
  storage?: Storage;
}

/**
 * Creates and starts a funnel with its basket and checkout, following the session. Every
 * funnel machine takes `funnel.signedIn` (with the customer's id, email and phone),
 * `funnel.signedOut` and `funnel.orderPlaced`.
 */
export function createFunnelParts<TFunnel extends AnyActorRef>(
  { navigate, session, storage = localStorage }: FunnelDependencies,
  kit: FunnelKit<TFunnel>,
): FunnelParts<TFunnel> {
  const basket = createBasketActor(storage, kit.basket?.storageKey, kit.basket?.id);
  const funnel = kit.createFunnel(basket);
  const checkout = createCheckout({
    basket,
    navigate,
    storage,
    storageKey: kit.checkout?.storageKey,
    id: kit.checkout?.id,
    onOrderPlaced: () => {
      kit.onOrderPlaced?.();
      funnel.send({ type: 'funnel.orderPlaced' });
    },
  });
  basket.start();
  funnel.start();
  checkout.start();

  followSession(session, {
    signedIn: (customer: SignedInCustomer) => funnel.send({ type: 'funnel.signedIn', ...customer }),
    signedOut: () => {
      funnel.send({ type: 'funnel.signedOut' });
      basket.send({ type: 'basket.clear' });
      checkout.send({ type: 'checkout.reset' });
    },
  });
  return { funnel, basket, checkout };
}

/** What a funnel kept of itself on an earlier visit (read as the funnel starts), if anything. */
export function readKept<T>(storage: Storage, key: string): Partial<T> | null {
  const value = readJson(storage, key);
  return value && typeof value === 'object' ? (value as Partial<T>) : null;
}

/** A stored JSON value, or null when there is none or it cannot be read. */
export function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/**
 * Creates a funnel's actor in the app's system under `id`, keeping `kept` of its context under
 * `key` so a reload resumes it.
 */
export function createKeptFunnel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  {
    id,
    input,
    storage,
    key,
    kept,
  }: {
    id: string;
    input: InputFrom<TMachine>;
    storage: Storage;
    key: string;
    kept: (context: ContextFrom<TMachine>) => unknown;
  },
): Actor<TMachine> {
  const actor = createActor(machine, { input, ...inAppSystem(id) } as ActorOptions<TMachine>);
  persistSnapshot(actor, storage, key, kept);
  return actor;
}
