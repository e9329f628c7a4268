import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../../src/domain/constants';
import { ToastProvider, useToast } from '../../../src/ui/Toast/Toast';
import './radixDom';

function SaveButton() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show({ title: 'Card saved', description: 'Ending 4242', type: 'success' })
      }
    >
      Save card
    </button>
  );
}

function renderWithToasts() {
  return render(
    <ToastProvider>
      <SaveButton />
    </ToastProvider>,
  );
}

// fireEvent, not user-event: user-event's own waits use timeouts the fake clock would hold.
describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its title and description, then goes after 5000 ms', () => {
    renderWithToasts();
    expect(TOAST_DURATION_MS).toBe(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));

    expect(screen.getByText('Card saved')).toBeVisible();
    expect(screen.getByText('Ending 4242')).toBeVisible();

    // Radix announces the toast through a live region filled on the next animation frame.
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(/Card saved\s*Ending 4242/);

    act(() => vi.advanceTimersByTime(4899));
    expect(screen.getByText('Card saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Card saved')).not.toBeInTheDocument();
  });

  it('lives in a labelled notifications region and can be dismissed early', () => {
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(
      screen.getByText('Card saved'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Card saved')).not.toBeInTheDocument();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
  });
});
