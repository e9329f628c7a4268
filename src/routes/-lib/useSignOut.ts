import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AUTHENTICATED_FLAG } from './context';

export function useSignOut(): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  return useCallback(() => {
    localStorage.removeItem(AUTHENTICATED_FLAG);
    void router.invalidate();
    void navigate({ to: '/apps/signin' });
  }, [router, navigate]);
}
