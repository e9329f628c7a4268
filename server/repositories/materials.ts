import type { Material, MaterialSuggestion } from '../../src/domain/materials.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import type { Db } from '../db/database.ts';

/** A material as the catalogue keeps it, its price in pence. */
export type MaterialPence = Omit<Material, 'unitPrice'> & { unitPricePence: number };

/** A material as the API speaks it, its price in pounds. */
export function materialInPounds({ unitPricePence, ...material }: MaterialPence): Material {
  return { ...material, unitPrice: poundsFromPence(unitPricePence) };
}

/** Every material as the API speaks it (see `listMaterialsPence`). */
export async function listMaterials(db: Db): Promise<Material[]> {
  return (await listMaterialsPence(db)).map(materialInPounds);
}

/** The materials' rows in the catalogue's order (read alone, or inside a larger statement). */
export function materialRows(db: Db) {
  return db.selectFrom('materials').selectAll().orderBy('sortOrder').orderBy('materialId');
}

type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialRows>['execute']>>[number];

export function materialPence(row: MaterialRow): MaterialPence {
  return {
    materialId: row.materialId,
    name: row.name,
    description: row.description,
    bookingAllowed: row.bookingAllowed,
    sortOrder: row.sortOrder,
    unitPricePence: row.unitPricePence,
    quantity: row.packSize,
    startOrder: row.startOrder,
  };
}

/** Every material, bookable or not: past orders refer to withdrawn ones, and the SPA filters. */
export async function listMaterialsPence(db: Db): Promise<MaterialPence[]> {
  return (await materialRows(db).execute()).map(materialPence);
}

/** Each suggested material of each box type, in box-type then material order. */
export function materialSuggestionRows(db: Db) {
  return db
    .selectFrom('materialSuggestions')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'materialSuggestions.boxTypeId')
    .innerJoin('materials', 'materials.materialId', 'materialSuggestions.materialId')
    .select(['materialSuggestions.boxTypeId', 'materialSuggestions.materialId', 'quantity'])
    .orderBy('boxTypes.sortOrder')
    .orderBy('materials.sortOrder');
}

/** The rows of `materialSuggestionRows` grouped by box type, keeping their order. */
export function groupedSuggestions(
  rows: readonly { boxTypeId: number; materialId: number; quantity: number }[],
): MaterialSuggestion[] {
  const byBoxType = new Map<number, MaterialSuggestion>();
  for (const { boxTypeId, materialId, quantity } of rows) {
    let suggestion = byBoxType.get(boxTypeId);
    if (!suggestion) {
      suggestion = { boxTypeId, materials: [] };
      byBoxType.set(boxTypeId, suggestion);
    }
    suggestion.materials.push({ materialId, quantity });
  }
  return [...byBoxType.values()];
}

/** Per box type, in box-type order, the materials suggested for each box of that type. */
export async function materialSuggestions(db: Db): Promise<MaterialSuggestion[]> {
  return groupedSuggestions(await materialSuggestionRows(db).execute());
}
