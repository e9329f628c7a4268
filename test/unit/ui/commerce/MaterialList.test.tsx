import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaterialList } from '../../../../src/ui/commerce/MaterialList/MaterialList';

const MATERIALS = [
  {
    materialId: 3,
    name: 'Medium boxes',
    description: 'Pack of 5 double-walled boxes',
    unitPrice: 9.5,
    quantity: 2,
    suggested: true,
  },
  { materialId: 8, name: 'Tape', description: 'One roll', unitPrice: 0.75, quantity: 0 },
];

describe('MaterialList', () => {
  it('shows only the materials passed, with pack, price and the suggested badge', () => {
    render(<MaterialList materials={MATERIALS} onChange={() => {}} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Suggested')).toBeVisible();
    expect(within(items[1]!).queryByText('Suggested')).not.toBeInTheDocument();
    expect(screen.getByText('Pack of 5 double-walled boxes')).toBeVisible();
    expect(screen.getByText('£9.50 each')).toBeVisible();
    expect(screen.getByText('75p each')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Medium boxes' })).toHaveValue('2');
  });

  it('reports quantity changes by material id, down to 0', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MaterialList materials={MATERIALS} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add one Tape' }));
    expect(onChange).toHaveBeenCalledWith(8, 1);
    await user.click(screen.getByRole('button', { name: 'Remove one Tape' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove one Medium boxes' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 1);
  });

  it('says when there is nothing to offer', () => {
    render(<MaterialList materials={[]} onChange={() => {}} />);
    expect(screen.getByText('There are no packing materials available right now.')).toBeVisible();
  });
});
