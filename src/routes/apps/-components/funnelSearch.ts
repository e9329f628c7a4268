/** `?boxes=1,2`: the boxes chosen in My stuff, worth sharing with a return or collection. */
export function funnelBoxesSearch(search: Record<string, unknown>): { boxes?: string | number } {
  // The router reads `?boxes=7` as the number 7 and `?boxes=7,8` as text.
  const boxes = search.boxes;
  return typeof boxes === 'string' || typeof boxes === 'number' ? { boxes } : {};
}

/** `?unit=12`: the storage unit (its letting) chosen in My stuff to move out of. */
export function funnelUnitSearch(search: Record<string, unknown>): { unit?: number } {
  const unit = Number(search.unit);
  return Number.isInteger(unit) && unit > 0 ? { unit } : {};
}
