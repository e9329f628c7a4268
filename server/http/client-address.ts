import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address as `clientAddresses` worked it out. */
    clientAddress: string;
  }
}

/**
 * The address of the socket the request came in on. Requests made in-process
 * (`app.request()` in tests) have no socket and count as 'unknown'.
 */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The left-most X-Forwarded-For entry: the client as the first proxy saw it. */
function forwardedFor(c: Context): string | undefined {
  const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first.replace(/^\[(.*)\]$/, '$1') : undefined;
}

/**
 * Works out each request's client address once. Without TRUST_PROXY, X-Forwarded-For is
 * ignored: anyone can write it, and trusting it would let a client pick a fresh address for
 * every guess. Behind a proxy (TRUST_PROXY=1) the socket is the proxy's, the same for every
 * customer, so the left-most forwarded address is the client's.
 */
export function clientAddresses(trustProxy: boolean) {
  return createMiddleware(async (c, next) => {
    c.set('clientAddress', (trustProxy ? forwardedFor(c) : undefined) ?? socketAddress(c));
    await next();
  });
}

export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? socketAddress(c);
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
