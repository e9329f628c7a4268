import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatPence, formatPrice } from '../../src/domain/format';
import { penceFromPounds, poundsFromPence } from '../../src/domain/money';
import { type PriceTablePence, priceTablePence } from '../../src/domain/priceTables';
import {
  type BasketBreakdown,
  basketTotalsPence,
  type PromotionTerms,
  promotionDiscountPenceFor,
  promotionTerms,
  vatSplitPence,
} from '../../src/domain/pricing';

/*
 * Money is whole pence from the catalogue to the charge (HOUSE-STYLE 15). These properties
 * hold for any basket, priced from any table: they are written from the pricing rules, not
 * from the code's arithmetic.
 */

const BOX_TYPES = [14, 17, 19, 48] as const;
const MATERIAL_IDS = [1, 2, 3, 4] as const;

/** Up to £250 a month per box, as whole pence. */
const pricePence = fc.integer({ min: 0, max: 25_000 });

/** A plan's table: every box type priced from 1 box and 1 month, with some volume and term tiers. */
const priceTable: fc.Arbitrary<PriceTablePence> = fc
  .tuple(
    ...BOX_TYPES.map(() =>
      fc.record({
        one: fc.record({ '1': pricePence, '3': pricePence, '12': pricePence }),
        ten: fc.record({ '1': pricePence, '6': pricePence }),
      }),
    ),
  )
  .map((tables) =>
    Object.fromEntries(
      BOX_TYPES.map((boxTypeId, index) => [
        String(boxTypeId),
        { '1': tables[index]!.one, '10': tables[index]!.ten },
      ]),
    ),
  );

const promotion: fc.Arbitrary<PromotionTerms | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    valid: fc.boolean(),
    discountType: fc.constant('percentage' as const),
    percent: fc.oneof(
      fc.integer({ min: -50, max: 200 }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ),
  }),
  fc.record({
    valid: fc.boolean(),
    discountType: fc.constant('fixed' as const),
    amountPence: fc.integer({ min: -10_000, max: 5_000_000 }),
  }),
);

const basket = fc.record({
  pricesPence: priceTable,
  lineItems: fc.array(
    fc.record({
      boxTypeId: fc.constantFrom(...BOX_TYPES, 99),
      quantity: fc.integer({ min: -2, max: 40 }),
    }),
    { maxLength: 5 },
  ),
  months: fc.integer({ min: -1, max: 36 }),
  materials: fc.array(
    fc.record({
      materialId: fc.constantFrom(...MATERIAL_IDS, 99),
      quantity: fc.integer({ min: 0, max: 99 }),
    }),
    { maxLength: 4 },
  ),
  materialCatalogue: fc.constant(
    MATERIAL_IDS.map((materialId) => ({ materialId, unitPricePence: materialId * 245 - 1 })),
  ),
  insuranceMonthlyPence: fc.constantFrom(0, 199, 350, 999),
  promotion,
  roomReturnPence: fc.constantFrom(0, 2500),
  longDistanceSurchargePence: fc.constantFrom(0, 3500, 4999),
  unitMonthlyPence: fc.constantFrom(0, 8999, 13_455),
  finalRentPence: fc.constantFrom(0, 1, 4317),
  packingPence: fc.constantFrom(0, 27_500),
  shippingPence: fc.constantFrom(0, 4500, 6750),
});

const MONEY_FIELDS = [
  'storageMonthlyPence',
  'storageTotalPence',
  'unitMonthlyPence',
  'finalRentPence',
  'packingPence',
  'shippingPence',
  'oneMonthStorageTotalPence',
  'materialsTotalPence',
  'insuranceMonthlyPence',
  'insuranceTotalPence',
  'roomReturnPence',
  'longDistanceSurchargePence',
  'subtotalPence',
  'promotionDiscountPence',
  'totalPence',
] as const satisfies readonly (keyof BasketBreakdown)[];

describe('a basket priced in pence', () => {
  it('has every amount a whole, non-negative number of pence', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const totals = basketTotalsPence(input);
        for (const field of MONEY_FIELDS) {
          expect(Number.isSafeInteger(totals[field]), field).toBe(true);
          expect(totals[field], field).toBeGreaterThanOrEqual(0);
        }
        for (const line of totals.lines) {
          for (const amount of [
            line.unitPricePence,
            line.oneMonthPricePence,
            line.monthlyTotalPence,
            line.termTotalPence,
          ]) {
            expect(Number.isSafeInteger(amount)).toBe(true);
          }
        }
      }),
    );
  });

  it('totals the sum of its lines, less the promotion', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const totals = basketTotalsPence(input);
        const months = totals.months;
        const catalogue = new Map<number, { unitPricePence: number }>(
          input.materialCatalogue.map((m) => [m.materialId, m]),
        );
        // Each line at its unit price × quantity × months.
        for (const line of totals.lines) {
          expect(line.termTotalPence).toBe(line.unitPricePence * line.quantity * months);
        }
        const storage = totals.lines.reduce((sum, line) => sum + line.termTotalPence, 0);
        const materials = input.materials.reduce(
          (sum, item) =>
            sum + (catalogue.get(item.materialId)?.unitPricePence ?? 0) * item.quantity,
          0,
        );
        const lines =
          storage +
          input.unitMonthlyPence * months +
          materials +
          input.insuranceMonthlyPence * months +
          input.roomReturnPence +
          input.longDistanceSurchargePence +
          input.finalRentPence +
          input.packingPence +
          input.shippingPence;
        expect(totals.subtotalPence).toBe(lines);
        expect(totals.totalPence).toBe(totals.subtotalPence - totals.promotionDiscountPence);
        // The pounds the API answers are the same figure, exactly.
        expect(penceFromPounds(poundsFromPence(totals.totalPence))).toBe(totals.totalPence);
      }),
    );
  });

  it('is the same priced from the API table in pounds as from the catalogue in pence', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const pounds = {
          pricesByMonthsByNumBoxesByBoxType: Object.fromEntries(
            Object.entries(input.pricesPence).map(([type, byBoxes]) => [
              type,
              Object.fromEntries(
                Object.entries(byBoxes).map(([boxes, byMonths]) => [
                  boxes,
                  Object.fromEntries(
                    Object.entries(byMonths).map(([months, pence]) => [
                      months,
                      poundsFromPence(pence),
                    ]),
                  ),
                ]),
              ),
            ]),
          ),
        };
        expect(priceTablePence(pounds)).toEqual(input.pricesPence);
      }),
    );
  });
});

describe('a promotion', () => {
  it('never makes a total negative, nor takes more than the subtotal', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const totals = basketTotalsPence(input);
        expect(totals.totalPence).toBeGreaterThanOrEqual(0);
        expect(totals.promotionDiscountPence).toBeLessThanOrEqual(totals.subtotalPence);
        if (!input.promotion?.valid) expect(totals.promotionDiscountPence).toBe(0);
      }),
    );
  });

  it('takes a percentage to the nearest penny, and a fixed amount up to the subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (subtotal, percent, fixed) => {
          const off = promotionDiscountPenceFor(
            { valid: true, discountType: 'percentage', percent },
            subtotal,
          );
          // Within half a penny of the exact share: |100·off − subtotal·percent| ≤ 50.
          expect(Math.abs(off * 100 - subtotal * percent)).toBeLessThanOrEqual(50);
          expect(
            promotionDiscountPenceFor(
              { valid: true, discountType: 'fixed', amountPence: fixed },
              subtotal,
            ),
          ).toBe(Math.min(fixed, subtotal));
        },
      ),
    );
  });
});

describe('VAT', () => {
  it('splits any amount into net + VAT that add up to the gross, VAT to the nearest penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (gross) => {
        const { netPence, vatPence } = vatSplitPence(gross, 20);
        expect(Number.isSafeInteger(netPence) && Number.isSafeInteger(vatPence)).toBe(true);
        expect(netPence + vatPence).toBe(gross);
        // VAT at 20% is a sixth of a VAT-inclusive amount: within half a penny of gross ÷ 6.
        expect(Math.abs(vatPence * 6 - gross)).toBeLessThanOrEqual(3);
        // A discount's split mirrors the charge's.
        expect(vatSplitPence(-gross, 20)).toEqual({
          netPence: -netPence || 0,
          vatPence: -vatPence || 0,
        });
      }),
    );
  });
});

describe('the classic float traps, from the rules', () => {
  it.each<[string, number, number]>([
    // A half penny rounds up: £1.005 is 101p, though 1.005 × 100 is 100.49999999999999.
    ['1.005', 1.005, 101],
    ['1.015', 1.015, 102],
    ['0.1 + 0.2', 0.1 + 0.2, 30],
    ['2.45 × 9', 2.45 * 9, 2205],
    ['1.15', 1.15, 115],
    ['4.35', 4.35, 435],
    ['8.675', 8.675, 868],
    ['0.1 ten times', Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0), 100],
    ['-1.005 (a credit)', -1.005, -101],
    ['0', 0, 0],
  ])('£%s is %ip', (_, pounds, pence) => {
    expect(penceFromPounds(pounds)).toBe(pence);
  });

  it('charges nine boxes at £2.45 a month as £22.05', () => {
    const totals = basketTotalsPence({
      pricesPence: { '48': { '1': { '1': 245 } } },
      lineItems: [{ boxTypeId: 48, quantity: 9 }],
      months: 1,
    });
    expect(totals.totalPence).toBe(2205);
    expect(poundsFromPence(totals.totalPence)).toBe(22.05);
  });

  it('adds materials at 10p and 20p to 30p, not 0.30000000000000004', () => {
    const totals = basketTotalsPence({
      pricesPence: {},
      lineItems: [],
      months: 1,
      materials: [
        { materialId: 1, quantity: 1 },
        { materialId: 2, quantity: 1 },
      ],
      materialCatalogue: [
        { materialId: 1, unitPricePence: 10 },
        { materialId: 2, unitPricePence: 20 },
      ],
    });
    expect(totals.totalPence).toBe(30);
    expect(poundsFromPence(totals.totalPence)).toBe(0.3);
  });

  it('takes 5% off £20.10 as 101p (100.5p rounds up) and 10% off £10.05 as 101p', () => {
    const percent = (n: number) =>
      promotionTerms({ valid: true, discountType: 'percentage', amount: n });
    expect(promotionDiscountPenceFor(percent(5), 2010)).toBe(101);
    expect(promotionDiscountPenceFor(percent(10), 1005)).toBe(101);
    expect(
      promotionDiscountPenceFor(
        promotionTerms({ valid: true, discountType: 'fixed', amount: 1.005 }),
        5000,
      ),
    ).toBe(101);
  });

  it('shows the same figures on screen', () => {
    expect(formatPrice(1.005)).toBe('£1.01');
    expect(formatPrice(0.1 + 0.2)).toBe('30p');
    expect(formatPence(2205)).toBe('£22.05');
    expect(formatAmount(2.45 * 9)).toBe('£22.05');
  });
});
