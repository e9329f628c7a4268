import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../src/api/client';
import {
  CONVERSATION_POLL_MS,
  type ConversationCalls,
  useSupportConversation,
} from '../../../src/wiring/useSupportConversation';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function calls(): ConversationCalls {
  return { load: vi.fn(async () => ok(null)), send: vi.fn() };
}

describe('useSupportConversation', () => {
  it('asks for replies only while the panel is open', async () => {
    const chat = calls();
    const { rerender } = renderHook(({ open }) => useSupportConversation(open, chat), {
      initialProps: { open: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS * 3));
    expect(chat.load).not.toHaveBeenCalled();

    rerender({ open: true });
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS * 2));
    expect(chat.load).toHaveBeenCalledTimes(3);

    rerender({ open: false });
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS * 3));
    expect(chat.load).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and catches up when it shows again', async () => {
    const chat = calls();
    renderHook(() => useSupportConversation(true, chat));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(chat.load).toHaveBeenCalledTimes(1);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS * 5));
    expect(chat.load).toHaveBeenCalledTimes(1);

    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(chat.load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS));
    expect(chat.load).toHaveBeenCalledTimes(3);
  });
});
