import { describe, expect, it } from 'vitest';
import type { StoragePrices } from '../../../src/domain/prices';
import {
  basketTotals,
  discountPercent,
  groupFurtherMonths,
  insuranceMonthlyPrice,
  promotionDiscountFor,
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

const prices: StoragePrices = {
  storagePricePlanId: 1,
  pricesByMonthsByNumBoxesByBoxType: {
    // Small box: £5 a month on a 1-month term, £4 from 3 months, £3 from 12; cheaper from 10 boxes.
    '48': { '1': { '1': 5, '3': 4, '12': 3 }, '10': { '1': 4.5, '3': 3.5, '12': 2.5 } },
    '19': { '1': { '1': 8, '3': 7 } },
  },
};

describe('basketTotals', () => {
  it('prices line items at the chosen term and compares with the one-month price', () => {
    const totals = basketTotals({
      prices,
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
        unitPrice: 4,
        oneMonthPrice: 5,
        monthlyTotal: 8,
        termTotal: 24,
      },
      {
        boxTypeId: 19,
        quantity: 1,
        unitPrice: 7,
        oneMonthPrice: 8,
        monthlyTotal: 7,
        termTotal: 21,
      },
    ]);
    expect(totals.storageMonthly).toBe(15);
    expect(totals.storageTotal).toBe(45);
    expect(totals.oneMonthStorageTotal).toBe(54);
    expect(totals.discountPercent).toBe(17);
    expect(totals.total).toBe(45);
  });

  it('adds materials once, insurance per month, then takes a percentage promotion', () => {
    const totals = basketTotals({
      prices,
      months: 2,
      lineItems: [{ boxTypeId: 48, quantity: 1 }],
      materials: [
        { materialId: 1, quantity: 2 },
        { materialId: 2, quantity: 1 },
        { materialId: 99, quantity: 3 },
      ],
      materialCatalogue: [
        { materialId: 1, unitPrice: 1.5 },
        { materialId: 2, unitPrice: 0.99 },
      ],
      insuranceMonthlyPrice: 2,
      promotion: { valid: true, discountType: 'percentage', amount: 10 },
    });
    expect(totals.storageTotal).toBe(10);
    expect(totals.materialsTotal).toBe(3.99);
    expect(totals.insuranceTotal).toBe(4);
    expect(totals.subtotal).toBe(17.99);
    expect(totals.promotionDiscount).toBe(1.8);
    expect(totals.total).toBe(16.19);
  });

  it('uses the volume tier at 10 boxes and the 12-month tier from 12 months', () => {
    const totals = basketTotals({
      prices,
      months: 13,
      lineItems: [{ boxTypeId: 48, quantity: 10 }],
    });
    expect(totals.lines[0]?.unitPrice).toBe(2.5);
    expect(totals.lines[0]?.oneMonthPrice).toBe(4.5);
    expect(totals.storageTotal).toBe(325);
  });

  it('reports unpriced types, skips empty lines and treats bad months as one', () => {
    const totals = basketTotals({
      prices,
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
    expect(totals.lines.map((line) => line.boxTypeId)).toEqual([19]);
    expect(totals.total).toBe(8);
    expect(totals.discountPercent).toBe(0);
  });

  it("adds a return's room return and long-distance surcharge once, whatever the term", () => {
    const totals = basketTotals({
      prices,
      months: 3,
      lineItems: [],
      roomReturn: 25,
      longDistanceSurcharge: 35,
      promotion: { valid: true, discountType: 'fixed', amount: 5 },
    });
    expect(totals).toMatchObject({ roomReturn: 25, longDistanceSurcharge: 35, subtotal: 60 });
    expect(totals.total).toBe(55);
    expect(basketTotals({ prices, months: 1, lineItems: [], roomReturn: -4 }).total).toBe(0);
  });

  it('gives an all-zero breakdown for an empty basket', () => {
    const totals = basketTotals({ prices, months: 1, lineItems: [] });
    expect(totals).toMatchObject({
      subtotal: 0,
      total: 0,
      discountPercent: 0,
      promotionDiscount: 0,
    });
  });
});

describe('promotionDiscountFor', () => {
  it.each<[Parameters<typeof promotionDiscountFor>[0], number, number]>([
    [{ valid: true, discountType: 'percentage', amount: 20 }, 50, 10],
    [{ valid: true, discountType: 'percentage', amount: 150 }, 50, 50],
    [{ valid: true, discountType: 'fixed', amount: 5 }, 50, 5],
    [{ valid: true, discountType: 'fixed', amount: 80 }, 50, 50],
    [{ valid: true, discountType: 'fixed', amount: -5 }, 50, 0],
    [{ valid: false, discountType: 'fixed', amount: 5 }, 50, 0],
    [{ valid: true, discountType: null, amount: 5 }, 50, 0],
    [null, 50, 0],
    [undefined, 50, 0],
    [{ valid: true, discountType: 'fixed', amount: 5 }, 0, 0],
  ])('%j off %s → %s', (promotion, subtotal, expected) => {
    expect(promotionDiscountFor(promotion, subtotal)).toBe(expected);
  });
});

describe('insuranceMonthlyPrice', () => {
  const levels = [
    { coverageLimit: 1000, monthlyPrice: 0 },
    { coverageLimit: 5000, monthlyPrice: 3.5 },
  ];
  it.each<[number | null | undefined, number]>([
    [5000, 3.5],
    [1000, 0],
    [2500, 0],
    [null, 0],
    [undefined, 0],
  ])('coverage %s → %s', (coverage, expected) => {
    expect(insuranceMonthlyPrice(levels, coverage)).toBe(expected);
  });
});
