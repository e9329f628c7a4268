import { type RawBuilder, sql } from 'kysely';

/**
 * The `doUpdateSet` of an upsert that overwrites every column of `row` with the incoming
 * value, so re-running a seed brings existing rows in line with the code.
 */
export function fromExcluded(row: object): Record<string, RawBuilder<unknown>> {
  return Object.fromEntries(
    Object.keys(row).map((column) => [column, sql.ref(`excluded.${column}`)]),
  );
}
