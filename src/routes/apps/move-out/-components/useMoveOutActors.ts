import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { MoveOutFunnelActor } from '../../../-lib/moveOutFunnelActor';

export function useMoveOutFunnel(): MoveOutFunnelActor {
  return useRouteContext({ from: '/apps/move-out', select: (context) => context.moveOutFunnel });
}

export function useMoveOutCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/move-out', select: (context) => context.moveOutCheckout });
}

export function useMoveOutBasket(): BasketActor {
  return useRouteContext({ from: '/apps/move-out', select: (context) => context.moveOutBasket });
}
