import type { Context } from 'hono';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from './errors.ts';

/**
 * The JSON body of a request whose schema is only known once its path has been read. A
 * missing or malformed body is the caller's fault: 400, never a 500.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, ErrorCode.ValidationFailed, 'Malformed JSON in request body');
  }
}
