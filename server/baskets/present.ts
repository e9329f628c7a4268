import { type Basket, driveUpOf } from '../../src/domain/baskets.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import { lineItemPrice } from '../../src/domain/priceTables.ts';
import { storageMonthlyPenceByTerm } from '../../src/domain/pricing.ts';
import type { Db } from '../db/database.ts';
import { pricingCatalogue } from './catalogue.ts';
import { FURTHER_MONTHS_SHOWN, storagePricesInPounds } from './pricing.ts';
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
  // Read once: the line items' prices and the quote both come from it.
  const catalogue = await pricingCatalogue(db, basket.customerId);
  const storage = basket.storageBasket;
  let storageBasket: Basket['storageBasket'] = null;
  if (storage) {
    const prices = storagePricesInPounds(catalogue);
    const lineItems = storage.lineItems.map((item) => ({
      boxTypeId: item.boxTypeId,
      quantity: item.quantity,
      ...lineItemPrice(prices, item.boxTypeId, item.quantity, storage.numberOfMonths),
    }));
    const furtherMonthsStoragePrices = storageMonthlyPenceByTerm(
      catalogue.pricesPence,
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
    quote: await quoteBasket(db, basket, now, catalogue),
  };
}
