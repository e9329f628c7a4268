import type { AnyRouter } from '@tanstack/react-router';
import { readConfig } from '../api/config';
import { lazyCall } from '../api/lazyCall';
import { BUILD_MANIFEST_DELAY_MS } from '../domain/constants';
import { claimReload } from './reloadGuard';

/** Often enough that a day's tabs pick up a release, rarely enough to cost nothing. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * When a newer build is deployed, or a page chunk fails to load (the old build's files are
 * gone), the next navigation becomes a full page load of its target.
 */
export function watchBuilds(router: AnyRouter): () => void {
  const runningBuild = readConfig().buildId;
  let stale = false;

  const check = async () => {
    if (!runningBuild || stale) return;
    // The call (and its schema) loads with the first check, after the page has settled.
    const latest = await lazyCall(async () => (await import('../api/builds')).getLatestBuild());
    if (latest.ok && latest.data.id !== runningBuild) stale = true;
  };

  const reloadInto = (href: string, path: string) => {
    if (!claimReload(path)) return false;
    window.location.assign(href);
    return true;
  };

  const firstCheck = setTimeout(check, BUILD_MANIFEST_DELAY_MS);
  const interval = setInterval(check, CHECK_EVERY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);

  const stopNavigationWatch = router.subscribe(
    'onBeforeNavigate',
    ({ toLocation, pathChanged }) => {
      if (stale && pathChanged) reloadInto(toLocation.href, toLocation.pathname);
    },
  );

  const onChunkError = (event: Event) => {
    const { pathname, href } = router.state.location;
    if (reloadInto(href, pathname)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onChunkError);

  return () => {
    clearTimeout(firstCheck);
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('vite:preloadError', onChunkError);
    stopNavigationWatch();
  };
}
