import { FALLBACK_MESSAGE } from '../domain/errors';
import type { Result } from './client';

/**
 * A call whose module (with its schemas) is loaded on first use, so the page that makes it
 * paints without them. A module that cannot load (offline, or replaced by a newer release)
 * is a failed call like any other, with the message a call without an answer gets.
 */
export async function lazyCall<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, message: FALLBACK_MESSAGE };
  }
}
