import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';

export function useReturnFunnel(): ReturnFunnelActor {
  return useRouteContext({ from: '/apps/return', select: (context) => context.returnFunnel });
}

export function useReturnCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/return', select: (context) => context.returnCheckout });
}

export function useReturnBasket(): BasketActor {
  return useRouteContext({ from: '/apps/return', select: (context) => context.returnBasket });
}
