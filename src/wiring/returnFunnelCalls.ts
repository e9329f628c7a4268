import { waitFor } from 'xstate';
import { createAddress } from '../api/addresses';
import { listBoxes } from '../api/boxes';
import type { Address, AddressInput } from '../domain/addresses';
import type { BasketType } from '../domain/baskets';
import type { Box, BoxFilter } from '../domain/boxes';
import { FIRST_PAGE, PAGE_SIZE } from '../domain/constants';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';

/*
 * Calls the return and collection funnels make alike: each has a basket of its own type,
 * lists the customer's boxes on one side, and saves a new address before using it.
 */

/** Pages of boxes asked for at once after the first, which tells how many there are. */
const PAGES_AT_ONCE = 4;

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

/**
 * Every box of the customer on one side, newest first: the first page says how many there
 * are, and the rest are asked for a few at a time rather than one after another. A box that
 * moved between pages while they were read is listed once.
 */
export async function allBoxes(customerId: number, filter: BoxFilter): Promise<Box[]> {
  const page = async (number: number) =>
    unwrapResult(await listBoxes({ customerId, filter, page: number, size: PAGE_SIZE })).boxes;
  const first = unwrapResult(
    await listBoxes({ customerId, filter, page: FIRST_PAGE, size: PAGE_SIZE }),
  );
  const lastPage = FIRST_PAGE + Math.ceil(first.total / PAGE_SIZE) - 1;
  const pages = [first.boxes];
  for (let next = FIRST_PAGE + 1; next <= lastPage; next += PAGES_AT_ONCE) {
    const numbers = Array.from(
      { length: Math.min(PAGES_AT_ONCE, lastPage - next + 1) },
      (_, index) => next + index,
    );
    pages.push(...(await Promise.all(numbers.map(page))));
  }
  const byId = new Map<number, Box>();
  for (const box of pages.flat()) if (!byId.has(box.boxId)) byId.set(box.boxId, box);
  return [...byId.values()];
}

/**
 * The boxes a return or collection starts with: those chosen in My stuff, asked for by number
 * (a page at a time), however many boxes the customer has; every box on that side when none
 * are chosen yet, for the customer to choose from.
 */
export async function jobBoxes(
  customerId: number,
  filter: BoxFilter,
  chosen: readonly number[],
): Promise<Box[]> {
  if (chosen.length === 0) return allBoxes(customerId, filter);
  const groups = Array.from({ length: Math.ceil(chosen.length / PAGE_SIZE) }, (_, index) =>
    chosen.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE),
  );
  const pages = await Promise.all(
    groups.map(
      async (ids) =>
        unwrapResult(await listBoxes({ customerId, filter, size: ids.length, ids })).boxes,
    ),
  );
  return pages.flat();
}

/** The address as saved: a new one is added to the customer's addresses first. */
export async function savedAddress(
  customerId: number,
  address: Address | AddressInput,
): Promise<Address> {
  return 'addressId' in address ? address : unwrapResult(await createAddress(customerId, address));
}
