import { parseRoles } from '../../domain/auth';

/** The stored authenticated flag: survives a reload, so the guard can answer before any call. */
export const AUTHENTICATED_FLAG = 'boxroom.authenticated';
const TOKEN_KEY = 'boxroom.accessToken';
const ROLES_KEY = 'boxroom.roles';
/** Basket, funnel, box and order state persist under this prefix (SPEC.md 3). */
export const CUSTOMER_STATE_PREFIX = 'boxroom.state.';

export interface StoredSession {
  accessToken: string;
  roles: string[];
}

export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const accessToken = storage.getItem(TOKEN_KEY);
  if (!accessToken || storage.getItem(AUTHENTICATED_FLAG) !== 'true') return null;
  return { accessToken, roles: parseRoles(storage.getItem(ROLES_KEY)) };
}

export function storeSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(TOKEN_KEY, session.accessToken);
  storage.setItem(ROLES_KEY, JSON.stringify(session.roles));
  storage.setItem(AUTHENTICATED_FLAG, 'true');
}

export function forgetStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(ROLES_KEY);
  storage.removeItem(AUTHENTICATED_FLAG);
}

export function hasStoredAuthenticatedFlag(storage: Storage = localStorage): boolean {
  return storage.getItem(AUTHENTICATED_FLAG) === 'true';
}

export function clearCustomerState(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(CUSTOMER_STATE_PREFIX)) storage.removeItem(key);
}
