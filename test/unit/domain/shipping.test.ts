import { describe, expect, it } from 'vitest';
import { BoxTypeId } from '../../../src/domain/box-types';
import {
  type CustomsDeclarationDraft,
  isFullyDeclared,
  MAX_HOME_ITEMS,
  shippedItems,
  withHomeCount,
} from '../../../src/domain/shipping';

/* What a shipment sends, from the rules of the shipping funnel (docs/decisions.md, "Shipping"). */
const books: CustomsDeclarationDraft = {
  category: 'books',
  description: 'Novels and letters',
  value: '£1,250',
};
const half: CustomsDeclarationDraft = { category: 'books', description: '', value: '80' };
const SMALL = BoxTypeId.SmallBox;
const LARGE = BoxTypeId.LargeBox;

describe('items collected from home', () => {
  it('sets one type to the count asked, keeping the others', () => {
    expect(withHomeCount({ [SMALL]: 2 }, LARGE, 3)).toEqual({ [SMALL]: 2, [LARGE]: 3 });
    expect(withHomeCount({ [SMALL]: 2, [LARGE]: 3 }, LARGE, 1)).toEqual({
      [SMALL]: 2,
      [LARGE]: 1,
    });
  });

  it('never goes below nought', () => {
    expect(withHomeCount({ [SMALL]: 2 }, SMALL, -1)).toEqual({ [SMALL]: 0 });
  });

  it(`takes at most ${MAX_HOME_ITEMS} items in all, leaving what the other types take`, () => {
    expect(withHomeCount({ [SMALL]: 15 }, LARGE, 9)).toEqual({
      [SMALL]: 15,
      [LARGE]: MAX_HOME_ITEMS - 15,
    });
    // The type's own count before does not count against it.
    expect(withHomeCount({ [SMALL]: 15 }, SMALL, MAX_HOME_ITEMS)).toEqual({
      [SMALL]: MAX_HOME_ITEMS,
    });
  });
});

describe('what the basket is sent of a shipment', () => {
  it('stored boxes go as boxes, each with its declaration once it is right', () => {
    const sent = shippedItems({
      source: 'storage',
      boxIds: [5, 6],
      homeCounts: { [SMALL]: 4 },
      declarations: { 5: books, 6: half },
    });
    expect(sent).toEqual({
      source: 'storage',
      shipItems: [
        {
          boxId: 5,
          declaration: { category: 'books', description: 'Novels and letters', value: 1250 },
        },
        { boxId: 6, declaration: null },
      ],
      homeItems: [],
    });
  });

  it('items at home go by type, one per item, in the catalogue order', () => {
    const sent = shippedItems({
      source: 'home',
      boxIds: [5],
      homeCounts: { [LARGE]: 1, [SMALL]: 2 },
      declarations: { [`home-${SMALL}-2`]: books },
    });
    expect(sent.shipItems).toEqual([]);
    expect(sent.homeItems.map((item) => [item.boxTypeId, item.declaration !== null])).toEqual([
      [SMALL, false],
      [SMALL, true],
      [LARGE, false],
    ]);
  });

  it('is fully declared only with an item, and every item declared right', () => {
    const choice = { source: 'storage' as const, boxIds: [5, 6], homeCounts: {} };
    expect(isFullyDeclared({ ...choice, declarations: { 5: books, 6: books } })).toBe(true);
    expect(isFullyDeclared({ ...choice, declarations: { 5: books, 6: half } })).toBe(false);
    expect(isFullyDeclared({ ...choice, declarations: { 5: books } })).toBe(false);
    expect(isFullyDeclared({ ...choice, boxIds: [], declarations: {} })).toBe(false);
  });
});
