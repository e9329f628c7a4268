/** Joins class names, skipping the empty ones that optional props produce. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
