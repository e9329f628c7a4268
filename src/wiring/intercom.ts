import { type BoxroomConfig, readConfig } from '../api/config';
import { chatEnvironmentFor } from '../domain/chat';
import type { Customer } from '../domain/customer';
import { type SupportChatState, supportChat } from './supportChat';

type IntercomCommand = 'boot' | 'update' | 'shutdown';

/** Intercom's global: a queue until its widget script loads and takes over. */
export type IntercomApi = ((
  command: IntercomCommand,
  settings?: Record<string, unknown>,
) => void) & {
  q?: unknown[][];
};

declare global {
  interface Window {
    Intercom?: IntercomApi;
  }
}

/** The three calls the support chat makes, whichever chat runs behind them. */
export interface ChatAdapter {
  boot(user: Customer): void;
  update(path: string): void;
  shutdown(): void;
}

export const INTERCOM_SCRIPT_ID = 'intercom-widget';

export function intercomWidgetUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

/**
 * Intercom behind the chat calls. Its script is only fetched when a customer signs in, so
 * visitors who never sign in never load it; calls made before it arrives wait in its queue.
 */
export function createIntercomChat(appId: string, win: Window = window): ChatAdapter {
  function intercom(): IntercomApi {
    if (!win.Intercom) {
      const queue: unknown[][] = [];
      const queueUntilLoaded: IntercomApi = (...args) => {
        queue.push(args);
      };
      queueUntilLoaded.q = queue;
      win.Intercom = queueUntilLoaded;
    }
    if (!win.document.getElementById(INTERCOM_SCRIPT_ID)) {
      const script = win.document.createElement('script');
      script.id = INTERCOM_SCRIPT_ID;
      script.async = true;
      script.src = intercomWidgetUrl(appId);
      win.document.head.appendChild(script);
    }
    return win.Intercom;
  }

  let booted = false;
  return {
    boot(user) {
      intercom()('boot', {
        app_id: appId,
        user_id: String(user.customerId),
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        // The label support staff see: 'UK UAT' on a development host, 'UK Live' otherwise.
        environment: chatEnvironmentFor(win.location.hostname),
      });
      booted = true;
    },
    update() {
      // Intercom reads the page address itself; the call tells it the page changed.
      if (booted) win.Intercom?.('update');
    },
    shutdown() {
      if (!booted) return;
      win.Intercom?.('shutdown');
      booted = false;
    },
  };
}

/**
 * Makes `adapter` follow the support chat store: boot when it starts (or the customer changes),
 * update on each navigation, shut down when it stops. Returns the unsubscribe.
 */
export function followSupportChat(
  adapter: ChatAdapter,
  chat: Pick<typeof supportChat, 'getState' | 'subscribe'> = supportChat,
): () => void {
  let last: SupportChatState = chat.getState();
  if (last.running && last.user) adapter.boot(last.user);
  return chat.subscribe(() => {
    const next = chat.getState();
    if (next.running && next.user && (!last.running || next.user !== last.user)) {
      adapter.boot(next.user);
    } else if (!next.running && last.running) {
      adapter.shutdown();
    } else if (next.running && next.path !== last.path) {
      adapter.update(next.path);
    }
    last = next;
  });
}

/** True when the page was served with an Intercom app id: the built-in panel then stays hidden. */
/**
 * Whether the built-in chat panel is shown: to a signed-in customer (the chat is running), and
 * only when Intercom does not serve instead.
 */
export function builtInChatShown(
  chat: SupportChatState,
): chat is SupportChatState & { user: Customer } {
  return chat.running && chat.user !== null && !intercomEnabled();
}

export function intercomEnabled(config: BoxroomConfig = readConfig()): boolean {
  return config.intercomAppId !== null;
}

/**
 * Call once at start-up: with `intercomAppId` configured, Intercom follows the support chat
 * store from then on; without it, nothing happens and the built-in panel serves. Returns the
 * unsubscribe, or null when Intercom is not configured.
 */
export function startIntercomIfConfigured(
  config: BoxroomConfig = readConfig(),
  win: Window = window,
): (() => void) | null {
  if (!config.intercomAppId) return null;
  return followSupportChat(createIntercomChat(config.intercomAppId, win));
}
