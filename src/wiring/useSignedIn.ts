import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SessionActor } from './context';

export function useSession(): SessionActor {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}

export function useSignedIn(): boolean {
  return useSelector(useSession(), (state) => state.hasTag('signedIn'));
}
