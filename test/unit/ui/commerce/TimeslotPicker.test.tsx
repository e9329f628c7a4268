import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Timeslot } from '../../../../src/domain/timeslots';
import type { TimeslotChoice } from '../../../../src/ui/commerce/TimeslotPicker/TimeslotPicker';
import { TimeslotPicker } from '../../../../src/ui/commerce/TimeslotPicker/TimeslotPicker';

// Monday 2 and Tuesday 3 March 2026; Monday afternoon is full.
const SLOTS: Timeslot[] = [
  { doorstepDate: '2026-03-03', startHour: 8, endHour: 13, available: true },
  { doorstepDate: '2026-03-02', startHour: 13, endHour: 18, available: false },
  { doorstepDate: '2026-03-02', startHour: 8, endHour: 13, available: true },
  { doorstepDate: '2026-03-03', startHour: 13, endHour: 18, available: true },
];

function Picker({ onSelect }: { onSelect?: (slot: Timeslot) => void }) {
  const [selected, setSelected] = useState<TimeslotChoice | null>(null);
  return (
    <TimeslotPicker
      slots={SLOTS}
      selected={selected}
      onSelect={(slot) => {
        onSelect?.(slot);
        setSelected(slot);
      }}
      earliestText="within three days"
      note="No collections on Sundays or bank holidays"
    />
  );
}

describe('TimeslotPicker', () => {
  it('lists windows by day in date order, with full ones disabled', () => {
    render(<Picker />);
    expect(screen.getByText('Monday')).toBeVisible();
    expect(screen.getByText('2nd March')).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Monday 2nd March, 8am – 1pm',
      'Monday 2nd March, 1pm – 6pm, full',
      'Tuesday 3rd March, 8am – 1pm',
      'Tuesday 3rd March, 1pm – 6pm',
    ]);
    expect(screen.getByRole('radio', { name: 'Monday 2nd March, 1pm – 6pm, full' })).toBeDisabled();
    expect(screen.getByText('Full')).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Choose a date and time' }),
    ).toHaveAccessibleDescription(
      'Earliest available: within three days No collections on Sundays or bank holidays',
    );
  });

  it('selects a window on click and reports it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    await user.click(screen.getByRole('radio', { name: 'Tuesday 3rd March, 8am – 1pm' }));
    expect(onSelect).toHaveBeenCalledWith(SLOTS[0]);
    expect(screen.getByRole('radio', { name: 'Tuesday 3rd March, 8am – 1pm' })).toBeChecked();
  });

  it('moves the selection with the arrow keys, skipping full windows', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    await user.tab();
    const first = screen.getByRole('radio', { name: 'Monday 2nd March, 8am – 1pm' });
    expect(first).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const tuesdayMorning = screen.getByRole('radio', { name: 'Tuesday 3rd March, 8am – 1pm' });
    expect(tuesdayMorning).toHaveFocus();
    expect(tuesdayMorning).toBeChecked();
    expect(onSelect).toHaveBeenLastCalledWith(SLOTS[0]);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Tuesday 3rd March, 1pm – 6pm' })).toBeChecked();

    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(first).toBeChecked();
    expect(first).toHaveFocus();
  });

  it('shows loading, errors and an empty list', () => {
    const { rerender } = render(<TimeslotPicker slots={[]} onSelect={() => {}} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading available times');

    rerender(<TimeslotPicker slots={[]} onSelect={() => {}} error="We could not load the times" />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the times');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    rerender(<TimeslotPicker slots={[]} onSelect={() => {}} />);
    expect(
      screen.getByText('There are no times available. Try again later or call us.'),
    ).toBeVisible();
  });
});
