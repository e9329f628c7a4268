import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/domain/boxes';
import { BoxChooser } from '../../../src/routes/apps/-components/BoxChooser';

const box = (boxId: number): Box => ({
  boxId,
  boxTypeId: 1,
  status: 'WithLoveSpace',
  serviceType: null,
  boxDescription: `Winter coats ${boxId}`,
  parentBoxId: null,
  ownerType: 'customer',
  statusDate: null,
  openBooking: null,
});

describe('the box chooser of the return and collection steps', () => {
  it('reads out each box with its own status, the first one too, and repeats no id', () => {
    const { container } = render(
      <BoxChooser
        id="return-boxes"
        legend="Which boxes should we bring back?"
        hint="Only boxes in storage can come back."
        boxes={[box(1), box(2)]}
        chosen={[]}
        onToggle={() => {}}
        busy={false}
        emptyText="No boxes"
      />,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const name of [/Winter coats 1/, /Winter coats 2/]) {
      expect(screen.getByRole('checkbox', { name })).toHaveAccessibleDescription('In storage');
    }
    expect(
      screen.getByRole('group', { name: 'Which boxes should we bring back?' }),
    ).toHaveAccessibleDescription('Only boxes in storage can come back.');
  });
});
