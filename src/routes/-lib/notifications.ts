import type { ToastType } from '../../ui/Toast/Toast';

export interface Notification {
  title: string;
  type: ToastType;
}

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();
/** Posted before the page has rendered its toasts (an expired session found on start-up). */
const waiting: Notification[] = [];

/**
 * Machines run outside React, toasts live inside it: machine actions post here and the
 * toast bridge under the ToastProvider shows what arrives.
 */
export const notifications = {
  post(notification: Notification): void {
    if (listeners.size === 0) waiting.push(notification);
    for (const listener of listeners) listener(notification);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    for (const notification of waiting.splice(0)) listener(notification);
    return () => listeners.delete(listener);
  },
};
