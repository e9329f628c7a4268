import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../-lib/basketActor';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { DriveUpFunnelActor } from '../../../-lib/driveUpFunnelActor';

export function useDriveUpFunnel(): DriveUpFunnelActor {
  return useRouteContext({ from: '/apps/drive-up', select: (context) => context.driveUpFunnel });
}

export function useDriveUpCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/drive-up', select: (context) => context.driveUpCheckout });
}

export function useDriveUpBasket(): BasketActor {
  return useRouteContext({ from: '/apps/drive-up', select: (context) => context.driveUpBasket });
}
