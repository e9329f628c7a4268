import { useSyncExternalStore } from 'react';
import { chatEnvironmentFor } from '../domain/chat';
import type { Customer } from '../domain/customer';

export interface SupportChatState {
  /** Started on sign-in, shut down on sign-out: only signed-in customers can chat. */
  running: boolean;
  user: Customer | null;
  /** 'UK UAT' on a development host, 'UK Live' otherwise. */
  environment: string;
  /** The page the customer is on, updated on every navigation. */
  path: string;
}

const INITIAL: SupportChatState = { running: false, user: null, environment: 'UK Live', path: '/' };
let state: SupportChatState = INITIAL;
const listeners = new Set<() => void>();

function set(next: Partial<SupportChatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const supportChat = {
  boot(user: Customer): void {
    set({
      running: true,
      user,
      environment: chatEnvironmentFor(window.location.hostname),
      path: window.location.pathname,
    });
  },
  update(path: string): void {
    if (state.running && state.path !== path) set({ path });
  },
  shutdown(): void {
    set({ running: false, user: null });
  },
  getState(): SupportChatState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSupportChat(): SupportChatState {
  // A page the build rendered had no chat: it hydrates without one, then shows it.
  return useSyncExternalStore(supportChat.subscribe, supportChat.getState, () => INITIAL);
}
