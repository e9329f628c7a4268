import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import type { BasketActor } from './basketActor';
import type { CheckoutActor } from './checkoutActor';
import type { CollectionFunnelActor } from './collectionFunnelActor';
import type { OrderFunnelActor } from './orderFunnelActor';
import type { ReturnFunnelActor } from './returnFunnelActor';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What every route can read synchronously while it decides whether to load. */
export interface RouterContext {
  session: SessionActor;
  /** Signed-in is judged from the session plus the stored authenticated flag (SPEC.md 6). */
  isSignedIn: () => boolean;
  /** The order funnel's actors, created once (house style 5). */
  basket: BasketActor;
  orderFunnel: OrderFunnelActor;
  checkout: CheckoutActor;
  /** The return funnel and its own checkout (its basket is a return basket). */
  returnFunnel: ReturnFunnelActor;
  returnCheckout: CheckoutActor;
  returnBasket: BasketActor;
  /** The collection funnel and its own checkout (its basket is a collection basket). */
  collectionFunnel: CollectionFunnelActor;
  collectionCheckout: CheckoutActor;
  collectionBasket: BasketActor;
}
