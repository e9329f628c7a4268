import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { PackingFunnelActor } from '../../../-lib/packingFunnelActor';

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
