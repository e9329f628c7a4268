// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTHENTICATED_FLAG,
  CUSTOMER_STATE_PREFIX,
  clearCustomerState,
  forgetStoredSession,
  hasStoredAuthenticatedFlag,
  KEPT_CUSTOMER_KEY,
  keepCustomerId,
  keptCustomerId,
  readStoredSession,
  storeSession,
} from '../../../src/wiring/storedSession';

/** A Storage as the browser's localStorage behaves, kept in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('the session kept in storage across a reload', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('a session stored at sign-in is read back after a reload, with its roles', () => {
    storeSession({ accessToken: 'token-1', roles: ['customer', 'staff'] }, storage);
    expect(hasStoredAuthenticatedFlag(storage)).toBe(true);
    expect(readStoredSession(storage)).toEqual({
      accessToken: 'token-1',
      roles: ['customer', 'staff'],
    });
  });

  it('nothing stored means a visitor: no session and no authenticated flag', () => {
    expect(readStoredSession(storage)).toBeNull();
    expect(hasStoredAuthenticatedFlag(storage)).toBe(false);
  });

  it('a token without the authenticated flag is not a session', () => {
    storeSession({ accessToken: 'token-1', roles: [] }, storage);
    storage.removeItem(AUTHENTICATED_FLAG);
    expect(readStoredSession(storage)).toBeNull();
  });

  it('sign-out forgets the token, roles and flag', () => {
    storeSession({ accessToken: 'token-1', roles: ['customer'] }, storage);
    forgetStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
    expect(hasStoredAuthenticatedFlag(storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('keeps the customer id for pages that load while the token is re-checked', () => {
    expect(keptCustomerId(storage)).toBeUndefined();
    keepCustomerId(4321, storage);
    expect(keptCustomerId(storage)).toBe(4321);
  });

  it('a kept id that is not a positive whole number is no id', () => {
    for (const value of ['', '0', '-3', '2.5', 'abc']) {
      storage.setItem(KEPT_CUSTOMER_KEY, value);
      expect(keptCustomerId(storage), value).toBeUndefined();
    }
  });

  it("clearing the customer's state removes basket, funnel and kept id, and nothing else", () => {
    storeSession({ accessToken: 'token-1', roles: [] }, storage);
    keepCustomerId(7, storage);
    storage.setItem(`${CUSTOMER_STATE_PREFIX}basket`, '{"basketId":3}');
    storage.setItem(`${CUSTOMER_STATE_PREFIX}orderFunnel`, '{}');
    storage.setItem('cookie-consent', 'yes');

    clearCustomerState(storage);

    expect(keptCustomerId(storage)).toBeUndefined();
    expect(storage.getItem(`${CUSTOMER_STATE_PREFIX}basket`)).toBeNull();
    expect(storage.getItem(`${CUSTOMER_STATE_PREFIX}orderFunnel`)).toBeNull();
    expect(storage.getItem('cookie-consent')).toBe('yes');
    expect(readStoredSession(storage)?.accessToken).toBe('token-1');
  });
});
