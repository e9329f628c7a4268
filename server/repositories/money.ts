import { poundsFromPence as domainPoundsFromPence } from '../../src/domain/money.ts';

/**
 * @deprecated use `poundsFromPence` from src/domain/money.ts (the one definition); kept for
 * server/checkout/service.ts and server/orders/service.ts until they are switched.
 */
export function poundsFromPence(pence: number): number {
  return domainPoundsFromPence(pence);
}
