import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../../../src/ui/commerce/QuantityStepper/QuantityStepper';

function Stepper({
  initial = 0,
  max,
  onChange,
}: {
  initial?: number;
  max?: number;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Small box"
      value={value}
      max={max}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('adds and removes one with named buttons and announces the new number', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const input = screen.getByRole('spinbutton', { name: 'Small box' });
    expect(input).toHaveValue('0');

    await user.click(screen.getByRole('button', { name: 'Add one Small box' }));
    await user.click(screen.getByRole('button', { name: 'Add one Small box' }));
    expect(input).toHaveValue('2');
    expect(input).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('Small box: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove one Small box' }));
    expect(input).toHaveValue('1');
  });

  it('does not go below 0, and keeps focus on the remove button at the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper initial={1} onChange={onChange} />);
    const remove = screen.getByRole('button', { name: 'Remove one Small box' });

    await user.click(remove);
    await user.click(remove);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('spinbutton', { name: 'Small box' })).toHaveValue('0');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveFocus();
  });

  it('steps with the arrow keys, jumps with Home and End, and stops at the maximum', async () => {
    const user = userEvent.setup();
    render(<Stepper max={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Small box' });
    await user.click(input);

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('2');
    await user.keyboard('{End}{ArrowUp}');
    expect(input).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Add one Small box' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Home}');
    expect(input).toHaveValue('0');
  });

  it('takes a typed whole number in range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Small box' });
    await user.click(input);
    await user.keyboard('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    await user.tab();
    expect(input).toHaveValue('12');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['2.5', 2],
    ['9999', 99],
    ['1a2', 1],
  ])('keeps "%s" as typed with a message, and changes nothing', async (typed, kept) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper initial={3} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Small box' });
    await user.clear(input);
    await user.keyboard(typed);
    await user.tab();
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number from 0 to 99')).toBeInTheDocument();
    // Only a valid prefix typed on the way ('2', '99', '1') was ever taken; never 25 or 99 from 9999.
    for (const [value] of onChange.mock.calls) expect(value).toBeLessThanOrEqual(kept);

    await user.click(screen.getByRole('button', { name: 'Add one Small box' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a whole number from 0 to 99')).not.toBeInTheDocument();
  });

  it('reads an emptied field as 0 when it is left', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Small box' });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('0');
  });
});
