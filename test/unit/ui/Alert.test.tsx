import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_CLOSE_MS } from '../../../src/domain/constants';
import { Alert } from '../../../src/ui/Alert/Alert';

describe('Alert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the full 3000 ms before closing itself', () => {
    const onClose = vi.fn();
    render(<Alert onClose={onClose}>Your details were saved</Alert>);
    expect(ALERT_AUTO_CLOSE_MS).toBe(3000);

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Your details were saved');
    expect(onClose).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays when it has no onClose and autoClose is not asked for', () => {
    render(<Alert type="info">Collections run Monday to Saturday</Alert>);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('Collections run Monday to Saturday');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can opt out of closing by itself while keeping the close button', () => {
    const onClose = vi.fn();
    render(
      <Alert onClose={onClose} autoClose={false}>
        Check your email
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  // fireEvent rather than user-event here: user-event waits on real timeouts, which the fake
  // clock these timing tests need would never fire.
  it('closes from its button', () => {
    const onClose = vi.fn();
    render(
      <Alert type="success" title="Saved" onClose={onClose}>
        Your card was added
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('interrupts for danger and is polite for the other types', () => {
    render(
      <>
        <Alert type="danger">Payment failed</Alert>
        <Alert type="warning">Your session ends soon</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('status')).toHaveTextContent('Your session ends soon');
  });

  it('holds the timer while the pointer rests on it', () => {
    const onClose = vi.fn();
    render(<Alert onClose={onClose}>Box booked</Alert>);
    const alert = screen.getByRole('status');

    fireEvent.mouseEnter(alert);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseLeave(alert);
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when controlled, asks the parent to close and stays until told', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Alert open onClose={onClose}>
        Address saved
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();

    rerender(
      <Alert open={false} onClose={onClose}>
        Address saved
      </Alert>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
