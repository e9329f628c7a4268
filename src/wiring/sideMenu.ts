import { useSyncExternalStore } from 'react';

/** Open state of the small-screen side panel; the session closes it on sign-out. */
let open = false;
const listeners = new Set<() => void>();

export const sideMenu = {
  setOpen(next: boolean): void {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  },
  close(): void {
    sideMenu.setOpen(false);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSideMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
