import { describe, expect, it } from 'vitest';
import { breakdownInPence } from '../../server/checkout/order-lines.ts';
import type { BasketBreakdown } from '../../src/domain/pricing.ts';

describe('a checkout attempt stored before prices were kept in pence', () => {
  it('still gives its order lines in pence, exactly', () => {
    // As startCheckout stored it in pounds: nine boxes at £2.45 for a month, cover and a return.
    const stored = {
      months: 1,
      lines: [
        {
          boxTypeId: 48,
          quantity: 9,
          unitPrice: 2.45,
          oneMonthPrice: 2.45,
          monthlyTotal: 22.05,
          termTotal: 22.05,
        },
      ],
      insuranceMonthly: 1.15,
      insuranceTotal: 1.15,
      unitMonthly: 0,
      shipping: 0,
      packing: 0,
      finalRent: 0,
      roomReturn: 25,
      longDistanceSurcharge: 0.1 + 0.2,
      total: 48.5,
    } as unknown as BasketBreakdown;
    expect(breakdownInPence(stored)).toMatchObject({
      months: 1,
      lines: [{ boxTypeId: 48, quantity: 9, unitPricePence: 245, termTotalPence: 2205 }],
      insuranceMonthlyPence: 115,
      insuranceTotalPence: 115,
      roomReturnPence: 2500,
      longDistanceSurchargePence: 30,
      packingPence: 0,
    });
  });

  it('passes a breakdown in pence through unchanged', () => {
    const breakdown = { months: 2, lines: [], totalPence: 0 } as unknown as BasketBreakdown;
    expect(breakdownInPence(breakdown)).toBe(breakdown);
  });
});
