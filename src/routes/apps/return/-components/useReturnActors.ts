import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';

export function useReturnFunnel(): ReturnFunnelActor {
  return useRouteContext({ from: '/apps/return', select: (context) => context.returnFunnel });
}

export function useReturnCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/return', select: (context) => context.returnCheckout });
}

export function useReturnBasket(): BasketActor {
  return useRouteContext({ from: '/apps/return', select: (context) => context.returnBasket });
}
