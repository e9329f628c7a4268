import { describe, expect, it } from 'vitest';
import {
  BASKET_TYPES,
  basketClientStateSchema,
  basketSchema,
  basketValidationSchema,
  initialBasketClientState,
  storagePartOf,
  withBoxQuantity,
  withMonths,
} from '../../../src/domain/baskets';
import { BoxTypeId } from '../../../src/domain/box-types';
import { SAVED_HOME } from '../../fixtures/addresses';
import { quoteFixture } from '../../fixtures/quote';

const OTHER = BoxTypeId.Suitcase;

describe('basket client state', () => {
  it('starts at one month and a one-month drive-up contract with nothing chosen', () => {
    const state = initialBasketClientState();
    expect(state.months).toBe(1);
    expect(state.vsuContract).toBe(1);
    expect(state).toMatchObject({
      boxes: [],
      other: [],
      materials: [],
      onlyMaterials: false,
      paymentSucceeded: false,
      isSalesQuote: false,
      quoteCustomerDetails: null,
    });
  });

  it('gives each start its own lists', () => {
    const a = initialBasketClientState();
    a.boxes.push({ boxTypeId: 48, quantity: 1 });
    expect(initialBasketClientState().boxes).toEqual([]);
  });

  it.each([{ months: 0 }, { months: 1.5 }, { vsuContract: 0 }, { dropOffType: 'drone' }])(
    'rejects %j from storage',
    (stored) => {
      expect(basketClientStateSchema.safeParse(stored).success).toBe(false);
    },
  );
});

describe('choosing boxes and months on the pricing step', () => {
  it('puts boxes with the boxes and other items with the others; nought takes one out', () => {
    const boxes = withBoxQuantity(initialBasketClientState(), BoxTypeId.SmallBox, 3);
    expect(boxes.boxes).toEqual([{ boxTypeId: BoxTypeId.SmallBox, quantity: 3 }]);
    expect(boxes.other).toEqual([]);
    const other = withBoxQuantity(boxes, OTHER, 2);
    expect(other.other).toEqual([{ boxTypeId: OTHER, quantity: 2 }]);
    expect(withBoxQuantity(other, BoxTypeId.SmallBox, 0).boxes).toEqual([]);
  });

  it.each([
    [6, 6],
    [2.7, 2],
    [0, 1],
    [-4, 1],
    [Number.NaN, 3],
  ])('stores %d months as %d (from 3)', (months, stored) => {
    expect(withMonths({ ...initialBasketClientState(), months: 3 }, months).months).toBe(stored);
  });
});

describe('basket', () => {
  const basket = {
    basketId: 10,
    basketType: 'btb',
    partner: null,
    sales: false,
    marketingReference: null,
    customerId: 1,
    promoCode: null,
    storageBasket: {
      lineItems: [{ boxTypeId: 48, quantity: 2 }],
      numberOfMonths: 3,
      otherItemsBoxed: false,
      collection: {
        address: null,
        timeslot: { doorstepDate: '2026-03-09', startHour: 9, endHour: 13 },
      },
      storageInsurance: { coverageLimit: 1000 },
      doorstepCollection: true,
      furtherMonthsStoragePrices: [5, 4, 4],
    },
    materialBasket: null,
    collectionBasket: null,
    returnBasket: null,
    quote: quoteFixture(),
  };

  it('parses a storage basket', () => {
    const parsed = basketSchema.parse(basket);
    expect(parsed.storageBasket?.collection.timeslot?.doorstepDate).toBe('2026-03-09');
  });

  it('refuses a basket answer without its quote: the screen never prices a basket itself', () => {
    const { quote: _quote, ...unquoted } = basket;
    expect(basketSchema.safeParse(unquoted).success).toBe(false);
  });

  it.each<[string, unknown]>([
    ['an unknown basket type', { ...basket, basketType: 'vsu' }],
    ['zero months', { ...basket, storageBasket: { ...basket.storageBasket, numberOfMonths: 0 } }],
    [
      'a timeslot ending before it starts',
      {
        ...basket,
        storageBasket: {
          ...basket.storageBasket,
          collection: {
            address: null,
            timeslot: { doorstepDate: '2026-03-09', startHour: 13, endHour: 9 },
          },
        },
      },
    ],
  ])('rejects %s', (_name, input) => {
    expect(basketSchema.safeParse(input).success).toBe(false);
  });

  it("knows the spec's five basket types and the packing service's", () => {
    expect(BASKET_TYPES).toEqual([
      'btb',
      'materials',
      'international',
      'return',
      'collection',
      'packing',
    ]);
  });

  it('reads a validation result with or without a message', () => {
    expect(basketValidationSchema.parse({ valid: true })).toEqual({ valid: true, message: null });
    expect(
      basketValidationSchema.parse({ valid: false, message: 'Basket not found' }).message,
    ).toBe('Basket not found');
  });
});

describe('the storage part of a box order', () => {
  const client = {
    ...initialBasketClientState(),
    boxes: [
      { boxTypeId: BoxTypeId.SmallBox, quantity: 3 },
      { boxTypeId: BoxTypeId.LargeBox, quantity: 0 },
    ],
    months: 6,
  };
  const address = { ...SAVED_HOME };
  const timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };

  it('sends the boxes chosen, the term and the collection, handed over in person', () => {
    expect(storagePartOf({ client, address, timeslot, coverageLimit: null })).toEqual({
      lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity: 3 }],
      numberOfMonths: 6,
      otherItemsBoxed: false,
      collection: { address, timeslot },
      // No cover until the customer chooses a level (CCR 2013 reg. 40).
      storageInsurance: null,
      doorstepCollection: false,
    });
  });

  it('sends the cover level once chosen, and a collection not yet arranged as none', () => {
    expect(
      storagePartOf({ client, address: null, timeslot: null, coverageLimit: 1000 }),
    ).toMatchObject({
      collection: { address: null, timeslot: null },
      storageInsurance: { coverageLimit: 1000 },
    });
  });
});
