import { describe, expect, it } from 'vitest';
import {
  insurancePricesSchema,
  invalidPromotion,
  lineItemPriceSchema,
  longDistanceSurchargeSchema,
  promotionSchema,
  roomReturnPriceSchema,
  type StoragePrices,
  storagePricesSchema,
} from '../../../src/domain/prices';
import {
  fromPrice,
  lineItemPrice,
  lineItemPricePence,
  monthlyPriceList,
  unitPriceFor,
} from '../../../src/domain/priceTables';

// Not parsed here: a schema that refuses it must fail its own tests, not stop the file loading.
const prices: StoragePrices = {
  storagePricePlanId: 3,
  pricesByMonthsByNumBoxesByBoxType: {
    '14': { '1': { '1': 6, '2': 5.5, '6': 4 }, '5': { '1': 5, '6': 3.5 } },
  },
};

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
    [14, Number.POSITIVE_INFINITY, 1, undefined],
    [14, 1, Number.POSITIVE_INFINITY, undefined],
  ])('type %s, %s boxes, %s months → %s', (type, boxes, months, expected) => {
    expect(unitPriceFor(prices, type, boxes, months)).toBe(expected);
  });
});

describe('unitPriceFor with a tier from zero', () => {
  // A plan may list a tier from 0; there is still no price for no boxes or no months.
  const fromZero = { pricesByMonthsByNumBoxesByBoxType: { '14': { '0': { '0': 9, '1': 6 } } } };
  it.each<[number, number, number | undefined]>([
    [1, 1, 6],
    [0, 1, undefined],
    [1, 0, undefined],
  ])('%s boxes, %s months → %s', (boxes, months, expected) => {
    expect(unitPriceFor(fromZero, 14, boxes, months)).toBe(expected);
  });
});

describe('lineItemPrice and monthlyPriceList', () => {
  it('has no price for a line whose plan has no one-month price to compare with', () => {
    // A six-month price only: the saving against the one-month price cannot be shown.
    const sixOnly = { pricesByMonthsByNumBoxesByBoxType: { '14': { '1': { '6': 4 } } } };
    expect(lineItemPrice(sixOnly, 14, 1, 6)).toBeUndefined();
    // Nor for a term of no months, though the plan has a one-month price.
    expect(lineItemPrice(prices, 14, 1, 0)).toBeUndefined();
    expect(lineItemPricePence({ '14': { '1': { '1': 600 } } }, 14, 1, 0)).toBeUndefined();
    const sixOnlyPence = { '14': { '1': { '6': 400 } } };
    expect(lineItemPricePence(sixOnlyPence, 14, 1, 6)).toBeUndefined();
    expect(lineItemPricePence(sixOnlyPence, 14, 1, 1)).toBeUndefined();
    expect(lineItemPricePence({ '14': { '1': { '1': 600, '6': 400 } } }, 14, 1, 6)).toEqual({
      unitPricePence: 400,
      oneMonthPricePence: 600,
    });
  });

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

  it.each(['1', '12', '120'])('reads the tier key %s', (key) => {
    const table = {
      storagePricePlanId: 1,
      pricesByMonthsByNumBoxesByBoxType: { 14: { [key]: { [key]: 4 } } },
    };
    expect(storagePricesSchema.parse(table)).toEqual(table);
  });

  it.each(['a5', '5a', '1.5', ''])('refuses the tier key %j', (key) => {
    const table = {
      storagePricePlanId: 1,
      pricesByMonthsByNumBoxesByBoxType: { 14: { [key]: {} } },
    };
    expect(storagePricesSchema.safeParse(table).success).toBe(false);
  });

  it.each([
    {
      field: 'oneMonthPrice',
      schema: lineItemPriceSchema,
      body: { unitPrice: 4, oneMonthPrice: 6 },
    },
    { field: 'roomReturnPrice', schema: roomReturnPriceSchema, body: { roomReturnPrice: 25 } },
    {
      field: 'longDistanceSurcharge',
      schema: longDistanceSurchargeSchema,
      body: { longDistanceSurcharge: 35 },
    },
    {
      field: 'insurancePrices',
      schema: insurancePricesSchema,
      body: { insurancePrices: [{ coverageLimit: 1000, monthlyPrice: 2 }] },
    },
  ])(
    'reads the price the API answers, and refuses an answer without $field',
    ({ schema, body, field }) => {
      expect(schema.parse(body)).toEqual(body);
      const { [field]: _missing, ...without } = body as Record<string, unknown>;
      expect(schema.safeParse(without).success).toBe(false);
    },
  );

  it('refuses a cover level without its monthly price', () => {
    expect(
      insurancePricesSchema.safeParse({ insurancePrices: [{ coverageLimit: 1000 }] }).success,
    ).toBe(false);
  });

  it('reads both kinds of promotion, and an answer without a description as an empty one', () => {
    for (const discountType of ['percentage', 'fixed'] as const) {
      const body = { valid: true, promoCode: 'WELCOME10', discountType, amount: 10 };
      expect(promotionSchema.parse(body)).toEqual({ ...body, description: '' });
    }
    expect(
      promotionSchema.safeParse({ valid: true, promoCode: 'X', discountType: '', amount: 1 })
        .success,
    ).toBe(false);
  });

  it('makes a failed promotion check an invalid promotion that takes nothing off', () => {
    const promotion = invalidPromotion('SPRING');
    expect(promotionSchema.parse(promotion)).toEqual(promotion);
    expect(promotion).toEqual({
      valid: false,
      promoCode: 'SPRING',
      discountType: null,
      amount: 0,
      description: '',
    });
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
