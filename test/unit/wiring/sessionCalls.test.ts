import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../src/api/client';
import { getAccessToken, setAccessToken } from '../../../src/api/token';
import { SIGN_UP_FUNNEL } from '../../../src/domain/auth';
import { CallFailedError } from '../../../src/wiring/callResult';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  logout: vi.fn(),
  register: vi.fn(),
  listBoxes: vi.fn(),
  getCustomer: vi.fn(),
  listOrders: vi.fn(),
}));
vi.mock('../../../src/api/auth', () => ({
  login: api.login,
  logout: api.logout,
  register: api.register,
}));
vi.mock('../../../src/api/boxes', () => ({ listBoxes: api.listBoxes }));
vi.mock('../../../src/api/customer', () => ({ getCustomer: api.getCustomer }));
vi.mock('../../../src/api/orders', () => ({ listOrders: api.listOrders }));

const { fetchUser, loadLandingFacts, logIn, logOut, signUp } = await import(
  '../../../src/wiring/sessionCalls'
);

const details = {
  email: 'ann@example.com',
  password: 'a long passphrase',
  firstName: 'Ann',
  lastName: 'Lee',
} as unknown as Parameters<typeof signUp>[0];

describe("the session's calls, as the session machine receives them", () => {
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset();
  });
  afterEach(() => {
    setAccessToken(null);
    window.history.replaceState(null, '', '/');
  });

  it('a sign-in gives the token and the roles as a list', async () => {
    api.login.mockResolvedValue(ok({ access_token: 'token-9', roles: '["customer"]' }));
    await expect(logIn({ username: 'ann@example.com', password: 'pw' })).resolves.toEqual({
      accessToken: 'token-9',
      roles: ['customer'],
    });
  });

  it('a refused sign-in rejects with the message to show and the code', async () => {
    api.login.mockResolvedValue(fail('Wrong email or password.', { code: 1001, status: 401 }));
    const attempt = logIn({ username: 'ann@example.com', password: 'wrong' });
    await expect(attempt).rejects.toBeInstanceOf(CallFailedError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Wrong email or password.',
      code: 1001,
    });
  });

  it('a sign-up from the sign-up page is recorded as that funnel, then signs in with the same details', async () => {
    window.history.replaceState(null, '', '/apps/signup');
    api.register.mockResolvedValue(ok(undefined));
    await expect(signUp(details)).resolves.toEqual({
      username: 'ann@example.com',
      password: 'a long passphrase',
    });
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ann@example.com', signUpFunnel: SIGN_UP_FUNNEL }),
    );
  });

  it('a sign-up inside the order funnel is recorded as the order funnel', async () => {
    window.history.replaceState(null, '', '/apps/order/checkout');
    api.register.mockResolvedValue(ok(undefined));
    await signUp(details);
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ signUpFunnel: 'Order' }));
  });

  it('a refused sign-up rejects, so no sign-in follows', async () => {
    api.register.mockResolvedValue(fail('That email is already registered.', { code: 1002 }));
    await expect(signUp(details)).rejects.toMatchObject({ code: 1002 });
  });

  it('fetching the user sends the token with later calls and gives the customer', async () => {
    api.getCustomer.mockImplementation(async () => {
      expect(getAccessToken()).toBe('token-9');
      return ok({ customerId: 5, firstName: 'Ann' });
    });
    await expect(fetchUser('token-9')).resolves.toEqual({ customerId: 5, firstName: 'Ann' });
    expect(getAccessToken()).toBe('token-9');
  });

  it('landing facts: boxes in storage and visible orders', async () => {
    api.listBoxes.mockResolvedValue(
      ok({ boxes: [{ status: 'WithLoveSpace', serviceType: null }], total: 1 }),
    );
    api.listOrders.mockResolvedValue(ok({ orders: [{ isRemovalsReturn: false }] }));
    await expect(loadLandingFacts(5)).resolves.toMatchObject({
      hasBoxesWithProvider: true,
      hasOrders: true,
    });
    expect(api.listBoxes).toHaveBeenCalledWith({ customerId: 5, filter: 'with-provider' });
    expect(api.listOrders).toHaveBeenCalledWith({ customerId: 5 });
  });

  it('landing facts: a removals return alone is not an order to show, a shipped box not one in storage', async () => {
    api.listBoxes.mockResolvedValue(
      ok({ boxes: [{ status: 'WithLoveSpace', serviceType: 'ShippingService' }], total: 1 }),
    );
    api.listOrders.mockResolvedValue(ok({ orders: [{ isRemovalsReturn: true }] }));
    await expect(loadLandingFacts(5)).resolves.toMatchObject({
      hasBoxesWithProvider: false,
      hasOrders: false,
    });
  });

  it('landing facts reject when either list fails', async () => {
    api.listBoxes.mockResolvedValue(ok({ boxes: [], total: 0 }));
    api.listOrders.mockResolvedValue(fail('Orders are unavailable.', { status: 503 }));
    await expect(loadLandingFacts(5)).rejects.toMatchObject({ status: 503 });
  });

  it('sign-out calls the auth host', async () => {
    api.logout.mockResolvedValue(ok(undefined));
    await logOut();
    expect(api.logout).toHaveBeenCalledTimes(1);
  });
});
