import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { type BasketRecord, getBasket, lockBasket } from './repository.ts';

/** Refuses any change to a basket that is being paid for or has become an order. */
export function assertEditable(basket: Pick<BasketRecord, 'stage'>): void {
  if (basket.stage === 'completed') throw new HttpError(409, ErrorCode.OrderAlreadyPlaced);
  if (basket.stage === 'checkoutStarted') throw new HttpError(409, ErrorCode.CheckoutInProgress);
}

/** The customer's basket; anyone else's, or none, is 404 'Basket not found'. */
export async function ownBasket(
  db: Db,
  basketId: number,
  customerId: number,
): Promise<BasketRecord> {
  const basket = await getBasket(db, basketId);
  if (!basket || basket.customerId !== customerId) {
    throw new HttpError(404, ErrorCode.BasketNotFound);
  }
  return basket;
}

/** Locks the customer's basket for a change in this transaction, refusing one it cannot take. */
export async function editableBasket(trx: Db, basketId: number, customerId: number) {
  const basket = await lockBasket(trx, basketId);
  if (!basket || basket.customerId !== customerId) {
    throw new HttpError(404, ErrorCode.BasketNotFound);
  }
  assertEditable(basket);
  return basket;
}
