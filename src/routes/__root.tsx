import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  FAQS_HASH_SCROLL_OFFSET_PX,
  HASH_SCROLL_MAX_TRIES,
  HASH_SCROLL_OFFSET_PX,
  HASH_SCROLL_RETRY_MS,
} from '../domain/constants';
import { pageTitle } from '../domain/titles';
import type { RouterContext } from '../wiring/context';
import { scrollToHash } from '../wiring/hashScroll';
import { builtInChatShown } from '../wiring/intercom';
import { notifications } from '../wiring/notifications';
import { supportChat, useSupportChat } from '../wiring/supportChat';
import { NotFoundScreen } from './-components/NotFoundScreen';
import { SiteLayout } from './-components/SiteLayout';

/** The chat panel's code (a dialog, the conversation) loads only for a signed-in customer. */
const SupportChatPanel = lazy(async () => ({
  default: (await import('./-components/SupportChatPanel')).SupportChatPanel,
}));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: RootNotFound,
});

/** The toasts' code (radix Toast) loads with the first notification, not with every page. */
const NotificationLayer = lazy(async () => ({
  default: (await import('./-components/NotificationLayer')).NotificationLayer,
}));

function Root() {
  return (
    <>
      <Notifications />
      <PageTitle />
      <HashScroll />
      <Outlet />
      <SupportChat />
    </>
  );
}

function Notifications() {
  const [posted, setPosted] = useState(false);
  useEffect(() => notifications.whenPosted(() => setPosted(true)), []);
  if (!posted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationLayer />
    </Suspense>
  );
}

function SupportChat() {
  if (!builtInChatShown(useSupportChat())) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatPanel />
    </Suspense>
  );
}

/**
 * Rendered before the outlet so an error screen's own title, set later in the same commit, wins.
 * The support chat hears of every navigation here too.
 */
function PageTitle() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    document.title = pageTitle(pathname);
    supportChat.update(pathname);
  }, [pathname]);
  return null;
}

function HashScroll() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    if (!hash) return;
    return scrollToHash(hash, {
      offset: pathname.startsWith('/faqs') ? FAQS_HASH_SCROLL_OFFSET_PX : HASH_SCROLL_OFFSET_PX,
      tries: HASH_SCROLL_MAX_TRIES,
      intervalMs: HASH_SCROLL_RETRY_MS,
    });
  }, [pathname, hash]);
  return null;
}

/** An unknown path has no layout route of its own, so it borrows the default one. */
function RootNotFound() {
  return (
    <SiteLayout>
      <NotFoundScreen wording="Page not found" />
    </SiteLayout>
  );
}
