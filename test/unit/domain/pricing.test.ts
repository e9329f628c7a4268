import { describe, expect, it } from 'vitest';
import type { PriceTablePence } from '../../../src/domain/priceTables';
import {
  basketTotalsPence,
  discountPercent,
  groupFurtherMonths,
  insuranceMonthlyPence,
  promotionDiscountPenceFor,
  promotionTerms,
  quoteLineInPounds,
  storageMonthlyPenceByTerm,
  vatSplitPence,
} from '../../../src/domain/pricing';

describe('discountPercent', () => {
  it.each<[number, number, number]>([
    [100, 80, 20],
    [100, 100, 0],
    [0, 0, 0],
    [0, 10, 0],
    [300, 200, 33],
    [300, 100, 67],
    [120, 0, 100],
    [100, 120, 0],
    [-100, 80, 0],
    [100, -5, 0],
    [Number.NaN, 80, 0],
    [100, Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 1, 0],
  ])('(%s, %s) → %s', (oneMonth, chosen, expected) => {
    const result = discountPercent(oneMonth, chosen);
    expect(result).toBe(expected);
    expect(Number.isNaN(result)).toBe(false);
  });
});

describe('groupFurtherMonths', () => {
  it.each<[number[], ReturnType<typeof groupFurtherMonths>]>([
    [
      [10, 8, 8, 8, 6, 6],
      [
        { from: 2, to: 4, price: 8 },
        { from: 5, to: 6, price: 6 },
      ],
    ],
    [[10], []],
    [[], []],
    [[10, 10, 10], [{ from: 2, to: 3, price: 10 }]],
    [
      [10, 8, 6, 8],
      [
        { from: 2, to: 2, price: 8 },
        { from: 3, to: 3, price: 6 },
        { from: 4, to: 4, price: 8 },
      ],
    ],
    [[10, 0.1 + 0.2, 0.3], [{ from: 2, to: 3, price: 0.1 + 0.2 }]],
    [[10, 8, Number.NaN, 8], [{ from: 2, to: 2, price: 8 }]],
    [[10, 0, 0], [{ from: 2, to: 3, price: 0 }]],
  ])('%j', (prices, expected) => {
    expect(groupFurtherMonths(prices)).toEqual(expected);
  });
});

const pricesPence: PriceTablePence = {
  // Small box: £5 a month on a 1-month term, £4 from 3 months, £3 from 12; cheaper from 10 boxes.
  '48': { '1': { '1': 500, '3': 400, '12': 300 }, '10': { '1': 450, '3': 350, '12': 250 } },
  '19': { '1': { '1': 800, '3': 700 } },
};

describe('basketTotalsPence', () => {
  it('prices line items at the chosen term and compares with the one-month price', () => {
    const totals = basketTotalsPence({
      pricesPence,
      months: 3,
      lineItems: [
        { boxTypeId: 48, quantity: 2 },
        { boxTypeId: 19, quantity: 1 },
      ],
    });
    expect(totals.lines).toEqual([
      {
        boxTypeId: 48,
        quantity: 2,
        unitPricePence: 400,
        oneMonthPricePence: 500,
        monthlyTotalPence: 800,
        termTotalPence: 2400,
      },
      {
        boxTypeId: 19,
        quantity: 1,
        unitPricePence: 700,
        oneMonthPricePence: 800,
        monthlyTotalPence: 700,
        termTotalPence: 2100,
      },
    ]);
    expect(totals.storageMonthlyPence).toBe(1500);
    expect(totals.storageTotalPence).toBe(4500);
    expect(totals.oneMonthStorageTotalPence).toBe(5400);
    expect(totals.discountPercent).toBe(17);
    expect(totals.totalPence).toBe(4500);
    expect(totals.unpricedBoxTypeIds).toEqual([]);
  });

  it('adds materials once, insurance per month, then takes a percentage promotion', () => {
    const totals = basketTotalsPence({
      pricesPence,
      months: 2,
      lineItems: [{ boxTypeId: 48, quantity: 1 }],
      materials: [
        { materialId: 1, quantity: 2 },
        { materialId: 2, quantity: 1 },
        { materialId: 99, quantity: 3 },
      ],
      materialCatalogue: [
        { materialId: 1, unitPricePence: 150 },
        { materialId: 2, unitPricePence: 99 },
      ],
      insuranceMonthlyPence: 200,
      promotion: { valid: true, discountType: 'percentage', percent: 10 },
    });
    expect(totals.storageTotalPence).toBe(1000);
    expect(totals.materialsTotalPence).toBe(399);
    expect(totals.insuranceTotalPence).toBe(400);
    expect(totals.subtotalPence).toBe(1799);
    // 10% of £17.99 is 179.9p: 180p.
    expect(totals.promotionDiscountPence).toBe(180);
    expect(totals.totalPence).toBe(1619);
  });

  it('uses the volume tier at 10 boxes and the 12-month tier from 12 months', () => {
    const totals = basketTotalsPence({
      pricesPence,
      months: 13,
      lineItems: [{ boxTypeId: 48, quantity: 10 }],
    });
    expect(totals.lines[0]?.unitPricePence).toBe(250);
    expect(totals.lines[0]?.oneMonthPricePence).toBe(450);
    expect(totals.storageTotalPence).toBe(32500);
  });

  it('reports unpriced types, skips empty lines and treats bad months as one', () => {
    const totals = basketTotalsPence({
      pricesPence,
      months: Number.NaN,
      lineItems: [
        { boxTypeId: 17, quantity: 1 },
        { boxTypeId: 48, quantity: 0 },
        { boxTypeId: 48, quantity: -2 },
        { boxTypeId: 19, quantity: 1 },
      ],
    });
    expect(totals.months).toBe(1);
    expect(totals.unpricedBoxTypeIds).toEqual([17]);
    expect(totals.lines).toHaveLength(1);
    expect(totals.lines.map((line) => line.boxTypeId)).toEqual([19]);
    expect(totals.totalPence).toBe(800);
    expect(totals.discountPercent).toBe(0);
  });

  it("adds a return's room return and long-distance surcharge once, whatever the term", () => {
    const totals = basketTotalsPence({
      pricesPence,
      months: 3,
      lineItems: [],
      roomReturnPence: 2500,
      longDistanceSurchargePence: 3500,
      promotion: { valid: true, discountType: 'fixed', amountPence: 500 },
    });
    expect(totals).toMatchObject({
      roomReturnPence: 2500,
      longDistanceSurchargePence: 3500,
      subtotalPence: 6000,
    });
    expect(totals.totalPence).toBe(5500);
    expect(
      basketTotalsPence({ pricesPence, months: 1, lineItems: [], roomReturnPence: -400 })
        .totalPence,
    ).toBe(0);
  });

  it('counts an amount that is not a number of pence as nothing', () => {
    for (const amount of [Number.POSITIVE_INFINITY, Number.NaN, -250]) {
      const totals = basketTotalsPence({
        pricesPence,
        months: 1,
        lineItems: [{ boxTypeId: 19, quantity: 1 }],
        roomReturnPence: amount,
        packingPence: amount,
      });
      expect(totals).toMatchObject({ roomReturnPence: 0, packingPence: 0, totalPence: 800 });
    }
  });

  it('gives an all-zero breakdown for an empty basket', () => {
    const totals = basketTotalsPence({ pricesPence, months: 1, lineItems: [] });
    expect(totals).toMatchObject({
      subtotalPence: 0,
      totalPence: 0,
      discountPercent: 0,
      promotionDiscountPence: 0,
    });
  });
});

describe('storageMonthlyPenceByTerm', () => {
  it('sums each term, and stops at the first term a line has no price for', () => {
    const lineItems = [
      { boxTypeId: 48, quantity: 2 },
      { boxTypeId: 19, quantity: 1 },
    ];
    // Box 48 × 2: 1000, 1000, 800, 800 …; box 19: 800, 800, 700, 700 …
    expect(storageMonthlyPenceByTerm(pricesPence, lineItems, 4)).toEqual([1800, 1800, 1500, 1500]);
    expect(storageMonthlyPenceByTerm(pricesPence, [{ boxTypeId: 17, quantity: 1 }], 4)).toEqual([]);
    expect(storageMonthlyPenceByTerm(pricesPence, [], 4)).toEqual([]);
    // A line emptied on the pricing step counts for nothing and stops nothing.
    expect(
      storageMonthlyPenceByTerm(pricesPence, [{ boxTypeId: 19, quantity: 0 }, ...lineItems], 2),
    ).toEqual([1800, 1800]);
  });
});

describe('promotionDiscountPenceFor', () => {
  it.each<[Parameters<typeof promotionDiscountPenceFor>[0], number, number]>([
    [{ valid: true, discountType: 'percentage', percent: 20 }, 5000, 1000],
    [{ valid: true, discountType: 'percentage', percent: 150 }, 5000, 5000],
    [{ valid: true, discountType: 'percentage', percent: -10 }, 5000, 0],
    // 5% of 2010p is 100.5p: a half penny rounds up.
    [{ valid: true, discountType: 'percentage', percent: 5 }, 2010, 101],
    [{ valid: true, discountType: 'fixed', amountPence: 500 }, 5000, 500],
    [{ valid: true, discountType: 'fixed', amountPence: 8000 }, 5000, 5000],
    [{ valid: true, discountType: 'fixed', amountPence: -500 }, 5000, 0],
    [{ valid: false, discountType: 'fixed', amountPence: 500 }, 5000, 0],
    [{ valid: false, discountType: null }, 5000, 0],
    [null, 5000, 0],
    [undefined, 5000, 0],
    [{ valid: true, discountType: 'fixed', amountPence: 500 }, 0, 0],
    // A subtotal below nothing (a refund) is never discounted further.
    [{ valid: true, discountType: 'percentage', percent: 10 }, -1000, 0],
    [{ valid: true, discountType: 'fixed', amountPence: 500 }, -1000, 0],
  ])('%j off %s → %s', (promotion, subtotal, expected) => {
    expect(promotionDiscountPenceFor(promotion, subtotal)).toBe(expected);
  });
});

describe('promotionTerms', () => {
  it.each<[Parameters<typeof promotionTerms>[0], ReturnType<typeof promotionTerms>]>([
    [
      { valid: true, discountType: 'percentage', amount: 10 },
      { valid: true, discountType: 'percentage', percent: 10 },
    ],
    [
      { valid: true, discountType: 'fixed', amount: 2.45 },
      { valid: true, discountType: 'fixed', amountPence: 245 },
    ],
    [
      { valid: true, discountType: null, amount: 5 },
      { valid: false, discountType: null },
    ],
  ])('%j → %j', (promotion, expected) => {
    expect(promotionTerms(promotion)).toEqual(expected);
  });
});

describe('vatSplitPence', () => {
  it.each<[number, number, number]>([
    [1200, 1000, 200],
    [6450, 5375, 1075],
    [999, 832, 167],
    [1, 1, 0],
    [0, 0, 0],
    // 3p holds 0.5p of VAT at 20%: a half penny rounds up, and a discount mirrors it.
    [3, 2, 1],
    [-3, -2, -1],
    [-1200, -1000, -200],
  ])('%i pence is %i net + %i VAT at 20%%', (gross, net, vat) => {
    expect(vatSplitPence(gross, 20)).toEqual({ netPence: net, vatPence: vat });
  });
});

describe('insuranceMonthlyPence', () => {
  const levels = [
    { coverageLimit: 1000, monthlyPricePence: 0 },
    { coverageLimit: 5000, monthlyPricePence: 350 },
  ];
  it.each<[number | null | undefined, number]>([
    [5000, 350],
    [1000, 0],
    [2500, 0],
    [null, 0],
    [undefined, 0],
  ])('coverage %s → %s', (coverage, expected) => {
    expect(insuranceMonthlyPence(levels, coverage)).toBe(expected);
  });
});

describe('quoteLineInPounds', () => {
  it('gives a line priced in pence as the API speaks it, in pounds, the rest as it was', () => {
    expect(
      quoteLineInPounds({
        kind: 'storage',
        itemId: 48,
        description: 'Small storage box',
        quantity: 3,
        months: 6,
        unitPricePence: 450,
        amountPence: 8100,
      }),
    ).toEqual({
      kind: 'storage',
      itemId: 48,
      description: 'Small storage box',
      quantity: 3,
      months: 6,
      unitPrice: 4.5,
      amount: 81,
    });
  });
});
