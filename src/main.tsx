import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { appRoot } from './routes/-lib/appRoot';
import { watchBuilds } from './routes/-lib/buildWatcher';
import { lazyFunnelGroups } from './routes/-lib/funnelGroups';
import { attachInspectorIfAsked } from './routes/-lib/inspector';
import { startIntercomIfConfigured } from './routes/-lib/intercom';
import { createSession } from './routes/-lib/session';
import { hasStoredAuthenticatedFlag } from './routes/-lib/storedSession';
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
// extra history entry), and so is a navigation under way: its route asks the funnel itself.
function funnelNavigate(href: string): void {
  queueMicrotask(() => {
    if (!router || router.state.status === 'pending') return;
    if (router.state.location.href !== href) void router.navigate({ href });
  });
}

const funnels = lazyFunnelGroups({ session, navigate: funnelNavigate });

router = createAppRouter({ session, isSignedIn, funnels });
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
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
