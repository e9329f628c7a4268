import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { CollectionFunnelActor } from '../../../../wiring/collectionFunnelActor';

export function useCollectionFunnel(): CollectionFunnelActor {
  return useRouteContext({ from: '/apps/collect', select: (context) => context.collectionFunnel });
}

export function useCollectionCheckout(): CheckoutActor {
  return useRouteContext({
    from: '/apps/collect',
    select: (context) => context.collectionCheckout,
  });
}

export function useCollectionBasket(): BasketActor {
  return useRouteContext({ from: '/apps/collect', select: (context) => context.collectionBasket });
}
