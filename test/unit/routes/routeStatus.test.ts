import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isSpaRoute, SPA_ROUTES } from '../../../server/spaRoutes';
import { routeTree } from '../../../src/routeTree.gen';

/** The pages the SPA draws, as paths: every route with a component of its own at the end. */
function screenPaths(): string[] {
  // Only the route table is read: no page is loaded, so the context is never used.
  const router = createRouter({ routeTree, context: {} as never });
  const paths = Object.keys(router.routesByPath).map((path) =>
    path.length > 1 ? path.replace(/\/$/, '') : path,
  );
  return [...new Set(paths)].sort();
}

describe('the server status agrees with the screen', () => {
  it('answers 200 for exactly the pages the SPA draws, so no page it draws answers 404', () => {
    expect(screenPaths()).toEqual([...SPA_ROUTES].sort());
  });

  it('treats a trailing slash as the same page', () => {
    for (const path of screenPaths()) expect(isSpaRoute(`${path}/`), path).toBe(true);
  });
});
