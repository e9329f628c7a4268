import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../../src/api/config';
import {
  type ChatAdapter,
  createIntercomChat,
  followSupportChat,
  INTERCOM_SCRIPT_ID,
  intercomEnabled,
  startIntercomIfConfigured,
} from '../../../src/wiring/intercom';
import { supportChat } from '../../../src/wiring/supportChat';
import { customer } from '../routes/renderInRouter';

afterEach(() => {
  supportChat.shutdown();
  delete window.Intercom;
  document.getElementById(INTERCOM_SCRIPT_ID)?.remove();
});

function fakeAdapter() {
  return {
    boot: vi.fn<ChatAdapter['boot']>(),
    update: vi.fn<ChatAdapter['update']>(),
    shutdown: vi.fn<ChatAdapter['shutdown']>(),
  };
}

describe('Intercom adapter', () => {
  it('loads the widget only on boot and queues the boot call until it arrives', () => {
    const chat = createIntercomChat('abc123');
    expect(document.getElementById(INTERCOM_SCRIPT_ID)).toBeNull();

    chat.boot(customer);

    const script = document.getElementById(INTERCOM_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://widget.intercom.io/widget/abc123');
    expect(script.async).toBe(true);
    expect(window.Intercom?.q).toEqual([
      [
        'boot',
        {
          app_id: 'abc123',
          user_id: '7',
          email: 'ada@example.com',
          name: 'Ada Lovelace',
          environment: 'UK UAT',
        },
      ],
    ]);
  });

  it('updates and shuts down through the Intercom global once booted', () => {
    const chat = createIntercomChat('abc123');
    chat.update('/apps/orders');
    chat.shutdown();
    expect(window.Intercom).toBeUndefined();

    chat.boot(customer);
    const intercom = vi.fn();
    window.Intercom = intercom;
    chat.update('/apps/orders');
    chat.shutdown();
    expect(intercom.mock.calls).toEqual([['update'], ['shutdown']]);
  });

  it('follows the support chat store: boot on sign-in, update on navigation, shutdown on sign-out', () => {
    const adapter = fakeAdapter();
    const stop = followSupportChat(adapter);

    supportChat.boot(customer);
    expect(adapter.boot).toHaveBeenCalledWith(customer);
    supportChat.update('/apps/cards');
    expect(adapter.update).toHaveBeenCalledWith('/apps/cards');
    supportChat.shutdown();
    expect(adapter.shutdown).toHaveBeenCalledOnce();

    stop();
    supportChat.boot(customer);
    expect(adapter.boot).toHaveBeenCalledOnce();
  });

  it('boots at once when the chat was already running', () => {
    supportChat.boot(customer);
    const adapter = fakeAdapter();
    followSupportChat(adapter)();
    expect(adapter.boot).toHaveBeenCalledWith(customer);
  });

  it('starts only when an app id is configured', () => {
    expect(intercomEnabled(createConfig({}))).toBe(false);
    expect(startIntercomIfConfigured(createConfig({}))).toBeNull();

    const config = createConfig({ intercomAppId: 'abc123' });
    expect(intercomEnabled(config)).toBe(true);
    const stop = startIntercomIfConfigured(config);
    supportChat.boot(customer);
    expect(window.Intercom?.q?.[0]?.[0]).toBe('boot');
    stop?.();
  });
});
