import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VsuRentedUnit } from '../../../src/domain/driveUp';
import { storageUnitsMachine } from '../../../src/machines/storageUnits.machine';
import { StorageUnits } from '../../../src/routes/_site/_account/-components/myStuff/StorageUnits';
import { rentedUnit } from '../../fixtures/driveUp';

const running = rentedUnit;
const booked: VsuRentedUnit = {
  ...running,
  lettingId: 2,
  unitNumber: 'A03',
  sqFt: 15,
  state: 'booked',
  dropOffDate: '2026-12-10',
  accessCode: null,
};

async function started(load: () => Promise<VsuRentedUnit[]>) {
  const actor = createActor(
    storageUnitsMachine.provide({ actors: { loadUnits: fromPromise(load) } }),
    { input: { customerId: 7 } },
  ).start();
  await waitFor(actor, (state) => !state.hasTag('busy'));
  return actor;
}

describe('My stuff: storage units', () => {
  it('shows each unit with its site, access hours, code once started, contract and next payment', async () => {
    render(<StorageUnits actor={await started(async () => [running, booked])} />);
    const section = screen.getByRole('region', { name: 'Storage units' });
    const unit = within(section).getByRole('article', { name: 'Unit C01, 35 sq ft' });
    expect(unit).toHaveTextContent('In use');
    expect(unit).toHaveTextContent('Boxroom Battersea, Unit 4, Stewarts Road, London SW8 4UB');
    expect(unit).toHaveTextContent('Every day, 24 hours');
    expect(unit).toHaveTextContent('402719');
    expect(unit).toHaveTextContent('3 months, until Thursday 4th February');
    expect(unit).toHaveTextContent('£88.30 on Saturday 5th December');
    const waiting = within(section).getByRole('article', { name: 'Unit A03, 15 sq ft' });
    expect(waiting).toHaveTextContent('Booked');
    expect(waiting).toHaveTextContent('Shown here from your drop-off day, Thursday 10th December');
  });

  it('shows nothing without units, and a retry when they cannot be loaded', async () => {
    const { container } = render(<StorageUnits actor={await started(async () => [])} />);
    expect(container).toBeEmptyDOMElement();

    let attempts = 0;
    const actor = await started(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Something went wrong');
      return [running];
    });
    render(<StorageUnits actor={actor} />);
    expect(screen.getByText('We could not load your storage units')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Unit C01, 35 sq ft' })).toBeVisible();
  });
});
