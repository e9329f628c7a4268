import { ToastProvider } from '../../ui/Toast/Toast';
import { NotificationBridge } from './NotificationBridge';

/** The toasts (radix Toast and its region) with the bridge that fills them from `notifications`. */
export function NotificationLayer() {
  return (
    <ToastProvider>
      <NotificationBridge />
    </ToastProvider>
  );
}
