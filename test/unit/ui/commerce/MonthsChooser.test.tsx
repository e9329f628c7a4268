import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthsChooser } from '../../../../src/ui/commerce/MonthsChooser/MonthsChooser';

describe('MonthsChooser', () => {
  it('starts on one month, the minimum, with the usual terms', () => {
    render(<MonthsChooser onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: '1 month' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '6',
      '9',
      '12',
    ]);
  });

  it('never offers less than a month, and keeps an unusual chosen term', () => {
    render(<MonthsChooser value={4} options={[0, 1, 6]} onChange={() => {}} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '4',
      '6',
    ]);
    expect(screen.getByRole('radio', { name: '4 months' })).toBeChecked();
  });

  it('shows the monthly price and saving of each term and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MonthsChooser
        value={1}
        options={[1, 6]}
        prices={{ 1: { monthly: 10, oneMonthMonthly: 10 }, 6: { monthly: 8, oneMonthMonthly: 10 } }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: '1 month £10.00 a month' })).toBeChecked();
    const sixMonths = screen.getByRole('radio', { name: '6 months £8.00 a month Save 20%' });
    await user.click(sixMonths);
    expect(onChange).toHaveBeenCalledWith(6);
  });
});
