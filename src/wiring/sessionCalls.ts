import { login, logout, type RegisterInput, register } from '../api/auth';
import { listBoxes } from '../api/boxes';
import { getCustomer } from '../api/customer';
import { listOrders } from '../api/orders';
import { setAccessToken } from '../api/token';
import { signUpFunnelFor } from '../domain/auth';
import { hasBoxesWithProvider } from '../domain/boxes';
import { visibleOrders } from '../domain/orders';
import { parseRoles } from '../domain/roles';
import { unwrapResult } from './callResult';

/*
 * The session's calls, loaded with their schemas the first time the session needs one (a
 * sign-in, a sign-up or a kept token to check), so a visitor's first page carries none of it.
 */

export async function logIn(credentials: { username: string; password: string }) {
  const token = unwrapResult(await login(credentials));
  return { accessToken: token.access_token, roles: parseRoles(token.roles) };
}

export async function signUp(details: RegisterInput) {
  unwrapResult(
    await register({ ...details, signUpFunnel: signUpFunnelFor(window.location.pathname) }),
  );
  return { username: details.email, password: details.password };
}

export async function fetchUser(accessToken: string) {
  setAccessToken(accessToken);
  return unwrapResult(await getCustomer());
}

export async function loadLandingFacts(customerId: number) {
  const [boxes, orders] = await Promise.all([
    listBoxes({ customerId, filter: 'with-provider' }),
    listOrders({ customerId }),
  ]);
  return {
    hasBoxesWithProvider: hasBoxesWithProvider(unwrapResult(boxes).boxes),
    hasOrders: visibleOrders(unwrapResult(orders).orders).length > 0,
    isLocalDevHost: import.meta.env.DEV,
  };
}

export async function logOut() {
  await logout();
}
