import type { BasketType } from '../../src/domain/baskets.ts';
import type { TimeslotOrderType } from '../../src/domain/timeslots.ts';
import { type BasketPart, PART_OF_TYPE } from './repository.ts';

/**
 * The courier job each part books a timeslot for. A shipment's is the collection of its items
 * from home; boxes shipped from our store leave on a dispatch day and hold no window.
 */
export const ORDER_TYPE_OF_PART: Record<BasketPart, TimeslotOrderType> = {
  storageBasket: 'BTB',
  materialBasket: 'BTB_MATERIALS',
  collectionBasket: 'COLLECTION',
  returnBasket: 'BTB_RETURN',
  packingBasket: 'PACKING',
  shippingBasket: 'COLLECTION',
};

/**
 * The parts each type of basket can have: its own, plus materials wherever boxes are packed
 * for collection, and our packers before a first collection. A return has nothing but the
 * return.
 */
export const ALLOWED_PARTS: Record<BasketType, readonly BasketPart[]> = {
  btb: ['storageBasket', 'materialBasket', 'packingBasket'],
  international: ['shippingBasket'],
  materials: ['materialBasket'],
  collection: ['collectionBasket', 'materialBasket'],
  return: ['returnBasket'],
  packing: ['packingBasket'],
};

export const PART_NAMES: Record<BasketPart, string> = {
  storageBasket: 'storage',
  materialBasket: 'materials',
  collectionBasket: 'collection',
  returnBasket: 'return',
  packingBasket: 'packing',
  shippingBasket: 'shipping',
};

/**
 * The timeslot order type of a basket's own job, which its order can be moved to another
 * window of; null for a shipment abroad, whose day also sets its delivery dates.
 */
export function orderTypeOf(basketType: BasketType): TimeslotOrderType | null {
  return basketType === 'international' ? null : ORDER_TYPE_OF_PART[PART_OF_TYPE[basketType]];
}
