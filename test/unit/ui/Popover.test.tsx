import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button/Button';
import { Popover } from '../../../src/ui/Popover/Popover';
import './radixDom';

describe('Popover', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('toggles from its trigger, is named by its title and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Popover title="Size bands" trigger={<Button variant="ghost">What fits?</Button>}>
        Up to 110 cm, 110 to 125 cm, or up to 167 cm.
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'What fits?' });
    await user.click(trigger);

    const popover = screen.getByRole('dialog', { name: 'Size bands' });
    expect(popover).toHaveTextContent('Up to 110 cm');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('on hover opens after 100 ms and hides 300 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(
      <Popover openOn="hover" trigger={<Button variant="ghost">Insurance</Button>}>
        Covers up to £1,000 per box.
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Insurance' });

    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByText('Covers up to £1,000 per box.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Covers up to £1,000 per box.')).toBeInTheDocument();
    // Opened by hover, so focus stays where the user left it.
    expect(screen.getByRole('dialog')).not.toContainElement(document.activeElement as HTMLElement);

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('Covers up to £1,000 per box.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Covers up to £1,000 per box.')).not.toBeInTheDocument();
  });

  it('on hover stays open while the pointer crosses onto the content', () => {
    vi.useFakeTimers();
    render(
      <Popover openOn="hover" trigger={<Button variant="ghost">Insurance</Button>}>
        Covers up to £1,000 per box.
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Insurance' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(100));

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.pointerEnter(screen.getByRole('dialog'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Covers up to £1,000 per box.')).toBeInTheDocument();
  });
});
