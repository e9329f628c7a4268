import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { MaterialsFunnelActor } from '../../../../wiring/materialsFunnelActor';

export function useMaterialsFunnel(): MaterialsFunnelActor {
  return useRouteContext({ from: '/apps/materials', select: (context) => context.materialsFunnel });
}

export function useMaterialsCheckout(): CheckoutActor {
  return useRouteContext({
    from: '/apps/materials',
    select: (context) => context.materialsCheckout,
  });
}

export function useMaterialsBasket(): BasketActor {
  return useRouteContext({ from: '/apps/materials', select: (context) => context.materialsBasket });
}
