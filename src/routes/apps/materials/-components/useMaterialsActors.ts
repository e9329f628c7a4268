import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { MaterialsFunnelActor } from '../../../-lib/materialsFunnelActor';

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
