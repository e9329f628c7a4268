import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ROUTE_PRELOAD_CONCURRENCY } from './domain/constants';
import { RouteError } from './routes/-components/RouteError';
import { routeTree } from './routeTree.gen';
import { PendingScreen } from './ui/ErrorScreen/PendingScreen';
import type { RouterContext } from './wiring/context';
import { limitPreloads } from './wiring/preloadLimit';

/** `history` is the browser's unless given (the build renders each page from a memory one). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: RouteError,
    // Hash targets are scrolled by the root route, with the top bar's offset and a wait.
    defaultHashScrollIntoView: false,
    scrollRestoration: true,
  });
  limitPreloads(router, ROUTE_PRELOAD_CONCURRENCY);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
