import { waitFor } from 'xstate';
import { createAddress } from '../../api/addresses';
import { listBoxes } from '../../api/boxes';
import type { Address, AddressInput } from '../../domain/addresses';
import type { BasketType } from '../../domain/baskets';
import type { Box, BoxFilter } from '../../domain/boxes';
import { FIRST_PAGE, PAGE_SIZE } from '../../domain/constants';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';

/*
 * Calls the return and collection funnels make alike: each has a basket of its own type,
 * lists the customer's boxes on one side, and saves a new address before using it.
 */

/** Most pages of boxes read for a box chooser (50 each). */
const MAX_BOX_PAGES = 20;

/**
 * The funnel's basket: the one kept (once it has loaded and is still open), or a new one of
 * `basketType` for the customer.
 */
export async function ensureBasket(
  basket: BasketActor,
  customerId: number,
  basketType: BasketType,
): Promise<number> {
  const settled = await waitFor(basket, (state) => !state.hasTag('busy'));
  const kept = settled.context.basket;
  if (
    settled.context.basketId !== null &&
    !settled.hasTag('completed') &&
    kept?.customerId === customerId &&
    kept.basketType === basketType
  ) {
    return settled.context.basketId;
  }
  // Spent, gone or not this funnel's: start a new one.
  if (settled.context.basketId !== null) basket.send({ type: 'basket.clear' });
  const created = await basketRequest(basket, { type: 'basket.create', customerId, basketType });
  return created.basketId;
}

/** Every box of the customer on one side (all pages), newest first. */
export async function allBoxes(customerId: number, filter: BoxFilter): Promise<Box[]> {
  const boxes: Box[] = [];
  for (let page = FIRST_PAGE; page < FIRST_PAGE + MAX_BOX_PAGES; page += 1) {
    const result = unwrapResult(await listBoxes({ customerId, filter, page, size: PAGE_SIZE }));
    boxes.push(...result.boxes.filter((box) => !boxes.some((b) => b.boxId === box.boxId)));
    if (result.boxes.length === 0 || boxes.length >= result.total) break;
  }
  return boxes;
}

/** The address as saved: a new one is added to the customer's addresses first. */
export async function savedAddress(
  customerId: number,
  address: Address | AddressInput,
): Promise<Address> {
  return 'addressId' in address ? address : unwrapResult(await createAddress(customerId, address));
}
