import { useEffect } from 'react';
import { useToast } from '../../ui/Toast/Toast';
import { notifications } from './notifications';

/** Shows, as toasts, what the machines post to `notifications`. */
export function NotificationBridge() {
  const toast = useToast();
  useEffect(() => notifications.subscribe((note) => toast.show(note)), [toast]);
  return null;
}
