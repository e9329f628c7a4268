import { useRouteContext } from '@tanstack/react-router';
import type { BasketActor } from '../../../../wiring/basketActor';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { DriveUpFunnelActor } from '../../../../wiring/driveUpFunnelActor';

export function useDriveUpFunnel(): DriveUpFunnelActor {
  return useRouteContext({ from: '/apps/drive-up', select: (context) => context.driveUpFunnel });
}

export function useDriveUpCheckout(): CheckoutActor {
  return useRouteContext({ from: '/apps/drive-up', select: (context) => context.driveUpCheckout });
}

export function useDriveUpBasket(): BasketActor {
  return useRouteContext({ from: '/apps/drive-up', select: (context) => context.driveUpBasket });
}
