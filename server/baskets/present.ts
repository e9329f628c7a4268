import { type Basket, driveUpOf } from '../../src/domain/baskets.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import { lineItemPrice } from '../../src/domain/priceTables.ts';
import { storageMonthlyPenceByTerm } from '../../src/domain/pricing.ts';
import type { Db } from '../db/database.ts';
import { FURTHER_MONTHS_SHOWN, storagePricesInPounds, storagePricesPenceFor } from './pricing.ts';
import { quoteBasket } from './quote.ts';
import type { BasketRecord } from './repository.ts';

/**
 * The basket as the API answers it: each storage line item with its prices for the chosen
 * term and for one month, and the basket's monthly storage price for terms of 1 to 12
 * months (element i is a term of i + 1 months).
 */
export async function presentBasket(
  db: Db,
  basket: BasketRecord,
  now: Date = new Date(),
): Promise<Basket> {
  const storage = basket.storageBasket;
  let storageBasket: Basket['storageBasket'] = null;
  if (storage) {
    const table = await storagePricesPenceFor(db, basket.customerId);
    const prices = storagePricesInPounds(table);
    const lineItems = storage.lineItems.map((item) => ({
      boxTypeId: item.boxTypeId,
      quantity: item.quantity,
      ...lineItemPrice(prices, item.boxTypeId, item.quantity, storage.numberOfMonths),
    }));
    const furtherMonthsStoragePrices = storageMonthlyPenceByTerm(
      table.pricesPence,
      storage.lineItems,
      FURTHER_MONTHS_SHOWN,
    ).map(poundsFromPence);
    storageBasket = { ...storage, ...driveUpOf(storage), lineItems, furtherMonthsStoragePrices };
  }
  return {
    basketId: basket.basketId,
    basketType: basket.basketType,
    partner: basket.partner,
    sales: basket.sales,
    marketingReference: basket.marketingReference,
    customerId: basket.customerId,
    promoCode: basket.promoCode,
    storageBasket,
    materialBasket: basket.materialBasket,
    collectionBasket: basket.collectionBasket,
    returnBasket: basket.returnBasket,
    packingBasket: basket.packingBasket,
    shippingBasket: basket.shippingBasket,
    quote: await quoteBasket(db, basket, now),
  };
}
