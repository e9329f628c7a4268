import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VsuRentedUnit } from '../../../src/domain/driveUp';
import { storageUnitsMachine } from '../../../src/machines/storageUnits.machine';
import { StorageUnits } from '../../../src/routes/_site/_account/-components/myStuff/StorageUnits';
import { rentedUnit } from '../../fixtures/driveUp';
import { renderInRouter } from './renderInRouter';

const running = rentedUnit;
const booked: VsuRentedUnit = {
  ...running,
  lettingId: 2,
  unitNumber: 'A03',
  sqFt: 15,
  state: 'booked',
  dropOffDate: '2026-12-10',
  accessCode: null,
  earliestMoveOut: null,
  itemCheckPhotoCount: 0,
};

/** A small jpeg's bytes, as the API answers an item-check photo. */
const PHOTO =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z';

async function started(load: () => Promise<VsuRentedUnit[]>) {
  const withPhotos = async () => {
    const units = await load();
    return {
      units,
      photos: Object.fromEntries(
        units.map((unit) => [unit.lettingId, unit.itemCheckPhotoCount > 0 ? [PHOTO] : []]),
      ),
    };
  };
  const actor = createActor(
    storageUnitsMachine.provide({ actors: { loadUnits: fromPromise(withPhotos) } }),
    { input: { customerId: 7 } },
  ).start();
  await waitFor(actor, (state) => !state.hasTag('busy'));
  return actor;
}

describe('My stuff: storage units', () => {
  it('shows each unit with its site, access hours, code once started, contract and next payment', async () => {
    await renderInRouter(<StorageUnits actor={await started(async () => [running, booked])} />);
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

  it("shows our team's item-check photos of a unit, and moves out of a unit in use only", async () => {
    await renderInRouter(<StorageUnits actor={await started(async () => [running, booked])} />);
    const unit = screen.getByRole('article', { name: 'Unit C01, 35 sq ft' });
    expect(within(unit).getByRole('img', { name: 'Unit C01, item check 1' })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${PHOTO}`,
    );
    expect(within(unit).getByRole('link', { name: 'Move out of unit C01' })).toHaveAttribute(
      'href',
      '/apps/move-out?unit=1',
    );
    const waiting = screen.getByRole('article', { name: 'Unit A03, 15 sq ft' });
    expect(within(waiting).queryByRole('img')).toBeNull();
    expect(within(waiting).queryByRole('link', { name: /Move out/ })).toBeNull();
  });

  it('shows nothing without units, and a retry when they cannot be loaded', async () => {
    const empty = await renderInRouter(<StorageUnits actor={await started(async () => [])} />);
    expect(empty.queryByRole('region', { name: 'Storage units' })).toBeNull();
    empty.unmount();

    let attempts = 0;
    const actor = await started(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Something went wrong');
      return [running];
    });
    await renderInRouter(<StorageUnits actor={actor} />);
    expect(screen.getByText('We could not load your storage units')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Unit C01, 35 sq ft' })).toBeVisible();
  });
});
