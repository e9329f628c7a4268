import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the socket the request came in on. X-Forwarded-For is not read: anyone can
 * write it, and trusting it would let a client pick a fresh address for every guess. Requests
 * made in-process (`app.request()` in tests) have no socket and count as 'unknown'.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** True for loopback addresses, and for in-process requests that have no socket at all. */
export function isLocalClient(c: Context): boolean {
  const address = clientAddress(c);
  return (
    address === 'unknown' ||
    address === '::1' ||
    address.startsWith('127.') ||
    address.startsWith('::ffff:127.')
  );
}
