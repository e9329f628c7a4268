import { beforeEach, describe, expect, it } from 'vitest';
import { claimReload } from '../../../src/wiring/reloadGuard';

describe('reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows the first reload of a path', () => {
    expect(claimReload('/apps/orders', 1_000_000)).toBe(true);
  });

  it('refuses a second reload of the same path within 10 s', () => {
    claimReload('/apps/orders', 1_000_000);
    expect(claimReload('/apps/orders', 1_009_999)).toBe(false);
  });

  it('allows it again once 10 s have passed', () => {
    claimReload('/apps/orders', 1_000_000);
    expect(claimReload('/apps/orders', 1_010_000)).toBe(true);
  });

  it('guards each path on its own', () => {
    claimReload('/apps/orders', 1_000_000);
    expect(claimReload('/apps/cards', 1_000_001)).toBe(true);
  });
});
