import { addressOneLine } from '../../src/domain/addresses.ts';
import type { BasketRecord } from '../baskets/repository.ts';

/**
 * The address an order is about, on one line: where the boxes are collected from, or where
 * the return, collection or materials delivery goes. Null when there is none.
 */
export function basketAddressText(basket: BasketRecord | undefined): string | null {
  const address =
    basket?.storageBasket?.collection.address ??
    basket?.collectionBasket?.address ??
    basket?.returnBasket?.address ??
    basket?.materialBasket?.address ??
    basket?.packingBasket?.address ??
    basket?.shippingBasket?.collection.address ??
    null;
  return address ? addressOneLine(address) : null;
}
