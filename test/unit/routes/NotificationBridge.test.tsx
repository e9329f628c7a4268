import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBridge } from '../../../src/routes/-components/NotificationBridge';
import { ToastProvider } from '../../../src/ui/Toast/Toast';
import { notifications } from '../../../src/wiring/notifications';
import { renderInRouter } from './renderInRouter';

async function renderBridge() {
  const view = await renderInRouter(
    <ToastProvider>
      <NotificationBridge />
    </ToastProvider>,
    { path: '/apps/signin' },
  );
  return { router: view.router, view };
}

const shown = (title: string) => screen.queryByText(title);

describe('notification toasts', () => {
  let unmount: () => void = () => {};
  afterEach(() => unmount());

  it('takes a failure down when the next attempt succeeds', async () => {
    const { view } = await renderBridge();
    unmount = view.unmount;
    act(() => notifications.post({ title: 'Invalid email or password', type: 'danger' }));
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    act(() => notifications.post({ title: 'Signed in', type: 'success' }));
    await waitFor(() => expect(shown('Invalid email or password')).toBeNull());
    expect(shown('Signed in')).toBeVisible();
  });

  it('takes a failure down when the customer moves to another page', async () => {
    const { router, view } = await renderBridge();
    unmount = view.unmount;
    act(() => notifications.post({ title: 'Invalid email or password', type: 'danger' }));
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    await act(() => router.navigate({ to: '/apps/orders' }));
    await waitFor(() => expect(shown('Invalid email or password')).toBeNull());
  });

  it('keeps a failure that explains the page change, such as an expired session', async () => {
    const { router, view } = await renderBridge();
    unmount = view.unmount;
    act(() =>
      notifications.post({ title: 'Your session has expired', type: 'danger', outlivesPage: true }),
    );
    await act(() => router.navigate({ to: '/apps/orders' }));
    expect(await screen.findByText('Your session has expired')).toBeVisible();
  });
});
