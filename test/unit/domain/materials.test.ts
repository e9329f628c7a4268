import { describe, expect, it } from 'vitest';
import type { MaterialItem, MaterialSuggestion } from '../../../src/domain/materials';
import {
  addMaterial,
  bookableMaterials,
  defaultMaterialId,
  setMaterialQuantity,
  suggestMaterials,
  withSuggestion,
} from '../../../src/domain/materials';

const materials = [
  { materialId: 1, bookingAllowed: true, sortOrder: 3 },
  { materialId: 2, bookingAllowed: false, sortOrder: 1 },
  { materialId: 3, bookingAllowed: true, sortOrder: 2 },
  { materialId: 4, bookingAllowed: true, sortOrder: 1 },
];

describe('bookableMaterials', () => {
  it('offers only bookable materials, in sort order', () => {
    expect(bookableMaterials(materials).map((m) => m.materialId)).toEqual([4, 3, 1]);
  });

  it('gives nothing for an empty catalogue', () => {
    expect(bookableMaterials([])).toEqual([]);
  });
});

describe('setMaterialQuantity', () => {
  const items: MaterialItem[] = [
    { materialId: 1, quantity: 2 },
    { materialId: 3, quantity: 1 },
  ];
  it.each<[number, number, MaterialItem[]]>([
    [
      1,
      5,
      [
        { materialId: 1, quantity: 5 },
        { materialId: 3, quantity: 1 },
      ],
    ],
    [1, 0, [{ materialId: 3, quantity: 1 }]],
    [1, -1, [{ materialId: 3, quantity: 1 }]],
    [1, Number.NaN, [{ materialId: 3, quantity: 1 }]],
    [4, 2, [...items, { materialId: 4, quantity: 2 }]],
    [4, 0, items],
    [
      3,
      2.7,
      [
        { materialId: 1, quantity: 2 },
        { materialId: 3, quantity: 2 },
      ],
    ],
  ])('material %s set to %s', (id, quantity, expected) => {
    expect(setMaterialQuantity(items, id, quantity)).toEqual(expected);
  });

  it('leaves the original list untouched', () => {
    setMaterialQuantity(items, 1, 0);
    expect(items).toHaveLength(2);
  });
});

describe('addMaterial', () => {
  it.each<[MaterialItem[], number, number | undefined, MaterialItem[]]>([
    [[], 1, undefined, [{ materialId: 1, quantity: 1 }]],
    [[{ materialId: 1, quantity: 2 }], 1, undefined, [{ materialId: 1, quantity: 3 }]],
    [[{ materialId: 1, quantity: 2 }], 1, 4, [{ materialId: 1, quantity: 6 }]],
    [[{ materialId: 1, quantity: 2 }], 1, 0, [{ materialId: 1, quantity: 2 }]],
    [[{ materialId: 1, quantity: 2 }], 1, -3, [{ materialId: 1, quantity: 2 }]],
    [[{ materialId: 1, quantity: 2 }], 1, Number.NaN, [{ materialId: 1, quantity: 2 }]],
  ])('%j + material %s by %s', (items, id, by, expected) => {
    expect(addMaterial(items, id, by)).toEqual(expected);
  });
});

describe('suggestMaterials', () => {
  const suggestions: MaterialSuggestion[] = [
    {
      boxTypeId: 48,
      materials: [
        { materialId: 3, quantity: 1 },
        { materialId: 2, quantity: 1 },
      ],
    },
    {
      boxTypeId: 19,
      materials: [
        { materialId: 3, quantity: 2 },
        { materialId: 4, quantity: 1 },
      ],
    },
  ];

  it('starts from the default at 1 and adds bookable suggestions × number of boxes', () => {
    const result = suggestMaterials(
      [
        { boxTypeId: 48, quantity: 3 },
        { boxTypeId: 19, quantity: 2 },
      ],
      materials,
      suggestions,
      1,
    );
    expect(result).toEqual([
      { materialId: 1, quantity: 1 },
      { materialId: 3, quantity: 7 },
      { materialId: 4, quantity: 2 },
    ]);
  });

  it('never adds an unbookable suggestion (material 2)', () => {
    const result = suggestMaterials([{ boxTypeId: 48, quantity: 1 }], materials, suggestions, 1);
    expect(result.some((item) => item.materialId === 2)).toBe(false);
  });

  it('adds a suggestion that is also the default on top of the 1', () => {
    const result = suggestMaterials([{ boxTypeId: 48, quantity: 2 }], materials, suggestions, 3);
    expect(result).toEqual([{ materialId: 3, quantity: 3 }]);
  });

  it.each<
    [string, Parameters<typeof suggestMaterials>[0], number | null | undefined, MaterialItem[]]
  >([
    ['no line items', [], 1, [{ materialId: 1, quantity: 1 }]],
    [
      'zero and negative quantities',
      [
        { boxTypeId: 48, quantity: 0 },
        { boxTypeId: 19, quantity: -1 },
      ],
      1,
      [{ materialId: 1, quantity: 1 }],
    ],
    [
      'a type without suggestions',
      [{ boxTypeId: 17, quantity: 2 }],
      1,
      [{ materialId: 1, quantity: 1 }],
    ],
    [
      'no default material',
      [{ boxTypeId: 48, quantity: 1 }],
      null,
      [{ materialId: 3, quantity: 1 }],
    ],
    ['an unbookable default', [], 2, []],
    ['a default not yet in the catalogue', [], 42, [{ materialId: 42, quantity: 1 }]],
  ])('%s', (_name, lineItems, defaultId, expected) => {
    expect(suggestMaterials(lineItems, materials, suggestions, defaultId)).toEqual(expected);
  });
});

describe('defaultMaterialId', () => {
  const catalogue = [
    { materialId: 1, bookingAllowed: true, sortOrder: 1, startOrder: true },
    { materialId: 5, bookingAllowed: true, sortOrder: 2, startOrder: true },
    { materialId: 6, bookingAllowed: false, sortOrder: 0, startOrder: true },
    { materialId: 7, bookingAllowed: true, sortOrder: 0, startOrder: false },
  ].map((m) => ({ ...m, name: `M${m.materialId}`, description: '', unitPrice: 1, quantity: 1 }));
  const suggested: MaterialSuggestion[] = [
    { boxTypeId: 48, materials: [{ materialId: 1, quantity: 1 }] },
  ];

  it('is the bookable first-step material that no box type suggests', () => {
    expect(defaultMaterialId(catalogue, suggested)).toBe(5);
  });

  it('is null when the catalogue has none', () => {
    expect(defaultMaterialId([], suggested)).toBeNull();
  });
});

describe('withSuggestion', () => {
  it.each([
    {
      name: 'adds each suggested material when nothing is chosen',
      chosen: [],
      suggestion: [
        { materialId: 1, quantity: 3 },
        { materialId: 5, quantity: 1 },
      ],
      expected: [
        { materialId: 1, quantity: 3 },
        { materialId: 5, quantity: 1 },
      ],
    },
    {
      name: 'raises a chosen material to the suggested quantity, never lowers one',
      chosen: [
        { materialId: 1, quantity: 1 },
        { materialId: 5, quantity: 4 },
        { materialId: 9, quantity: 2 },
      ],
      suggestion: [
        { materialId: 1, quantity: 3 },
        { materialId: 5, quantity: 1 },
      ],
      expected: [
        { materialId: 1, quantity: 3 },
        { materialId: 5, quantity: 4 },
        { materialId: 9, quantity: 2 },
      ],
    },
  ])('$name', ({ chosen, suggestion, expected }) => {
    expect(withSuggestion(chosen, suggestion)).toEqual(expected);
  });
});
