import { z } from 'zod';
import { ErrorCode } from '../../src/domain/errors.ts';
import { idParamSchema } from '../../src/domain/primitives.ts';
import type { Session } from '../auth/tokens.ts';
import { HttpError } from './errors.ts';

/** Pages are asked for 50 at a time (PAGE_SIZE); more than this is refused. */
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

/** A database id in a path segment. */
export const idParam = idParamSchema;
export const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE);
export const sizeParam = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/**
 * A path naming another customer answers 404, as if it did not exist: the bearer never
 * learns whether someone else's data is there.
 */
export function assertOwnCustomer(session: Session, customerId: number): void {
  if (customerId !== session.customerId) throw new HttpError(404, ErrorCode.NotFound);
}
