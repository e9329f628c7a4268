import { useCallback } from 'react';
import { useSession } from './useSignedIn';

export function useSignOut(): () => void {
  const session = useSession();
  return useCallback(() => session.send({ type: 'session.logOut' }), [session]);
}
