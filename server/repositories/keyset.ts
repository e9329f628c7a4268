import { z } from 'zod';

/**
 * Keyset paging: a list sorted by (time, id) continues after the last row the caller has,
 * rather than skipping `OFFSET` rows again, so a later page costs what the first one does.
 * The cursor is opaque to callers: base64url of `[ISO time, id]`.
 */
export interface Keyset {
  at: Date;
  id: number;
}

export function encodeCursor({ at, id }: Keyset): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

const positionSchema = z.tuple([z.iso.datetime(), z.int().positive()]);

/** `?after=` as the route reads it: a cursor from an earlier page, or a 400. */
export const cursorSchema = z
  .string()
  .max(200)
  .transform((cursor, context): Keyset => {
    try {
      const [at, id] = positionSchema.parse(
        JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
      );
      return { at: new Date(at), id };
    } catch {
      context.addIssue({ code: 'custom', message: 'Not a cursor from an earlier page' });
      return z.NEVER;
    }
  });

export const afterQuerySchema = z.object({ after: cursorSchema.optional() });

/**
 * One page plus whether more follow: `size + 1` rows are asked for, and the extra one only
 * tells that there is a next page, whose cursor is the last row kept.
 */
export function pageWithCursor<Row>(
  rows: Row[],
  size: number,
  keysetOf: (row: Row) => Keyset,
): { rows: Row[]; nextCursor: string | null } {
  const kept = rows.slice(0, size);
  const last = kept.at(-1);
  return {
    rows: kept,
    nextCursor: rows.length > size && last ? encodeCursor(keysetOf(last)) : null,
  };
}
