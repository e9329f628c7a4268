import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InsuranceChoice } from '../../../../src/ui/commerce/InsuranceChoice/InsuranceChoice';

const LEVELS = [
  { coverageLimit: 2500, monthlyPrice: 4.5 },
  { coverageLimit: 1000, monthlyPrice: 2 },
];

function Choice({ onChange }: { onChange: (limit: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <InsuranceChoice
      levels={LEVELS}
      value={value}
      onChange={(limit) => {
        onChange(limit);
        setValue(limit);
      }}
    />
  );
}

describe('InsuranceChoice', () => {
  it('offers no cover first, then each level by limit with its monthly price', () => {
    render(<Choice onChange={() => {}} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0',
      '1000',
      '2500',
    ]);
    expect(screen.getByRole('radio', { name: 'No paid cover' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cover up to £1,000 £2.00 a month' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Cover up to £2,500 £4.50 a month' })).toBeVisible();
  });

  it('reports the chosen coverage limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Choice onChange={onChange} />);
    await user.click(screen.getByText('Cover up to £2,500'));
    expect(onChange).toHaveBeenLastCalledWith(2500);
    expect(screen.getByRole('radio', { name: /Cover up to £2,500/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'No paid cover' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('leaves out no cover when it is not allowed', () => {
    render(
      <InsuranceChoice levels={LEVELS} value={1000} onChange={() => {}} offerNoCover={false} />,
    );
    expect(screen.queryByRole('radio', { name: 'No paid cover' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /£1,000/ })).toBeChecked();
  });
});
