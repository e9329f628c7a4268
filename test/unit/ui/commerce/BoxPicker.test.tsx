import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BoxTypeId, SUITCASE_NOTE } from '../../../../src/domain/box-types';
import type { BoxPickerItem } from '../../../../src/ui/commerce/BoxPicker/BoxPicker';
import { BoxPicker } from '../../../../src/ui/commerce/BoxPicker/BoxPicker';
import { boxPickerItems } from '../../../../src/ui/commerce/BoxPicker/boxPickerItems';

function Picker({
  onChange,
  prices,
}: {
  onChange: (boxTypeId: number, quantity: number) => void;
  prices?: Partial<Record<number, number>>;
}) {
  const [lines, setLines] = useState<{ boxTypeId: number; quantity: number }[]>([]);
  const entries: BoxPickerItem[] = boxPickerItems(lines, prices);
  return (
    <BoxPicker
      entries={entries}
      onChange={(boxTypeId, quantity) => {
        onChange(boxTypeId, quantity);
        setLines((current) => [
          ...current.filter((line) => line.boxTypeId !== boxTypeId),
          { boxTypeId, quantity },
        ]);
      }}
    />
  );
}

describe('BoxPicker', () => {
  it('lists the orderable types with their size rules, the weight limit and the suitcase note', () => {
    render(<Picker onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'What do you want to store?' });
    expect(group).toHaveAccessibleDescription(/double-walled cardboard.*25 kg/);
    expect(screen.getByText('Up to 110 cm combined width, height and length.')).toBeVisible();
    expect(screen.getByText(SUITCASE_NOTE)).toBeVisible();
    expect(screen.getByText('Must be in a box or have a hard shell.')).toBeVisible();
    expect(screen.getAllByRole('spinbutton').map((input) => input.getAttribute('value'))).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
  });

  it('reports each quantity by box type id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Add one Medium box' }));
    await user.click(screen.getByRole('button', { name: 'Add one Medium box' }));
    await user.click(screen.getByRole('button', { name: 'Add one Suitcase' }));
    expect(onChange).toHaveBeenNthCalledWith(1, BoxTypeId.MediumBox, 1);
    expect(onChange).toHaveBeenNthCalledWith(2, BoxTypeId.MediumBox, 2);
    expect(onChange).toHaveBeenNthCalledWith(3, BoxTypeId.Suitcase, 1);
    expect(screen.getByRole('spinbutton', { name: 'Medium box' })).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Remove one Suitcase' }));
    expect(onChange).toHaveBeenLastCalledWith(BoxTypeId.Suitcase, 0);
  });

  it('shows the monthly price of each type once prices are known, and describes the input by it', () => {
    render(
      <Picker onChange={() => {}} prices={{ [BoxTypeId.SmallBox]: 4, [BoxTypeId.LargeBox]: 0 }} />,
    );
    expect(screen.getByText('£4.00 a month each')).toBeVisible();
    expect(screen.getByText('FREE')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Small box' })).toHaveAccessibleDescription(
      'Up to 110 cm combined width, height and length. £4.00 a month each',
    );
  });

  it('shows an error about the whole choice', () => {
    render(
      <BoxPicker
        entries={boxPickerItems([])}
        onChange={() => {}}
        error="Choose at least one box"
        id="boxes"
      />,
    );
    const group = screen.getByRole('group', { name: 'What do you want to store?' });
    expect(within(group).getByText('Choose at least one box')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Small box' })).toHaveAttribute('id', 'boxes');
  });
});
