import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useToast } from '../../ui/Toast/Toast';
import { notifications } from './notifications';

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => notifications.clearErrors('page'), [pathname]);
  return null;
}
