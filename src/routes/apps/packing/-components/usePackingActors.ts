import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { PackingFunnelActor } from '../../../../wiring/packingFunnelActor';

export function usePackingFunnel(): PackingFunnelActor {
  return useRouteContext({ from: '/apps/packing', select: (context) => context.packingFunnel });
}

export function usePackingCheckout(): CheckoutActor {
  return useRouteContext({
    from: '/apps/packing',
    select: (context) => context.packingCheckout,
  });
}

export function usePackingBasket(): BasketActor {
  return useRouteContext({ from: '/apps/packing', select: (context) => context.packingBasket });
}
