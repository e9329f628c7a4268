import { describe, expect, it } from 'vitest';
import { invalidPromotion, promotionSchema, storagePricesSchema } from '../../../src/domain/prices';
import {
  fromPrice,
  lineItemPrice,
  monthlyPriceList,
  unitPriceFor,
} from '../../../src/domain/priceTables';

const prices = storagePricesSchema.parse({
  storagePricePlanId: 3,
  pricesByMonthsByNumBoxesByBoxType: {
    '14': { '1': { '1': 6, '2': 5.5, '6': 4 }, '5': { '1': 5, '6': 3.5 } },
  },
});

describe('unitPriceFor', () => {
  it.each<[number, number, number, number | undefined]>([
    [14, 1, 1, 6],
    [14, 1, 2, 5.5],
    [14, 1, 5, 5.5],
    [14, 1, 6, 4],
    [14, 1, 24, 4],
    [14, 4, 6, 4],
    [14, 5, 1, 5],
    [14, 9, 7, 3.5],
    [48, 1, 1, undefined],
    [14, 0, 1, undefined],
    [14, 1, 0, undefined],
    [14, Number.NaN, 1, undefined],
    [14, 1, -3, undefined],
  ])('type %s, %s boxes, %s months → %s', (type, boxes, months, expected) => {
    expect(unitPriceFor(prices, type, boxes, months)).toBe(expected);
  });
});

describe('lineItemPrice and monthlyPriceList', () => {
  it('pairs the chosen-term price with the one-month price', () => {
    expect(lineItemPrice(prices, 14, 1, 6)).toEqual({ unitPrice: 4, oneMonthPrice: 6 });
    expect(lineItemPrice(prices, 48, 1, 6)).toBeUndefined();
  });

  it('lists a price per month for the further-months table', () => {
    expect(monthlyPriceList(prices, 14, 1, 7)).toEqual([6, 5.5, 5.5, 5.5, 5.5, 4, 4]);
    expect(monthlyPriceList(prices, 48, 1, 3)).toEqual([]);
  });
});

describe('price schemas', () => {
  it('rejects negative prices and non-numeric keys', () => {
    const bad = {
      storagePricePlanId: 1,
      pricesByMonthsByNumBoxesByBoxType: { '14': { '1': { '1': -1 } } },
    };
    expect(storagePricesSchema.safeParse(bad).success).toBe(false);
    const badKey = { storagePricePlanId: 1, pricesByMonthsByNumBoxesByBoxType: { small: {} } };
    expect(storagePricesSchema.safeParse(badKey).success).toBe(false);
  });

  it('makes a failed promotion check an invalid promotion', () => {
    const promotion = invalidPromotion('SPRING');
    expect(promotionSchema.parse(promotion)).toEqual(promotion);
    expect(promotion.valid).toBe(false);
  });
});

describe('fromPrice', () => {
  it('is the lowest price in the table, beside one box for one month', () => {
    expect(fromPrice(prices, 14)).toEqual({ boxTypeId: 14, from: 3.5, oneBoxOneMonth: 6 });
  });
  it('is undefined for a type the plan does not price', () => {
    expect(fromPrice(prices, 48)).toBeUndefined();
  });
});
