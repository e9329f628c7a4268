import { describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../src/wiring/notifications';

describe('notifications', () => {
  it('keeps what is posted before the page listens and hands it over once', () => {
    notifications.post({ title: 'Your session has expired, please log in again', type: 'danger' });
    const first = vi.fn();
    const stop = notifications.subscribe(first);
    expect(first).toHaveBeenCalledWith({
      title: 'Your session has expired, please log in again',
      type: 'danger',
    });
    stop();
    const second = vi.fn();
    notifications.subscribe(second)();
    expect(second).not.toHaveBeenCalled();
  });

  it('delivers straight away while someone listens', () => {
    const listener = vi.fn();
    const stop = notifications.subscribe(listener);
    notifications.post({ title: 'Orders updated', type: 'success' });
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });
});
