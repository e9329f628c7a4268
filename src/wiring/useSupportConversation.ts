import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '../api/client';
import { createSupportTicket, getSupportConversation } from '../api/support';
import {
  chatFailureMessage,
  type SupportConversation,
  type SupportTicketRequest,
} from '../domain/support';

/** How often an open panel asks for new replies while the tab is visible. */
export const CONVERSATION_POLL_MS = 4000;

export interface ConversationCalls {
  load: () => Promise<Result<SupportConversation | null>>;
  send: (
    ticket: Pick<SupportTicketRequest, 'subject' | 'message'>,
  ) => Promise<Result<SupportConversation>>;
}

export const apiConversationCalls: ConversationCalls = {
  load: getSupportConversation,
  send: createSupportTicket,
};

export interface ConversationState {
  conversation: SupportConversation | null;
  /** True until the first load answers. */
  loading: boolean;
  loadError: string | null;
  /** Sends a message; resolves to null when sent or to the message to show when not. */
  send: (ticket: Pick<SupportTicketRequest, 'subject' | 'message'>) => Promise<string | null>;
}

/**
 * The customer's conversation, loaded while `active` (the panel is open) and polled so replies
 * appear without a reload. Polling pauses while the tab is hidden and catches up when it shows.
 */
export function useSupportConversation(
  active: boolean,
  calls: ConversationCalls,
): ConversationState {
  const [conversation, setConversation] = useState<SupportConversation | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const callsRef = useRef(calls);
  callsRef.current = calls;

  const refresh = useCallback(async () => {
    const result = await callsRef.current.load();
    setLoading(false);
    if (result.ok) {
      setConversation(result.data);
      setLoadError(null);
    } else {
      setLoadError(chatFailureMessage(result));
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      void refresh();
      timer = setInterval(() => void refresh(), CONVERSATION_POLL_MS);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, refresh]);

  const send = useCallback(async (ticket: Pick<SupportTicketRequest, 'subject' | 'message'>) => {
    let result: Result<SupportConversation>;
    try {
      result = await callsRef.current.send(ticket);
    } catch {
      return chatFailureMessage({ message: '' });
    }
    if (!result.ok) return chatFailureMessage(result);
    setConversation(result.data);
    setLoadError(null);
    return null;
  }, []);

  return { conversation, loading, loadError, send };
}
