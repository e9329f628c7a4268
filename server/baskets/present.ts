import { type Basket, driveUpOf } from '../../src/domain/baskets.ts';
import { lineItemPrice, monthlyPriceList } from '../../src/domain/priceTables.ts';
import { roundMoney } from '../../src/domain/pricing.ts';
import type { Db } from '../db/database.ts';
import { FURTHER_MONTHS_SHOWN, storagePricesFor } from './pricing.ts';
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
    const prices = await storagePricesFor(db, basket.customerId);
    const lineItems = storage.lineItems.map((item) => ({
      boxTypeId: item.boxTypeId,
      quantity: item.quantity,
      ...lineItemPrice(prices, item.boxTypeId, item.quantity, storage.numberOfMonths),
    }));
    const furtherMonthsStoragePrices: number[] = [];
    const perLine = storage.lineItems.map((item) => ({
      quantity: item.quantity,
      prices: monthlyPriceList(prices, item.boxTypeId, item.quantity, FURTHER_MONTHS_SHOWN),
    }));
    if (perLine.length > 0) {
      const months = Math.min(...perLine.map((line) => line.prices.length));
      for (let index = 0; index < months; index += 1) {
        furtherMonthsStoragePrices.push(
          roundMoney(
            perLine.reduce((sum, line) => sum + (line.prices[index] ?? 0) * line.quantity, 0),
          ),
        );
      }
    }
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
