import type { Db } from '../db/database.ts';
import { poundsFromPence } from './money.ts';

export interface MaterialResponse {
  materialId: number;
  name: string;
  description: string;
  bookingAllowed: boolean;
  sortOrder: number;
  /** Pounds. */
  unitPrice: number;
  startOrder: boolean;
}

export interface MaterialSuggestion {
  materialId: number;
  quantity: number;
}

/** Every material, bookable or not: past orders refer to withdrawn ones, and the SPA filters. */
export async function listMaterials(db: Db): Promise<MaterialResponse[]> {
  const rows = await db
    .selectFrom('materials')
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('materialId')
    .execute();
  return rows.map(({ unitPricePence, ...material }) => ({
    ...material,
    unitPrice: poundsFromPence(unitPricePence),
  }));
}

/** Suggested materials keyed by box type id, e.g. `{ "48": [{ materialId: 1, quantity: 1 }] }`. */
export async function materialSuggestions(db: Db): Promise<Record<string, MaterialSuggestion[]>> {
  const rows = await db
    .selectFrom('materialSuggestions')
    .innerJoin('materials', 'materials.materialId', 'materialSuggestions.materialId')
    .select(['materialSuggestions.boxTypeId', 'materialSuggestions.materialId', 'quantity'])
    .orderBy('materialSuggestions.boxTypeId')
    .orderBy('materials.sortOrder')
    .execute();
  const byBoxType: Record<string, MaterialSuggestion[]> = {};
  for (const { boxTypeId, materialId, quantity } of rows) {
    const key = String(boxTypeId);
    byBoxType[key] ??= [];
    byBoxType[key].push({ materialId, quantity });
  }
  return byBoxType;
}
