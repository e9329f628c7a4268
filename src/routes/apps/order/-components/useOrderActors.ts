import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';

export function useOrderFunnel(): OrderFunnelActor {
  return useRouteContext({ from: '/apps/order', select: (context) => context.orderFunnel });
}

export function useCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/order', select: (context) => context.checkout });
}

export function useBasket(): BasketActor {
  return useRouteContext({ from: '/apps/order', select: (context) => context.basket });
}
