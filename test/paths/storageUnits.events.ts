import { rentedUnit } from '../fixtures/driveUp';

export const inputs = [{ customerId: 7 }];

export const events = [
  { type: 'storageUnits.retry' },
  {
    type: 'xstate.done.actor.loadUnits',
    output: { units: [rentedUnit], photos: { [rentedUnit.lettingId]: [] } },
  },
  { type: 'xstate.error.actor.loadUnits', error: new Error('Something went wrong') },
];
