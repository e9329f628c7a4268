import type { Address } from '../../domain/addresses';
import type { Timeslot } from '../../domain/timeslots';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

/** What the order-success page shows of the order just placed, kept past the funnel's reset. */
export interface PlacedOrder {
  orderId: number;
  timeslot: Timeslot | null;
  address: Address | null;
  /** Which funnel placed it; storage when not said (orders kept before returns existed). */
  kind?: 'storage' | 'return' | 'collection';
  /** How many of the customer's boxes a return or collection is for. */
  boxCount?: number;
}

export const PLACED_ORDER_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}placedOrder`;

export function storePlacedOrder(order: PlacedOrder, storage: Storage = localStorage): void {
  storage.setItem(PLACED_ORDER_STORAGE_KEY, JSON.stringify(order));
}

export function readPlacedOrder(
  orderId: number,
  storage: Storage = localStorage,
): PlacedOrder | null {
  try {
    const order = JSON.parse(
      storage.getItem(PLACED_ORDER_STORAGE_KEY) ?? 'null',
    ) as PlacedOrder | null;
    return order?.orderId === orderId ? order : null;
  } catch {
    return null;
  }
}
