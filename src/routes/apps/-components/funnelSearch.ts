/** `?boxes=1,2`: the boxes chosen in My stuff, worth sharing with a return or collection. */
export function funnelBoxesSearch(search: Record<string, unknown>): { boxes?: string | number } {
  // The router reads `?boxes=7` as the number 7 and `?boxes=7,8` as text.
  const boxes = search.boxes;
  return typeof boxes === 'string' || typeof boxes === 'number' ? { boxes } : {};
}
