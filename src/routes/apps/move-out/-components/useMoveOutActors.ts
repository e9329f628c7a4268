import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { MoveOutFunnelActor } from '../../../../wiring/moveOutFunnelActor';

export function useMoveOutFunnel(): MoveOutFunnelActor {
  return useRouteContext({ from: '/apps/move-out', select: (context) => context.moveOutFunnel });
}

export function useMoveOutCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/move-out', select: (context) => context.moveOutCheckout });
}

export function useMoveOutBasket(): BasketActor {
  return useRouteContext({ from: '/apps/move-out', select: (context) => context.moveOutBasket });
}
