import type { AnyRouter } from '@tanstack/react-router';

/**
 * Hover and focus preloads can fire in bursts (a long menu swept by the pointer); at most
 * `limit` run at once so they never starve the navigation the customer actually makes.
 */
export function limitPreloads(router: AnyRouter, limit: number): void {
  const preload = router.preloadRoute.bind(router);
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  router.preloadRoute = (async (options: Parameters<typeof preload>[0]) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await preload(options);
    } finally {
      release();
    }
  }) as typeof router.preloadRoute;
}
