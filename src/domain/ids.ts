/* Database ids, checked without the schema library (a search parameter on a first page). */

/** The largest PostgreSQL `integer`, which every id column is. */
export const MAX_ID = 2_147_483_647;

/** An id as the database has them: a whole number from 1 to 2^31 - 1 (`idSchema`'s rule). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;
}
