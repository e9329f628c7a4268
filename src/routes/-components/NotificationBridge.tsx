import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useToast } from '../../ui/Toast/Toast';
import { notifications } from '../../wiring/notifications';

/**
 * Shows, as toasts, what the machines post to `notifications`, and takes failures down once
 * they no longer apply: on a success, and when the customer moves to another page.
 */
export function NotificationBridge() {
  const toast = useToast();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => notifications.subscribe((note) => toast.show(note)), [toast]);
  useEffect(
    () =>
      notifications.onClearErrors((which) =>
        toast.dismissWhere(
          (shown) => shown.type === 'danger' && (which === 'all' || !shown.outlivesPage),
        ),
      ),
    [toast],
  );
  // The page the bridge came with keeps what was posted on it; a move to another takes down
  // the failures that do not outlive it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    notifications.clearErrors('page');
  }, [pathname]);
  return null;
}
