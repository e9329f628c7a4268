import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';

export function useReturnFunnel(): ReturnFunnelActor {
  return useRouteContext({ from: '__root__', select: (context) => context.returnFunnel });
}

export function useReturnCheckout(): CheckoutActor {
  return useRouteContext({ from: '__root__', select: (context) => context.returnCheckout });
}

export function useReturnBasket(): BasketActor {
  return useRouteContext({ from: '__root__', select: (context) => context.returnBasket });
}
