import { BOX_TYPES, BoxTypeId, ORDERABLE_BOX_TYPE_IDS } from '../../../src/domain/box-types.ts';
import type { Db } from '../database.ts';
import type { NewBoxType, NewMaterial } from '../tables.ts';
import { fromExcluded } from './upsert.ts';

export const MaterialId = {
  SmallBox: 1,
  MediumBox: 2,
  LargeBox: 3,
  SuitcaseBox: 4,
  PackingTape: 5,
  BubbleWrap: 6,
  PackingPaper: 7,
  WardrobeBox: 8,
} as const;

// Packing boxes are named so they are never confused with the storage box types ('Small box'
// is what we store, 'Small packing box' is what we sell). Their sizes sit inside the storage
// size bands (combined cm: 100, 120, 160) so a box bought from us is always accepted as the
// matching box type.
const MATERIALS: NewMaterial[] = [
  {
    materialId: MaterialId.SmallBox,
    name: 'Small packing box (flat-packed)',
    description: 'Double-walled cardboard, 40 x 30 x 30 cm. Books, shoes and kitchenware.',
    bookingAllowed: true,
    sortOrder: 1,
    unitPricePence: 195,
    startOrder: true,
  },
  {
    materialId: MaterialId.MediumBox,
    name: 'Medium packing box (flat-packed)',
    description: 'Double-walled cardboard, 45 x 35 x 40 cm. Clothes, toys and ornaments.',
    bookingAllowed: true,
    sortOrder: 2,
    unitPricePence: 245,
    startOrder: true,
  },
  {
    materialId: MaterialId.LargeBox,
    name: 'Large packing box (flat-packed)',
    description:
      'Double-walled cardboard, 60 x 45 x 55 cm. Bedding, cushions and light bulky items.',
    bookingAllowed: true,
    sortOrder: 3,
    unitPricePence: 295,
    startOrder: true,
  },
  {
    materialId: MaterialId.SuitcaseBox,
    name: 'Suitcase packing box (flat-packed)',
    description: 'Fits a soft suitcase up to 40 x 52 x 75 cm so it can be stored safely.',
    bookingAllowed: true,
    sortOrder: 4,
    unitPricePence: 450,
    startOrder: true,
  },
  {
    materialId: MaterialId.PackingTape,
    name: 'Packing tape',
    description: 'Three 48 mm x 66 m rolls of strong brown tape, enough for about 30 boxes.',
    bookingAllowed: true,
    sortOrder: 5,
    unitPricePence: 495,
    packSize: 3,
    startOrder: true,
  },
  {
    materialId: MaterialId.BubbleWrap,
    name: 'Bubble wrap',
    description: 'A 750 mm x 10 m roll of small-bubble wrap for glass and electronics.',
    bookingAllowed: true,
    sortOrder: 6,
    unitPricePence: 495,
  },
  {
    materialId: MaterialId.PackingPaper,
    name: 'Packing paper',
    description: '5 kg of acid-free paper sheets to wrap and fill gaps.',
    bookingAllowed: true,
    sortOrder: 7,
    unitPricePence: 795,
  },
  {
    // Kept so past orders still resolve; no longer sold.
    materialId: MaterialId.WardrobeBox,
    name: 'Wardrobe box',
    description: 'Tall box with a hanging rail, 50 x 50 x 100 cm. No longer available.',
    bookingAllowed: false,
    sortOrder: 8,
    unitPricePence: 995,
  },
];

/** Quantity of each material per box of the type. */
const SUGGESTIONS: Record<number, [materialId: number, quantity: number][]> = {
  [BoxTypeId.SmallBox]: [
    [MaterialId.SmallBox, 1],
    [MaterialId.PackingPaper, 1],
  ],
  [BoxTypeId.MediumBox]: [
    [MaterialId.MediumBox, 1],
    [MaterialId.PackingPaper, 1],
  ],
  [BoxTypeId.LargeBox]: [
    [MaterialId.LargeBox, 1],
    [MaterialId.BubbleWrap, 1],
    [MaterialId.WardrobeBox, 1],
  ],
  [BoxTypeId.MediumSuitcase]: [[MaterialId.SuitcaseBox, 1]],
  [BoxTypeId.Suitcase]: [[MaterialId.SuitcaseBox, 1]],
};

export async function seedBoxTypes(db: Db): Promise<void> {
  const rows: NewBoxType[] = BOX_TYPES.map((type) => ({
    boxTypeId: type.boxTypeId,
    name: type.name,
    info: type.info,
    note: type.note ?? null,
    sortOrder: type.order,
    other: type.other,
    local: type.local,
    packingRequired: type.packingRequired,
    orderable: ORDERABLE_BOX_TYPE_IDS.includes(type.boxTypeId),
  }));
  await db
    .insertInto('boxTypes')
    .values(rows)
    .onConflict((oc) => oc.column('boxTypeId').doUpdateSet(fromExcluded(rows[0]!)))
    .execute();
}

export async function seedMaterials(db: Db): Promise<void> {
  // Every row names every column, so the upsert resets columns left at their default.
  const materials = MATERIALS.map((material) => ({ packSize: 1, startOrder: false, ...material }));
  await db
    .insertInto('materials')
    .values(materials)
    .onConflict((oc) => oc.column('materialId').doUpdateSet(fromExcluded(materials[0]!)))
    .execute();

  const suggestions = Object.entries(SUGGESTIONS).flatMap(([boxTypeId, items]) =>
    items.map(([materialId, quantity]) => ({ boxTypeId: Number(boxTypeId), materialId, quantity })),
  );
  await db
    .insertInto('materialSuggestions')
    .values(suggestions)
    .onConflict((oc) =>
      oc.columns(['boxTypeId', 'materialId']).doUpdateSet(fromExcluded({ quantity: 0 })),
    )
    .execute();
}
