import type { ToastType } from '../ui/Toast/Toast';

export interface Notification {
  title: string;
  type: ToastType;
  /** Stays when the page changes: it explains why the page changed. */
  outlivesPage?: boolean;
}

/** Which failures to take down: all of them, or those that do not outlive a page change. */
export type ErrorClearing = 'all' | 'page';

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();
const clearers = new Set<(which: ErrorClearing) => void>();
/** Posted before the page has rendered its toasts (an expired session found on start-up). */
const waiting: Notification[] = [];
/** Told of the first notification, when the toasts' code is loaded (root's Notifications). */
const firstPostListeners = new Set<() => void>();
let posted = false;

/**
 * Machines run outside React, toasts live inside it: machine actions post here and the
 * toast bridge under the ToastProvider shows what arrives.
 */
export const notifications = {
  /** Good news supersedes a failure still on screen: it is taken down first. */
  post(notification: Notification): void {
    if (notification.type !== 'danger') notifications.clearErrors('all');
    if (listeners.size === 0) waiting.push(notification);
    for (const listener of listeners) listener(notification);
    if (!posted) {
      posted = true;
      for (const listener of firstPostListeners) listener();
    }
  },
  /** Calls `listener` once something has been posted: now, if something already has been. */
  whenPosted(listener: () => void): () => void {
    if (posted) {
      listener();
      return () => {};
    }
    firstPostListeners.add(listener);
    return () => firstPostListeners.delete(listener);
  },
  /** Takes failures off the screen once they no longer apply (a success, another page). */
  clearErrors(which: ErrorClearing): void {
    for (const clear of clearers) clear(which);
  },
  onClearErrors(clear: (which: ErrorClearing) => void): () => void {
    clearers.add(clear);
    return () => clearers.delete(clear);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    for (const notification of waiting.splice(0)) listener(notification);
    return () => listeners.delete(listener);
  },
};
