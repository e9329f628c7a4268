import { rentedUnit } from '../fixtures/driveUp';

const unit = rentedUnit;

export const inputs = [{ customerId: 7 }];

/** The day chosen decides whether Book move-out goes ahead. */
export const contextKey = ({ moveOut }: { moveOut: { date: string } | null }) =>
  moveOut?.date ?? null;

export const events = [
  { type: 'storageUnits.retry' },
  { type: 'moveOut.started', lettingId: 1 },
  { type: 'moveOut.dateChanged', date: '2027-02-04' },
  { type: 'moveOut.dateChanged', date: '2027-01-01' },
  { type: 'moveOut.confirmed' },
  { type: 'moveOut.cancelled' },
  {
    type: 'xstate.done.actor.bookMoveOut',
    output: { ...unit, state: 'movingOut', moveOutDate: '2027-02-04', nextPaymentDate: null },
  },
  {
    type: 'xstate.error.actor.bookMoveOut',
    error: new Error('Choose a move-out day from Thursday 4th February'),
  },
  { type: 'xstate.done.actor.loadUnits', output: [unit] },
  { type: 'xstate.error.actor.loadUnits', error: new Error('Something went wrong') },
];
