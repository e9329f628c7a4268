import type { ToastType } from '../../ui/Toast/Toast';

export interface Notification {
  title: string;
  type: ToastType;
}

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();

/**
 * Machines run outside React, toasts live inside it: machine actions post here and the
 * toast bridge under the ToastProvider shows what arrives.
 */
export const notifications = {
  post(notification: Notification): void {
    for (const listener of listeners) listener(notification);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
