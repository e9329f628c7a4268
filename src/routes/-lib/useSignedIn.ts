import { useRouteContext } from '@tanstack/react-router';

export function useSignedIn(): boolean {
  return useRouteContext({ from: '__root__', select: (context) => context.isSignedIn() });
}
