import { parseRoles } from '../domain/roles';

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

/** The signed-in customer's id, kept so pages can ask for their data while a reload re-checks the token. */
export const KEPT_CUSTOMER_KEY = `${CUSTOMER_STATE_PREFIX}customerId`;

export function keepCustomerId(customerId: number, storage: Storage = localStorage): void {
  storage.setItem(KEPT_CUSTOMER_KEY, String(customerId));
}

/** The id kept at the last sign-in, if any (cleared with the customer's state on sign-out). */
export function keptCustomerId(storage: Storage = localStorage): number | undefined {
  const id = Number(storage.getItem(KEPT_CUSTOMER_KEY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function clearCustomerState(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(CUSTOMER_STATE_PREFIX)) storage.removeItem(key);
}
