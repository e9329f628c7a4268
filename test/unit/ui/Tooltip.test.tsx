import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POPOVER_HIDE_DELAY_MS,
  POPOVER_SHOW_DELAY_MS,
  TOOLTIP_OFFSET_PX,
} from '../../../src/domain/constants';
import { Tooltip } from '../../../src/ui/Tooltip/Tooltip';
import './radixDom';

function renderTooltip() {
  render(
    <Tooltip content="Collected within a week">
      <button type="button">Collection</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Collection' });
}

// Fake clock and fireEvent: the test steps through the delays to the millisecond.
describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the delays and offset of SPEC section 9', () => {
    expect([POPOVER_SHOW_DELAY_MS, POPOVER_HIDE_DELAY_MS, TOOLTIP_OFFSET_PX]).toEqual([
      100, 300, 6,
    ]);
  });

  it('appears 100 ms after the pointer rests on the trigger', () => {
    const trigger = renderTooltip();
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });

    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Collected within a week');
    expect(trigger).toHaveAccessibleDescription('Collected within a week');
  });

  it('shows on keyboard focus and hides 300 ms after focus leaves', () => {
    const trigger = renderTooltip();
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Collected within a week');

    act(() => trigger.blur());
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays up when focus comes back within the hide delay', () => {
    const trigger = renderTooltip();
    act(() => trigger.focus());
    act(() => trigger.blur());
    act(() => vi.advanceTimersByTime(200));
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('hides at once on Escape', () => {
    const trigger = renderTooltip();
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
