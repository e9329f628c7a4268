import { RELOAD_GUARD_MS } from '../domain/constants';

const KEY_PREFIX = 'boxroom.reloadedAt.';

/**
 * A full reload of a path happens at most once per 10 s, so a build that keeps failing to
 * load can never trap the customer in a reload loop.
 */
export function claimReload(
  path: string,
  now = Date.now(),
  storage: Storage = sessionStorage,
): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
