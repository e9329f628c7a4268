import { idSchema, moneySchema, quantitySchema } from './primitives';
import { z } from './zod';

export const materialSchema = z.object({
  materialId: idSchema,
  name: z.string().min(1),
  description: z.string().default(''),
  /** Only materials with booking allowed are offered. */
  bookingAllowed: z.boolean(),
  /** Position in the materials list, lowest first. */
  sortOrder: z.int(),
  unitPrice: moneySchema,
  /** Units in one pack (e.g. 5 for a pack of five boxes). */
  quantity: z.int().positive(),
  /** True when the material is offered on the first step of the order funnel. */
  startOrder: z.boolean(),
});
export type Material = z.infer<typeof materialSchema>;

/** A material in a basket. */
export const materialItemSchema = z.object({
  materialId: idSchema,
  quantity: z.int().positive(),
});
export type MaterialItem = z.infer<typeof materialItemSchema>;

/** `GET /materials/suggestions`: per box type, the materials each box of it needs. */
export const materialSuggestionSchema = z.object({
  boxTypeId: idSchema,
  materials: z.array(z.object({ materialId: idSchema, quantity: quantitySchema })),
});
export type MaterialSuggestion = z.infer<typeof materialSuggestionSchema>;
export const materialSuggestionsSchema = z.array(materialSuggestionSchema);

/** Line items of a storage basket, as the suggestion rule reads them. */
export type StorageLineItem = { boxTypeId: number; quantity: number };

/** The materials offered to customers: bookable ones, in sort order. */
export function bookableMaterials<T extends Pick<Material, 'bookingAllowed' | 'sortOrder'>>(
  materials: T[],
): T[] {
  return materials
    .filter((material) => material.bookingAllowed)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

function validCount(value: number): number {
  return Number.isFinite(value) ? Math.floor(value) : 0;
}

/** Sets a material's quantity; 0 or less removes it, a new material is appended. */
export function setMaterialQuantity(
  items: MaterialItem[],
  materialId: number,
  quantity: number,
): MaterialItem[] {
  const count = validCount(quantity);
  if (count <= 0) return items.filter((item) => item.materialId !== materialId);
  if (!items.some((item) => item.materialId === materialId)) {
    return [...items, { materialId, quantity: count }];
  }
  return items.map((item) =>
    item.materialId === materialId ? { ...item, quantity: count } : item,
  );
}

/** Adds to a material's quantity (appending it if new); a non-positive amount changes nothing. */
export function addMaterial(items: MaterialItem[], materialId: number, by = 1): MaterialItem[] {
  const count = validCount(by);
  if (count <= 0) return items;
  const current = items.find((item) => item.materialId === materialId)?.quantity ?? 0;
  return setMaterialQuantity(items, materialId, current + count);
}

/**
 * The materials suggested for a storage order (SPEC.md section 4): start from nothing, add
 * the default material at 1, then for each storage line item add every bookable suggested
 * material at the suggested quantity per box × the number of boxes of that type. A material
 * suggested for several types accumulates. A default material known to be unbookable is not
 * added; one missing from the catalogue is (the catalogue may be loaded later).
 */
export function suggestMaterials(
  lineItems: StorageLineItem[],
  materials: Pick<Material, 'materialId' | 'bookingAllowed'>[],
  suggestions: MaterialSuggestion[],
  defaultMaterialId: number | null | undefined,
): MaterialItem[] {
  const bookable = new Set(materials.filter((m) => m.bookingAllowed).map((m) => m.materialId));
  const known = new Set(materials.map((m) => m.materialId));
  let items: MaterialItem[] = [];
  if (
    typeof defaultMaterialId === 'number' &&
    (!known.has(defaultMaterialId) || bookable.has(defaultMaterialId))
  ) {
    items = addMaterial(items, defaultMaterialId, 1);
  }
  for (const line of lineItems) {
    const boxes = validCount(line.quantity);
    if (boxes <= 0) continue;
    const suggestion = suggestions.find((s) => s.boxTypeId === line.boxTypeId);
    for (const suggested of suggestion?.materials ?? []) {
      if (!bookable.has(suggested.materialId)) continue;
      items = addMaterial(items, suggested.materialId, suggested.quantity * boxes);
    }
  }
  return items;
}

/**
 * The material every order starts with (SPEC.md 4, step 2): the bookable first-step material
 * that no box type suggests (packing tape in the seeded catalogue), lowest sort order first.
 */
export function defaultMaterialId(
  materials: readonly Material[],
  suggestions: readonly MaterialSuggestion[],
): number | null {
  const suggested = new Set(
    suggestions.flatMap((suggestion) => suggestion.materials.map((m) => m.materialId)),
  );
  const candidate = bookableMaterials([...materials]).find(
    (material) => material.startOrder && !suggested.has(material.materialId),
  );
  return candidate?.materialId ?? null;
}

/**
 * The chosen materials with a suggestion added by one click: each suggested material at least
 * at its suggested quantity, anything else chosen kept as it is.
 */
export function withSuggestion(
  chosen: readonly MaterialItem[],
  suggestion: readonly MaterialItem[],
): MaterialItem[] {
  const result = [...chosen];
  for (const item of suggestion) {
    const index = result.findIndex((current) => current.materialId === item.materialId);
    if (index === -1) result.push({ ...item });
    else if ((result[index]?.quantity ?? 0) < item.quantity) result[index] = { ...item };
  }
  return result;
}
