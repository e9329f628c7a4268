import { describe, expect, it } from 'vitest';
import {
  BOX_TYPES,
  boxTypeForSize,
  findBoxType,
  initialBoxPicker,
  isWithinWeightLimit,
  ORDERABLE_BOX_TYPE_IDS,
  orderableBoxTypes,
  SIZE_RULES,
} from '../../../src/domain/box-types';

describe('box type catalogue', () => {
  it.each<[number, string, number, boolean]>([
    [48, 'Small box', 1, false],
    [14, 'Medium box', 2, false],
    [19, 'Large box', 3, false],
    [16, 'Medium suitcase', 4, true],
    [17, 'Suitcase', 5, true],
  ])('type %s is %s, order %s, packing required %s', (id, name, order, packing) => {
    const type = findBoxType(id);
    expect(type).toMatchObject({ boxTypeId: id, name, order, packingRequired: packing });
  });

  it('notes that suitcases must be boxed or hard-shelled', () => {
    expect(findBoxType(17)?.note).toBe('Must be in a box or have a hard shell.');
    expect(findBoxType(17)?.info).toMatch(/large suitcase/i);
    expect(findBoxType(48)?.note).toBeUndefined();
  });

  it('offers the four orderable types in order', () => {
    expect([...ORDERABLE_BOX_TYPE_IDS].sort()).toEqual([14, 17, 19, 48]);
    expect(orderableBoxTypes().map((type) => type.boxTypeId)).toEqual([48, 14, 19, 17]);
    expect(BOX_TYPES).toHaveLength(5);
    expect(findBoxType(99)).toBeUndefined();
  });

  it('starts the picker with every orderable type at 0', () => {
    const picker = initialBoxPicker();
    expect(picker.map((entry) => [entry.boxTypeId, entry.quantity])).toEqual([
      [48, 0],
      [14, 0],
      [19, 0],
      [17, 0],
    ]);
    expect(picker[3]?.description).toContain('Must be in a box or have a hard shell.');
  });
});

describe('size rules', () => {
  it('holds the section 9 limits', () => {
    expect(SIZE_RULES).toMatchObject({
      smallMaxCombinedCm: 110,
      mediumMaxCombinedCm: 125,
      largeMaxCombinedCm: 167,
      maxWeightKg: 25,
      plasticAcceptedForLarge: false,
      suitcaseBoxCm: { width: 40, height: 52, length: 75 },
    });
  });

  it.each<[number, number, number, boolean, number | undefined]>([
    [30, 30, 50, false, 48],
    [30, 30, 51, false, 14],
    [40, 40, 45, false, 14],
    [40, 40, 46, false, 19],
    [50, 50, 67, false, 19],
    [50, 50, 68, false, undefined],
    [50, 50, 60, true, undefined],
    [30, 30, 50, true, 48],
    [0, 30, 50, false, undefined],
    [-1, 30, 50, false, undefined],
    [Number.NaN, 30, 50, false, undefined],
  ])('%s x %s x %s cm (plastic %s) → %s', (w, h, l, plastic, expected) => {
    expect(boxTypeForSize(w, h, l, plastic)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [25, true],
    [1, true],
    [25.1, false],
    [0, false],
    [-3, false],
    [Number.NaN, false],
  ])('%s kg within the limit: %s', (kg, expected) => {
    expect(isWithinWeightLimit(kg)).toBe(expected);
  });
});
