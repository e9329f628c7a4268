import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { SessionActor } from './context';

export function useSession(): SessionActor {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}

const noSubscription = () => () => {};

/**
 * Signed out while a page the build rendered (for a visitor) is hydrated, so the top bar
 * matches its HTML; the customer's own menu follows at once.
 */
export function useSignedIn(): boolean {
  const signedIn = useSelector(useSession(), (state) => state.hasTag('signedIn'));
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return signedIn && hydrated;
}
