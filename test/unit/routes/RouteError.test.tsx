import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RouteError } from '../../../src/routes/-components/RouteError';

window.scrollTo = () => {};

/** One page whose loader fails as often as asked, and a page with a numeric search param. */
async function renderPages(path: string, failures: number) {
  let calls = 0;
  const root = createRootRoute();
  const flaky = createRoute({
    getParentRoute: () => root,
    path: '/apps/orders',
    loader: () => {
      calls += 1;
      if (calls <= failures) throw new Error('The orders service answered 500');
      return 'loaded';
    },
    component: () => <h1>Orders</h1>,
  });
  const searching = createRoute({
    getParentRoute: () => root,
    path: '/apps/order-success',
    validateSearch: z.object({ orderId: z.int().positive().optional() }),
    component: () => <h1>Your order</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([flaky, searching]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  });
  await router.load();
  render(<RouterProvider router={router} />);
  return { loaderCalls: () => calls };
}

describe('the error screens a route can end on', () => {
  it('a loader that throws shows the 500 screen, logs the error, and can be tried again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loaderCalls } = await renderPages('/apps/orders', 1);
    expect(
      await screen.findByRole('heading', { name: '500 - Internal Server Error' }),
    ).toBeVisible();
    expect(screen.getByText('An unexpected error occurred!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(
      'A page could not be shown:',
      expect.objectContaining({ message: 'The orders service answered 500' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible();
    expect(loaderCalls()).toBe(2);
    logged.mockRestore();
  });

  it("a search param the route refuses is 'Page Not Found: {path}'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPages('/apps/order-success?orderId=abc', 0);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    expect(screen.getByText('Page Not Found: /apps/order-success')).toBeVisible();
    vi.restoreAllMocks();
  });
});
