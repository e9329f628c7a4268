import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { afterFirstPaint } from './routes/_site/-components/afterFirstPaint';
import { appRoot } from './wiring/appRoot';
import { watchBuilds } from './wiring/buildWatcher';
import { lazyFunnelGroups } from './wiring/funnelGroups';
import { attachInspectorIfAsked } from './wiring/inspector';
import { startIntercomIfConfigured } from './wiring/intercom';
import { isPrerenderedDocument } from './wiring/prerendered';
import { createSession } from './wiring/session';
import { hasStoredAuthenticatedFlag } from './wiring/storedSession';
import './ui/theme/global.css';
import './ui/theme/theme.css';

await attachInspectorIfAsked();
// The root of the one actor system, before any actor of the app is created under it.
appRoot();

let router: ReturnType<typeof createAppRouter> | undefined;

const session = createSession({
  // After the transition that asked for it has settled, so guards see the new session.
  navigate: (href) => queueMicrotask(() => void router?.navigate({ href })),
});

function isSignedIn(): boolean {
  const state = session.getSnapshot();
  // While a kept token is being checked after a reload, the stored flag vouches for it.
  return state.hasTag('signedIn') || (state.matches('resuming') && hasStoredAuthenticatedFlag());
}

// A funnel moves the URL on when it moves on by itself. A URL already there is left alone (no
// extra history entry). During a navigation under way, its route asks the funnel itself; if
// the funnel moves on meanwhile (Back pressed as the page changes), the step it is on is shown
// once that navigation has settled in the same funnel.
let settledHref: string | null = null;
function funnelNavigate(href: string): void {
  queueMicrotask(() => {
    if (!router) return;
    if (router.state.status === 'pending') {
      settledHref = href;
      return;
    }
    if (router.state.location.href !== href) void router.navigate({ href });
  });
}

/** '/apps/return' of '/apps/return/timeslot?x=1'. */
const funnelRootOf = (href: string) => href.split(/[?#]/)[0]?.split('/').slice(0, 3).join('/');

const funnels = lazyFunnelGroups({ session, navigate: funnelNavigate });

router = createAppRouter({ session, isSignedIn, funnels });
router.subscribe('onResolved', ({ toLocation }) => {
  const href = settledHref;
  settledHref = null;
  if (href === null || toLocation.pathname === href) return;
  if (funnelRootOf(toLocation.pathname) === funnelRootOf(href)) funnelNavigate(href);
});
watchBuilds(router);

// Guards read the session synchronously; when it changes, the current page is checked again.
startIntercomIfConfigured();
session.start();
let wasSignedIn = isSignedIn();
session.subscribe(() => {
  const signedIn = isSignedIn();
  if (signedIn !== wasSignedIn) {
    wasSignedIn = signedIn;
    void router?.invalidate();
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (isPrerenderedDocument()) {
  // The build rendered this page: its route, code and data (embedded in the page) are loaded
  // before React takes over the HTML, so the first render matches it and nothing moves. The
  // data is then asked for afresh, after the first paint.
  // Not awaited here: the route's code imports this module, which must finish first.
  // As TanStack Router's own hydration marks it: the tree then has the server render's shape
  // (no Suspense boundary around the root route).
  router.ssr = { manifest: undefined };
  void router.load().then(() => {
    hydrateRoot(root, app);
    afterFirstPaint(() => void router?.invalidate());
  });
} else {
  createRoot(root).render(app);
}
// The first page's head tags came with it; each later page's are written here.
let firstPage = true;
router.subscribe('onResolved', ({ toLocation }) => {
  // The head's rules (every page's description, JSON-LD) load with the first navigation, not
  // with the first page.
  if (!firstPage)
    void import('./wiring/documentHead')
      .then(({ applyHead }) => applyHead(toLocation.pathname))
      .catch(() => {});
  firstPage = false;
});
