import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';

export function useShippingFunnel(): ShippingFunnelActor {
  return useRouteContext({ from: '/apps/shipping', select: (context) => context.shippingFunnel });
}

export function useShippingCheckout(): CheckoutActor {
  return useRouteContext({
    from: '/apps/shipping',
    select: (context) => context.shippingCheckout,
  });
}

export function useShippingBasket(): BasketActor {
  return useRouteContext({ from: '/apps/shipping', select: (context) => context.shippingBasket });
}
