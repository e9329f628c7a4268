import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { CollectionFunnelActor } from '../../../-lib/collectionFunnelActor';

export function useCollectionFunnel(): CollectionFunnelActor {
  return useRouteContext({ from: '__root__', select: (context) => context.collectionFunnel });
}

export function useCollectionCheckout(): CheckoutActor {
  return useRouteContext({ from: '__root__', select: (context) => context.collectionCheckout });
}

export function useCollectionBasket(): BasketActor {
  return useRouteContext({ from: '__root__', select: (context) => context.collectionBasket });
}
