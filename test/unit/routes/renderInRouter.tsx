import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Customer } from '../../../src/domain/customer';
import type { LandingFacts } from '../../../src/domain/landing';
import { type Credentials, sessionMachine } from '../../../src/machines/session.machine';

// The router restores scroll on navigation; jsdom has no layout to scroll.
window.scrollTo = () => {};

/**
 * Renders a screen's component inside a one-route memory router at `path`, so its `Link`s
 * work without the app's route tree; the router comes back too, to move to another page.
 * Resolves once the first render has committed.
 */
export async function renderInRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return Object.assign(render(<RouterProvider router={router} />), { router });
}

export const customer = {
  customerId: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as unknown as Customer;

interface SessionFakes {
  logIn?: (credentials: Credentials) => Promise<{ accessToken: string; roles: string[] }>;
  register?: (details: Record<string, unknown>) => Promise<void>;
}

/** A real session machine with its calls faked; nothing leaves the test. */
export function fakeSession(fakes: SessionFakes = {}) {
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }) =>
        fakes.logIn ? fakes.logIn(input) : { accessToken: 'token', roles: ['Customer'] },
      ),
      register: fromPromise(async ({ input }) => {
        await fakes.register?.(input);
        return { username: input.email, password: input.password };
      }),
      fetchUser: fromPromise(async () => customer),
      loadLandingFacts: fromPromise(
        async (): Promise<LandingFacts> => ({
          hasBoxesWithProvider: false,
          hasOrders: false,
          isLocalDevHost: false,
        }),
      ),
      logOut: fromPromise(async () => {}),
    },
  });
  return createActor(machine, { input: { storedToken: null } }).start();
}
