import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangeText, StepSummary } from '../../../../src/ui/commerce/StepSummary/StepSummary';

describe('StepSummary', () => {
  it('lists each answer with a change control named after its row', async () => {
    const user = userEvent.setup();
    const onChangeAddress = vi.fn();
    render(
      <StepSummary
        title="Check your return"
        rows={[
          { key: 'boxes', label: 'Boxes', value: '2 boxes' },
          {
            key: 'address',
            label: 'Address',
            value: '3 Rectory Grove, London, SW4 7AB',
            onChange: onChangeAddress,
          },
          {
            key: 'slot',
            label: 'Delivery',
            value: 'Tuesday 3rd March, 8am – 1pm',
            action: (
              <a href="/apps/return/timeslot">
                <ChangeText what="Delivery date" />
              </a>
            ),
          },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Check your return' })).toBeVisible();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Boxes',
      'Address',
      'Delivery',
    ]);
    expect(screen.getByText('3 Rectory Grove, London, SW4 7AB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change delivery date' })).toHaveAttribute(
      'href',
      '/apps/return/timeslot',
    );
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(onChangeAddress).toHaveBeenCalled();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
